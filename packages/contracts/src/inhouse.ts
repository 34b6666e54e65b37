import { z } from 'zod';
import { AmountSchema, MoneyInputSchema, RequestIdSchema } from './wallet.ts';

/**
 * In-house, provably fair games (category BGS). Outcomes come from packages/fair:
 * HMAC-SHA256(serverSeed, `clientSeed:nonce:round`). The player sees the server seed's SHA-256
 * before betting, may change the client seed (which rotates the pair and reveals the old server
 * seed), and can verify any round of a revealed pair. Params are the fair package's shapes.
 */

export const INHOUSE_GAMES = ['dice', 'limbo', 'mines', 'plinko', 'slot', 'crash'] as const;
export type InhouseGame = (typeof INHOUSE_GAMES)[number];
/** Games settled in one call (mines and crash have their own calls). */
export const INSTANT_GAMES = ['dice', 'limbo', 'plinko', 'slot'] as const;

/** The catalog code of each in-house game (vendor BGS): BGS_DICE … BGS_CRASH. */
export const inhouseGameCode = (game: InhouseGame) => `BGS_${game.toUpperCase()}`;

export const SeedStateSchema = z.object({
  serverSeedHash: z.string().describe('SHA-256 of the active server seed (hex)'),
  clientSeed: z.string(),
  /** The nonce the next bet will use. */
  nonce: z.number().int(),
});
export type SeedState = z.infer<typeof SeedStateSchema>;

export const RevealedSeedSchema = z.object({
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** Bets played with this pair (nonces 0 … nonces − 1). */
  nonces: z.number().int(),
});
export type RevealedSeed = z.infer<typeof RevealedSeedSchema>;

export const SeedsSchema = z.object({
  current: SeedStateSchema,
  /** The last revealed pair, to verify its rounds. */
  previous: RevealedSeedSchema.nullable(),
});
export type Seeds = z.infer<typeof SeedsSchema>;

/** Rotates the pair: reveals the server seed in use and starts a new one with this client seed. */
export const RotateSeedRequestSchema = z.object({
  clientSeed: z
    .string()
    .max(256)
    .optional()
    .describe(
      '1–64 printable characters without ":" (else FAIR_CLIENT_SEED_INVALID); random when absent',
    ),
});
export type RotateSeedRequest = z.infer<typeof RotateSeedRequestSchema>;

export const InhouseBetRequestSchema = z.object({
  requestId: RequestIdSchema,
  game: z.enum(INSTANT_GAMES),
  stake: MoneyInputSchema,
  /** dice {direction, targetHundredths}; limbo {targetHundredths}; plinko {rows, risk}; slot {} */
  params: z.record(z.string(), z.unknown()).default({}),
});
export type InhouseBetRequest = z.input<typeof InhouseBetRequestSchema>;

/** A round's public reference: 128 random bits as 32 lowercase hex characters. */
export const ROUND_REF_PATTERN = /^[0-9a-f]{32}$/;

export const RoundSchema = z.object({
  /** The member's own handle (mines reveal and cash-out); never used to look a round up publicly. */
  roundId: z.number().int(),
  ref: z
    .string()
    .nullable()
    .describe(
      'Unguessable reference for /lgw/inhouse/rounds/:ref; null for crash (verified by its chain)',
    ),
  game: z.enum(INHOUSE_GAMES),
  stake: AmountSchema,
  payout: AmountSchema,
  /** Payout multiplier as a decimal string with four places ("1.9800"); "0.0000" on a loss. */
  multiplier: z.string(),
  status: z.enum(['OPEN', 'SETTLED']),
  /** The game's own result (packages/fair result shape); mines hide mine cells while OPEN. */
  outcome: z.record(z.string(), z.unknown()),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** Present once the pair has been rotated (or for crash, once the round is over). */
  serverSeed: z.string().nullable(),
  createdAt: z.string(),
});
export type Round = z.infer<typeof RoundSchema>;

export const InhouseBetResultSchema = z.object({
  round: RoundSchema,
  balance: AmountSchema,
  seeds: SeedStateSchema,
});
export type InhouseBetResult = z.infer<typeof InhouseBetResultSchema>;

export const MinesStartRequestSchema = z.object({
  requestId: RequestIdSchema,
  stake: MoneyInputSchema,
  mines: z.number().int().min(1).max(24),
});
export const MinesRevealRequestSchema = z.object({
  roundId: z.number().int().positive(),
  cell: z.number().int().min(0).max(24),
});
export const MinesCashoutRequestSchema = z.object({ roundId: z.number().int().positive() });

export const RoundPageSchema = z.object({
  list: z.array(RoundSchema),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});

// ---------------------------------------------------------------- crash (one shared round)

export const CRASH_PHASES = ['BETTING', 'RUNNING', 'CRASHED'] as const;
export type CrashPhase = (typeof CRASH_PHASES)[number];

export const CrashBetSchema = z.object({
  player: z.string().describe('Masked username'),
  stake: AmountSchema,
  autoCashout: z.string().nullable(),
  cashedOutAt: z.string().nullable().describe('Multiplier ("2.35") once cashed out'),
  payout: AmountSchema.nullable(),
});

export const CrashStateSchema = z.object({
  roundNumber: z.number().int(),
  phase: z.enum(CRASH_PHASES),
  /** When betting closes and the multiplier starts (ISO). */
  startsAt: z.string(),
  /** Server time of this answer (ISO), so the page can correct its clock. */
  serverTime: z.string(),
  /** Hundredths, once CRASHED. */
  crashPointHundredths: z.number().int().nullable(),
  /** The round's chain element, revealed once CRASHED; its SHA-256 is the previous round's. */
  seed: z.string().nullable(),
  /** The hash the round's seed must hash to (the previous chain element). */
  seedHash: z.string(),
  salt: z.string(),
  bets: z.array(CrashBetSchema),
  /** The last crash points (hundredths), newest first. */
  history: z.array(
    z.object({ roundNumber: z.number().int(), crashPointHundredths: z.number().int() }),
  ),
});
export type CrashState = z.infer<typeof CrashStateSchema>;

export const CrashBetRequestSchema = z.object({
  requestId: RequestIdSchema,
  stake: MoneyInputSchema,
  /** Cash out automatically at this multiplier (hundredths, ≥ 101). */
  autoCashoutHundredths: z.number().int().min(101).max(100_000_000).optional(),
});
export const CrashCashoutRequestSchema = z.object({ roundNumber: z.number().int().positive() });

/** Messages on /wps/inhouse/crash/ws (public; no token needed to watch). */
export const CrashEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('state'), state: CrashStateSchema }),
  z.object({
    type: z.literal('tick'),
    roundNumber: z.number().int(),
    multiplierHundredths: z.number().int(),
  }),
]);
export type CrashEvent = z.infer<typeof CrashEventSchema>;
