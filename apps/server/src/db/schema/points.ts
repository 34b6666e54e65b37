import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bannerImages } from './content.ts';
import { members } from './members.ts';
import { merchants } from './system.ts';
import { ledgerTransactions } from './wallet.ts';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A white label's points settings (docs/LOYALTY.md, Points): converting points to cash (off while
 * `convert_minor_per_point` is null), its minimum and wagering multiple.
 */
export const pointsSettings = pgTable(
  'points_settings',
  {
    merchantId: integer('merchant_id')
      .primaryKey()
      .references(() => merchants.id),
    convertMinorPerPoint: bigint('convert_minor_per_point', { mode: 'bigint' }),
    convertMinPoints: integer('convert_min_points').notNull(),
    convertWageringCenti: integer('convert_wagering_centi').notNull(),
  },
  (t) => [
    check(
      'points_settings_values',
      sql`coalesce(${t.convertMinorPerPoint}, 1) > 0 and ${t.convertMinPoints} > 0 and ${t.convertWageringCenti} >= 0`,
    ),
  ],
);

/**
 * The ratio table: a credited deposit by `method_code` ('*' every method) of a member from
 * `vip_level` up earns one point per `minor_per_point`. The line used is the member's method's
 * own (else '*') at the highest level at or below theirs.
 */
export const pointsRatios = pgTable(
  'points_ratios',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    methodCode: text('method_code').notNull(),
    vipLevel: integer('vip_level').notNull(),
    minorPerPoint: bigint('minor_per_point', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.methodCode, t.vipLevel] }),
    check('points_ratios_values', sql`${t.minorPerPoint} > 0 and ${t.vipLevel} >= 0`),
  ],
);

/** A member's points: the balance (never below 0) the entries sum to. */
export const memberPoints = pgTable(
  'member_points',
  {
    memberId: bigint('member_id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [
    foreignKey({
      name: 'member_points_member_same_merchant',
      columns: [t.memberId, t.merchantId],
      foreignColumns: [members.id, members.merchantId],
    }),
    check('member_points_balance', sql`${t.balance} >= 0`),
  ],
);

/**
 * Every change of a member's points, unique per (member, kind, reference): a deposit earns once,
 * a redemption takes once and returns once, a conversion happens once per request.
 */
export const pointsEntries = pgTable(
  'points_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** DEPOSIT, REDEEM, REDEEM_RETURN, CONVERT, ADJUST */
    kind: text('kind').notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    reference: text('reference').notNull(),
    createdAt,
  },
  (t) => [
    uniqueIndex('points_entries_once').on(t.memberId, t.kind, t.reference),
    index('points_entries_member').on(t.memberId, t.id),
    check('points_entries_nonzero', sql`${t.points} <> 0 and ${t.balanceAfter} >= 0`),
  ],
);

/** A reward of the points mall. */
export const mallItems = pgTable(
  'mall_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** Name and description per language: { EN: { name, description }, BN: … }. */
    texts: jsonb('texts').$type<Record<string, { name: string; description: string }>>().notNull(),
    /** ACTIVE, HIDDEN */
    status: text('status').notNull().default('ACTIVE'),
    pricePoints: bigint('price_points', { mode: 'bigint' }).notNull(),
    /** Left; null: unlimited. Taken atomically by a redemption, given back by a rejection. */
    stock: integer('stock'),
    perMemberLimit: integer('per_member_limit'),
    /** CASH (no wagering unless set), BONUS, GOODS (handed over by the operator) */
    rewardKind: text('reward_kind').notNull(),
    rewardAmount: bigint('reward_amount', { mode: 'bigint' }),
    wageringCenti: integer('wagering_centi').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    /** The reward's picture in the mall (content's images); null: drawn art. */
    imageId: bigint('image_id', { mode: 'number' }).references(() => bannerImages.id),
    createdAt,
  },
  (t) => [
    index('mall_items_merchant').on(t.merchantId, t.sort, t.id),
    check(
      'mall_items_values',
      sql`${t.pricePoints} > 0 and coalesce(${t.stock}, 0) >= 0 and coalesce(${t.perMemberLimit}, 1) > 0 and ${t.wageringCenti} >= 0`,
    ),
    check(
      'mall_items_reward',
      sql`(${t.rewardKind} = 'GOODS') = (${t.rewardAmount} is null) and coalesce(${t.rewardAmount}, 1) > 0`,
    ),
  ],
);

/** A member's redemption of a mall reward: points taken at once, returned on rejection. */
export const mallRedemptions = pgTable(
  'mall_redemptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    itemId: integer('item_id')
      .notNull()
      .references(() => mallItems.id),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    /** IN_PROCESS, APPROVED, REJECTED */
    status: text('status').notNull().default('IN_PROCESS'),
    reason: text('reason'),
    requestId: text('request_id').notNull(),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** CASH and BONUS: the ledger credit made on approval. */
    transactionId: bigint('transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    createdAt,
  },
  (t) => [
    uniqueIndex('mall_redemptions_request').on(t.merchantId, t.memberId, t.requestId),
    index('mall_redemptions_member').on(t.memberId, t.id),
    index('mall_redemptions_queue').on(t.merchantId, t.status, t.id),
    foreignKey({
      name: 'mall_redemptions_member_same_merchant',
      columns: [t.memberId, t.merchantId],
      foreignColumns: [members.id, members.merchantId],
    }),
    check('mall_redemptions_points', sql`${t.points} > 0`),
  ],
);
