import type { Page } from '@portal/contracts/admin';
import type { AdminBetException, AdminBetExceptionQuery } from '@portal/contracts/admin-bets';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, AuditTrail } from '../admin/admin.audit.ts';
import { can } from '../admin/admin.policy.ts';
import * as repo from './exceptions.repo.ts';

export type BetExceptionService = ReturnType<typeof createBetExceptionService>;

/** An operator's reach: their white label, plus rows of none if their role sees all. */
const scopeOf = (actor: Actor): repo.Scope => ({
  merchantId: actor.merchantId,
  unassigned: can(actor.role, 'bets.reviewUnassigned'),
});

const viewOf = (row: repo.BetExceptionRow): AdminBetException => ({
  id: row.id,
  unassigned: row.merchantId === null,
  vendor: row.vendor,
  source: row.source,
  vendorBetId: row.vendorBetId,
  kind: row.kind,
  detail: row.detail as Record<string, unknown>,
  createdAt: row.createdAt.toISOString(),
  resolvedAt: row.resolvedAt?.toISOString() ?? null,
});

/**
 * Bet exceptions in the console: what the bet path could not record as it came, listed for the
 * operator's white label, and resolved once looked at (audited with the change).
 */
export function createBetExceptionService(deps: { db: Db; audit: AuditTrail; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

  /** One page of the exceptions the operator may see, newest first. */
  async function list(
    actor: Actor,
    query: AdminBetExceptionQuery,
  ): Promise<Page<AdminBetException>> {
    const { rows, total } = await repo.pageExceptions(
      deps.db,
      scopeOf(actor),
      query.state,
      (query.pageNo - 1) * query.pageSize,
      query.pageSize,
    );
    return { list: rows.map(viewOf), total, pageNo: query.pageNo, pageSize: query.pageSize };
  }

  /** Marks an exception resolved; one the operator may not see is not found. Audited. */
  async function resolve(actor: Actor, id: number): Promise<AdminBetException> {
    const row = await deps.db.transaction(async (tx) => {
      const current = await repo.lockException(tx, scopeOf(actor), id);
      if (!current) throw new AppError('BET_EXCEPTION_NOT_FOUND');
      const resolved = await repo.markResolved(tx, id, now());
      if (!resolved) throw new AppError('BET_EXCEPTION_RESOLVED');
      await deps.audit.byActor(
        tx,
        actor,
        'bets.exception.resolve',
        { type: 'bet_exception', id },
        {
          vendor: resolved.vendor,
          vendorBetId: resolved.vendorBetId,
          kind: resolved.kind,
          unassigned: resolved.merchantId === null,
        },
      );
      return resolved;
    });
    return viewOf(row);
  }

  return { list, resolve };
}
