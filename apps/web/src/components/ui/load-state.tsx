import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from './button.tsx';
import { Notice } from './notice.tsx';
import styles from './load-state.module.css';

/** A quiet placeholder while data loads. */
export function Loading({ label, testId }: { label?: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status" data-testid={testId}>
      <span className={styles.spinner} aria-hidden="true" />
      {label ?? t('app.loading')}
    </div>
  );
}

/** A failed load: the reason and a retry button. */
export function LoadError({
  message,
  onRetry,
  testId,
}: {
  message: string;
  onRetry: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Notice
      tone="danger"
      testId={testId}
      action={
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('routeError.retry')}
        </Button>
      }
    >
      {message}
    </Notice>
  );
}
