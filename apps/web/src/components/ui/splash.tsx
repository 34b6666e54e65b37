import { useTranslation } from '../../lib/i18n/use-translation.ts';
import styles from './splash.module.css';

/** First-load placeholder while the site configuration arrives. */
export function Splash() {
  const { t } = useTranslation();
  return (
    <div className={styles.splash} role="status" aria-live="polite">
      <svg viewBox="0 0 40 40" width="56" height="56" aria-hidden="true" className={styles.mark}>
        <path
          d="M20 2.5l15.2 8.75v17.5L20 37.5 4.8 28.75v-17.5z"
          fill="none"
          style={{ stroke: 'var(--color-accent)' }}
          strokeWidth="3"
          strokeLinejoin="round"
        />
      </svg>
      <span className="visually-hidden">{t('app.loading')}</span>
    </div>
  );
}
