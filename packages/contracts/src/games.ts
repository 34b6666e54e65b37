import { z } from 'zod';
import { CATEGORY_CODES, type CategoryCode } from './pages.ts';
import { AmountSchema } from './wallet.ts';

/** Game categories (spec section 2; one list, in pages.ts). BGS holds the in-house games. */
export { CATEGORY_CODES, type CategoryCode };
export const CategoryCodeSchema = z.enum(CATEGORY_CODES);

/** Categories that open a game list page (the rest open a game centre page). */
export const LIST_CATEGORIES = ['LIVE', 'FISH', 'RNG', 'PVP', 'BGS'] as const;

/** Game-list filters (spec section 3); BG only where the TY language is supported. */
export const GAME_FILTERS = ['ALL', 'HOT', 'NEW', 'FAV', 'RECENT', 'JP', 'TG', 'AC', 'BG'] as const;
export type GameFilter = (typeof GAME_FILTERS)[number];
export const GAME_GROUPS = ['JP', 'TG', 'AC', 'BG'] as const;

export const GAME_MODES = ['REAL', 'FUN'] as const;
export type GameMode = (typeof GAME_MODES)[number];

const VendorCode = z.string().regex(/^[A-Z0-9_]{2,16}$/);

/** A game tile (spec section 3: nodeId, displayName, isHot, showIcon, iconUrl, gameName…). */
export const GameTileSchema = z.object({
  nodeId: z.number().int().describe('The game id used by favourites, recent games and launch'),
  gameId: z.number().int(),
  gameCode: z.string(),
  gameName: z.string().describe('Name in the asked language'),
  displayName: z.string(),
  nodeName: z.string().describe("The vendor's display name"),
  vassalage: VendorCode.describe('Vendor code'),
  gameType: CategoryCodeSchema,
  isHot: z.union([z.literal(0), z.literal(1)]),
  isNew: z.boolean(),
  showIcon: z.boolean(),
  iconUrl: z.string(),
  lagerIcon: z.string().describe('Large artwork (the same generated art, larger)'),
  isGame: z.enum(['GAME', 'VASSALAGE']).describe('VASSALAGE opens a popup list of games'),
  groups: z.array(z.enum(GAME_GROUPS)),
  maintenance: z.boolean().describe('The game or its vendor is under maintenance'),
  minBet: AmountSchema,
  maxBet: AmountSchema,
});
export type GameTile = z.infer<typeof GameTileSchema>;

export const VendorSchema = z.object({
  vassalage: VendorCode,
  name: z.string(),
  logoUrl: z.string(),
  categories: z.array(CategoryCodeSchema),
  wallet: z.enum(['SEAMLESS', 'TRANSFER', 'INHOUSE']),
  maintenance: z.boolean(),
  maintenanceEnd: z.string().nullable().describe('ISO time the maintenance ends, when known'),
  /** Games of this vendor in the category the list is about (all categories otherwise). */
  gameCount: z.number().int(),
  sort: z.number().int(),
});
export type Vendor = z.infer<typeof VendorSchema>;

/** `/lgw/games/game_menus`: the header navigation, one entry per category with vendors. */
export const GameMenuSchema = z.object({
  categories: z.array(
    z.object({
      code: CategoryCodeSchema,
      name: z.string(),
      vendors: z.array(VendorSchema),
      gameCount: z.number().int(),
      /** Up to 20 games for the header dropdown (large layout above 10). */
      games: z.array(GameTileSchema),
    }),
  ),
});
export type GameMenu = z.infer<typeof GameMenuSchema>;

/** Game list query (spec section 7 payload shape; clientType/platform/merchant are accepted). */
export const GameListQuerySchema = z.object({
  gameType: CategoryCodeSchema.optional(),
  vassalage: VendorCode.optional(),
  gameClassify: z.enum(GAME_FILTERS).default('ALL'),
  name: z.string().trim().max(60).optional().describe('Search by name (either language)'),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(999).default(20),
  language: z.string().optional(),
  clientType: z.coerce.number().optional(),
  platform: z.string().optional(),
  merchant: z.string().optional(),
});
export type GameListQuery = z.input<typeof GameListQuerySchema>;

/** A page of games (spec: content, pageNum, totalPages). */
export const GamePageSchema = z.object({
  content: z.array(GameTileSchema),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type GamePage = z.infer<typeof GamePageSchema>;

/** `vendor list` (spec: response value.data.lanes). */
export const VendorLanesSchema = z.object({
  data: z.object({
    lanes: z.array(z.object({ gameType: CategoryCodeSchema, vendors: z.array(VendorSchema) })),
  }),
});
export type VendorLanes = z.infer<typeof VendorLanesSchema>;

/** `vendor type` (spec: title, cards keyed by vassalage, gameClassify with vendors). */
export const VendorTypeSchema = z.object({
  title: z.string(),
  cards: z.record(z.string(), VendorSchema),
  gameClassify: z.array(z.object({ gameType: CategoryCodeSchema, vendors: z.array(VendorCode) })),
});
export type VendorType = z.infer<typeof VendorTypeSchema>;

export const WinnerSchema = z.object({
  customerName: z.string().describe('Masked username'),
  winAmount: AmountSchema,
  gameName: z.string(),
  iconUrl: z.string(),
});
export type Winner = z.infer<typeof WinnerSchema>;
export const WinnerListSchema = z.object({ list: z.array(WinnerSchema) });

export const WinnerQuerySchema = z.object({
  gameCategory: z.union([z.literal('ALL'), CategoryCodeSchema]).default('ALL'),
  limitNum: z.coerce.number().int().min(1).max(20).default(20),
  language: z.string().optional(),
});

export const FavouriteRequestSchema = z.object({ nodeId: z.coerce.number().int().positive() });
export type FavouriteRequest = z.infer<typeof FavouriteRequestSchema>;
export const FavouriteIdsSchema = z.array(z.number().int());

export const FavouriteListQuerySchema = z.object({
  gameType: CategoryCodeSchema.optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(999).default(999),
  language: z.string().optional(),
});

export const RecentQuerySchema = z.object({
  gameType: CategoryCodeSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  language: z.string().optional(),
});

/** `/wps/game/launchGame`. FUN (free trial) needs no login. */
export const LaunchGameRequestSchema = z.object({
  nodeId: z.number().int().positive(),
  mode: z.enum(GAME_MODES).default('REAL'),
  language: z.enum(['bn', 'en']).optional(),
});
export type LaunchGameRequest = z.input<typeof LaunchGameRequestSchema>;

export const LaunchGameResultSchema = z.object({
  url: z.string().describe('Open in the game overlay'),
  mode: z.enum(GAME_MODES),
  nodeId: z.number().int(),
  gameName: z.string(),
  vassalage: VendorCode,
  /** INHOUSE games open the portal's own page for the game; others a vendor URL. */
  kind: z.enum(['VENDOR', 'INHOUSE']),
  /**
   * True when the game's vendor holds the member's money while they play (a transfer-wallet
   * vendor): closing the game should recall it (`/wps/relay/GCS_walletTransfer`).
   */
  recallOnClose: z.boolean().default(false),
});
export type LaunchGameResult = z.infer<typeof LaunchGameResultSchema>;

export const PvpRoomSchema = z.object({
  roomId: z.string(),
  nodeId: z.number().int(),
  gameName: z.string(),
  minBet: AmountSchema,
  players: z.number().int(),
  maxPlayers: z.number().int(),
});
export type PvpRoom = z.infer<typeof PvpRoomSchema>;

/** VN lottery menus (`/lgw/vn/games/game_menu`, prizeMode, device WEB). */
export const LOTTERY_PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export const LotteryMenuQuerySchema = z.object({
  prizeMode: z.enum(LOTTERY_PRIZE_MODES).default('LOTT'),
  device: z.string().optional(),
});
export const LotteryMenuSchema = z.object({
  prizeMode: z.enum(LOTTERY_PRIZE_MODES),
  games: z.array(GameTileSchema),
});
