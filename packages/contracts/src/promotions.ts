import { z } from 'zod';
import { AmountSchema, PaymentPasswordSchema } from './wallet.ts';

/** The spec's activity application limits: a comment of at most 140 characters, 3 images. */
export const APPLICATION_LIMITS = { commentMax: 140, maxImages: 3 } as const;

export const APPLICATION_STATES = ['APPLYING', 'APPROVED', 'REJECTED'] as const;

/** A reward the member can claim now (reward centre, with a count badge). */
export const ClaimableSchema = z.object({
  promotionId: z.number().int(),
  kind: z.enum(['FIXED', 'REGISTRATION']),
  title: z.string().describe('In the request language'),
  terms: z.string(),
  /** FIXED: the amount; REGISTRATION: the top prize (the amount is drawn on claiming). */
  amount: AmountSchema,
  /** REGISTRATION: the prize is drawn on claiming, up to `amount`. */
  draw: z.boolean(),
  wageringMultiple: z.number(),
  endsAt: z.string().nullable(),
});
export type Claimable = z.infer<typeof ClaimableSchema>;

export const ClaimRequestSchema = z.object({
  requestId: z.string().trim().min(8).max(64),
});

/** What a claim paid. */
export const ClaimResultSchema = z.object({
  grantId: z.number().int(),
  amount: AmountSchema,
  wageringRequired: AmountSchema,
});
export type ClaimResult = z.infer<typeof ClaimResultSchema>;

/** An application for a promotion, as its member sees it. */
export const ApplicationSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  title: z.string(),
  comment: z.string(),
  imageCount: z.number().int(),
  state: z.enum(APPLICATION_STATES),
  /** Why an operator rejected it. */
  reason: z.string().nullable(),
  /** What the approval paid. */
  amount: AmountSchema.nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Application = z.infer<typeof ApplicationSchema>;

/** Giving up a bonus whose wagering is still open (payment password, encrypted body). */
export const ForfeitRequestSchema = z.object({
  paymentPassword: PaymentPasswordSchema,
});
export type ForfeitRequest = z.infer<typeof ForfeitRequestSchema>;

export const ForfeitResultSchema = z.object({
  grantId: z.number().int(),
  /** What went back: the bonus amount, at most the balance. */
  taken: AmountSchema,
});
export type ForfeitResult = z.infer<typeof ForfeitResultSchema>;

// ---------------------------------------------------------------- console

/** An operator forfeits a grant of the member named (a grant of anybody else is not found). */
export const AdminForfeitSchema = z.object({
  memberId: z.number().int().positive(),
  reason: z.string().trim().min(1).max(200),
});

/** A member's grant as the console lists it (member detail: forfeit one with wagering open). */
export const AdminGrantSchema = z.object({
  id: z.number().int(),
  source: z.string(),
  /** The promotion's English title; empty for a reward without one (named by source). */
  title: z.string(),
  amount: AmountSchema,
  wageringRequired: AmountSchema,
  /** What the member still has to bet of it (0 when done, closed or none was required). */
  wageringRemaining: AmountSchema,
  state: z.string().describe('ISSUED, CLAIMED, FORFEITED, EXPIRED'),
  reference: z.string().nullable(),
  /** The wagering's deadline; null: none. */
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminGrant = z.infer<typeof AdminGrantSchema>;

export const AdminApplicationQuerySchema = z.object({
  state: z.enum(APPLICATION_STATES).default('APPLYING'),
  promotionId: z.coerce.number().int().positive().optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminApplicationQuery = z.infer<typeof AdminApplicationQuerySchema>;

export const AdminApplicationSchema = ApplicationSchema.extend({
  memberId: z.number().int(),
  username: z.string(),
  promotionCode: z.string(),
  periodKey: z.string(),
  /** Image addresses of the console (operator session). */
  images: z.array(z.string()),
  decidedBy: z.string().nullable(),
});
export type AdminApplication = z.infer<typeof AdminApplicationSchema>;

export const ApplicationDecisionSchema = z.discriminatedUnion('approve', [
  z.object({ approve: z.literal(true) }),
  z.object({ approve: z.literal(false), reason: z.string().trim().min(1).max(200) }),
]);
export type ApplicationDecision = z.infer<typeof ApplicationDecisionSchema>;
