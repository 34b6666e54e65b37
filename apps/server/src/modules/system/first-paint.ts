/**
 * The page's first paint, before any script runs (issue 14): the built index.html gets the white
 * label's name as its title, the data the first screen would otherwise ask the API for (site
 * configuration; on the home page its banners) as a JSON data block, and a pre-drawn shell in
 * #root (header bar, and on the home page the hero picture, fetched at high priority, and a row
 * of tile skeletons) that React replaces on its first render. Only what the anonymous API calls
 * already answer goes into the page. The shell's classes (`boot-*`) are styled by the web app
 * (apps/web/src/styles/boot-shell.css).
 */
import type { FastifyRequest } from 'fastify';
import {
  BOOT_DATA_ID,
  HOME_BANNER_GROUPS,
  bannerGroupsKey,
  type BootData,
} from '@portal/contracts/boot';
import type { Banner } from '@portal/contracts/content';
import { escapeXml } from '../../lib/svg-text.ts';
import type { SystemService } from './system.service.ts';

export interface FirstPaintDeps {
  system: Pick<SystemService, 'resolveMerchant' | 'getSiteConfig'>;
  /** The enabled banners of some groups (the content module's cached list). */
  banners: (merchantId: number, groups: string[]) => Promise<Banner[]>;
}

/** JSON that cannot close its <script> element or open a comment. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function shellHtml(siteName: string, hero: Banner | undefined, isHome: boolean): string {
  const tiles = '<span class="boot-tile"></span>'.repeat(6);
  const heroHtml = hero
    ? `<img class="boot-hero" src="${escapeXml(hero.url)}" alt="${escapeXml(hero.title)}" width="1200" height="400" fetchpriority="high">`
    : '<div class="boot-hero"></div>';
  const main = isHome
    ? `<div class="boot-marquee"></div>${heroHtml}<div class="boot-row">${tiles}</div>`
    : '';
  return (
    `<div class="boot-shell" data-testid="boot-shell">` +
    `<div class="boot-side"></div>` +
    `<div class="boot-header"><div class="boot-bar"><span class="boot-name">${escapeXml(siteName)}</span></div>` +
    `<div class="boot-nav"></div></div>` +
    `<div class="boot-main">${main}</div></div>`
  );
}

export function createFirstPaint(deps: FirstPaintDeps) {
  /**
   * The page for `request` from the built `template`; the template unchanged when the white
   * label cannot be resolved (the page then asks the API as before).
   */
  return async function render(request: FastifyRequest, template: string): Promise<string> {
    let boot: BootData;
    let siteName: string;
    let hero: Banner | undefined;
    const isHome = (request.url.split('?')[0] ?? '/') === '/';
    try {
      const merchant = await deps.system.resolveMerchant({ host: request.hostname });
      const site = await deps.system.getSiteConfig(merchant, request.ip);
      boot = { site };
      siteName = site.siteName;
      // Maintenance and region blocks show their own page: no banners to prepare.
      if (isHome && site.status === 0) {
        const groups = [...HOME_BANNER_GROUPS];
        const list = await deps.banners(merchant.id, groups);
        boot.banners = { [bannerGroupsKey(groups)]: { list } };
        // The hero shows the first w_home banner; a video one is not pre-drawn.
        const first = list.find((b) => b.groupName === 'w_home');
        hero = first?.kind === 'IMAGE' ? first : undefined;
      }
    } catch (error) {
      request.log.warn({ err: error }, 'first paint data unavailable; serving the plain page');
      return template;
    }
    const head =
      (hero
        ? `<link rel="preload" as="image" href="${escapeXml(hero.url)}" fetchpriority="high">`
        : '') +
      `<script type="application/json" id="${BOOT_DATA_ID}">${scriptSafeJson(boot)}</script>`;
    const showsShell = boot.site?.status === 0;
    // Function replacers: a `$&` in a site name or banner title stays text.
    return template
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeXml(siteName)}</title>`)
      .replace('</head>', () => `${head}</head>`)
      .replace(
        '<div id="root"></div>',
        () => `<div id="root">${showsShell ? shellHtml(siteName, hero, isHome) : ''}</div>`,
      );
  };
}

export type FirstPaint = ReturnType<typeof createFirstPaint>;
