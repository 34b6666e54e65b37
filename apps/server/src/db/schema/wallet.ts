import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_account').on(t.accountId, t.id),
    index('ledger_entries_transaction').on(t.transactionId),
    check('ledger_entries_nonzero', sql`${t.amount} <> 0`),
  ],
);
