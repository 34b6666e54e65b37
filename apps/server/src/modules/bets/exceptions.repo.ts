import { and, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { betExceptions } from '../../db/schema/index.ts';

export type BetExceptionRow = typeof betExceptions.$inferSelect;

/** Whose exceptions an operator sees: their white label's, and unassigned ones if allowed. */
export interface Scope {
  merchantId: number;
  unassigned: boolean;
}

function scoped(scope: Scope): SQL | undefined {
  return scope.unassigned
    ? or(eq(betExceptions.merchantId, scope.merchantId), isNull(betExceptions.merchantId))
    : eq(betExceptions.merchantId, scope.merchantId);
}

/** One page of the exceptions in scope, newest first. */
export async function pageExceptions(
  db: Executor,
  scope: Scope,
  state: 'OPEN' | 'RESOLVED' | 'ALL',
  offset: number,
  limit: number,
) {
  const where = and(
    scoped(scope),
    state === 'OPEN'
      ? isNull(betExceptions.resolvedAt)
      : state === 'RESOLVED'
        ? isNotNull(betExceptions.resolvedAt)
        : undefined,
  );
  const rows = await db
    .select()
    .from(betExceptions)
    .where(where)
    .orderBy(desc(betExceptions.createdAt), desc(betExceptions.id))
    .limit(limit)
    .offset(offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(betExceptions)
    .where(where);
  return { rows, total: count?.n ?? 0 };
}

/** The exception with this id in scope, locked for the change; undefined when none. */
export async function lockException(
  tx: Executor,
  scope: Scope,
  id: number,
): Promise<BetExceptionRow | undefined> {
  const [row] = await tx
    .select()
    .from(betExceptions)
    .where(and(eq(betExceptions.id, id), scoped(scope)))
    .for('update');
  return row;
}

/** Marks an open exception resolved; undefined when it was resolved already. */
export async function markResolved(
  tx: Executor,
  id: number,
  at: Date,
): Promise<BetExceptionRow | undefined> {
  const [row] = await tx
    .update(betExceptions)
    .set({ resolvedAt: at })
    .where(and(eq(betExceptions.id, id), isNull(betExceptions.resolvedAt)))
    .returning();
  return row;
}
