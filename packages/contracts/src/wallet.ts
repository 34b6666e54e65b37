import { z } from 'zod';
import { AMOUNT_INPUT_PATTERN, WIRE_AMOUNT_PATTERN, parseAmount } from './money.ts';

/** Money on the wire: a decimal string with two places, never a float (see `money.ts`). */
export const AmountSchema = z
  .string()
  .regex(WIRE_AMOUNT_PATTERN)
  .describe('Decimal string with two places, e.g. "1234.50"');

/**
 * Money a person types: a positive decimal with at most two places, up to the most the ledger
 * holds (`MAX_MINOR`, 100 000 000 000.00). Signs, exponents, spaces and a third decimal are
 * refused. Exactly what `parseAmount` reads, so an accepted string always parses.
 */
export const MoneyInputSchema = z
  .string()
  .regex(AMOUNT_INPUT_PATTERN, 'amount must be a positive decimal with at most two places')
  .refine((text) => parseAmount(text) !== null, 'amount must be at most 100000000000.00')
  .refine((text) => /[1-9]/.test(text), 'amount must be above zero')
  .describe(
    'Positive decimal string, at most two places and 100000000000.00, e.g. "500" or "500.25"',
  );

/**
 * Caller-chosen id that makes a money call safe to retry: the same id with the same data
 * answers the first result; with other data, 422 IDEMPOTENCY_CONFLICT.
 */
export const RequestIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/)
  .describe('Idempotency key chosen by the client (8–64 of A–Z a–z 0–9 _ -)');

export const PaymentPasswordSchema = z
  .string()
  .regex(/^\d{6}$/)
  .describe('Six-digit payment password');

const DateTime = z.string().describe('ISO-8601 date-time');
const PageNo = z.coerce.number().int().min(1).max(100_000).default(1);
const PageSize = z.coerce.number().int().min(1).max(100).default(20);

export const BalanceSchema = z.object({
  balance: AmountSchema.describe('Main wallet balance'),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type Balance = z.infer<typeof BalanceSchema>;

// ---------------------------------------------------------------- game wallets, recall

export const VendorCodeSchema = z
  .string()
  .regex(/^[A-Z0-9_]{2,16}$/)
  .describe('Game vendor code, e.g. PG');

export const ConsolidatedFundsSchema = z.object({
  main: AmountSchema.describe('Main wallet: what can be played or withdrawn'),
  locked: AmountSchema.describe('Held for withdrawals in progress'),
  vendors: z
    .array(z.object({ vendor: z.string(), balance: AmountSchema }))
    .describe('Money sitting in transfer-wallet game vendors'),
  total: AmountSchema.describe('main + locked + vendors'),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type ConsolidatedFunds = z.infer<typeof ConsolidatedFundsSchema>;

export const GameTransferRequestSchema = z.object({
  vendor: VendorCodeSchema,
  direction: z.enum(['IN', 'OUT']).describe('IN: main wallet → vendor; OUT: vendor → main wallet'),
  amount: MoneyInputSchema,
  requestId: RequestIdSchema,
});
export type GameTransferRequest = z.infer<typeof GameTransferRequestSchema>;

export const RecallRequestSchema = z
  .object({ vendor: VendorCodeSchema.optional().describe('Only this vendor; all when absent') })
  .default({});

export const RecallResultSchema = z.object({
  recalled: AmountSchema.describe('Brought back into the main wallet by this call'),
  balance: AmountSchema.describe('Main wallet balance after the call'),
});
export type RecallResult = z.infer<typeof RecallResultSchema>;

// ---------------------------------------------------------------- deposits

export const PAYMENT_METHOD_TYPES = ['BANK', 'EWALLET', 'GATEWAY'] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

export const DepositMethodSchema = z.object({
  code: z.string(),
  type: z.enum(PAYMENT_METHOD_TYPES),
  name: z.string().describe('Name in the request language'),
  min: AmountSchema,
  max: AmountSchema,
  accountName: z.string().nullable().describe('Pay to: account holder (bank / e-wallet)'),
  accountNumber: z.string().nullable().describe('Pay to: account or wallet number'),
  bankName: z.string().nullable(),
  instructions: z.string().nullable().describe('Shown to the member, in the request language'),
  turnoverMultiplier: z
    .number()
    .describe('Valid bets needed before withdrawing, as a multiple of the deposit (0: none)'),
  needsReference: z.boolean().describe('The member types the transfer reference they paid with'),
});
export type DepositMethod = z.infer<typeof DepositMethodSchema>;

export const DepositRequestSchema = z.object({
  methodCode: z.string().min(1).max(32),
  amount: MoneyInputSchema,
  reference: z
    .string()
    .trim()
    .max(64)
    .optional()
    .describe('Transfer reference / transaction id the member paid with'),
  promotionId: z
    .number()
    .int()
    .positive()
    .optional()
    .describe('A promotion of GET /wps/loyalty/deposit-offers, paid when this deposit is credited'),
  requestId: RequestIdSchema,
});
export type DepositRequest = z.infer<typeof DepositRequestSchema>;

export const DEPOSIT_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const DepositSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  methodCode: z.string(),
  methodName: z.string(),
  methodType: z.enum(PAYMENT_METHOD_TYPES),
  amount: AmountSchema,
  reference: z.string().nullable(),
  hasProof: z.boolean(),
  status: z.enum(DEPOSIT_STATUSES),
  reason: z.string().nullable().describe('Why it was rejected'),
  payUrl: z
    .string()
    .nullable()
    .describe('The gateway’s own page to pay on (gateway methods, while pending)'),
  createdAt: DateTime,
  decidedAt: DateTime.nullable(),
});
export type Deposit = z.infer<typeof DepositSchema>;

// ---------------------------------------------------------------- withdrawals

export const PayeeAccountRequestSchema = z.object({
  bankName: z.string().trim().min(2).max(64),
  accountName: z.string().trim().min(2).max(64).describe('Must match the member’s real name'),
  accountNumber: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z-]{6,32}$/)
    .describe('Bank or e-wallet account number'),
});
export type PayeeAccountRequest = z.infer<typeof PayeeAccountRequestSchema>;

export const PayeeAccountSchema = z.object({
  id: z.number().int(),
  bankName: z.string(),
  accountName: z.string(),
  accountNumberMasked: z.string().describe('Only the last four characters shown'),
  createdAt: DateTime,
});
export type PayeeAccount = z.infer<typeof PayeeAccountSchema>;

export const WithdrawInfoSchema = z.object({
  balance: AmountSchema,
  min: AmountSchema,
  max: AmountSchema,
  dailyCountLimit: z.number().int(),
  usedToday: z.number().int(),
  turnoverRemaining: AmountSchema.describe('Valid bets still needed before a withdrawal'),
  hasPaymentPassword: z.boolean(),
  payeeAccounts: z.array(PayeeAccountSchema),
  maxPayeeAccounts: z.number().int(),
  confirmTimeoutMinutes: z.number().int().describe('Unconfirmed payments count as received after'),
  currencySymbol: z.string(),
});
export type WithdrawInfo = z.infer<typeof WithdrawInfoSchema>;

export const WithdrawRequestSchema = z.object({
  payeeAccountId: z.number().int().positive(),
  amount: MoneyInputSchema,
  paymentPassword: PaymentPasswordSchema,
  requestId: RequestIdSchema,
});
export type WithdrawRequest = z.infer<typeof WithdrawRequestSchema>;

/**
 * PENDING (funds held) → APPROVED → PAYMENT_ISSUED → RECEIVED (hold settled).
 * PAYMENT_ISSUED → NOT_RECEIVED (member's proof) → PAYMENT_ISSUED again or FAILED.
 * PENDING/APPROVED → REJECTED; APPROVED/NOT_RECEIVED → FAILED (both release the hold).
 */
export const WITHDRAWAL_STATUSES = [
  'PENDING',
  'APPROVED',
  'PAYMENT_ISSUED',
  'NOT_RECEIVED',
  'RECEIVED',
  'REJECTED',
  'FAILED',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const WithdrawalSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  amount: AmountSchema,
  bankName: z.string(),
  accountName: z.string(),
  accountNumberMasked: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  reason: z.string().nullable().describe('Why it was rejected or failed'),
  payoutReference: z.string().nullable().describe('Reference of the payment the operator sent'),
  autoConfirmed: z.boolean().describe('Counted as received after the confirmation timeout'),
  confirmDeadline: DateTime.nullable().describe('While PAYMENT_ISSUED: when it counts as received'),
  proofCount: z.number().int(),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type Withdrawal = z.infer<typeof WithdrawalSchema>;

export const NotReceivedFieldsSchema = z.object({
  note: z.string().trim().max(500).optional(),
});

/** Proof images for "not received": png or jpeg by content, ≤ 5 MB each, 1–3 files. */
export const PROOF_LIMITS = { maxFiles: 3, maxBytes: 5 * 1024 * 1024 } as const;

export const PaymentPasswordUpdateSchema = z.object({
  loginPassword: z.string().min(1).max(128).describe('The login password, to prove it is you'),
  newPaymentPassword: PaymentPasswordSchema,
});
export type PaymentPasswordUpdate = z.infer<typeof PaymentPasswordUpdateSchema>;

// ---------------------------------------------------------------- transfers

export const TransferUplineRequestSchema = z.object({
  amount: MoneyInputSchema,
  paymentPassword: PaymentPasswordSchema,
  requestId: RequestIdSchema,
});
export type TransferUplineRequest = z.infer<typeof TransferUplineRequestSchema>;

export const TransferDownlineRequestSchema = TransferUplineRequestSchema.extend({
  downline: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .describe('Username of a member anywhere under the agent in its tree'),
});
export type TransferDownlineRequest = z.infer<typeof TransferDownlineRequestSchema>;

export const TransferInfoSchema = z.object({
  balance: AmountSchema,
  min: AmountSchema,
  max: AmountSchema,
  upline: z.string().nullable().describe('Upline username, when the member has one'),
  downlines: z.array(z.string()).describe('Direct downlines (agents only; first 200)'),
  hasPaymentPassword: z.boolean(),
  currencySymbol: z.string(),
});
export type TransferInfo = z.infer<typeof TransferInfoSchema>;

export const TransferResultSchema = z.object({
  transactionId: z.number().int(),
  amount: AmountSchema,
  counterparty: z.string(),
  balance: AmountSchema.describe('Main wallet balance after the transfer'),
});
export type TransferResult = z.infer<typeof TransferResultSchema>;

// ---------------------------------------------------------------- records

/** Ledger kinds a member sees in the account record. */
export const TRANSACTION_TYPES = [
  'DEPOSIT',
  'WITHDRAWAL',
  'WITHDRAWAL_RELEASE',
  'TRANSFER_IN',
  'TRANSFER_OUT',
  'GAME_TRANSFER',
  'BET',
  'WIN',
  'BONUS',
  'ADJUSTMENT',
  'COMMISSION',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

const DateOnly = z.iso.date().describe('YYYY-MM-DD (in the white label’s time zone)');

export const RecordsQuerySchema = z.object({
  pageNo: PageNo,
  pageSize: PageSize,
  from: DateOnly.optional(),
  to: DateOnly.optional().describe('Inclusive'),
  sort: z.enum(['time', 'amount']).default('time'),
  order: z.enum(['asc', 'desc']).default('desc'),
  format: z.enum(['json', 'csv']).default('json'),
});

export const TransactionQuerySchema = RecordsQuerySchema.extend({
  type: z.enum(TRANSACTION_TYPES).optional(),
});
export type TransactionQuery = z.input<typeof TransactionQuerySchema>;

export const TransactionRowSchema = z.object({
  id: z.number().int().describe('Ledger entry id'),
  transactionId: z.number().int(),
  type: z.enum(TRANSACTION_TYPES),
  amount: AmountSchema.describe('Signed change of the main wallet'),
  balanceAfter: AmountSchema,
  reference: z.string().describe('Order number or other reference'),
  vendorName: z
    .string()
    .nullable()
    .describe("The game vendor's display name in the request's language (bets, game transfers)"),
  createdAt: DateTime,
});
export type TransactionRow = z.infer<typeof TransactionRowSchema>;

export const BetRowSchema = z.object({
  id: z.number().int(),
  vendor: z.string().describe('Vendor code (PG, BGS…)'),
  vendorName: z.string().describe("Vendor display name in the request's language, else English"),
  gameCode: z.string(),
  gameName: z.string().describe("Game title in the request's language, else English"),
  category: z.string(),
  stake: AmountSchema,
  validBet: AmountSchema,
  payout: AmountSchema,
  profit: AmountSchema.describe('payout − stake'),
  placedAt: DateTime,
  settledAt: DateTime.nullable(),
});
export type BetRow = z.infer<typeof BetRowSchema>;

export const BetQuerySchema = RecordsQuerySchema.extend({
  category: z
    .string()
    .regex(/^[A-Z]{2,12}$/)
    .optional(),
});

export const ProfitSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  betCount: z.number().int(),
  stake: AmountSchema,
  validBet: AmountSchema,
  payout: AmountSchema,
  profit: AmountSchema.describe('payout − stake'),
  deposits: AmountSchema,
  withdrawals: AmountSchema,
  bonuses: AmountSchema,
  byCategory: z.array(
    z.object({
      category: z.string(),
      stake: AmountSchema,
      payout: AmountSchema,
      profit: AmountSchema,
    }),
  ),
});
export type ProfitSummary = z.infer<typeof ProfitSummarySchema>;

export const ProfitQuerySchema = z.object({ from: DateOnly.optional(), to: DateOnly.optional() });

/** One game category's part of a rebate: its valid stake, the rate and what it paid. */
export const RebateLineSchema = z.object({
  category: z.string().describe('Game category code (RNG, LIVE, SPORTS…)'),
  validStake: AmountSchema,
  /** Percent of the valid stake: 0.8 = 0.8%. */
  ratePercent: z.number(),
  amount: AmountSchema,
});
export type RebateLine = z.infer<typeof RebateLineSchema>;

export const BonusRowSchema = z.object({
  id: z.number().int(),
  amount: AmountSchema,
  reason: z.string(),
  /**
   * What paid it when it is a reward (FIRST_DEPOSIT, REBATE, CASHBACK, VIP_LEVEL_UP, VIP_MONTHLY,
   * MALL, POINTS_CONVERT); null for an operator's bonus. Rewards without a promotion are named
   * by the page from it.
   */
  source: z.string().nullable(),
  /** A VIP bonus's level. */
  vipLevel: z.number().int().nullable(),
  /** The period a rebate or cash back was for: a day (2026-11-26) or an ISO week (2026-W48). */
  period: z.string().nullable(),
  /** A rebate's lines per game category; empty for other bonuses. */
  lines: z.array(RebateLineSchema),
  /** A cash back's net loss over its period and the rate it earned; null for other bonuses. */
  cashBack: z.object({ netLoss: AmountSchema, ratePercent: z.number() }).nullable(),
  turnoverRequired: AmountSchema,
  turnoverRemaining: AmountSchema,
  /** The reward's grant (the member may give up one with wagering open); null for an operator's bonus. */
  grantId: z.number().int().nullable(),
  /** ISSUED, CLAIMED, FORFEITED or EXPIRED (GRANT_STATES of loyalty); null for an operator's bonus. */
  grantState: z.string().nullable(),
  /** The grant's wagering deadline (the bonus is taken back after it); null: none. */
  grantExpiresAt: z.string().nullable(),
  createdAt: DateTime,
});
export type BonusRow = z.infer<typeof BonusRowSchema>;

export const recordPageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  });

// ---------------------------------------------------------------- real time

/** What the member's websocket (`/wps/ws`) pushes. */
export type WalletEvent =
  | { type: 'balance'; balance: string; currencySymbol: string }
  | { type: 'messages'; unread: number }
  /** A message for many members was sent: read the unread count again (after a short random wait). */
  | { type: 'messages.new' }
  | { type: 'withdrawal'; id: number; status: WithdrawalStatus }
  | { type: 'deposit'; id: number; status: DepositStatus };
