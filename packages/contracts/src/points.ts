import { z } from 'zod';
import { MoneyOrZeroSchema, VIP_MAX_LEVELS } from './loyalty.ts';
import { AmountSchema, PaymentPasswordSchema, RequestIdSchema } from './wallet.ts';

/**
 * Points (docs/LOYALTY.md, Points): earned on credited deposits at the ratio table's rate (per
 * payment method and VIP level), never expire, spent in the points mall or converted to cash.
 * Points are whole numbers.
 */

/** What `amount` of a deposit earns at a ratio: one point per `amountPerPoint`, rounded down. */
export function pointsFor(amountMinor: bigint, minorPerPoint: bigint): bigint {
  return minorPerPoint > 0n ? amountMinor / minorPerPoint : 0n;
}

/** A ratio line: deposits by `methodCode` ('*' every method) from `vipLevel` up. */
export const PointsRatioSchema = z.object({
  methodCode: z.string(),
  vipLevel: z.number().int(),
  /** Deposit money that earns one point. */
  amountPerPoint: AmountSchema,
});
export type PointsRatio = z.infer<typeof PointsRatioSchema>;

export const POINTS_ENTRY_KINDS = [
  'DEPOSIT',
  'REDEEM',
  'REDEEM_RETURN',
  'CONVERT',
  'ADJUST',
] as const;

export const PointsEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(POINTS_ENTRY_KINDS),
  /** Signed: earned > 0, spent < 0. */
  points: z.number().int(),
  balanceAfter: z.number().int(),
  reference: z.string().nullable().describe('The deposit order, the redemption number…'),
  createdAt: z.string(),
});
export type PointsEntry = z.infer<typeof PointsEntrySchema>;

/** `GET /wps/loyalty/points`: the member's balance and the rates that apply to them. */
export const PointsSummarySchema = z.object({
  balance: z.number().int(),
  /** The ratio lines of the member's VIP level (the highest at or below it, per method). */
  ratios: z.array(PointsRatioSchema),
  /** Cash one point converts to; null: converting is off. */
  convertAmountPerPoint: AmountSchema.nullable(),
  convertMinPoints: z.number().int(),
  /** Times the converted amount to wager before a withdrawal (100 = 1×). */
  convertWageringCenti: z.number().int(),
  hasPaymentPassword: z.boolean(),
});
export type PointsSummary = z.infer<typeof PointsSummarySchema>;

export const MALL_REWARD_KINDS = ['CASH', 'BONUS', 'GOODS'] as const;
export type MallRewardKind = (typeof MALL_REWARD_KINDS)[number];

/** A reward of the points mall as the member sees it, in the request language. */
export const MallItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  pricePoints: z.number().int(),
  /** Left in stock; null: unlimited. */
  stock: z.number().int().nullable(),
  /** Redemptions one member may make; null: unlimited. */
  perMemberLimit: z.number().int().nullable(),
  rewardKind: z.enum(MALL_REWARD_KINDS),
  /** CASH and BONUS: the money paid on approval. */
  rewardAmount: AmountSchema.nullable(),
  /** The member's redemptions of it that count against the limit (not rejected). */
  redeemedByMe: z.number().int(),
  /** The reward's picture; null: the page draws one. */
  imageUrl: z.string().nullable(),
});
export type MallItem = z.infer<typeof MallItemSchema>;

/** `POST /wps/loyalty/mall/redeem` (encrypted body). */
export const RedeemRequestSchema = z.object({
  itemId: z.number().int().positive(),
  requestId: RequestIdSchema,
  paymentPassword: PaymentPasswordSchema,
});
export type RedeemRequest = z.infer<typeof RedeemRequestSchema>;

export const REDEMPTION_STATUSES = ['IN_PROCESS', 'APPROVED', 'REJECTED'] as const;

export const RedemptionSchema = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  itemName: z.string(),
  rewardKind: z.enum(MALL_REWARD_KINDS),
  points: z.number().int(),
  status: z.enum(REDEMPTION_STATUSES),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Redemption = z.infer<typeof RedemptionSchema>;

/** `POST /wps/loyalty/points/convert` (encrypted body). */
export const ConvertRequestSchema = z.object({
  points: z.number().int().positive().max(1_000_000_000),
  requestId: RequestIdSchema,
  paymentPassword: PaymentPasswordSchema,
});
export type ConvertRequest = z.infer<typeof ConvertRequestSchema>;

export const ConvertResultSchema = z.object({
  points: z.number().int(),
  amount: AmountSchema,
  pointsBalance: z.number().int(),
});
export type ConvertResult = z.infer<typeof ConvertResultSchema>;

// ---------------------------------------------------------------- console

const NamesSchema = z.partialRecord(
  z.enum(['EN', 'BN', 'HI', 'NE', 'UR']),
  z.object({ name: z.string().trim().min(1).max(60), description: z.string().trim().max(500) }),
);

export const MALL_ITEM_STATUSES = ['ACTIVE', 'HIDDEN'] as const;

export const AdminMallItemSchema = z.object({
  id: z.number().int(),
  texts: NamesSchema,
  status: z.enum(MALL_ITEM_STATUSES),
  pricePoints: z.number().int(),
  stock: z.number().int().nullable(),
  perMemberLimit: z.number().int().nullable(),
  rewardKind: z.enum(MALL_REWARD_KINDS),
  rewardAmount: AmountSchema.nullable(),
  wageringCenti: z.number().int(),
  sort: z.number().int(),
  /** Redemptions not rejected. */
  redeemed: z.number().int(),
  /** The picture (content's images; set with PUT …/image); null: drawn art. */
  imageId: z.number().int().nullable(),
  imageUrl: z.string().nullable(),
});
export type AdminMallItem = z.infer<typeof AdminMallItemSchema>;

/** What an operator sets for a mall reward (create or change). */
export const AdminMallItemInputSchema = z
  .object({
    texts: NamesSchema.refine((t) => t.EN !== undefined, 'an English name is required'),
    status: z.enum(MALL_ITEM_STATUSES),
    pricePoints: z.number().int().min(1).max(100_000_000),
    stock: z.number().int().min(0).max(1_000_000).nullable(),
    perMemberLimit: z.number().int().min(1).max(1_000).nullable(),
    rewardKind: z.enum(MALL_REWARD_KINDS),
    rewardAmount: MoneyOrZeroSchema.refine((t) => /[1-9]/.test(t), 'above zero').nullable(),
    wageringCenti: z.number().int().min(0).max(10_000),
    sort: z.number().int().min(0).max(10_000),
  })
  .refine((i) => (i.rewardKind === 'GOODS') === (i.rewardAmount === null), {
    message: 'cash and bonus rewards have an amount; goods have none',
    path: ['rewardAmount'],
  });
export type AdminMallItemInput = z.infer<typeof AdminMallItemInputSchema>;

/** A redemption in the console's queue. */
export const AdminRedemptionSchema = RedemptionSchema.extend({
  memberId: z.number().int(),
  username: z.string(),
  decidedBy: z.string().nullable(),
});
export type AdminRedemption = z.infer<typeof AdminRedemptionSchema>;

export const RedemptionDecisionSchema = z.object({
  reason: z.string().trim().max(200).optional(),
});

/** The points settings of a white label: the ratio table and converting. */
export const PointsSettingsSchema = z.object({
  ratios: z
    .array(
      z.object({
        methodCode: z
          .string()
          .regex(/^(\*|[A-Z0-9_]{1,32})$/)
          .describe("A payment method's code, or '*' for every method"),
        vipLevel: z
          .number()
          .int()
          .min(0)
          .max(VIP_MAX_LEVELS - 1),
        amountPerPoint: MoneyOrZeroSchema.refine((t) => /[1-9]/.test(t), 'above zero'),
      }),
    )
    .max(100)
    .refine(
      (rs) => new Set(rs.map((r) => `${r.methodCode}|${r.vipLevel}`)).size === rs.length,
      'each method and level once',
    ),
  /** Cash one point converts to; null: converting is off. */
  convertAmountPerPoint: MoneyOrZeroSchema.refine((t) => /[1-9]/.test(t), 'above zero').nullable(),
  convertMinPoints: z.number().int().min(1).max(1_000_000),
  convertWageringCenti: z.number().int().min(0).max(10_000),
});
export type PointsSettings = z.infer<typeof PointsSettingsSchema>;
