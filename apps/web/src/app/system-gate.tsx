import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/use-translation.ts';
import { Button } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { Splash } from '../components/ui/splash.tsx';
import { isApiError } from '../lib/api-error.ts';
import { useSiteConfig } from '../features/system/api/get-site-config.ts';
import { useSystemStatus } from '../features/system/api/get-system-status.ts';
import { MaintenancePage } from '../features/system/components/maintenance-page.tsx';
import { RegionBlockPage } from '../features/system/components/region-block-page.tsx';
import { resolveSystemView } from '../features/system/system-view.ts';
import styles from './route-error.module.css';

/**
 * Shows the maintenance or region-block page instead of the whole app (status 1 / 2), and the
 * app itself when the status is normal. Status is polled every 60 s and on window focus.
 */
export function SystemGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const status = useSystemStatus(site.isSuccess);
  const view = resolveSystemView({
    site: site.data,
    siteError: site.error,
    status: status.data,
    statusError: status.error,
  });
  const liveChatUrl = site.data?.customerService.find((c) => c.csType === 'LIVECHAT')?.path;

  switch (view.kind) {
    case 'loading':
      return <Splash />;
    case 'ready':
      return children;
    case 'maintenance':
      return (
        <MaintenancePage
          siteName={site.data?.siteName}
          endsAt={view.endsAt}
          liveChatUrl={liveChatUrl}
        />
      );
    case 'blocked':
      return (
        <RegionBlockPage siteName={site.data?.siteName} ip={view.ip} liveChatUrl={liveChatUrl} />
      );
    case 'unreachable': {
      const code = isApiError(view.error) ? view.error.code : 'INTERNAL_ERROR';
      return (
        <main className={styles.page} id="main">
          <EmptyState
            level={1}
            illustration="maintenance"
            title={t('system.unreachable.title')}
            text={t(`errors.${code}`, { defaultValue: t('errors.INTERNAL_ERROR') })}
            testId="unreachable-page"
            action={
              <Button size="lg" onClick={() => void site.refetch()}>
                {t('system.unreachable.retry')}
              </Button>
            }
          />
        </main>
      );
    }
  }
}
