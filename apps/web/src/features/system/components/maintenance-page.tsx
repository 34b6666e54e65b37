import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { StatusScreen } from './status-screen.tsx';
import styles from './status-screen.module.css';

interface MaintenancePageProps {
  siteName: string | undefined;
  endsAt: string | null;
  liveChatUrl: string | undefined;
}

/** Shown instead of the whole app while the system status is 1 (maintenance). */
export function MaintenancePage({ siteName, endsAt, liveChatUrl }: MaintenancePageProps) {
  const { t, i18n } = useTranslation();
  const formatted = endsAt ? formatDateTime(endsAt, i18n.language) : '';
  return (
    <StatusScreen
      testId="maintenance-page"
      siteName={siteName}
      illustration="maintenance"
      title={t('system.maintenance.title')}
      text={t('system.maintenance.text')}
      liveChatUrl={liveChatUrl}
    >
      <p className={styles.chip}>
        {formatted && endsAt ? (
          <span data-testid="maintenance-end">
            {t('system.maintenance.endsAtLabel')} <time dateTime={endsAt}>{formatted}</time>
          </span>
        ) : (
          t('system.maintenance.noEnd')
        )}
      </p>
    </StatusScreen>
  );
}
