import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AGENT_TYPES } from '@portal/contracts/auth';
import type { Executor } from '../../db/client.ts';
import { agentContracts, members, type StoredTier } from '../../db/schema/index.ts';

/* Agent contracts (docs/AGENTS.md): offers, contracts in force, their ends. */

export type ContractRow = typeof agentContracts.$inferSelect;
export type ContractView = ContractRow & { agent: string; upline: string | null };

const agentMember = alias(members, 'contract_agent');
const uplineMember = alias(members, 'contract_upline');

function viewQuery(db: Executor) {
  return db
    .select({
      contract: agentContracts,
      agent: agentMember.username,
      upline: uplineMember.username,
    })
    .from(agentContracts)
    .innerJoin(agentMember, eq(agentMember.id, agentContracts.agentId))
    .leftJoin(uplineMember, eq(uplineMember.id, agentContracts.uplineId));
}

const flat = (rows: { contract: ContractRow; agent: string; upline: string | null }[]) =>
  rows.map((r) => ({ ...r.contract, agent: r.agent, upline: r.upline }));

/** One contract of the white label, with its usernames. */
export async function findView(
  db: Executor,
  merchantId: number,
  id: number,
): Promise<ContractView | undefined> {
  const rows = await viewQuery(db).where(
    and(eq(agentContracts.merchantId, merchantId), eq(agentContracts.id, id)),
  );
  return flat(rows)[0];
}

/** The agent's own contracts and those it gave, newest first (at most 200 of each). */
export async function listFor(db: Executor, merchantId: number, agentId: number) {
  const rows = await viewQuery(db)
    .where(
      and(
        eq(agentContracts.merchantId, merchantId),
        or(eq(agentContracts.agentId, agentId), eq(agentContracts.uplineId, agentId)),
      ),
    )
    .orderBy(desc(agentContracts.id))
    .limit(400);
  return flat(rows);
}

/** Every contract of one agent, newest first (the console). */
export async function listOfAgent(db: Executor, merchantId: number, agentId: number) {
  const rows = await viewQuery(db)
    .where(and(eq(agentContracts.merchantId, merchantId), eq(agentContracts.agentId, agentId)))
    .orderBy(desc(agentContracts.id))
    .limit(200);
  return flat(rows);
}

/** Locks a contract row for a change. */
export async function lockContract(tx: Executor, merchantId: number, id: number) {
  const [row] = await tx
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.merchantId, merchantId), eq(agentContracts.id, id)))
    .for('update');
  return row;
}

/**
 * The agent's contracts of a kind that are PENDING or ACTIVE, locked: every change to an agent's
 * contracts of a kind takes these locks first, in id order.
 */
export async function lockOpen(tx: Executor, agentId: number, kind: string) {
  return tx
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.agentId, agentId),
        eq(agentContracts.kind, kind),
        inArray(agentContracts.status, ['PENDING', 'ACTIVE']),
      ),
    )
    .orderBy(agentContracts.id)
    .for('update');
}

/** A direct downline agent of the upline, in its white label. */
export async function findDirectAgent(
  db: Executor,
  merchantId: number,
  uplineId: number,
  agentId: number,
) {
  const [row] = await db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(
      and(
        eq(members.merchantId, merchantId),
        eq(members.id, agentId),
        eq(members.uplineId, uplineId),
        inArray(members.type, [...AGENT_TYPES]),
      ),
    );
  return row;
}

export async function insertContract(
  tx: Executor,
  values: {
    merchantId: number;
    agentId: number;
    uplineId: number | null;
    kind: string;
    period: string | null;
    tiers: StoredTier[];
    status: 'PENDING' | 'ACTIVE';
  },
) {
  const [row] = await tx
    .insert(agentContracts)
    .values({ ...values, acceptedAt: values.status === 'ACTIVE' ? sql`now()` : null })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Ends contracts: ACTIVE ones become ENDED with the reason, PENDING ones WITHDRAWN. */
export async function endContracts(tx: Executor, ids: number[], reason: string) {
  if (ids.length === 0) return;
  await tx
    .update(agentContracts)
    .set({
      status: sql`case when ${agentContracts.status} = 'PENDING' then 'WITHDRAWN' else 'ENDED' end`,
      endReason: reason,
      endedAt: sql`now()`,
      terminationRequestedBy: null,
    })
    .where(
      and(inArray(agentContracts.id, ids), inArray(agentContracts.status, ['PENDING', 'ACTIVE'])),
    );
}

export async function setStatus(
  tx: Executor,
  id: number,
  change: { status: string; accepted?: boolean; ended?: boolean; endReason?: string | null },
) {
  await tx
    .update(agentContracts)
    .set({
      status: change.status,
      terminationRequestedBy: null,
      ...(change.accepted ? { acceptedAt: sql`now()` } : {}),
      ...(change.ended ? { endedAt: sql`now()`, endReason: change.endReason ?? null } : {}),
    })
    .where(eq(agentContracts.id, id));
}

export async function requestTermination(tx: Executor, id: number, side: 'UPLINE' | 'AGENT') {
  await tx
    .update(agentContracts)
    .set({ terminationRequestedBy: side })
    .where(eq(agentContracts.id, id));
}

/** Contracts of a kind the agent gave its downlines that are PENDING or ACTIVE, locked. */
export async function lockGiven(tx: Executor, uplineId: number, kind: string) {
  return tx
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.uplineId, uplineId),
        eq(agentContracts.kind, kind),
        inArray(agentContracts.status, ['PENDING', 'ACTIVE']),
      ),
    )
    .orderBy(agentContracts.id)
    .for('update');
}

/** The agent's contracts with its upline that are PENDING or ACTIVE (a move ends them). */
export async function openWithUpline(tx: Executor, agentId: number) {
  return tx
    .select({ id: agentContracts.id })
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.agentId, agentId),
        sql`${agentContracts.uplineId} is not null`,
        inArray(agentContracts.status, ['PENDING', 'ACTIVE']),
      ),
    )
    .for('update');
}
