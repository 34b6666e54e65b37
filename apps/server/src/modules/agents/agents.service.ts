import { isAgentType, MEMBER_TYPE } from '@portal/contracts/auth';
import type { Page } from '@portal/contracts/admin';
import type {
  AdminMakeAgent,
  AdminMoveMember,
  AdminMoveResult,
  AdminTreeMember,
  AdminTreeNode,
  AdminTreeQuery,
  Downline,
  DownlineQuery,
} from '@portal/contracts/agents';
import { formatAmount } from '@portal/contracts/money';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, AuditTrail } from '../admin/admin.audit.ts';
import * as repo from './agents.repo.ts';
import { endOnMove } from './contracts.service.ts';

export interface AgentsServiceDeps {
  db: Db;
  audit: AuditTrail;
}

/** The number of members on the path from the top of the tree down to the row ('/5/9/' is 2). */
const depthOf = (treePath: string) => treePath.split('/').length - 2;

/** The ids on a path, top first ('/5/9/' → [5, 9]). */
const idsOf = (treePath: string) => treePath.split('/').filter(Boolean).map(Number);

const pageArgs = (query: { pageNo?: number; pageSize?: number }) => {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 20;
  return { pageNo, pageSize, offset: (pageNo - 1) * pageSize };
};

/**
 * The upline tree: the console's view and changes (make agent, move a member with its team, each
 * audited in its transaction) and an agent's own downlines. An agent reads only the rows under
 * its own path; a console call only its white label's rows.
 */
export function createAgentsService(deps: AgentsServiceDeps) {
  const { db, audit } = deps;

  async function withCounts(
    on: Executor,
    merchantId: number,
    rows: repo.TreeRow[],
  ): Promise<AdminTreeMember[]> {
    const counts = await repo.teamCounts(on, merchantId, rows);
    return rows.map((r) => ({
      id: r.id,
      username: r.username,
      type: r.type,
      isAgent: isAgentType(r.type),
      status: r.status,
      uplineId: r.uplineId,
      depth: depthOf(r.treePath),
      directCount: counts.get(r.id)?.direct ?? 0,
      teamCount: counts.get(r.id)?.team ?? 0,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  async function rowOf(on: Executor, merchantId: number, id: number): Promise<repo.TreeRow> {
    const row = await repo.findTreeRow(on, merchantId, id);
    if (!row) throw new AppError('MEMBER_NOT_FOUND');
    return row;
  }

  /** A page of one member's direct downlines, or of the top agents (no upline). */
  async function tree(merchantId: number, query: AdminTreeQuery): Promise<Page<AdminTreeMember>> {
    const { pageNo, pageSize, offset } = pageArgs(query);
    if (query.parentId !== undefined) await rowOf(db, merchantId, query.parentId);
    const { rows, total } = await repo.listChildren(
      db,
      merchantId,
      { parentId: query.parentId, usernamePrefix: query.username },
      offset,
      pageSize,
    );
    return { list: await withCounts(db, merchantId, rows), total, pageNo, pageSize };
  }

  /** One member with the chain of its uplines, top first. */
  async function node(merchantId: number, id: number): Promise<AdminTreeNode> {
    const row = await rowOf(db, merchantId, id);
    const uplineIds = idsOf(row.treePath).slice(0, -1);
    const uplineRows = await repo.findTreeRows(db, merchantId, uplineIds);
    const byId = new Map(uplineRows.map((r) => [r.id, r]));
    const ordered = uplineIds.map((i) => byId.get(i)).filter((r) => r !== undefined);
    const [member, ...uplines] = await withCounts(db, merchantId, [row, ...ordered]);
    return { member: member!, uplines };
  }

  /** Makes a member an agent (or changes its agent type). Trial accounts never are. */
  async function makeAgent(
    actor: Actor,
    id: number,
    input: AdminMakeAgent,
  ): Promise<AdminTreeMember> {
    return db.transaction(async (tx) => {
      const row = await promoteIn(tx, audit, actor, id, input.type ?? 1);
      const [member] = await withCounts(tx, actor.merchantId, [row]);
      return member!;
    });
  }

  /**
   * Moves a member, with everyone under it, below another agent of the white label. Under the
   * white label's tree lock, so two moves at once cannot make a loop between them.
   */
  async function move(actor: Actor, id: number, input: AdminMoveMember): Promise<AdminMoveResult> {
    return db.transaction(async (tx) => {
      await repo.lockTree(tx, actor.merchantId);
      const row = await rowOf(tx, actor.merchantId, id);
      const upline = await rowOf(tx, actor.merchantId, input.uplineId);
      if (!isAgentType(upline.type)) throw new AppError('AGENT_UPLINE_NOT_AGENT');
      if (upline.treePath.startsWith(row.treePath)) throw new AppError('AGENT_MOVE_LOOP');
      let moved = 0;
      if (row.uplineId !== upline.id) {
        moved = await repo.moveSubtree(tx, actor.merchantId, row, upline);
        // Its contracts were with the old upline: they end (the new upline may offer its own).
        const contractsEnded = await endOnMove(tx, row.id);
        await audit.byActor(
          tx,
          actor,
          'agent.move',
          { type: 'member', id: row.id },
          {
            username: row.username,
            fromUplineId: row.uplineId,
            toUplineId: upline.id,
            toUpline: upline.username,
            moved,
            contractsEnded,
          },
        );
      }
      const [member] = await withCounts(tx, actor.merchantId, [
        await rowOf(tx, actor.merchantId, id),
      ]);
      return { member: member!, moved };
    });
  }

  /** An agent of the white label (the console's contract and hold calls). */
  async function agentRow(merchantId: number, id: number) {
    const row = await rowOf(db, merchantId, id);
    if (!isAgentType(row.type)) throw new AppError('MEMBER_NOT_AGENT');
    return row;
  }

  /** A page of the members under an agent (direct or at every depth), nearest first. */
  async function downlines(
    merchantId: number,
    agentId: number,
    query: DownlineQuery,
  ): Promise<Page<Downline>> {
    const { pageNo, pageSize, offset } = pageArgs(query);
    const agent = await rowOf(db, merchantId, agentId);
    const agentDepth = depthOf(agent.treePath);
    const { rows, total } = await repo.listDownlines(
      db,
      merchantId,
      agent,
      {
        direct: query.scope === 'direct',
        agentsOnly: query.kind === 'agents',
        usernamePrefix: query.username,
      },
      offset,
      pageSize,
    );
    const counts = await repo.teamCounts(db, merchantId, rows);
    const list = rows.map((r) => ({
      id: r.id,
      username: r.username,
      isAgent: isAgentType(r.type),
      status: r.status,
      level: depthOf(r.treePath) - agentDepth,
      upline: r.uplineUsername,
      teamCount: counts.get(r.id)?.team ?? 0,
      balance: formatAmount(r.balance ?? 0n),
      lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    }));
    return { list, total, pageNo, pageSize };
  }

  return { tree, node, makeAgent, move, downlines, agentRow };
}

export type AgentsService = ReturnType<typeof createAgentsService>;

/**
 * Puts a member (with its team) under an upline outside the console, for the demo seed: the same
 * locked move, no audit row (no operator acted). Does nothing when it would make a loop.
 */
export async function seedUpline(
  db: Db,
  merchantId: number,
  memberId: number,
  uplineId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await repo.lockTree(tx, merchantId);
    const rows = await repo.findTreeRows(tx, merchantId, [memberId, uplineId]);
    const member = rows.find((r) => r.id === memberId);
    const upline = rows.find((r) => r.id === uplineId);
    if (!member || !upline || member.uplineId === upline.id) return;
    if (upline.treePath.startsWith(member.treePath)) return;
    await repo.moveSubtree(tx, merchantId, member, upline);
  });
}

/**
 * Makes a member an agent of `type` inside the caller's transaction, audited with the change (the
 * console's make-agent and an approved affiliate application). Trial accounts never are.
 */
export async function promoteIn(
  tx: Executor,
  audit: AuditTrail,
  actor: Actor,
  id: number,
  type: number,
): Promise<repo.TreeRow> {
  const row = await repo.findTreeRow(tx, actor.merchantId, id);
  if (!row) throw new AppError('MEMBER_NOT_FOUND');
  if (row.type === MEMBER_TYPE.trial) throw new AppError('AGENT_TRIAL_REFUSED');
  if (row.type !== type) {
    await repo.setType(tx, row.id, type);
    await audit.byActor(
      tx,
      actor,
      'agent.promote',
      { type: 'member', id: row.id },
      { username: row.username, previousType: row.type, type },
    );
  }
  return { ...row, type };
}
