import { and, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { members, sessions } from '../../db/schema/index.ts';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(db: Executor, values: typeof sessions.$inferInsert) {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return row!.id;
}

/**
 * Live (not revoked) sessions and who holds them, by token hash, for several tokens in one
 * statement: only what every guarded call needs (mapping the whole member row was a third of a
 * guarded call's database time).
 */
export async function findByTokenHashes(db: Executor, tokenHashes: Buffer[]) {
  return db
    .select({
      tokenHash: sessions.tokenHash,
      session: {
        id: sessions.id,
        merchantId: sessions.merchantId,
        area: sessions.area,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
      },
      member: {
        id: members.id,
        merchantId: members.merchantId,
        username: members.username,
        type: members.type,
        status: members.status,
        mustChangePassword: members.mustChangePassword,
      },
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(inArray(sessions.tokenHash, tokenHashes), isNull(sessions.revokedAt)));
}

export type SessionHolder = Omit<
  Awaited<ReturnType<typeof findByTokenHashes>>[number],
  'tokenHash'
>;

export async function touch(db: Executor, id: number, at: Date) {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
}

/** Ends one live session; returns its member when it was live. */
export async function revoke(
  db: Executor,
  id: number,
  at: Date,
  reason: string,
): Promise<number | undefined> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
    .returning({ memberId: sessions.memberId });
  return rows[0]?.memberId;
}

/** Ends every live session of a member, except one when given; returns the ids that ended. */
export async function revokeAllForMember(
  db: Executor,
  memberId: number,
  at: Date,
  reason: string,
  exceptId?: number,
): Promise<number[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(
      and(
        eq(sessions.memberId, memberId),
        isNull(sessions.revokedAt),
        exceptId === undefined ? undefined : ne(sessions.id, exceptId),
      ),
    )
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

export function listForMember(db: Executor, memberId: number, limit = 50) {
  return db
    .select()
    .from(sessions)
    .where(eq(sessions.memberId, memberId))
    .orderBy(desc(sessions.id))
    .limit(limit);
}
