import { Suspense, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useLocation } from '../../lib/router/index.ts';
import { ErrorBoundary } from '../../components/ui/error-boundary.tsx';
import { refreshWallet } from '../../features/wallet/api/keys.ts';
import { useGameOverlayStore } from '../../features/games/overlay-store.ts';
import { useSessionStore } from '../../lib/stores/session-store.ts';
import { Toaster } from '../../components/ui/toaster.tsx';
import { cx } from '../../lib/cx.ts';
import { DESKTOP_QUERY, useMediaQuery } from '../../lib/use-media-query.ts';
import { useUiStore } from '../../lib/stores/ui-store.ts';
import { isGamePage } from '../route-rules.ts';
import { RegionError } from '../route-error.tsx';
import { ExpandService } from './expand-service.tsx';
import { Header } from './header.tsx';
import { ModalHost, useRouteModal } from './modal-host.tsx';
import { Footer, GameOverlayHost, PopupHost, SideDrawer } from './lazy-overlays.ts';
import { SideMenu } from './side-menu.tsx';
import { useDocumentTitle } from './use-document-title.ts';
import { useSite } from './use-site.ts';
import styles from './root-layout.module.css';
import { SkipLink } from '../../components/ui/skip-link.tsx';

/** Spec: navigation scrolls smoothly to the top (instantly for reduced-motion users). */
function useScrollToTop(pathname: string) {
  useEffect(() => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  }, [pathname]);
}

/** The game popup, loaded on first use; closing a game refreshes the header balance. */
function GameOverlay() {
  const hasOverlay = useGameOverlayStore((s) => s.overlay !== null);
  const queryClient = useQueryClient();
  const { service } = useSite();
  if (!hasOverlay) return null;
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <GameOverlayHost
          customerServiceUrl={service('LIVECHAT')}
          onGameClosed={() => void refreshWallet(queryClient, useSessionStore.getState().token, [])}
        />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * What a page's place holds while the router loads the first page's chunk (its HydrateFallback):
 * header, side menu and footer draw at once around it.
 */
export function PageFallback() {
  return <div className={styles.pageFallback} aria-busy="true" data-testid="page-fallback" />;
}

/** Player chrome: side menu, header, main view, footer and the floating service menu. */
export function RootLayout() {
  const { pathname } = useLocation();
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const isCollapsed = useUiStore((s) => s.isSideMenuCollapsed);
  const isDrawerOpen = useUiStore((s) => s.isDrawerOpen);
  const hasSideMenu = !isGamePage(pathname);
  useScrollToTop(pathname);
  useRouteModal();
  useDocumentTitle();

  return (
    <div
      className={cx(
        styles.shell,
        hasSideMenu && isDesktop && styles.withSide,
        isCollapsed && styles.collapsed,
      )}
    >
      <SkipLink />
      {hasSideMenu && isDesktop && <SideMenu />}
      {hasSideMenu && !isDesktop && isDrawerOpen && (
        <Suspense fallback={null}>
          <SideDrawer />
        </Suspense>
      )}
      <div className={styles.column}>
        <Header hasMenuButton={hasSideMenu && !isDesktop} />
        <main id="main" tabIndex={-1} className={styles.main}>
          <ErrorBoundary fallback={(reset) => <RegionError onRetry={reset} />}>
            <Outlet />
          </ErrorBoundary>
        </main>
        <Suspense fallback={<div className={styles.footerSpace} aria-hidden="true" />}>
          <Footer />
        </Suspense>
      </div>
      <ExpandService />
      <ModalHost />
      {hasSideMenu && (
        // The operator's popups (type PU), then an agent's contract requests; their chunk loads
        // after the first paint.
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <PopupHost />
          </Suspense>
        </ErrorBoundary>
      )}
      <GameOverlay />
      <Toaster />
    </div>
  );
}
