import { z } from 'zod';
import { AGENT_TYPES } from './auth.ts';
import { PageQuerySchema, pageOf } from './admin.ts';

/*
 * Agents (spec sections 1, 2, 6; issue 16): every member has at most one upline, agents (types 1,
 * 2, 41 and 42) run the teams under them. The console makes a member an agent and moves a member
 * with everyone under it to another agent; an agent reads its own downlines at any depth.
 */

export type AgentType = (typeof AGENT_TYPES)[number];

/** Money in a response: a decimal string with two places. */
const AmountText = z.string().regex(/^-?\d+\.\d{2}$/);

const Id = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 53 - 1);

/** One member in the tree, as the console's tree and breadcrumbs show it. */
export const AdminTreeMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  type: z.number().int().describe('0 member, 1/2/41/42 agent, 4 trial'),
  isAgent: z.boolean(),
  status: z.string(),
  uplineId: z.number().int().nullable(),
  depth: z.number().int().describe('1 for a member without an upline'),
  directCount: z.number().int().describe('Members whose upline it is'),
  teamCount: z.number().int().describe('Everyone under it, at any depth'),
  createdAt: z.string(),
});
export type AdminTreeMember = z.infer<typeof AdminTreeMemberSchema>;

export const AdminTreeQuerySchema = PageQuerySchema.extend({
  parentId: Id.optional().describe(
    "Whose direct downlines; absent: the white label's top agents (agents without an upline)",
  ),
  username: z.string().trim().max(64).optional().describe('Username prefix, any case'),
});
export type AdminTreeQuery = z.infer<typeof AdminTreeQuerySchema>;
export const AdminTreePageSchema = pageOf(AdminTreeMemberSchema);

/** One member and the chain of its uplines, top first. */
export const AdminTreeNodeSchema = z.object({
  member: AdminTreeMemberSchema,
  uplines: z.array(AdminTreeMemberSchema).describe('From the top of the tree down to its upline'),
  hold: z
    .object({ reason: z.string(), heldAt: z.string() })
    .nullable()
    .optional()
    .describe("The operator's hold on the agent's payouts, when there is one"),
});
export type AdminTreeNode = z.infer<typeof AdminTreeNodeSchema>;

export const AdminMakeAgentSchema = z
  .object({ type: z.union(AGENT_TYPES.map((t) => z.literal(t))).default(1) })
  .strict();
export type AdminMakeAgent = z.input<typeof AdminMakeAgentSchema>;

export const AdminMoveMemberSchema = z
  .object({
    uplineId: z
      .number()
      .int()
      .positive()
      .max(2 ** 53 - 1)
      .describe('The agent the member (and everyone under it) moves under'),
  })
  .strict();
export type AdminMoveMember = z.infer<typeof AdminMoveMemberSchema>;

export const AdminMoveResultSchema = z.object({
  member: AdminTreeMemberSchema,
  moved: z.number().int().describe('Members whose place changed: the member and its team'),
});
export type AdminMoveResult = z.infer<typeof AdminMoveResultSchema>;

/** An agent's downline, as the agent centre's downline management lists it. */
export const DownlineSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  isAgent: z.boolean(),
  status: z.string(),
  level: z.number().int().describe('1 for a direct downline, 2 for its downlines, …'),
  upline: z.string().describe("The downline's upline's username"),
  teamCount: z.number().int().describe('Everyone under this downline'),
  balance: z.string().describe('Main wallet balance, 2 decimals'),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Downline = z.infer<typeof DownlineSchema>;

export const DownlineQuerySchema = PageQuerySchema.extend({
  username: z.string().trim().max(64).optional().describe('Username prefix, any case'),
  scope: z
    .enum(['direct', 'all'])
    .default('all')
    .describe('direct: only members whose upline is the agent; all: every depth'),
  kind: z
    .enum(['all', 'agents'])
    .default('all')
    .describe('agents: only the downlines that are agents (whom a contract may be offered)'),
});
export type DownlineQuery = z.infer<typeof DownlineQuerySchema>;
export const DownlinePageSchema = pageOf(DownlineSchema);

// ---------------------------------------------------------------- contracts (docs/AGENTS.md)

/** What a contract pays: a salary on the team's valid stake, or a dividend on its net loss. */
export const CONTRACT_KINDS = [
  'DAILY_SALARY',
  'HOURLY_SALARY',
  'REALTIME_SALARY',
  'DIVIDEND',
] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/**
 * The white label's flag that offers each kind (spec: agentDividendRecordCopy2 only where enableCt
 * applies, agentDailyWages2 for the salary type, agentHourSalary, agentRealtimeSalary). A kind
 * switched off is neither offered nor shown; contracts already in force keep being paid until
 * someone ends them (switching a menu off must not silently stop pay that is owed).
 */
export const CONTRACT_KIND_FLAGS = {
  DIVIDEND: 'ENABLECT3',
  DAILY_SALARY: 'SALARY3',
  HOURLY_SALARY: 'HOURSALARY3',
  REALTIME_SALARY: 'REALTIMESALARY3',
} as const satisfies Record<ContractKind, string>;

/** A dividend's period: day, week (Monday–Sunday), half-month (1st–15th, 16th–end), month. */
export const DIVIDEND_PERIODS = ['D', 'W', 'H', 'M'] as const;
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];

export const CONTRACT_STATUSES = ['PENDING', 'ACTIVE', 'REJECTED', 'WITHDRAWN', 'ENDED'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/**
 * Why a contract ended: terminated by agreement or by the operator, replaced by a newer contract
 * of its kind, ended because the upline accepted a lower rate than this one (auto-termination),
 * or because the agent moved to another upline.
 */
export const CONTRACT_END_REASONS = [
  'TERMINATED',
  'REPLACED',
  'UPLINE_RATE',
  'MOVED',
  'OPERATOR',
] as const;
export type ContractEndReason = (typeof CONTRACT_END_REASONS)[number];

export const MAX_CONTRACT_TIERS = 10;
/** No contract pays more than this share (in basis points) of its base. */
export const MAX_CONTRACT_RATE_BP = 10_000;

const TierMin = z
  .string()
  .regex(/^(\d{1,13})(?:\.(\d{1,2}))?$/, 'a tier minimum is a decimal with at most two places')
  .describe(
    'The least base (valid stake, or net loss for a dividend) the tier needs, e.g. "50000"',
  );

/**
 * One rate tier: the highest tier whose two minimums the period reaches applies. Tiers go up: each
 * needs at least the base and the players of the one before, and pays at least its rate.
 */
export const ContractTierSchema = z
  .object({
    minBase: TierMin,
    minActivePlayers: z.number().int().min(0).max(100_000),
    rateBp: z.number().int().min(1).max(MAX_CONTRACT_RATE_BP).describe('1 bp = 0.01 %'),
  })
  .strict();
export type ContractTier = z.infer<typeof ContractTierSchema>;

export const ContractTermsSchema = z
  .object({
    kind: z.enum(CONTRACT_KINDS),
    period: z.enum(DIVIDEND_PERIODS).optional().describe('A dividend only: how often it settles'),
    tiers: z.array(ContractTierSchema).min(1).max(MAX_CONTRACT_TIERS),
  })
  .strict()
  .refine((t) => (t.kind === 'DIVIDEND') === (t.period !== undefined), {
    message: 'a dividend needs a period, and only a dividend has one',
    path: ['period'],
  })
  .refine(
    (t) =>
      t.tiers.every((tier, i) => {
        const before = t.tiers[i - 1];
        if (!before) return true;
        const up =
          Number(tier.minBase) >= Number(before.minBase) &&
          tier.minActivePlayers >= before.minActivePlayers &&
          (Number(tier.minBase) > Number(before.minBase) ||
            tier.minActivePlayers > before.minActivePlayers);
        return up && tier.rateBp >= before.rateBp;
      }),
    {
      message: 'each tier needs more than the one before and pays at least its rate',
      path: ['tiers'],
    },
  );
export type ContractTerms = z.infer<typeof ContractTermsSchema>;

/** An upline's offer of a contract to one of its direct downline agents. */
export const ContractOfferSchema = z.intersection(
  z.object({ agentId: Id.describe('The direct downline agent offered the contract') }),
  ContractTermsSchema,
);
export type ContractOffer = z.infer<typeof ContractOfferSchema>;

export const ContractSchema = z.object({
  id: z.number().int(),
  agentId: z.number().int(),
  agent: z.string().describe("The paid agent's username"),
  uplineId: z.number().int().nullable().describe('Who offered it; null when set by the operator'),
  upline: z.string().nullable(),
  kind: z.enum(CONTRACT_KINDS),
  period: z.enum(DIVIDEND_PERIODS).nullable(),
  tiers: z.array(ContractTierSchema),
  status: z.enum(CONTRACT_STATUSES),
  terminationRequestedBy: z
    .enum(['UPLINE', 'AGENT'])
    .nullable()
    .describe('An open termination request, waiting for the other side'),
  endReason: z.enum(CONTRACT_END_REASONS).nullable(),
  offeredAt: z.string(),
  acceptedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type Contract = z.infer<typeof ContractSchema>;

/**
 * The contract view: the agent's own contracts (in force, offered to it, ended) and those it has
 * given its downlines, with the spec's request flags per kind: 0 nothing waiting, 1 a new contract
 * offered, 2 a termination asked by the other side.
 */
export const ContractInfoSchema = z.object({
  dailysalreqtype: z.number().int(),
  divtypereq: z.number().int(),
  contracthoursalreqtype: z.number().int(),
  realtimesalreqtype: z.number().int(),
  kinds: z
    .array(z.enum(CONTRACT_KINDS))
    .describe("The kinds the white label offers (its flags): the agent centre's menu entries"),
  mine: z.array(ContractSchema),
  given: z.array(ContractSchema),
});
export type ContractInfo = z.infer<typeof ContractInfoSchema>;

export const CONTRACT_ACTIONS = ['accept', 'reject', 'withdraw', 'terminate'] as const;
export type ContractAction = (typeof CONTRACT_ACTIONS)[number];

// ---------------------------------------------------------------- settlement

export const SETTLEMENT_STATUSES = ['PAID', 'HELD', 'NONE'] as const;

/** One line of an agent's pay: a period of one contract kind (revision 2+ = a late adjustment). */
export const SettlementSchema = z.object({
  id: z.number().int(),
  agentId: z.number().int(),
  agent: z.string(),
  kind: z.enum(CONTRACT_KINDS),
  periodKey: z
    .string()
    .describe('2026-11-27, 2026-11-27T14 (UTC hour), 2026-W48, 2026-11-H1, 2026-11'),
  revision: z
    .number()
    .int()
    .describe('1 the period’s settlement; 2 and up adjustments for late bets'),
  base: AmountText.describe('Team valid stake (salary) or team net loss less the carry (dividend)'),
  activePlayers: z.number().int(),
  rateBp: z.number().int(),
  gross: AmountText.describe('The rate on the base'),
  subAgents: AmountText.describe("What its direct sub-agents' contracts of the kind earned"),
  carryIn: AmountText,
  carryOut: AmountText,
  amount: AmountText.describe('Paid by this line'),
  status: z.enum(SETTLEMENT_STATUSES),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Settlement = z.infer<typeof SettlementSchema>;

export const IncomeQuerySchema = PageQuerySchema.extend({
  kind: z.enum(CONTRACT_KINDS).optional(),
  from: z.iso.date().optional().describe('First day (white label time zone), inclusive'),
  to: z.iso.date().optional().describe('Last day, inclusive'),
});
export type IncomeQuery = z.infer<typeof IncomeQuerySchema>;

export const IncomePageSchema = pageOf(SettlementSchema).extend({
  paid: AmountText.describe('Paid in the filter, all pages'),
  held: AmountText.describe('Waiting on a hold, all pages'),
});
export type IncomePage = z.infer<typeof IncomePageSchema>;

export const AdminSettlementQuerySchema = IncomeQuerySchema.extend({
  agentId: Id.optional(),
  status: z.enum(SETTLEMENT_STATUSES).optional(),
});
export type AdminSettlementQuery = z.infer<typeof AdminSettlementQuerySchema>;

/** One pass of a settlement job over one period of one kind. */
export const SettlementRunSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  periodKey: z.string(),
  contracts: z.number().int().describe('Contracts in force for the period'),
  lines: z.number().int().describe('Lines written'),
  paid: AmountText,
  held: AmountText,
  finishedAt: z.string(),
});
export type SettlementRun = z.infer<typeof SettlementRunSchema>;
export const SettlementRunPageSchema = pageOf(SettlementRunSchema);

export const AgentHoldSchema = z.object({ reason: z.string().trim().min(1).max(200) }).strict();
export type AgentHold = z.infer<typeof AgentHoldSchema>;

export const HoldResultSchema = z.object({
  held: z.boolean(),
  released: z.number().int().describe('Held lines paid by a release'),
  amount: AmountText.describe('What the release paid'),
});
export type HoldResult = z.infer<typeof HoldResultSchema>;

export const ContractActionParamsSchema = z.object({
  id: Id,
  action: z.enum(CONTRACT_ACTIONS),
});
