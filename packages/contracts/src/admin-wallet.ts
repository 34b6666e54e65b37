import { z } from 'zod';
import { PageQuerySchema } from './admin.ts';
import { MoneyOrZeroSchema } from './loyalty.ts';
import {
  AmountSchema,
  DEPOSIT_STATUSES,
  MoneyInputSchema,
  PAYMENT_METHOD_TYPES,
  TRANSACTION_TYPES,
  WITHDRAWAL_STATUSES,
} from './wallet.ts';

/** Console calls for money under /wps/admin/wallet (queues, adjustments, methods, reports). */

const DateTime = z.string().describe('ISO-8601 date-time');
const Reason = z.string().trim().min(2).max(300);

export const IdParamSchema = z.object({ id: z.coerce.number().int().positive() });

export const AdminDepositQuerySchema = PageQuerySchema.extend({
  status: z.enum(DEPOSIT_STATUSES).optional(),
});
export type AdminDepositQuery = z.input<typeof AdminDepositQuerySchema>;

export const AdminDepositSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  methodCode: z.string(),
  methodType: z.enum(PAYMENT_METHOD_TYPES),
  amount: AmountSchema,
  reference: z.string().nullable(),
  hasProof: z.boolean(),
  status: z.enum(DEPOSIT_STATUSES),
  reason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  gatewayTxnId: z.string().nullable(),
  createdAt: DateTime,
  decidedAt: DateTime.nullable(),
});
export type AdminDeposit = z.infer<typeof AdminDepositSchema>;

export const ReasonBodySchema = z.object({ reason: Reason });
export type ReasonBody = z.infer<typeof ReasonBodySchema>;

export const WithdrawalSearchSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .describe('Part of an order number or a member username (case-insensitive)');

export const AdminWithdrawalQuerySchema = PageQuerySchema.extend({
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
  q: WithdrawalSearchSchema.optional(),
});
export type AdminWithdrawalQuery = z.input<typeof AdminWithdrawalQuerySchema>;

export const WithdrawalCountsQuerySchema = z.object({ q: WithdrawalSearchSchema.optional() });

/** How many withdrawals sit in each status (those matching `q` when given): the queue's tabs. */
export const WithdrawalCountsSchema = z.object({
  byStatus: z.record(z.enum(WITHDRAWAL_STATUSES), z.number().int()),
  total: z.number().int(),
});
export type WithdrawalCounts = z.infer<typeof WithdrawalCountsSchema>;

export const AdminWithdrawalSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  amount: AmountSchema,
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z
    .string()
    .describe(
      'In full for roles that pay out (withdrawals.review); otherwise masked to the last four',
    ),
  accountNumberMasked: z.boolean().describe('True when accountNumber is masked for this role'),
  status: z.enum(WITHDRAWAL_STATUSES),
  reason: z.string().nullable(),
  payoutReference: z.string().nullable(),
  memberNote: z.string().nullable().describe('What the member wrote with “not received”'),
  proofIds: z.array(z.number().int()).describe('Proof images (GET …/withdrawals/proofs/:id)'),
  autoConfirmed: z.boolean(),
  confirmDeadline: DateTime.nullable(),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type AdminWithdrawal = z.infer<typeof AdminWithdrawalSchema>;

export const PaymentIssuedBodySchema = z.object({
  payoutReference: z.string().trim().min(2).max(64).describe('Bank or e-wallet transaction id'),
});
export type PaymentIssuedBody = z.infer<typeof PaymentIssuedBodySchema>;

export const ADJUSTMENT_KINDS = ['ADJUSTMENT', 'BONUS'] as const;
export const ADJUSTMENT_STATUSES = ['PENDING', 'APPLIED', 'REJECTED'] as const;

export const AdjustmentRequestSchema = z.object({
  memberId: z.number().int().positive(),
  direction: z.enum(['CREDIT', 'DEBIT']),
  kind: z.enum(ADJUSTMENT_KINDS).default('ADJUSTMENT').describe('BONUS credits may carry turnover'),
  amount: MoneyInputSchema,
  reason: Reason,
  turnoverMultiplier: z
    .number()
    .min(0)
    .max(100)
    .multipleOf(0.01)
    .default(0)
    .describe('Valid bets needed before withdrawing, × amount (credits only)'),
  requestId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .optional()
    .describe('Idempotency key: a retried request answers the first adjustment'),
});
export type AdjustmentRequest = z.input<typeof AdjustmentRequestSchema>;

export const AdjustmentSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  direction: z.enum(['CREDIT', 'DEBIT']),
  kind: z.enum(ADJUSTMENT_KINDS),
  amount: AmountSchema,
  reason: z.string(),
  turnoverMultiplier: z.number(),
  status: z.enum(ADJUSTMENT_STATUSES),
  requestedBy: z.string(),
  decidedBy: z.string().nullable(),
  transactionId: z.number().int().nullable(),
  createdAt: DateTime,
  decidedAt: DateTime.nullable(),
});
export type Adjustment = z.infer<typeof AdjustmentSchema>;

export const AdjustmentQuerySchema = PageQuerySchema.extend({
  status: z.enum(ADJUSTMENT_STATUSES).optional(),
});

export const PaymentMethodSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  type: z.enum(PAYMENT_METHOD_TYPES),
  gateway: z.string().nullable().describe('GATEWAY methods: the configured gateway’s code'),
  nameEn: z.string(),
  nameBn: z.string(),
  min: AmountSchema,
  max: AmountSchema,
  accountName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  bankName: z.string().nullable(),
  instructionsEn: z.string().nullable(),
  instructionsBn: z.string().nullable(),
  turnoverMultiplier: z.number(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

const OptionalText = z.string().trim().max(200).nullable().default(null);

export const PaymentMethodInputSchema = z
  .object({
    code: z
      .string()
      .regex(/^[A-Z0-9_]{2,32}$/)
      .describe('Stable code, e.g. BKASH'),
    type: z.enum(PAYMENT_METHOD_TYPES),
    gateway: z
      .string()
      .regex(/^[A-Z0-9_]{2,32}$/)
      .nullable()
      .default(null)
      .describe('GATEWAY methods: a gateway configured on the server (e.g. DEMO); else null'),
    nameEn: z.string().trim().min(1).max(64),
    nameBn: z.string().trim().min(1).max(64),
    min: MoneyInputSchema,
    max: MoneyInputSchema,
    accountName: OptionalText,
    accountNumber: OptionalText,
    bankName: OptionalText,
    instructionsEn: OptionalText,
    instructionsBn: OptionalText,
    turnoverMultiplier: z.number().min(0).max(100).multipleOf(0.01).default(0),
    enabled: z.boolean().default(true),
    sortOrder: z.number().int().min(0).max(10_000).default(0),
  })
  .describe('A deposit method; min must not exceed max');
export type PaymentMethodInput = z.input<typeof PaymentMethodInputSchema>;

export const WalletSettingsSchema = z.object({
  withdrawMin: AmountSchema,
  withdrawMax: AmountSchema,
  withdrawDailyCount: z.number().int().min(1).max(100),
  confirmTimeoutMinutes: z.number().int().min(5).max(10_080),
  transferMin: AmountSchema,
  transferMax: AmountSchema,
  transferDailyMax: AmountSchema.describe(
    'Most one payer may transfer out per calendar day of the site time zone; 0.00: no cap',
  ),
  twoPersonThreshold: AmountSchema.describe('Adjustments above this need a second operator'),
});
export type WalletSettings = z.infer<typeof WalletSettingsSchema>;

export const WalletSettingsInputSchema = z.object({
  withdrawMin: MoneyInputSchema,
  withdrawMax: MoneyInputSchema,
  withdrawDailyCount: z.number().int().min(1).max(100),
  confirmTimeoutMinutes: z.number().int().min(5).max(10_080),
  transferMin: MoneyInputSchema,
  transferMax: MoneyInputSchema,
  transferDailyMax: MoneyOrZeroSchema.describe(
    'Daily transfer cap per payer; 0: no cap, else at least transferMin',
  ),
  twoPersonThreshold: MoneyInputSchema,
});
export type WalletSettingsInput = z.infer<typeof WalletSettingsInputSchema>;

export const ReconciliationSchema = z.object({
  checkedAt: DateTime,
  ok: z.boolean(),
  total: AmountSchema.describe('Sum of every entry: must be 0.00'),
  transactions: z.number().int(),
  entries: z.number().int(),
  unbalanced: z.array(z.object({ transactionId: z.number().int(), sum: AmountSchema })),
  drift: z.array(
    z.object({ accountId: z.number().int(), balance: AmountSchema, entries: AmountSchema }),
  ),
  accounts: z
    .array(z.object({ kind: z.string(), balance: AmountSchema }))
    .describe('Balance of every account kind, members summed (house accounts from entries)'),
});
export type Reconciliation = z.infer<typeof ReconciliationSchema>;

export const MemberLedgerQuerySchema = PageQuerySchema.extend({
  type: z.enum(TRANSACTION_TYPES).optional(),
});

export const MemberLedgerRowSchema = z.object({
  id: z.number().int(),
  transactionId: z.number().int(),
  account: z.string().describe('MAIN, HOLD or a game wallet'),
  type: z.enum(TRANSACTION_TYPES),
  amount: AmountSchema,
  balanceAfter: AmountSchema,
  reference: z.string(),
  createdAt: DateTime,
});
export type MemberLedgerRow = z.infer<typeof MemberLedgerRowSchema>;

export const MemberWalletSchema = z.object({
  main: AmountSchema,
  locked: AmountSchema,
  turnoverRemaining: AmountSchema,
  currencySymbol: z.string(),
});
export type MemberWallet = z.infer<typeof MemberWalletSchema>;
