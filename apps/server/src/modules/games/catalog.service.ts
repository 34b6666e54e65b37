import {
  CATEGORY_CODES,
  type CategoryCode,
  type GameFilter,
  type GameMenu,
  type GamePage,
  type GameTile,
  type PvpRoom,
  type Vendor,
  type VendorLanes,
  type VendorType,
  type Winner,
} from '@portal/contracts/games';
import type { LanguageCode } from '@portal/contracts/i18n';
import type { Db, Executor } from '../../db/client.ts';
import { formatAmount } from '@portal/contracts/money';
import { CATEGORIES } from './catalog/catalog-data.ts';
import * as repo from './games.repo.ts';
import { gameIconUrl, vendorLogoUrl } from './art-files.ts';

/** One white label's catalog, held in memory: a few hundred rows, read on every page. */
interface Snapshot {
  at: number;
  vendors: repo.VendorRow[];
  vendorByCode: Map<string, repo.VendorRow>;
  games: repo.GameRow[];
  gameById: Map<number, repo.GameRow>;
}

export type CatalogService = ReturnType<typeof createCatalogService>;

const isBn = (language: LanguageCode) => language === 'BN';
const HOT_LIMIT = 30;
const MENU_GAMES = 20;

/** Winner board: masked usernames, e.g. "pl***1". */
export function maskUsername(username: string): string {
  if (username.length <= 3) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-1)}`;
}

/**
 * The games catalog as players browse it: menus, lists with filters and search, hot games,
 * vendors, winners, favourites and recent games. The catalog is cached per white label for a few
 * seconds, so a console change shows everywhere shortly after.
 */
export function createCatalogService(deps: {
  db: Db;
  ttlMs?: number | undefined;
  now?: () => Date;
}) {
  const ttl = deps.ttlMs ?? 10_000;
  const now = deps.now ?? (() => new Date());
  const cache = new Map<number, Promise<Snapshot>>();

  async function load(merchantId: number, on: Executor): Promise<Snapshot> {
    const vendors = await repo.listVendors(on, merchantId);
    const games = await repo.listGames(on, merchantId);
    const vendorByCode = new Map(vendors.map((v) => [v.code, v]));
    const playable = games.filter((g) => vendorByCode.has(g.vendor));
    return {
      at: Date.now(),
      vendors,
      vendorByCode,
      games: playable,
      gameById: new Map(playable.map((g) => [g.id, g])),
    };
  }

  /**
   * The catalog of a white label. Inside a transaction pass it as `on`: on PGlite's one
   * connection a read outside it would wait for the transaction forever.
   */
  async function snapshot(merchantId: number, on: Executor = deps.db): Promise<Snapshot> {
    const cached = cache.get(merchantId);
    if (cached) {
      const snap = await cached.catch(() => undefined);
      if (snap && Date.now() - snap.at < ttl) return snap;
    }
    const fresh = load(merchantId, on);
    cache.set(merchantId, fresh);
    fresh.catch(() => cache.delete(merchantId));
    return fresh;
  }

  function vendorDown(vendor: repo.VendorRow | undefined): boolean {
    if (!vendor) return true;
    if (!vendor.maintenance) return false;
    return !vendor.maintenanceEndsAt || vendor.maintenanceEndsAt.getTime() > now().getTime();
  }

  function tile(snap: Snapshot, game: repo.GameRow, language: LanguageCode): GameTile {
    const vendor = snap.vendorByCode.get(game.vendor);
    const name = isBn(language) ? game.nameBn : game.nameEn;
    const icon = gameIconUrl(game.vendor, game.code);
    const largeIcon = gameIconUrl(game.vendor, game.code, true);
    return {
      nodeId: game.id,
      gameId: game.id,
      gameCode: game.code,
      gameName: name,
      displayName: name,
      nodeName: vendor ? (isBn(language) ? vendor.nameBn : vendor.nameEn) : game.vendor,
      vassalage: game.vendor,
      gameType: game.category as CategoryCode,
      isHot: game.isHot ? 1 : 0,
      isNew: game.isNew,
      showIcon: true,
      iconUrl: icon,
      lagerIcon: largeIcon,
      isGame: game.vassalage ? 'VASSALAGE' : 'GAME',
      groups: game.groups as GameTile['groups'],
      maintenance: game.maintenance || vendorDown(vendor),
      minBet: formatAmount(game.minBet),
      maxBet: formatAmount(game.maxBet),
    };
  }

  function vendorOf(
    snap: Snapshot,
    vendor: repo.VendorRow,
    language: LanguageCode,
    category?: string,
  ): Vendor {
    const own = snap.games.filter(
      (g) => g.vendor === vendor.code && (category === undefined || g.category === category),
    );
    const categories = CATEGORY_CODES.filter((c) =>
      snap.games.some((g) => g.vendor === vendor.code && g.category === c),
    );
    return {
      vassalage: vendor.code,
      name: isBn(language) ? vendor.nameBn : vendor.nameEn,
      logoUrl: vendorLogoUrl(vendor.code),
      categories,
      wallet: vendor.wallet as Vendor['wallet'],
      maintenance: vendorDown(vendor),
      maintenanceEnd: vendor.maintenance ? (vendor.maintenanceEndsAt?.toISOString() ?? null) : null,
      gameCount: own.length,
      sort: vendor.sort,
    };
  }

  function categoryName(code: CategoryCode, language: LanguageCode): string {
    const seed = CATEGORIES.find((c) => c.code === code);
    if (!seed) return code;
    return isBn(language) ? seed.name.bn : seed.name.en;
  }

  function vendorsIn(snap: Snapshot, category: string): repo.VendorRow[] {
    return snap.vendors.filter((v) =>
      snap.games.some((g) => g.vendor === v.code && g.category === category),
    );
  }

  async function menus(merchantId: number, language: LanguageCode): Promise<GameMenu> {
    const snap = await snapshot(merchantId);
    return {
      categories: CATEGORY_CODES.flatMap((code) => {
        const vendors = vendorsIn(snap, code);
        if (vendors.length === 0) return [];
        const inCategory = snap.games.filter((g) => g.category === code);
        return [
          {
            code,
            name: categoryName(code, language),
            vendors: vendors.map((v) => vendorOf(snap, v, language, code)),
            gameCount: inCategory.length,
            games: inCategory.slice(0, MENU_GAMES).map((g) => tile(snap, g, language)),
          },
        ];
      }),
    };
  }

  interface ListQuery {
    gameType?: CategoryCode | undefined;
    vassalage?: string | undefined;
    gameClassify: GameFilter;
    name?: string | undefined;
    pageNo: number;
    pageSize: number;
  }

  async function list(
    merchantId: number,
    memberId: number | undefined,
    query: ListQuery,
    language: LanguageCode,
  ): Promise<GamePage> {
    const snap = await snapshot(merchantId);
    let rows = snap.games;
    if (query.gameClassify === 'FAV' || query.gameClassify === 'RECENT') {
      const ids =
        memberId === undefined
          ? []
          : query.gameClassify === 'FAV'
            ? await repo.favouriteIds(deps.db, memberId)
            : await repo.recentIds(deps.db, memberId);
      rows = ids.flatMap((id) => snap.gameById.get(id) ?? []);
    }
    rows = rows.filter(
      (g) =>
        (query.gameType === undefined || g.category === query.gameType) &&
        (query.vassalage === undefined || g.vendor === query.vassalage) &&
        matchesFilter(g, query.gameClassify) &&
        matchesName(g, query.name),
    );
    return pageOf(
      rows.map((g) => tile(snap, g, language)),
      query.pageNo,
      query.pageSize,
    );
  }

  async function hot(merchantId: number, language: LanguageCode): Promise<GameTile[]> {
    const snap = await snapshot(merchantId);
    return snap.games
      .filter((g) => g.isHot && !g.vassalage)
      .slice(0, HOT_LIMIT)
      .map((g) => tile(snap, g, language));
  }

  async function vendorLanes(merchantId: number, language: LanguageCode): Promise<VendorLanes> {
    const snap = await snapshot(merchantId);
    const lanes = CATEGORY_CODES.flatMap((code) => {
      const vendors = vendorsIn(snap, code);
      return vendors.length === 0
        ? []
        : [{ gameType: code, vendors: vendors.map((v) => vendorOf(snap, v, language, code)) }];
    });
    return { data: { lanes } };
  }

  async function vendorType(
    merchantId: number,
    gameType: CategoryCode | undefined,
    language: LanguageCode,
  ): Promise<VendorType> {
    const snap = await snapshot(merchantId);
    const vendors = gameType ? vendorsIn(snap, gameType) : snap.vendors;
    return {
      title: gameType ? categoryName(gameType, language) : '',
      cards: Object.fromEntries(
        vendors.map((v) => [v.code, vendorOf(snap, v, language, gameType)]),
      ),
      gameClassify: CATEGORY_CODES.flatMap((code) => {
        const codes = vendorsIn(snap, code).map((v) => v.code);
        return codes.length === 0 ? [] : [{ gameType: code, vendors: codes }];
      }),
    };
  }

  async function winners(
    merchantId: number,
    category: CategoryCode | 'ALL',
    limit: number,
    language: LanguageCode,
  ): Promise<Winner[]> {
    const snap = await snapshot(merchantId);
    const since = new Date(now().getTime() - 30 * 86_400_000);
    const rows = await repo.topWins(
      deps.db,
      merchantId,
      since,
      limit,
      category === 'ALL' ? undefined : category,
    );
    return rows.map((r) => {
      const game = snap.games.find((g) => g.vendor === r.vendor && g.code === r.gameCode);
      return {
        customerName: maskUsername(r.username),
        winAmount: formatAmount(r.payout),
        gameName: game ? (isBn(language) ? game.nameBn : game.nameEn) : r.gameName,
        iconUrl: gameIconUrl(r.vendor, r.gameCode),
      };
    });
  }

  /** Other playable games of the same category, hot first (the maintenance page). */
  async function suggestions(merchantId: number, nodeId: number, language: LanguageCode) {
    const snap = await snapshot(merchantId);
    const game = snap.gameById.get(nodeId);
    const candidates = snap.games.filter(
      (g) =>
        g.id !== nodeId &&
        !g.vassalage &&
        !g.maintenance &&
        !vendorDown(snap.vendorByCode.get(g.vendor)) &&
        (game === undefined || g.category === game.category),
    );
    candidates.sort((a, b) => Number(b.isHot) - Number(a.isHot));
    return candidates.slice(0, 8).map((g) => tile(snap, g, language));
  }

  /** Card-game tables with how many members opened them in the last 15 minutes. */
  async function pvpRooms(merchantId: number, language: LanguageCode): Promise<PvpRoom[]> {
    const snap = await snapshot(merchantId);
    const tables = snap.games.filter((g) => g.category === 'PVP' && !g.vassalage);
    const players = await repo.recentPlayers(
      deps.db,
      tables.map((g) => g.id),
      new Date(now().getTime() - 15 * 60_000),
    );
    return tables.map((g) => ({
      roomId: `${g.vendor}-${g.code}`,
      nodeId: g.id,
      gameName: isBn(language) ? g.nameBn : g.nameEn,
      minBet: formatAmount(g.minBet),
      players: players.get(g.id) ?? 0,
      maxPlayers: 6,
    }));
  }

  async function lotteryMenu(merchantId: number, prizeMode: string, language: LanguageCode) {
    const snap = await snapshot(merchantId);
    const wanted =
      prizeMode === 'ELOTT' ? ['ELOTT'] : prizeMode === 'LOTT' ? ['LOTT'] : ['LOTT', 'ELOTT'];
    const rows = snap.games.filter(
      (g) => wanted.includes(g.category) && (prizeMode !== 'SEA' || g.code.startsWith('TCG_SEA')),
    );
    return rows.map((g) => tile(snap, g, language));
  }

  async function favourites(
    merchantId: number,
    memberId: number,
    query: { gameType?: CategoryCode | undefined; pageNo: number; pageSize: number },
    language: LanguageCode,
  ): Promise<GamePage> {
    return list(merchantId, memberId, { ...query, gameClassify: 'FAV' }, language);
  }

  return {
    snapshot,
    tile,
    vendorDown,
    menus,
    list,
    hot,
    vendorLanes,
    vendorType,
    winners,
    suggestions,
    pvpRooms,
    lotteryMenu,
    favourites,
    favouriteIds: (memberId: number) => repo.favouriteIds(deps.db, memberId),
    /** Adds a favourite; unknown games are refused. */
    async addFavourite(merchantId: number, memberId: number, nodeId: number) {
      const snap = await snapshot(merchantId);
      if (!snap.gameById.has(nodeId)) return false;
      await repo.addFavourite(deps.db, memberId, nodeId);
      return true;
    },
    removeFavourite: (memberId: number, nodeId: number) =>
      repo.removeFavourite(deps.db, memberId, nodeId),
    /** Forgets the cached catalog of a white label (after a console change). */
    invalidate: (merchantId: number) => cache.delete(merchantId),
  };
}

function matchesFilter(game: repo.GameRow, filter: GameFilter): boolean {
  switch (filter) {
    case 'HOT':
      return game.isHot;
    case 'NEW':
      return game.isNew;
    case 'JP':
    case 'TG':
    case 'AC':
    case 'BG':
      return game.groups.includes(filter);
    case 'ALL':
    case 'FAV':
    case 'RECENT':
      return true;
  }
}

function matchesName(game: repo.GameRow, name: string | undefined): boolean {
  if (!name) return true;
  const needle = name.toLocaleLowerCase();
  return (
    game.nameEn.toLocaleLowerCase().includes(needle) ||
    game.nameBn.includes(name) ||
    game.code.toLocaleLowerCase().includes(needle)
  );
}

function pageOf(rows: GameTile[], pageNo: number, pageSize: number): GamePage {
  const total = rows.length;
  return {
    content: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    pageNum: pageNo,
    pageSize,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
    total,
  };
}
