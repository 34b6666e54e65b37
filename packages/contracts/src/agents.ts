import { z } from 'zod';
import { AGENT_TYPES } from './auth.ts';
import { PageQuerySchema, pageOf } from './admin.ts';

/*
 * Agents (spec sections 1, 2, 6; issue 16): every member has at most one upline, agents (types 1,
 * 2, 41 and 42) run the teams under them. The console makes a member an agent and moves a member
 * with everyone under it to another agent; an agent reads its own downlines at any depth.
 */

export type AgentType = (typeof AGENT_TYPES)[number];

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
});
export type DownlineQuery = z.infer<typeof DownlineQuerySchema>;
export const DownlinePageSchema = pageOf(DownlineSchema);
