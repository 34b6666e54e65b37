import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A member's provably fair seed pairs. The active pair (not yet revealed) is the only one per
 * member; its server seed stays secret until the member rotates it.
 */
export const fairSeeds = pgTable(
  'fair_seeds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The nonce of the next bet under this pair. */
    nonce: integer('nonce').notNull().default(0),
    createdAt,
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('fair_seeds_active')
      .on(t.memberId)
      .where(sql`${t.revealedAt} is null`),
    index('fair_seeds_member').on(t.memberId, t.createdAt),
  ],
);

/** One in-house bet: its seed pair and nonce, params, outcome and money. */
export const inhouseRounds = pgTable(
  'inhouse_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    game: text('game').notNull(),
    seedId: bigint('seed_id', { mode: 'number' }).notNull(),
    nonce: integer('nonce').notNull(),
    params: jsonb('params').notNull(),
    /** The fair engine's result; for an open mines round, the cells revealed so far. */
    outcome: jsonb('outcome').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    multiplierScaled: integer('multiplier_scaled').notNull().default(0),
    /** OPEN (mines in play), SETTLED */
    status: text('status').notNull(),
    requestId: text('request_id').notNull(),
    /**
     * The round's public name for verification: 128 random bits as 32 hex characters, so a round
     * can be shared without the sequential id that would let anyone walk every member's rounds.
     */
    ref: text('ref').notNull(),
    createdAt,
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('inhouse_rounds_request').on(t.memberId, t.requestId),
    uniqueIndex('inhouse_rounds_ref').on(t.ref),
    index('inhouse_rounds_member_time').on(t.memberId, t.createdAt),
  ],
);

/**
 * The crash game's hash chain per white label: round n's seed is element n, and element 0 (the
 * commitment) was published before round 1. Only the last element is stored; the rest is
 * rebuilt by hashing.
 */
export const crashChains = pgTable('crash_chains', {
  merchantId: integer('merchant_id').primaryKey(),
  terminalSeed: text('terminal_seed').notNull(),
  length: integer('length').notNull(),
  salt: text('salt').notNull(),
  commitment: text('commitment').notNull(),
  createdAt,
});

/** One shared crash round: BETTING until `startsAt`, then RUNNING until it crashes. */
export const crashRounds = pgTable(
  'crash_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    roundNumber: integer('round_number').notNull(),
    phase: text('phase').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Secret until the round crashes. */
    crashPointHundredths: integer('crash_point_hundredths').notNull(),
    crashedAt: timestamp('crashed_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [uniqueIndex('crash_rounds_number').on(t.merchantId, t.roundNumber)],
);

export const crashBets = pgTable(
  'crash_bets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    roundId: bigint('round_id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    autoCashoutHundredths: integer('auto_cashout_hundredths'),
    cashoutHundredths: integer('cashout_hundredths'),
    payout: bigint('payout', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** ACTIVE, WON, LOST */
    status: text('status').notNull(),
    requestId: text('request_id').notNull(),
    createdAt,
  },
  (t) => [
    uniqueIndex('crash_bets_request').on(t.memberId, t.requestId),
    uniqueIndex('crash_bets_round_member').on(t.roundId, t.memberId),
    index('crash_bets_round').on(t.roundId, t.status),
  ],
);
