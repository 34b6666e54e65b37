import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useToastStore } from '../../lib/stores/toast-store.ts';
import { cx } from '../../lib/cx.ts';
import { Icon } from './icons/icon.tsx';
import styles from './toaster.module.css';

/** Renders queued toasts in a polite live region. */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={cx(styles.toast, styles[toast.tone])} data-testid="toast">
          <Icon name="info" size={18} className={styles.icon} />
          <span className={styles.message}>{t(toast.messageKey)}</span>
          <button
            type="button"
            className={styles.dismiss}
            aria-label={t('toast.dismiss')}
            onClick={() => dismiss(toast.id)}
          >
            <Icon name="close" size={16} />
          </button>
        </div>
      ))}
    </div>
  );
}
