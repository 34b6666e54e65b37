import { useMatches } from 'react-router';
import type { CategoryCode } from '../config/categories.ts';
import type { ModalName } from '../lib/stores/modal-store.ts';

/** Static data attached to routes in routes.tsx. */
export interface RouteHandle {
  /** The popup a route opens over home (/login, /register, /help). */
  modal?: ModalName;
  /** Category of a game-centre or game-list page. */
  category?: CategoryCode;
  /** Which of several pages sharing one module this is (e.g. favorite or recent). */
  variant?: string;
}

/** The deepest matched route's handle. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  return (matches.at(-1)?.handle as RouteHandle | undefined) ?? {};
}
