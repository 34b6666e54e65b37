import { z } from 'zod';

/** The member's invitations (the spec's "referral", invite friends): who signed up with my code. */
export const ReferralQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

export const InvitedMemberSchema = z.object({
  /** Masked in the middle: a member sees that a friend joined, not their whole account name. */
  account: z.string(),
  registeredAt: z.string().describe('ISO 8601'),
  /** Whether the friend has had a deposit credited (the usual condition of a referral reward). */
  deposited: z.boolean(),
});
export type InvitedMember = z.infer<typeof InvitedMemberSchema>;

export const ReferralOverviewSchema = z.object({
  referralCode: z.string(),
  /** Path of the sign-up page with the code; the client puts its own origin in front. */
  registerPath: z.string(),
  invited: z.number().int(),
  deposited: z.number().int(),
  list: z.array(InvitedMemberSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export type ReferralOverview = z.infer<typeof ReferralOverviewSchema>;
