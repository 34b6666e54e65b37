import { and, count, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { auditLog, operatorSessions, operators } from '../../db/schema/index.ts';

export type OperatorRow = typeof operators.$inferSelect;
export type OperatorSessionRow = typeof operatorSessions.$inferSelect;
export type AuditInsert = typeof auditLog.$inferInsert;

export async function findOperator(
  db: Executor,
  merchantId: number,
  usernameKey: string,
): Promise<OperatorRow | undefined> {
  const [row] = await db
    .select()
    .from(operators)
    .where(and(eq(operators.merchantId, merchantId), eq(operators.usernameKey, usernameKey)));
  return row;
}

/** Stores a pending authenticator secret unless one is already bound. */
export async function setPendingTotpSecret(
  db: Executor,
  id: number,
  secret: string,
): Promise<void> {
  await db
    .update(operators)
    .set({ totpSecret: secret })
    .where(and(eq(operators.id, id), isNull(operators.totpConfirmedAt)));
}

/** Binds the pending secret; false when it was bound already (the binding never changes). */
export async function confirmTotp(db: Executor, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(operators)
    .set({ totpConfirmedAt: at })
    .where(and(eq(operators.id, id), isNull(operators.totpConfirmedAt)))
    .returning({ id: operators.id });
  return rows.length === 1;
}

/** Records an authenticator step as used; false when it (or a later one) was used already. */
export async function claimTotpStep(db: Executor, id: number, step: number): Promise<boolean> {
  const rows = await db
    .update(operators)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(operators.id, id),
        or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step)),
      ),
    )
    .returning({ id: operators.id });
  return rows.length === 1;
}

export async function markLogin(db: Executor, id: number, at: Date): Promise<void> {
  await db.update(operators).set({ lastLoginAt: at }).where(eq(operators.id, id));
}

export async function insertSession(
  db: Executor,
  values: typeof operatorSessions.$inferInsert,
): Promise<number> {
  const [row] = await db
    .insert(operatorSessions)
    .values(values)
    .returning({ id: operatorSessions.id });
  return row!.id;
}

/** A live (not revoked) console session and its operator, by token hash. */
export async function findSessionByTokenHash(db: Executor, tokenHash: Buffer) {
  const [row] = await db
    .select({ session: operatorSessions, operator: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(and(eq(operatorSessions.tokenHash, tokenHash), isNull(operatorSessions.revokedAt)));
  return row;
}

export async function touchSession(db: Executor, id: number, at: Date): Promise<void> {
  await db.update(operatorSessions).set({ lastSeenAt: at }).where(eq(operatorSessions.id, id));
}

export async function revokeSession(db: Executor, id: number, at: Date): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: at })
    .where(and(eq(operatorSessions.id, id), isNull(operatorSessions.revokedAt)));
}

export async function insertAudit(db: Executor, values: AuditInsert): Promise<void> {
  await db.insert(auditLog).values(values);
}

/** One page of a white label's audit log with operator names, newest first. */
export async function pageAudit(
  db: Executor,
  merchantId: number,
  action: string | undefined,
  offset: number,
  limit: number,
) {
  const where = action
    ? and(eq(auditLog.merchantId, merchantId), eq(auditLog.action, action))
    : eq(auditLog.merchantId, merchantId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, operator: operators.username })
      .from(auditLog)
      .leftJoin(operators, eq(operators.id, auditLog.operatorId))
      .where(where)
      .orderBy(desc(auditLog.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
