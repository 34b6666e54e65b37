import type { CategoryCode } from '../config/categories.ts';
import type { Messages } from '../lib/i18n/messages.ts';
import type { TitlesMessages } from '../lib/i18n/titles.ts';
import { useRouteHandleOf } from '../lib/router/index.ts';
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

/** The current page's title key, if its route names one. */
export function useRouteTitle(): TitleKey | undefined {
  return useRouteHandle().title;
}

/** The current page's route data. */
export function useRouteHandle(): RouteHandle {
  return useRouteHandleOf<RouteHandle>() ?? {};
}
