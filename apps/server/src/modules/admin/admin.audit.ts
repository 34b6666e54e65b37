import type { AuditEntry, Page } from '@portal/contracts/admin';
import type { Db, Executor } from '../../db/client.ts';
import * as repo from './admin.repo.ts';

/** Who did something in the console, from where. */
export interface Actor {
  operatorId: number;
  merchantId: number;
  username: string;
  role: string;
  ip: string;
}

export interface AuditRecord {
  merchantId: number;
  operatorId: number | null;
  action: string;
  targetType?: string | undefined;
  targetId?: string | number | undefined;
  /** Never passwords, codes, secrets or tokens. */
  details?: Record<string, unknown>;
  ip: string;
}

export interface AuditTarget {
  type: string;
  id: string | number;
}

/**
 * Writes one audit row for an operator on `on`: the transaction of the change it records, so
 * the change and its row commit together (and a failed insert rolls the change back).
 */
export type ActorAudit = (
  on: Executor,
  action: string,
  target?: AuditTarget,
  details?: Record<string, unknown>,
) => Promise<void>;

export type AuditTrail = ReturnType<typeof createAuditTrail>;

/**
 * The append-only audit log: one row per operator action. Every write names its executor: a
 * change passes its own transaction; only events that change nothing else (a failed sign-in)
 * write on the pool.
 */
export function createAuditTrail(deps: { db: Db }) {
  /** Appends one row on `on` (the change's transaction, or `db` for a standalone event). */
  async function record(on: Executor, entry: AuditRecord): Promise<void> {
    await repo.insertAudit(on, {
      merchantId: entry.merchantId,
      operatorId: entry.operatorId,
      action: entry.action,
      targetType: entry.targetType ?? null,
      targetId: entry.targetId === undefined ? null : String(entry.targetId),
      details: entry.details ?? {},
      ip: entry.ip,
    });
  }

  /** Appends a row for an action an operator took, on the change's transaction. */
  function byActor(
    on: Executor,
    actor: Actor,
    action: string,
    target?: AuditTarget,
    details?: Record<string, unknown>,
  ): Promise<void> {
    return record(on, {
      merchantId: actor.merchantId,
      operatorId: actor.operatorId,
      action,
      targetType: target?.type,
      targetId: target?.id,
      details: details ?? {},
      ip: actor.ip,
    });
  }

  /** One page of the log, newest first. Reading it is not itself recorded. */
  async function page(
    merchantId: number,
    query: { action?: string | undefined; pageNo: number; pageSize: number },
  ): Promise<Page<AuditEntry>> {
    const { rows, total } = await repo.pageAudit(
      deps.db,
      merchantId,
      query.action || undefined,
      (query.pageNo - 1) * query.pageSize,
      query.pageSize,
    );
    return {
      list: rows.map(({ entry, operator }) => ({
        id: entry.id,
        operator,
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId,
        details: entry.details,
        ip: entry.ip,
        createdAt: entry.createdAt.toISOString(),
      })),
      total,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  /** `byActor` bound to one operator, for a service to call inside its transaction. */
  function of(actor: Actor): ActorAudit {
    return (on, action, target, details) => byActor(on, actor, action, target, details);
  }

  return {
    record,
    byActor,
    of,
    page,
  };
}
