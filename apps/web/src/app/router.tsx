import { Router } from '../lib/router/index.ts';
import { showToast } from '../lib/stores/toast-store.ts';
import type { RouteHandle } from './route-handle.ts';
import { layouts, routes } from './routes.tsx';

export function createAppRouter() {
  return new Router<RouteHandle>({
    routes,
    layouts,
    // Spec: a failed navigation is ignored; the player stays where they are and is told why.
    onNavigationFailed: () => showToast('navigation.failed', 'error'),
  });
}
