import type { AuditEntry, Page } from '@portal/contracts/admin';
import type { Db } from '../../db/client.ts';
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

export type AuditTrail = ReturnType<typeof createAuditTrail>;

/** The append-only audit log: one row per operator action. */
export function createAuditTrail(deps: { db: Db }) {
  /** Appends one row. */
  async function record(entry: AuditRecord): Promise<void> {
    await repo.insertAudit(deps.db, {
      merchantId: entry.merchantId,
      operatorId: entry.operatorId,
      action: entry.action,
      targetType: entry.targetType ?? null,
      targetId: entry.targetId === undefined ? null : String(entry.targetId),
      details: entry.details ?? {},
      ip: entry.ip,
    });
  }

  /** Appends a row for an action an operator took. */
  function byActor(
    actor: Actor,
    action: string,
    target?: { type: string; id: string | number },
    details?: Record<string, unknown>,
  ): Promise<void> {
    return record({
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

  return {
    record,
    byActor,
    page,
  };
}
