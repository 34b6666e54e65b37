import { useTranslation } from '../lib/i18n/use-translation.ts';
import { Button } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import styles from './route-error.module.css';

/** Fallback for a region that threw while rendering. */
export function RegionError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      illustration="maintenance"
      title={t('routeError.title')}
      text={t('routeError.text')}
      testId="route-error"
      action={<Button onClick={onRetry}>{t('routeError.retry')}</Button>}
    />
  );
}

/** A page that could not load or broke while drawing: a retry screen (unknown paths get 404). */
export function RouteError() {
  return (
    <div className={styles.page}>
      <RegionError onRetry={() => window.location.reload()} />
    </div>
  );
}
