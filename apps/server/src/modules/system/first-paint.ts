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
  GAME_ART_SIZES,
  HOME_BANNER_GROUPS,
  bannerGroupsKey,
  gameArtSrcSet,
  type BootData,
  type BootGameList,
} from '@portal/contracts/boot';
import type { Banner } from '@portal/contracts/content';
import {
  GameListQuerySchema,
  type GameListQuery,
  type GamePage,
  type VendorLanes,
} from '@portal/contracts/games';
import type { LanguageCode } from '@portal/contracts/i18n';
import { CATEGORY_CODES, CATEGORY_PAGE } from '@portal/contracts/pages';
import { escapeXml } from '../../lib/svg-text.ts';
import type { SystemService } from './system.service.ts';

export interface FirstPaintDeps {
  system: Pick<SystemService, 'resolveMerchant' | 'getSiteConfig'>;
  /** The enabled banners of some groups (the content module's cached list). */
  banners: (merchantId: number, groups: string[]) => Promise<Banner[]>;
  /** The catalog's anonymous answers (the games module's cached catalog). */
  games: {
    list: (merchantId: number, language: LanguageCode, query: GameListQuery) => Promise<GamePage>;
    vendorLanes: (merchantId: number, language: LanguageCode) => Promise<VendorLanes>;
  };
}

/**
 * The game list a list page's URL names (/rng?vassalage=PG&gameClassify=HOT&name=…), or undefined
 * for other pages, a member's own lists (FAV, RECENT) and anything the API would refuse.
 */
export function gameListOf(path: string, search: URLSearchParams) {
  const category = CATEGORY_CODES.find(
    (code) => CATEGORY_PAGE[code].path === path && CATEGORY_PAGE[code].kind === 'list',
  );
  if (!category) return undefined;
  const parsed = GameListQuerySchema.safeParse({
    gameType: category,
    vassalage: search.get('vassalage') ?? undefined,
    gameClassify: search.get('gameClassify') ?? 'ALL',
    name: search.get('name') ?? '',
  });
  if (!parsed.success) return undefined;
  const { gameClassify, vassalage, name = '' } = parsed.data;
  if (gameClassify === 'FAV' || gameClassify === 'RECENT') return undefined;
  return { gameType: category, vassalage, gameClassify, name };
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

/** The pictures of a phone's first row of game tiles (two columns). */
const FIRST_ROW = 2;

/** What the pre-drawn main area shows: the home's hero and a tile row, or a list's first art. */
type ShellMain =
  | { kind: 'home'; hero: Banner | undefined }
  | { kind: 'list'; art: { icon: string; large: string }[] }
  | { kind: 'plain' };

function mainHtml(main: ShellMain): string {
  switch (main.kind) {
    case 'home': {
      const tiles = '<span class="boot-tile"></span>'.repeat(6);
      const hero = main.hero
        ? `<img class="boot-hero" src="${escapeXml(main.hero.url)}" alt="${escapeXml(main.hero.title)}" width="1200" height="400" fetchpriority="high">`
        : '<div class="boot-hero"></div>';
      return `<div class="boot-marquee"></div>${hero}<div class="boot-row">${tiles}</div>`;
    }
    case 'list': {
      // The first games' pictures, as large as the page's own tiles: the first screen's
      // largest paint comes from here, before the scripts have run. The first row (two tiles on
      // a phone) is asked for ahead of everything; the second row after the scripts, not
      // sharing a slow line with the pictures the largest paint waits for.
      const cards = main.art
        .map(
          ({ icon, large }, i) =>
            `<span class="boot-card"><img class="boot-art" src="${escapeXml(icon)}" srcset="${escapeXml(gameArtSrcSet(icon, large))}" sizes="${GAME_ART_SIZES}" alt="" width="240" height="240" fetchpriority="${i < FIRST_ROW ? 'high' : 'low'}"></span>`,
        )
        .join('');
      return `<div class="boot-title"></div><div class="boot-strip"></div><div class="boot-grid">${cards}</div>`;
    }
    case 'plain':
      return '';
  }
}

function shellHtml(siteName: string, main: ShellMain): string {
  return (
    `<div class="boot-shell" data-testid="boot-shell">` +
    `<div class="boot-side"></div>` +
    `<div class="boot-header"><div class="boot-bar"><span class="boot-name">${escapeXml(siteName)}</span></div>` +
    `<div class="boot-nav"></div></div>` +
    `<div class="boot-main">${mainHtml(main)}</div></div>`
  );
}

const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;

/** Where a preload goes: right after the charset declaration, else at the start of <head>. */
function firstInHead(template: string): RegExp {
  return CHARSET.test(template) ? CHARSET : /<head>/i;
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
    let art: { icon: string; large: string }[] | undefined;
    const [path = '/', query = ''] = request.url.split('?');
    const isHome = path === '/';
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
      const list = site.status === 0 ? gameListOf(path, new URLSearchParams(query)) : undefined;
      if (list) {
        const language = site.defaultLanguage;
        const [page, vendors] = await Promise.all([
          deps.games.list(merchant.id, language, { ...list, pageNo: 1, pageSize: 20 }),
          deps.games.vendorLanes(merchant.id, language),
        ]);
        boot.games = { language, params: list, page, vendors } satisfies BootGameList;
        art = page.content
          .filter((game) => game.showIcon && game.iconUrl)
          .slice(0, 4)
          .map((game) => ({ icon: game.iconUrl, large: game.lagerIcon }));
      }
    } catch (error) {
      request.log.warn({ err: error }, 'first paint data unavailable; serving the plain page');
      return template;
    }
    // The hero's preload (a list's first row of pictures) goes first in <head>: requested before
    // the scripts and styles take the (on HTTP/1.1, six) connections.
    const preload = hero
      ? `<link rel="preload" as="image" href="${escapeXml(hero.url)}" fetchpriority="high">`
      : (art ?? [])
          .slice(0, FIRST_ROW)
          .map(
            ({ icon, large }) =>
              `<link rel="preload" as="image" href="${escapeXml(icon)}" imagesrcset="${escapeXml(gameArtSrcSet(icon, large))}" imagesizes="${GAME_ART_SIZES}" fetchpriority="high">`,
          )
          .join('');
    const data = `<script type="application/json" id="${BOOT_DATA_ID}">${scriptSafeJson(boot)}</script>`;
    const showsShell = boot.site?.status === 0;
    const main: ShellMain = isHome
      ? { kind: 'home', hero }
      : art
        ? { kind: 'list', art }
        : { kind: 'plain' };
    // Function replacers: a `$&` in a site name or banner title stays text.
    return template
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeXml(siteName)}</title>`)
      .replace(firstInHead(template), (first) => `${first}${preload}`)
      .replace('</head>', () => `${data}</head>`)
      .replace(
        '<div id="root"></div>',
        () => `<div id="root">${showsShell ? shellHtml(siteName, main) : ''}</div>`,
      );
  };
}

export type FirstPaint = ReturnType<typeof createFirstPaint>;
