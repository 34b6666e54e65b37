import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
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
import { members } from './members.ts';
import { merchants } from './system.ts';

/**
 * Ledger accounts. Member wallets keep a running balance (locked, never negative); house accounts
 * (clearing, providers, expenses, adjustments) keep none, so they are never a hot row.
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' }),
    /** MAIN, HOLD for members; e.g. CLEARING:BANK, PROVIDER:PG, BONUS_EXPENSE for the house. */
    kind: text('kind').notNull(),
    currency: text('currency').notNull(),
    /** Minor units; NULL for house accounts. */
    balance: bigint('balance', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_accounts_member_kind')
      .on(t.merchantId, t.memberId, t.kind)
      .where(sql`${t.memberId} is not null`),
    uniqueIndex('wallet_accounts_house_kind')
      .on(t.merchantId, t.kind)
      .where(sql`${t.memberId} is null`),
    // A wallet belongs to a member of its own white label, never another one's.
    foreignKey({
      name: 'wallet_accounts_member_same_merchant',
      columns: [t.memberId, t.merchantId],
      foreignColumns: [members.id, members.merchantId],
    }),
    check(
      'wallet_accounts_member_balance',
      sql`(${t.memberId} is null and ${t.balance} is null) or (${t.memberId} is not null and ${t.balance} >= 0)`,
    ),
  ],
);

/** One movement of money; its entries sum to zero. The idempotency key is claimed with it. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    kind: text('kind').notNull(),
    source: text('source').notNull(),
    externalId: text('external_id').notNull(),
    operation: text('operation').notNull(),
    /** The member the movement is about (records, per-member vendor balances). */
    memberId: bigint('member_id', { mode: 'number' }),
    /** What the member sees as the reference: an order number, a counterparty. */
    reference: text('reference'),
    /** SHA-256 of the movement's content: a replay with other data is refused. */
    requestHash: text('request_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_idempotency').on(
      t.merchantId,
      t.source,
      t.externalId,
      t.operation,
    ),
    index('ledger_transactions_member').on(t.memberId, t.id),
  ],
);

/** Append-only entries: positive credits an account, negative debits it. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => walletAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** Member wallets only: the balance right after this entry (the account statement). */
    balanceAfter: bigint('balance_after', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_account').on(t.accountId, t.id),
    index('ledger_entries_transaction').on(t.transactionId),
    check('ledger_entries_nonzero', sql`${t.amount} <> 0`),
  ],
);

/**
 * Valid-bet requirements attached to credits (amount × multiplier). Bets count them down
 * oldest first; a withdrawal waits until none remains.
 */
export const turnoverRequirements = pgTable(
  'turnover_requirements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** DEPOSIT, BONUS, ADJUSTMENT, TRANSFER (money an agent gave a downline) */
    sourceKind: text('source_kind').notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    required: bigint('required', { mode: 'bigint' }).notNull(),
    remaining: bigint('remaining', { mode: 'bigint' }).notNull(),
    /**
     * A bonus's game weights: the percent of a settled bet's valid stake that counts, per game
     * category ('*' for the rest; 0 excludes a category). Null: every bet counts in full.
     */
    weights: jsonb('weights').$type<Record<string, number>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('turnover_requirements_transaction').on(t.transactionId),
    index('turnover_requirements_open')
      .on(t.memberId, t.id)
      .where(sql`${t.remaining} > 0`),
    check(
      'turnover_requirements_range',
      sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.required}`,
    ),
  ],
);

/**
 * What each member transferred out (to the upline or to downlines) per calendar day of the white
 * label's time zone, added in the transfer's own ledger transaction: the daily transfer cap
 * (wallet_settings.transfer_daily_max) reads one row, however many transfers the day had.
 */
export const transferDailyTotals = pgTable(
  'transfer_daily_totals',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** The calendar day in the white label's time zone. */
    day: date('day', { mode: 'string' }).notNull(),
    merchantId: integer('merchant_id').notNull(),
    /** Minor units transferred out that day. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.day] }),
    check('transfer_daily_totals_amount', sql`${t.amount} > 0`),
  ],
);

/**
 * One record of every bet, from seamless vendors (one row per round: its stakes accumulate),
 * transfer-wallet vendors (pulled from their bet history, one row per vendor bet) and in-house
 * games. The rollups below summarise it; rewards and agent pay read only the rollups.
 *
 * Valid stake (docs/BETS.md): the stake of a SETTLED bet; 0 while OPEN and for VOID or
 * ROLLED_BACK bets.
 *
 * Partitioned by RANGE on the month of `placed_at` (a DEFAULT partition catches the rest);
 * `ensure_month_partitions()` adds months and the bets retention job drops old ones. Drizzle does
 * not model partitions: the columns and indexes here are the parent's.
 */
export const bets = pgTable(
  'bets',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    vendor: text('vendor').notNull(),
    /** The vendor's bet id, unique per vendor (a seamless round's id; `IH<id>` in-house). */
    vendorBetId: text('vendor_bet_id').notNull(),
    /** The vendor's round. */
    roundId: text('round_id').notNull(),
    gameCode: text('game_code').notNull(),
    gameName: text('game_name').notNull(),
    category: text('category').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** OPEN while the round runs; SETTLED, VOID (the vendor cancelled it) or ROLLED_BACK. */
    status: text('status').notNull().default('SETTLED'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** When the rollup job counted this (terminal) bet; null until then. */
    rolledUpAt: timestamp('rolled_up_at', { withTimezone: true }),
  },
  (t) => [
    // Partitioned by month of placed_at (migration 0019, docs/SCALING.md): a unique key must
    // carry the partition key. Its first three columns serve the lookup by vendor bet id.
    primaryKey({ columns: [t.id, t.placedAt] }),
    uniqueIndex('bets_vendor_bet').on(t.merchantId, t.vendor, t.vendorBetId, t.placedAt),
    // A member's record, newest first: its pages are found in the index alone (id included).
    index('bets_member_time').on(t.memberId, t.placedAt, t.id),
    // Not rolled up yet, open rounds included (the job skips them; retention asks a month for
    // any row here): settling a round changes no indexed column, so it is a HOT update (the
    // table keeps 15% of each page free for them).
    index('bets_rollup_pending')
      .on(t.id)
      .where(sql`${t.rolledUpAt} is null`),
  ],
);

/** The bet totals of one member, hour (UTC), game category and vendor: settled-time buckets. */
export const betRollupsHourly = pgTable(
  'bet_rollups_hourly',
  {
    merchantId: integer('merchant_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    category: text('category').notNull(),
    vendor: text('vendor').notNull(),
    betCount: integer('bet_count').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    validStake: bigint('valid_stake', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.hour, t.category, t.vendor] }),
    index('bet_rollups_hourly_merchant').on(t.merchantId, t.hour),
  ],
);

/** The same totals per day of the white label's time zone. */
export const betRollupsDaily = pgTable(
  'bet_rollups_daily',
  {
    merchantId: integer('merchant_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    vendor: text('vendor').notNull(),
    betCount: integer('bet_count').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    validStake: bigint('valid_stake', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.day, t.category, t.vendor] }),
    index('bet_rollups_daily_merchant').on(t.merchantId, t.day),
  ],
);

/** How far each transfer-wallet vendor's bet history has been pulled. */
export const betHistoryCursors = pgTable('bet_history_cursors', {
  vendor: text('vendor').primaryKey(),
  /** Bets settled before this are all in; the next pull starts an overlap window earlier. */
  watermark: timestamp('watermark', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What the bet path refused or could not place, for the operator to look at: a history bet for
 * an unknown player or game, a win past the game's maximum multiplier, a bet the vendor changed
 * after it was settled. One row per (vendor, bet, kind).
 */
export const betExceptions = pgTable(
  'bet_exceptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id'),
    vendor: text('vendor').notNull(),
    /** SEAMLESS or HISTORY */
    source: text('source').notNull(),
    vendorBetId: text('vendor_bet_id').notNull(),
    /** UNKNOWN_PLAYER, UNKNOWN_GAME, WIN_OVER_LIMIT, CHANGED_AFTER_SETTLEMENT, BAD_ROW */
    kind: text('kind').notNull(),
    detail: jsonb('detail').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bet_exceptions_key').on(t.vendor, t.vendorBetId, t.kind),
    index('bet_exceptions_open')
      .on(t.createdAt)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

/**
 * A member's money at a transfer-wallet vendor: the net of their own transfers, kept as a running
 * position (never negative) so a transfer out checks one row, not the member's whole history.
 * Per vendor, the positions add up to what the vendor's house account received by transfers.
 */
export const vendorPositions = pgTable(
  'vendor_positions',
  {
    merchantId: integer('merchant_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    vendor: text('vendor').notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull(),
    /** Bumped on every change: a recall is keyed by the state it empties. */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.vendor] }),
    check('vendor_positions_balance', sql`${t.balance} >= 0`),
  ],
);

/**
 * Transfers to and from transfer-wallet vendors. A row is written before the vendor is asked
 * (an IN together with the main-wallet debit), so a transfer whose answer is lost (UNKNOWN)
 * stays PENDING until the resolver job learns its fate from the vendor's status call.
 */
export const vendorTransfers = pgTable(
  'vendor_transfers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    vendor: text('vendor').notNull(),
    /** The caller's idempotency key (`<member>:<requestId>`, or a recall's position version). */
    requestKey: text('request_key').notNull(),
    direction: text('direction').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** PENDING, SUCCESS or FAILED. */
    state: text('state').notNull().default('PENDING'),
    /** The vendor's last status (OK, INSUFFICIENT_FUNDS, … or UNKNOWN when unanswered). */
    vendorStatus: text('vendor_status'),
    /** The player's balance at the vendor after the transfer, as the vendor answered it. */
    vendorBalance: bigint('vendor_balance', { mode: 'bigint' }),
    attempts: integer('attempts').notNull().default(0),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('vendor_transfers_request').on(t.memberId, t.requestKey),
    index('vendor_transfers_pending')
      .on(t.nextCheckAt)
      .where(sql`${t.state} = 'PENDING'`),
    check('vendor_transfers_amount', sql`${t.amount} > 0`),
    check('vendor_transfers_direction', sql`${t.direction} in ('IN', 'OUT')`),
    check('vendor_transfers_state', sql`${t.state} in ('PENDING', 'SUCCESS', 'FAILED')`),
  ],
);
