import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { operatorSessions, operators } from '../../db/schema/index.ts';

/** SQL of operator account management; every statement is scoped to one white label. */

export type OperatorRow = typeof operators.$inferSelect;

export function listOperators(db: Executor, merchantId: number): Promise<OperatorRow[]> {
  return db
    .select()
    .from(operators)
    .where(eq(operators.merchantId, merchantId))
    .orderBy(asc(operators.usernameKey));
}

/** One operator of the white label, row locked for the change. */
export async function lockOperator(
  db: Executor,
  merchantId: number,
  id: number,
): Promise<OperatorRow | undefined> {
  const [row] = await db
    .select()
    .from(operators)
    .where(and(eq(operators.merchantId, merchantId), eq(operators.id, id)))
    .for('update');
  return row;
}

/** The white label's active owners, rows locked: two owners cannot demote each other at once. */
export async function lockActiveOwners(db: Executor, merchantId: number): Promise<number[]> {
  const rows = await db
    .select({ id: operators.id })
    .from(operators)
    .where(
      and(
        eq(operators.merchantId, merchantId),
        eq(operators.role, 'owner'),
        eq(operators.status, 'ACTIVE'),
      ),
    )
    .orderBy(asc(operators.id))
    .for('update');
  return rows.map((r) => r.id);
}

/** Inserts an operator; undefined when the name is taken in the white label. */
export async function insertOperator(
  db: Executor,
  values: typeof operators.$inferInsert,
): Promise<OperatorRow | undefined> {
  const [row] = await db.insert(operators).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateOperator(
  db: Executor,
  id: number,
  values: Partial<
    Pick<
      OperatorRow,
      'status' | 'role' | 'passwordHash' | 'totpSecret' | 'totpConfirmedAt' | 'totpLastStep'
    >
  >,
): Promise<OperatorRow> {
  const [row] = await db.update(operators).set(values).where(eq(operators.id, id)).returning();
  return row!;
}

/** Ends every live session of the operator; answers how many. */
export async function revokeOperatorSessions(
  db: Executor,
  operatorId: number,
  at: Date,
): Promise<number> {
  const rows = await db
    .update(operatorSessions)
    .set({ revokedAt: at })
    .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)))
    .returning({ id: operatorSessions.id });
  return rows.length;
}
