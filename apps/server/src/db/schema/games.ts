import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea } from './members.ts';
import { merchants } from './system.ts';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Game vendors of a white label (the spec's `vassalage`). */
export const gameVendors = pgTable(
  'game_vendors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    code: text('code').notNull(),
    nameEn: text('name_en').notNull(),
    nameBn: text('name_bn').notNull(),
    /** SEAMLESS (the vendor calls our wallet), TRANSFER (money moves in first), INHOUSE. */
    wallet: text('wallet').notNull(),
    brandColor: text('brand_color').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    maintenance: boolean('maintenance').notNull().default(false),
    maintenanceEndsAt: timestamp('maintenance_ends_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [uniqueIndex('game_vendors_merchant_code').on(t.merchantId, t.code)],
);

/** The catalog: one row per game tile (its id is the spec's nodeId). */
export const games = pgTable(
  'games',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    vendor: text('vendor').notNull(),
    code: text('code').notNull(),
    category: text('category').notNull(),
    nameEn: text('name_en').notNull(),
    nameBn: text('name_bn').notNull(),
    isHot: boolean('is_hot').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    /** JP, TG, AC, BG */
    groups: text('groups')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A vendor lobby tile: opens the popup list of the vendor's games (isGame VASSALAGE). */
    vassalage: boolean('vassalage').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    maintenance: boolean('maintenance').notNull().default(false),
    minBet: bigint('min_bet', { mode: 'bigint' }).notNull(),
    maxBet: bigint('max_bet', { mode: 'bigint' }).notNull(),
    /** A round may pay at most stake × this; a bigger win is refused and shown to the operator. */
    maxMultiplier: integer('max_multiplier').notNull().default(10000),
    createdAt,
  },
  (t) => [
    uniqueIndex('games_merchant_vendor_code').on(t.merchantId, t.vendor, t.code),
    index('games_merchant_category').on(t.merchantId, t.category, t.sort),
  ],
);

export const gameFavourites = pgTable(
  'game_favourites',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameId] })],
);

export const gameRecents = pgTable(
  'game_recents',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.gameId] }),
    index('game_recents_member_time').on(t.memberId, t.playedAt),
  ],
);

/**
 * A launch: the token a vendor exchanges for the player. REAL sessions belong to the member's
 * portal session and die with it (a bet then needs a new launch); FUN sessions play money only.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }),
    /** The portal session that launched it (null for a visitor's free trial). */
    sessionId: bigint('session_id', { mode: 'number' }),
    gameId: integer('game_id').notNull(),
    vendor: text('vendor').notNull(),
    mode: text('mode').notNull(),
    tokenHash: bytea('token_hash').notNull(),
    createdAt,
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('game_sessions_token').on(t.tokenHash)],
);

/**
 * Every money call a vendor made, by the vendor's transaction id (kept at least four months).
 * A rollback of a bet we never saw leaves a ROLLED_BACK row under the bet's id, so the late bet
 * is refused. Partitioned by RANGE on the month of `created_at` like `bets` (docs/SCALING.md).
 */
export const providerTransactions = pgTable(
  'provider_transactions',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    vendor: text('vendor').notNull(),
    transactionId: text('transaction_id').notNull(),
    /** bet, win, rollback */
    call: text('call').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    roundId: text('round_id').notNull(),
    gameCode: text('game_code').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** SHA-256 of the call's meaningful fields; null for a tombstone. */
    requestHash: text('request_hash'),
    /** OK, ROLLED_BACK */
    status: text('status').notNull(),
    /** The answer given the first time, replayed for repeats. */
    response: jsonb('response'),
    /** The member's main balance right after the call (its answer's balance, formatted on replay). */
    balanceAfter: bigint('balance_after', { mode: 'bigint' }),
    createdAt,
  },
  (t) => [
    // Partitioned by month of created_at (migration 0019): a unique key must carry the
    // partition key. Its first three columns serve the lookup by transaction id.
    primaryKey({ columns: [t.id, t.createdAt] }),
    uniqueIndex('provider_transactions_key').on(
      t.merchantId,
      t.vendor,
      t.transactionId,
      t.createdAt,
    ),
  ],
);
