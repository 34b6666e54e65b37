import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { StatusScreen } from './status-screen.tsx';
import styles from './status-screen.module.css';

interface RegionBlockPageProps {
  siteName: string | undefined;
  ip: string | null;
  liveChatUrl: string | undefined;
}

/** Shown instead of the whole app while the system status is 2 (region or IP blocked). */
export function RegionBlockPage({ siteName, ip, liveChatUrl }: RegionBlockPageProps) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      testId="region-block-page"
      siteName={siteName}
      illustration="shield"
      title={t('system.blocked.title')}
      text={t('system.blocked.text')}
      liveChatUrl={liveChatUrl}
    >
      {ip && (
        <p className={styles.chip}>
          {t('system.blocked.ipLabel')}:{' '}
          <strong className={styles.ip} data-testid="region-block-ip" dir="ltr">
            {ip}
          </strong>
        </p>
      )}
    </StatusScreen>
  );
}
