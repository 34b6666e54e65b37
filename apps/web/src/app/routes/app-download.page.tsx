import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useSearchParams } from '../../lib/router/index.ts';
import { Notice } from '../../components/ui/notice.tsx';
import { Icon } from '../../components/ui/icons/icon.tsx';
import { QrCode } from '../../components/ui/qr-code.tsx';
import { cx } from '../../lib/cx.ts';
import { useSite } from '../layout/use-site.ts';
import styles from './app-download.module.css';
// Strings of this page arrive with the player-centre chunk, not the first download.
import '../../lib/i18n/player-centre.ts';

/** Spec: the download page's codes are 120 px with a margin of 5 modules. */
export const PAGE_QR_SIZE = 120;
export const PAGE_QR_MARGIN = 5;

const STEPS = ['step1', 'step2', 'step3', 'step4'] as const;

const PLATFORMS = [
  { id: 'ANDROID', icon: 'android' },
  { id: 'IOS', icon: 'apple' },
] as const;

/** /download: the iOS and Android apps, a scannable code and the installation steps for each. */
export default function AppDownloadPage() {
  const { t } = useTranslation();
  const { resource, siteName } = useSite();
  const [params] = useSearchParams();
  const chosen = params.get('platform');
  return (
    <div className={styles.page} data-testid="app-download-page">
      <header className={styles.head}>
        <h1>{t('download.title', { site: siteName })}</h1>
        <p className={styles.lead}>{t('download.lead')}</p>
      </header>
      <div className={styles.platforms}>
        {PLATFORMS.map((p) => {
          const url = resource(p.id);
          const name = t(`download.${p.id}.name`);
          return (
            <section
              key={p.id}
              className={cx(styles.card, chosen === p.id && styles.chosen)}
              aria-labelledby={`download-${p.id}`}
              data-testid={`download-${p.id}`}
            >
              <h2 id={`download-${p.id}`} className={styles.cardTitle}>
                <Icon name={p.icon} size={22} /> {name}
              </h2>
              {url ? (
                <div className={styles.get}>
                  <QrCode
                    value={url}
                    label={t('sideMenu.scanToDownload', { platform: name })}
                    size={PAGE_QR_SIZE}
                    margin={PAGE_QR_MARGIN}
                    className={styles.qr}
                    testId={`download-qr-${p.id}`}
                  />
                  <div className={styles.getText}>
                    <p>{t('download.scan')}</p>
                    <a
                      className={styles.button}
                      href={url}
                      target="_blank"
                      rel="noopener noreferrer"
                      data-testid={`download-link-${p.id}`}
                    >
                      <Icon name="download" size={18} />
                      {t('download.button', { platform: name })}
                    </a>
                  </div>
                </div>
              ) : (
                <Notice tone="info">{t('download.notYet')}</Notice>
              )}
              <h3 className={styles.stepsTitle}>{t('download.howTo')}</h3>
              <ol className={styles.steps}>
                {STEPS.map((step) => (
                  <li key={step}>{t(`download.${p.id}.${step}`)}</li>
                ))}
              </ol>
            </section>
          );
        })}
      </div>
    </div>
  );
}
