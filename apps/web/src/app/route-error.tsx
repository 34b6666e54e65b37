import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { NotFoundView } from './not-found-view.tsx';
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

/** Router error element: 404 responses get the 404 page, anything else a retry screen. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  console.error(error);
  return (
    <div className={styles.page}>
      <RegionError onRetry={() => window.location.reload()} />
    </div>
  );
}
