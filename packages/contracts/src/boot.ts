/**
 * What the server writes into a page's HTML for its first paint (no zod here: the web app's first
 * bundle imports this). The page reads it once instead of asking the API for the same data.
 */
import type { BannerList } from './content.ts';
import type { GameFilter, GamePage, VendorLanes } from './games.ts';
import type { LanguageCode } from './i18n.ts';
import type { CategoryCode } from './pages.ts';
import type { SiteConfig } from './system.ts';

/** The id of the `<script type="application/json">` that carries {@link BootData}. */
export const BOOT_DATA_ID = 'boot-data';

/** The banner groups of the home page (pictures, then video banners). */
export const HOME_BANNER_GROUPS = ['w_home', 'w_promotion'] as const;

/**
 * A game tile's picture: the 240- and 360-pixel WebP of its art (`iconUrl`, `lagerIcon`) and the
 * tile's width, for the browser to pick one. The pre-drawn shell's cards use the same, so the
 * tile that replaces a card shows the file already loaded.
 */
export const gameArtSrcSet = (icon: string, large: string): string =>
  icon === large ? icon : `${icon} 240w, ${large} 360w`;
export const GAME_ART_SIZES = '(min-width: 1024px) 240px, 46vw';

/** How a set of banner groups is named in a request and in the page's cache. */
export const bannerGroupsKey = (groups: readonly string[]): string => groups.join(',');

/** A game list page's first answers, in the white label's default language. */
export interface BootGameList {
  language: LanguageCode;
  /** The list the page's URL names (as `listParamsFromUrl` reads it on the page). */
  params: { gameType: CategoryCode; vassalage?: string; gameClassify: GameFilter; name: string };
  /** GET /lgw/games/list page 1 and GET /lgw/games/vendors. */
  page: GamePage;
  vendors: VendorLanes;
}

export interface BootData {
  /** GET /wps/system/site as this request would have answered it. */
  site?: SiteConfig;
  /** GET /wps/system/banners answers, by {@link bannerGroupsKey}. */
  banners?: Record<string, BannerList>;
  /** On a game list page (/rng, /live, …) for a visitor: its first page of games. */
  games?: BootGameList;
}
