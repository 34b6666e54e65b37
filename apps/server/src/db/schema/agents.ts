import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { merchants } from './system.ts';

/** A tier as stored: the minimum base in minor units (a string: JSON has no 64-bit integers). */
export interface StoredTier {
  minBase: string;
  minActivePlayers: number;
  rateBp: number;
}

/**
 * An agent's contract with its upline (docs/AGENTS.md): a salary on the team's valid stake or a
 * dividend on its net loss, by rate tiers. An offer is PENDING until the agent accepts (ACTIVE) or
 * rejects it, or the upline withdraws it; an ACTIVE contract ends (ENDED) by agreement, by the
 * operator, when replaced, when its upline's own rate falls below it, or when the agent moves.
 * At most one pending offer and one contract in force per agent and kind.
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** The agent the contract pays. */
    agentId: bigint('agent_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** The upline that offered it; null when the operator set it. */
    uplineId: bigint('upline_id', { mode: 'number' }).references(() => members.id),
    kind: text('kind').notNull(),
    /** A dividend's period (D, W, H, M); null for salaries. */
    period: text('period'),
    tiers: jsonb('tiers').$type<StoredTier[]>().notNull(),
    status: text('status').notNull(),
    /** UPLINE or AGENT: a termination asked by one side, waiting for the other. */
    terminationRequestedBy: text('termination_requested_by'),
    endReason: text('end_reason'),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('agent_contracts_one_pending')
      .on(t.agentId, t.kind)
      .where(sql`${t.status} = 'PENDING'`),
    uniqueIndex('agent_contracts_one_active')
      .on(t.agentId, t.kind)
      .where(sql`${t.status} = 'ACTIVE'`),
    index('agent_contracts_merchant_kind').on(t.merchantId, t.kind, t.acceptedAt),
    index('agent_contracts_upline').on(t.uplineId, t.kind),
  ],
);

/**
 * One line of an agent's pay: what a period of one contract kind paid it. Unique by (agent,
 * kind, period, revision): revision 1 is the period's settlement, later revisions pay what late
 * bets added. Written in the transaction that moves the money, so a crash, a retry or a second
 * runner pays a line once. HELD lines wait for the operator's release; NONE records a dividend
 * period that paid nothing (its carry).
 */
export const agentSettlements = pgTable(
  'agent_settlements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    agentId: bigint('agent_id', { mode: 'number' }).notNull(),
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => agentContracts.id),
    kind: text('kind').notNull(),
    periodKey: text('period_key').notNull(),
    revision: smallint('revision').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    base: bigint('base', { mode: 'bigint' }).notNull(),
    activePlayers: integer('active_players').notNull(),
    rateBp: integer('rate_bp').notNull(),
    gross: bigint('gross', { mode: 'bigint' }).notNull(),
    subAgents: bigint('sub_agents', { mode: 'bigint' }).notNull(),
    carryIn: bigint('carry_in', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    carryOut: bigint('carry_out', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status').notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('agent_settlements_key').on(t.agentId, t.kind, t.periodKey, t.revision),
    index('agent_settlements_merchant').on(t.merchantId, t.kind, t.periodKey),
    index('agent_settlements_held')
      .on(t.agentId)
      .where(sql`${t.status} = 'HELD'`),
  ],
);

/** One pass of a settlement job over one period of one kind that wrote lines (the console's runs). */
export const agentSettlementRuns = pgTable(
  'agent_settlement_runs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    kind: text('kind').notNull(),
    periodKey: text('period_key').notNull(),
    contracts: integer('contracts').notNull(),
    lines: integer('lines').notNull(),
    paid: bigint('paid', { mode: 'bigint' }).notNull(),
    held: bigint('held', { mode: 'bigint' }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agent_settlement_runs_merchant').on(t.merchantId, t.finishedAt)],
);

/** An agent whose payouts the operator holds: its lines are written HELD until released. */
export const agentPayHolds = pgTable(
  'agent_pay_holds',
  {
    merchantId: integer('merchant_id').notNull(),
    agentId: bigint('agent_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    reason: text('reason').notNull(),
    heldBy: integer('held_by'),
    heldAt: timestamp('held_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.agentId] })],
);

/**
 * An agent's affiliate link: an invitation code of its own (unique in the white label, never a
 * member's referral code) that a sign-up carries as its affiliateCode. Members who sign up through
 * it are the agent's downlines and name the link (members.affiliate_link_id), so its registrations
 * are counted from the members themselves. A deleted link keeps its row (and its members' tie)
 * but no longer signs anyone up.
 */
export const agentAffiliateLinks = pgTable(
  'agent_affiliate_links',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    agentId: bigint('agent_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    name: text('name').notNull(),
    code: text('code').notNull(),
    clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('agent_affiliate_links_code').on(t.merchantId, t.code),
    index('agent_affiliate_links_agent').on(t.agentId, t.id),
  ],
);
