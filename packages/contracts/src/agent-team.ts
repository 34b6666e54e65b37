import { z } from 'zod';
import { PageQuerySchema, pageOf } from './admin.ts';

/*
 * The agent centre's team side (spec section 2 agent menu; issue 16): the team overview, team
 * betting, user loss and downline transactions over a range of white-label days, the affiliate
 * links an agent shares, and opening a downline account. An agent reads only the members under
 * it in the tree, never a sibling's.
 */

/** Money in a response: a decimal string with two places. */
const AmountText = z.string().regex(/^-?\d+\.\d{2}$/);

const DateOnly = z.iso.date().describe('YYYY-MM-DD in the white label’s time zone');

/** The longest range a team report covers (days, both ends counted). */
export const TEAM_RANGE_MAX_DAYS = 93;

/** A range of days, both ends included; absent ends mean today. */
export const TeamRangeQuerySchema = z.object({
  from: DateOnly.optional(),
  to: DateOnly.optional().describe('Inclusive'),
});
export type TeamRangeQuery = z.infer<typeof TeamRangeQuerySchema>;

const Username = z.string().trim().min(1).max(64);

export const TeamOverviewSchema = z.object({
  from: z.string(),
  to: z.string(),
  teamSize: z.number().int().describe('Everyone under the agent, at any depth, today'),
  directCount: z.number().int().describe('Members whose upline is the agent'),
  newMembers: z.number().int().describe('Team members who registered in the range'),
  activePlayers: z.number().int().describe('Team members with a settled bet in the range'),
  betCount: z.number().int(),
  stake: AmountText,
  validStake: AmountText,
  payout: AmountText,
  netWinLoss: AmountText.describe("The team's result: payout − stake (negative: the team lost)"),
  deposits: AmountText,
  depositCount: z.number().int(),
  withdrawals: AmountText,
  withdrawalCount: z.number().int(),
  bonuses: AmountText,
});
export type TeamOverview = z.infer<typeof TeamOverviewSchema>;

/** What the team betting report is grouped by. */
export const TEAM_BET_GROUPS = ['member', 'category', 'day'] as const;
export type TeamBetGroup = (typeof TEAM_BET_GROUPS)[number];

export const TeamBetQuerySchema = PageQuerySchema.extend(TeamRangeQuerySchema.shape).extend({
  by: z.enum(TEAM_BET_GROUPS).default('member'),
  username: Username.optional().describe('One member of the team'),
  category: z
    .string()
    .regex(/^[A-Z]{2,12}$/)
    .optional(),
});
export type TeamBetQuery = z.infer<typeof TeamBetQuerySchema>;

const PlaySums = {
  betCount: z.number().int(),
  stake: AmountText,
  validStake: AmountText,
  payout: AmountText,
  net: AmountText.describe('payout − stake'),
};

export const TeamBetRowSchema = z.object({
  key: z.string().describe('The username, the game category code or the day'),
  ...PlaySums,
});
export type TeamBetRow = z.infer<typeof TeamBetRowSchema>;

export const TeamBetPageSchema = pageOf(TeamBetRowSchema).extend({
  totals: z.object(PlaySums),
});
export type TeamBetPage = z.infer<typeof TeamBetPageSchema>;

export const TeamLossQuerySchema = PageQuerySchema.extend(TeamRangeQuerySchema.shape).extend({
  username: Username.optional(),
});
export type TeamLossQuery = z.infer<typeof TeamLossQuerySchema>;

export const TeamLossRowSchema = z.object({
  username: z.string(),
  stake: AmountText,
  validStake: AmountText,
  payout: AmountText,
  bonuses: AmountText,
  netLoss: AmountText.describe('stake − payout − bonuses: what the member lost to the house'),
});
export type TeamLossRow = z.infer<typeof TeamLossRowSchema>;

export const TeamLossPageSchema = pageOf(TeamLossRowSchema).extend({
  totals: TeamLossRowSchema.omit({ username: true }),
});
export type TeamLossPage = z.infer<typeof TeamLossPageSchema>;

/** The money movements of the team an agent reads. */
export const TEAM_TRANSACTION_TYPES = ['DEPOSIT', 'WITHDRAWAL', 'TRANSFER'] as const;
export type TeamTransactionType = (typeof TEAM_TRANSACTION_TYPES)[number];

export const TeamTransactionQuerySchema = PageQuerySchema.extend(TeamRangeQuerySchema.shape).extend(
  {
    type: z.enum(TEAM_TRANSACTION_TYPES).optional(),
    username: Username.optional(),
  },
);
export type TeamTransactionQuery = z.infer<typeof TeamTransactionQuerySchema>;

export const TeamTransactionRowSchema = z.object({
  id: z.number().int().describe('Ledger entry id'),
  username: z.string(),
  type: z.enum(TEAM_TRANSACTION_TYPES),
  amount: AmountText.describe("Signed change of the member's main wallet"),
  reference: z.string(),
  createdAt: z.string(),
});
export type TeamTransactionRow = z.infer<typeof TeamTransactionRowSchema>;
export const TeamTransactionPageSchema = pageOf(TeamTransactionRowSchema);

// ---------------------------------------------------------------- affiliate links

/** How many live links one agent may keep. */
export const AFFILIATE_LINKS_MAX = 20;

export const AffiliateLinkCreateSchema = z
  .object({ name: z.string().trim().min(1).max(40).describe("The agent's own label") })
  .strict();
export type AffiliateLinkCreate = z.infer<typeof AffiliateLinkCreateSchema>;

export const AffiliateLinkSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().describe('The invitation code the link carries'),
  registerPath: z.string().describe('Path of the sign-up page with the code, on any site domain'),
  clicks: z.number().int().describe('Times the link was opened'),
  registrations: z.number().int().describe('Members who signed up through it'),
  createdAt: z.string(),
});
export type AffiliateLink = z.infer<typeof AffiliateLinkSchema>;

export const AffiliateLinkListSchema = z.object({
  list: z.array(AffiliateLinkSchema),
  max: z.number().int(),
});
export type AffiliateLinkList = z.infer<typeof AffiliateLinkListSchema>;

export const AffiliateClickSchema = z.object({ code: z.string().trim().min(4).max(16) }).strict();

export const AffiliateMemberSchema = z.object({
  username: z.string(),
  linkName: z.string().nullable().describe('The link used; null for the agent’s own code'),
  registeredAt: z.string(),
  deposited: z.boolean(),
});
export type AffiliateMember = z.infer<typeof AffiliateMemberSchema>;
export const AffiliateMemberPageSchema = pageOf(AffiliateMemberSchema);

// ---------------------------------------------------------------- open a downline

export const DOWNLINE_KINDS = ['PLAYER', 'AGENT'] as const;

/** Sent encrypted, as a registration is. */
export const OpenDownlineSchema = z
  .object({
    kind: z.enum(DOWNLINE_KINDS).default('PLAYER'),
    username: z.string().max(64),
    password: z.string().max(64),
    confirmPassword: z.string().max(64),
  })
  .strict();
export type OpenDownline = z.infer<typeof OpenDownlineSchema>;

export const OpenDownlineResultSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  isAgent: z.boolean(),
});
export type OpenDownlineResult = z.infer<typeof OpenDownlineResultSchema>;
