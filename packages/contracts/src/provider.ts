import { z } from 'zod';

/**
 * The seamless-wallet protocol between the portal and game vendors (module `providers` on the
 * server, `apps/demo-provider` on the vendor side).
 *
 * Vendor → portal: `POST /provider/v1/<VENDOR>/<call>` with a JSON body. Every request carries
 * `x-provider-signature: <hex HMAC-SHA256(vendor secret, raw body bytes)>`; the portal verifies it
 * before reading the body. Answers are HTTP 200 with a `status` the vendor acts on, except a bad
 * signature (401, INVALID_SIGNATURE) and a body that is not the call's shape (400, BAD_REQUEST).
 *
 * Portal → vendor: `POST <vendor base url>/launch` and, for transfer-wallet vendors,
 * `/transfer`, `/transfer/status`, `/transfer/balance` and `/bet-history`, signed the same way
 * with the same secret.
 *
 * Money calls (bet, win, rollback) are idempotent by the vendor's `transactionId`: a repeat with
 * the same body answers the first result again (status OK, same balance fields as then); the same
 * id with other data answers DUPLICATE_TRANSACTION. A rollback of a bet the portal never saw is
 * recorded (answered OK) so that the late bet is refused with TRANSACTION_ROLLED_BACK. Wins and
 * rollbacks are accepted even after logout, maintenance or a region block.
 */

export const PROVIDER_SIGNATURE_HEADER = 'x-provider-signature';

/** Money on the wire: a non-negative decimal string with two places. */
export const ProviderAmountSchema = z.string().regex(/^\d{1,13}\.\d{2}$/);

const Id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.:-]+$/);

export const PROVIDER_STATUSES = [
  'OK',
  'INVALID_SIGNATURE',
  'BAD_REQUEST',
  'INVALID_TOKEN',
  'PLAYER_NOT_FOUND',
  'PLAYER_BLOCKED',
  'INSUFFICIENT_FUNDS',
  'GAME_NOT_FOUND',
  'GAME_MAINTENANCE',
  'BET_LIMIT',
  'DUPLICATE_TRANSACTION',
  'TRANSACTION_ROLLED_BACK',
  'BET_NOT_FOUND',
  'ROUND_CLOSED',
  /** A win past what the game's maximum multiplier allows on the round's stake: nothing moved. */
  'WIN_LIMIT',
  'INTERNAL_ERROR',
] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

/** `player`: the launch token names the player (the only call that takes the token). */
export const PlayerRequestSchema = z.object({
  requestId: Id,
  token: z.string().min(16).max(128),
});
export const PlayerResponseSchema = z.object({
  status: z.enum(PROVIDER_STATUSES),
  playerId: z.string().optional(),
  nickname: z.string().optional(),
  currency: z.string().optional(),
  balance: ProviderAmountSchema.optional(),
  language: z.string().optional(),
  /** FUN sessions play with play money and never reach the ledger. */
  mode: z.enum(['REAL', 'FUN']).optional(),
});

export const BalanceRequestSchema = z.object({ requestId: Id, playerId: Id });

/** `bet`: takes a stake from the player's main wallet. Needs a live launch token. */
export const BetRequestSchema = z.object({
  transactionId: Id,
  playerId: Id,
  token: z.string().min(16).max(128),
  roundId: Id,
  gameCode: Id,
  amount: ProviderAmountSchema,
  currency: z.string().min(3).max(3),
});

/** `win`: pays the player for a round (0.00 is a loss that closes nothing by itself). */
export const WinRequestSchema = z.object({
  transactionId: Id,
  playerId: Id,
  roundId: Id,
  gameCode: Id,
  amount: ProviderAmountSchema,
  currency: z.string().min(3).max(3),
  /** True when this win is the round's last call (the round then settles, as `end-round`). */
  roundEnded: z.boolean().default(false),
});

/** `rollback`: undoes a bet (its stake comes back); the bet may not have arrived yet. */
export const RollbackRequestSchema = z.object({
  transactionId: Id,
  playerId: Id,
  roundId: Id,
  gameCode: Id,
  /** The vendor's id of the bet to undo. */
  betTransactionId: Id,
});

/** `end-round`: the round is over; its bets settle into the betting record. */
export const EndRoundRequestSchema = z.object({
  requestId: Id,
  playerId: Id,
  roundId: Id,
  gameCode: Id,
});

/** The answer to balance, bet, win, rollback and end-round. */
export const WalletResponseSchema = z.object({
  status: z.enum(PROVIDER_STATUSES),
  balance: ProviderAmountSchema.optional(),
  currency: z.string().optional(),
  /** The portal's ledger transaction for a money call. */
  reference: z.string().optional(),
  message: z.string().optional(),
});

export type PlayerRequest = z.infer<typeof PlayerRequestSchema>;
export type PlayerResponse = z.infer<typeof PlayerResponseSchema>;
export type BalanceRequest = z.infer<typeof BalanceRequestSchema>;
export type BetRequest = z.infer<typeof BetRequestSchema>;
export type WinRequest = z.input<typeof WinRequestSchema>;
export type RollbackRequest = z.infer<typeof RollbackRequestSchema>;
export type EndRoundRequest = z.infer<typeof EndRoundRequestSchema>;
export type WalletResponse = z.infer<typeof WalletResponseSchema>;

export const PROVIDER_CALLS = ['player', 'balance', 'bet', 'win', 'rollback', 'end-round'] as const;
export type ProviderCall = (typeof PROVIDER_CALLS)[number];

// ---------------------------------------------------------------- portal → vendor

/** `POST <base>/launch`: the vendor answers the URL the player's browser opens. */
export const LaunchRequestSchema = z.object({
  token: z.string().min(16).max(128),
  playerId: Id,
  vendor: Id,
  gameCode: Id,
  /** The catalog category the game is listed under: the vendor picks its table or machine by it. */
  category: z.enum([
    'SPORTS',
    'ESPORTS',
    'LIVE',
    'LOTT',
    'ELOTT',
    'FISH',
    'PVP',
    'RNG',
    'COCKFIGHT',
  ]),
  /** The game's name in the player's language, for the game's title bar. */
  gameName: z.string().max(120),
  language: z.enum(['bn', 'en']),
  currency: z.string().min(3).max(3),
  mode: z.enum(['REAL', 'FUN']),
  /** Where the game's "back" button goes. */
  returnUrl: z.string().max(512),
  /** The portal's seamless API base the vendor calls back (e.g. http://127.0.0.1:3000). */
  walletUrl: z.string().max(512),
  /**
   * Where the game's money is: SEAMLESS (the vendor calls the portal's wallet per bet) or
   * TRANSFER (the player's balance at the vendor, filled by transfers before play).
   */
  wallet: z.enum(['SEAMLESS', 'TRANSFER']).default('SEAMLESS'),
});
export const LaunchResponseSchema = z.object({
  status: z.enum(PROVIDER_STATUSES),
  url: z.string().optional(),
});

/** Transfer-wallet vendors: money moves into the vendor before play. */
export const TransferRequestSchema = z.object({
  reference: Id,
  playerId: Id,
  vendor: Id,
  direction: z.enum(['IN', 'OUT']),
  amount: ProviderAmountSchema,
  currency: z.string().min(3).max(3),
});
export const TransferStatusRequestSchema = z.object({ reference: Id, vendor: Id });
export const TRANSFER_STATES = ['SUCCESS', 'FAILED', 'UNKNOWN', 'NOT_FOUND'] as const;
export const TransferResponseSchema = z.object({
  status: z.enum(PROVIDER_STATUSES),
  state: z.enum(TRANSFER_STATES),
  /** The player's balance at the vendor after the transfer. */
  balance: ProviderAmountSchema.optional(),
});

/** `POST <base>/transfer/balance`: the player's balance at a transfer-wallet vendor. */
export const TransferBalanceRequestSchema = z.object({
  vendor: Id,
  playerId: Id,
  currency: z.string().min(3).max(3),
});
export const TransferBalanceResponseSchema = z.object({
  status: z.enum(PROVIDER_STATUSES),
  balance: ProviderAmountSchema.optional(),
});

export type LaunchRequest = z.infer<typeof LaunchRequestSchema>;
export type LaunchResponse = z.infer<typeof LaunchResponseSchema>;
export type TransferRequest = z.infer<typeof TransferRequestSchema>;
export type TransferResponse = z.infer<typeof TransferResponseSchema>;

// ---------------------------------------------------------------- bet history (transfer wallets)

/**
 * `POST <base>/bet-history`: the bets a transfer-wallet vendor settled in `[from, to)` (settled
 * time), signed like the transfer calls. Pages are numbered from 1, at most
 * `BET_HISTORY_MAX_PAGE_SIZE` rows each, in a stable order: settled time, then bet id. A bet whose
 * outcome changes later (voided after settlement) is served again with its new status and
 * settled time.
 */
export const BET_HISTORY_MAX_PAGE_SIZE = 1000;
const Instant = z.iso.datetime({ offset: true });

export const BetHistoryRequestSchema = z
  .object({
    vendor: Id,
    /** Inclusive. */
    from: Instant,
    /** Exclusive; after `from`. */
    to: Instant,
    page: z.number().int().min(1).max(1_000_000),
    pageSize: z.number().int().min(1).max(BET_HISTORY_MAX_PAGE_SIZE),
  })
  .refine((r) => Date.parse(r.to) > Date.parse(r.from), { path: ['to'], message: 'after from' });

export const BET_HISTORY_STATUSES = ['SETTLED', 'VOID'] as const;

/** One bet as the vendor reports it. */
export const BetHistoryBetSchema = z.object({
  /** The vendor's id of the bet, unique per vendor. */
  betId: Id,
  roundId: Id,
  /** The portal's player id (as in the transfers). */
  playerId: Id,
  gameCode: Id,
  currency: z.string().min(3).max(3),
  stake: ProviderAmountSchema,
  /** What the bet paid back (0.00 for a loss). */
  payout: ProviderAmountSchema,
  /** SETTLED: played out; VOID: cancelled by the vendor, the stake went back to the player. */
  status: z.enum(BET_HISTORY_STATUSES),
  placedAt: Instant,
  settledAt: Instant,
});

export const BetHistoryResponseSchema = z.object({
  status: z.enum(PROVIDER_STATUSES),
  bets: z.array(BetHistoryBetSchema).optional(),
  page: z.number().int().optional(),
  pageSize: z.number().int().optional(),
  /** True when a later page has more rows of the window. */
  hasMore: z.boolean().optional(),
});

export type BetHistoryRequest = z.infer<typeof BetHistoryRequestSchema>;
export type BetHistoryBet = z.infer<typeof BetHistoryBetSchema>;
export type BetHistoryResponse = z.infer<typeof BetHistoryResponseSchema>;
