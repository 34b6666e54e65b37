import { useMatches } from 'react-router';
import type { CategoryCode } from '../config/categories.ts';
import type { Messages } from '../lib/i18n/messages.ts';
import type { TitlesMessages } from '../lib/i18n/titles.ts';
import type { ModalName } from '../lib/stores/modal-store.ts';

/** i18n key of a page's name in the tab title. */
export type TitleKey =
  | `titles.${Exclude<keyof TitlesMessages['titles'], 'format'>}`
  | `pages.${keyof Messages['pages']}`
  | `modal.titles.${keyof Messages['modal']['titles']}`
  | `nav.categories.${CategoryCode}`;

/** Static data attached to routes in routes.tsx. */
export interface RouteHandle {
  /** The popup a route opens over home (/login, /register, /help). */
  modal?: ModalName;
  /** Category of a game-centre or game-list page. */
  category?: CategoryCode;
  /** Which of several pages sharing one module this is (e.g. favorite or recent). */
  variant?: string;
  /** The page's name in the tab title ("Deposit · Site"); none shows the site's name alone. */
  title?: TitleKey;
}

/** The deepest matched route's title key, if any route on the way names one. */
export function useRouteTitle(): TitleKey | undefined {
  const matches = useMatches();
  return matches.map((m) => (m.handle as RouteHandle | undefined)?.title).findLast(Boolean);
}

/** The deepest matched route's handle. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  return (matches.at(-1)?.handle as RouteHandle | undefined) ?? {};
}
