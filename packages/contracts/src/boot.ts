/**
 * What the server writes into a page's HTML for its first paint (no zod here: the web app's first
 * bundle imports this). The page reads it once instead of asking the API for the same data.
 */
import type { BannerList } from './content.ts';
import type { SiteConfig } from './system.ts';

/** The id of the `<script type="application/json">` that carries {@link BootData}. */
export const BOOT_DATA_ID = 'boot-data';

/** The banner groups of the home page (pictures, then video banners). */
export const HOME_BANNER_GROUPS = ['w_home', 'w_promotion'] as const;

/** How a set of banner groups is named in a request and in the page's cache. */
export const bannerGroupsKey = (groups: readonly string[]): string => groups.join(',');

export interface BootData {
  /** GET /wps/system/site as this request would have answered it. */
  site?: SiteConfig;
  /** GET /wps/system/banners answers, by {@link bannerGroupsKey}. */
  banners?: Record<string, BannerList>;
}
