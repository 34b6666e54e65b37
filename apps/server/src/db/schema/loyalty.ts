import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { merchants } from './system.ts';
import { ledgerTransactions } from './wallet.ts';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A promotion an operator offers (docs/LOYALTY.md). This first cut pays FIRST_DEPOSIT: a share
 * of the member's first credited deposit, capped, with a wagering requirement of
 * (deposit + bonus) × the multiple.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** Stable name within the white label (FIRST_DEPOSIT_70). */
    code: text('code').notNull(),
    /** FIRST_DEPOSIT */
    kind: text('kind').notNull(),
    /** ACTIVE, PAUSED, CLOSED */
    status: text('status').notNull().default('ACTIVE'),
    /** Share of the deposit in basis points: 7000 = 70%. */
    percentBp: integer('percent_bp').notNull(),
    /** The most one grant pays, in minor units. */
    capAmount: bigint('cap_amount', { mode: 'bigint' }).notNull(),
    /** The smallest deposit that qualifies, in minor units. */
    minDeposit: bigint('min_deposit', { mode: 'bigint' }).notNull(),
    /** Hundredths of the wagering multiple on (deposit + bonus): 1000 = 10×. */
    wageringCenti: integer('wagering_centi').notNull(),
    /** Title and terms per language: { EN: { title, terms }, BN: { … } }. */
    texts: jsonb('texts').$type<Record<string, { title: string; terms: string }>>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [
    uniqueIndex('promotions_code').on(t.merchantId, t.code),
    check('promotions_percent', sql`${t.percentBp} > 0 and ${t.percentBp} <= 100000`),
    check('promotions_cap', sql`${t.capAmount} > 0`),
    check('promotions_min_deposit', sql`${t.minDeposit} >= 0`),
    check('promotions_wagering', sql`${t.wageringCenti} >= 0`),
  ],
);

/**
 * One reward to one member. Unique per (member, source, period): whatever retries, crashes or
 * runs twice, a member is granted a source's reward for a period once. The money side is a
 * ledger movement keyed by the grant's id.
 */
export const grants = pgTable(
  'grants',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    promotionId: integer('promotion_id').references(() => promotions.id),
    /** What pays: FIRST_DEPOSIT (one per member, whichever promotion), later VIP, REBATE… */
    source: text('source').notNull(),
    /** The period the grant is for: ONCE, a day (2026-11-27), a week… */
    periodKey: text('period_key').notNull(),
    /** BONUS: money credited with a wagering requirement. */
    rewardKind: text('reward_kind').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The valid stake this grant adds to the member's requirements. */
    wageringRequired: bigint('wagering_required', { mode: 'bigint' }).notNull(),
    /** What the grant was for, as the member sees it (the deposit's order number). */
    reference: text('reference'),
    /** ISSUED (paid) */
    state: text('state').notNull().default('ISSUED'),
    transactionId: bigint('transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    createdAt,
  },
  (t) => [
    uniqueIndex('grants_once').on(t.merchantId, t.memberId, t.source, t.periodKey),
    index('grants_member').on(t.memberId, t.id),
    foreignKey({
      name: 'grants_member_same_merchant',
      columns: [t.memberId, t.merchantId],
      foreignColumns: [members.id, members.merchantId],
    }),
    check('grants_amount', sql`${t.amount} > 0`),
    check('grants_wagering', sql`${t.wageringRequired} >= 0`),
  ],
);
