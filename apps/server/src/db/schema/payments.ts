import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea, members } from './members.ts';
import { merchants } from './system.ts';
import { ledgerTransactions } from './wallet.ts';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Deposit methods of a white label: bank transfer, e-wallets, the demo gateway. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    code: text('code').notNull(),
    /** BANK, EWALLET, GATEWAY */
    type: text('type').notNull(),
    /** GATEWAY methods: the configured payment gateway that takes the money (e.g. DEMO). */
    gateway: text('gateway'),
    nameEn: text('name_en').notNull(),
    nameBn: text('name_bn').notNull(),
    minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
    accountName: text('account_name'),
    accountNumber: text('account_number'),
    bankName: text('bank_name'),
    instructionsEn: text('instructions_en'),
    instructionsBn: text('instructions_bn'),
    /** Turnover multiplier in hundredths (100 = 1×). */
    turnoverCentiMultiplier: integer('turnover_centi_multiplier').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_methods_merchant_code').on(t.merchantId, t.code),
    check('payment_methods_range', sql`${t.minAmount} > 0 and ${t.minAmount} <= ${t.maxAmount}`),
    check('payment_methods_gateway', sql`(${t.type} = 'GATEWAY') = (${t.gateway} is not null)`),
  ],
);

/** Money limits of a white label (one row; defaults apply while it is missing). */
export const walletSettings = pgTable('wallet_settings', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  withdrawMin: bigint('withdraw_min', { mode: 'bigint' }).notNull(),
  withdrawMax: bigint('withdraw_max', { mode: 'bigint' }).notNull(),
  withdrawDailyCount: integer('withdraw_daily_count').notNull(),
  confirmTimeoutMinutes: integer('confirm_timeout_minutes').notNull(),
  transferMin: bigint('transfer_min', { mode: 'bigint' }).notNull(),
  transferMax: bigint('transfer_max', { mode: 'bigint' }).notNull(),
  /** Most one payer may transfer out per calendar day of the white label's time zone; 0: no cap. */
  transferDailyMax: bigint('transfer_daily_max', { mode: 'bigint' })
    .notNull()
    .default(sql`50000000`),
  twoPersonThreshold: bigint('two_person_threshold', { mode: 'bigint' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const deposits = pgTable(
  'deposits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    orderNo: text('order_no').notNull().unique(),
    methodId: integer('method_id')
      .notNull()
      .references(() => paymentMethods.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The white label's currency when the order was made: a notification must name the same. */
    currency: text('currency').notNull(),
    reference: text('reference'),
    proof: bytea('proof'),
    proofType: text('proof_type'),
    /** PENDING, APPROVED, REJECTED */
    status: text('status').notNull().default('PENDING'),
    reason: text('reason'),
    requestId: text('request_id').notNull(),
    gatewayTxnId: text('gateway_txn_id'),
    /** GATEWAY orders: the gateway's page the member pays on, once the gateway has the order. */
    payUrl: text('pay_url'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    transactionId: bigint('transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    /** The promotion the member took with this deposit (paid when it is credited). */
    promotionId: integer('promotion_id'),
    createdAt,
  },
  (t) => [
    uniqueIndex('deposits_request').on(t.merchantId, t.memberId, t.requestId),
    uniqueIndex('deposits_gateway_txn')
      .on(t.merchantId, t.gatewayTxnId)
      .where(sql`${t.gatewayTxnId} is not null`),
    index('deposits_member').on(t.memberId, t.id),
    index('deposits_queue').on(t.merchantId, t.status, t.id),
    // A day's credited deposits (the VIP job's lifetime totals).
    index('deposits_credited')
      .on(t.merchantId, t.decidedAt)
      .where(sql`${t.status} = 'APPROVED'`),
    foreignKey({
      name: 'deposits_member_same_merchant',
      columns: [t.memberId, t.merchantId],
      foreignColumns: [members.id, members.merchantId],
    }),
    check('deposits_amount', sql`${t.amount} > 0`),
  ],
);

/** Where a member is paid: bank or e-wallet accounts in the member's own name. */
export const payeeAccounts = pgTable(
  'payee_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [
    index('payee_accounts_member').on(t.memberId),
    uniqueIndex('payee_accounts_unique')
      .on(t.memberId, t.bankName, t.accountNumber)
      .where(sql`${t.deletedAt} is null`),
    foreignKey({
      name: 'payee_accounts_member_same_merchant',
      columns: [t.memberId, t.merchantId],
      foreignColumns: [members.id, members.merchantId],
    }),
  ],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    orderNo: text('order_no').notNull().unique(),
    payeeAccountId: bigint('payee_account_id', { mode: 'number' })
      .notNull()
      .references(() => payeeAccounts.id),
    /** Snapshot of the payee account when the member asked. */
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status').notNull().default('PENDING'),
    reason: text('reason'),
    payoutReference: text('payout_reference'),
    memberNote: text('member_note'),
    autoConfirmed: boolean('auto_confirmed').notNull().default(false),
    confirmDeadline: timestamp('confirm_deadline', { withTimezone: true }),
    requestId: text('request_id').notNull(),
    holdTransactionId: bigint('hold_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    closeTransactionId: bigint('close_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    decidedBy: text('decided_by'),
    createdAt,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('withdrawals_request').on(t.merchantId, t.memberId, t.requestId),
    index('withdrawals_member').on(t.memberId, t.id),
    index('withdrawals_queue').on(t.merchantId, t.status, t.id),
    index('withdrawals_deadline')
      .on(t.confirmDeadline)
      .where(sql`${t.status} = 'PAYMENT_ISSUED'`),
    foreignKey({
      name: 'withdrawals_member_same_merchant',
      columns: [t.memberId, t.merchantId],
      foreignColumns: [members.id, members.merchantId],
    }),
    check('withdrawals_amount', sql`${t.amount} > 0`),
  ],
);

/** "Not received" proof images (re-checked by content, ≤ 5 MB, ≤ 3 per report). */
export const withdrawalProofs = pgTable(
  'withdrawal_proofs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    withdrawalId: bigint('withdrawal_id', { mode: 'number' })
      .notNull()
      .references(() => withdrawals.id),
    content: bytea('content').notNull(),
    contentType: text('content_type').notNull(),
    createdAt,
  },
  (t) => [index('withdrawal_proofs_withdrawal').on(t.withdrawalId)],
);

/** Manual balance changes by operators; large ones wait for a second operator. */
export const adjustments = pgTable(
  'adjustments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    direction: text('direction').notNull(),
    kind: text('kind').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    turnoverCentiMultiplier: integer('turnover_centi_multiplier').notNull().default(0),
    status: text('status').notNull(),
    requestedBy: text('requested_by').notNull(),
    /** The console's idempotency key: a retried "create" makes one adjustment. */
    requestId: text('request_id'),
    decidedBy: text('decided_by'),
    transactionId: bigint('transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    createdAt,
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('adjustments_queue').on(t.merchantId, t.status, t.id),
    // The two-person rule sums one operator's last 24 hours.
    index('adjustments_operator_time').on(t.merchantId, t.requestedBy, t.createdAt),
    uniqueIndex('adjustments_request')
      .on(t.merchantId, t.requestedBy, t.requestId)
      .where(sql`${t.requestId} is not null`),
    foreignKey({
      name: 'adjustments_member_same_merchant',
      columns: [t.memberId, t.merchantId],
      foreignColumns: [members.id, members.merchantId],
    }),
    check('adjustments_amount', sql`${t.amount} > 0`),
  ],
);
