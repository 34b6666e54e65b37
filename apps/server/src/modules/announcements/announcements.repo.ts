import { and, asc, count, desc, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { announcements, members, sessions } from '../../db/schema/index.ts';

export type AnnouncementRow = typeof announcements.$inferSelect;
export type NewAnnouncement = typeof announcements.$inferInsert;

/** Most items a white label serves in one language (the cache holds them whole). */
export const SERVED_MAX = 500;

/**
 * The enabled items of a white label in one language whose window has not ended, in display
 * order (sequence, then newest). The start of the window is checked when serving.
 */
export async function listServed(db: Executor, merchantId: number, language: string, at: Date) {
  return db
    .select()
    .from(announcements)
    .where(
      and(
        eq(announcements.merchantId, merchantId),
        eq(announcements.language, language),
        eq(announcements.enabled, true),
        or(isNull(announcements.endAt), gt(announcements.endAt, at)),
      ),
    )
    .orderBy(asc(announcements.sequence), desc(announcements.id))
    .limit(SERVED_MAX);
}

export async function adminPage(
  db: Executor,
  merchantId: number,
  filter: { language?: string | undefined; type?: string | undefined },
  offset: number,
  limit: number,
) {
  const parts: SQL[] = [eq(announcements.merchantId, merchantId)];
  if (filter.language) parts.push(eq(announcements.language, filter.language));
  if (filter.type) parts.push(eq(announcements.type, filter.type));
  const where = and(...parts);
  const rows = await db
    .select()
    .from(announcements)
    .where(where)
    .orderBy(asc(announcements.language), asc(announcements.sequence), desc(announcements.id))
    .offset(offset)
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(announcements).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function insert(db: Executor, values: NewAnnouncement) {
  const [row] = await db.insert(announcements).values(values).returning();
  return row!;
}

/** Changes an item of this white label; undefined when it has no such item. */
export async function update(
  db: Executor,
  merchantId: number,
  id: number,
  values: Partial<NewAnnouncement>,
) {
  const [row] = await db
    .update(announcements)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(announcements.id, id), eq(announcements.merchantId, merchantId)))
    .returning();
  return row;
}

export async function remove(db: Executor, merchantId: number, id: number) {
  const [row] = await db
    .delete(announcements)
    .where(and(eq(announcements.id, id), eq(announcements.merchantId, merchantId)))
    .returning();
  return row;
}

/** Holds the white label's row until the transaction ends: one writer at a time. */
export async function lockMerchant(db: Executor, merchantId: number) {
  await db.execute(sql`select id from merchants where id = ${merchantId} for update`);
}

export async function countFor(db: Executor, merchantId: number, language: string) {
  const [row] = await db
    .select({ n: count() })
    .from(announcements)
    .where(and(eq(announcements.merchantId, merchantId), eq(announcements.language, language)));
  return Number(row?.n ?? 0);
}

/**
 * Whether this session is the one the member's first-time login opened: no earlier session of
 * the member, and opened within a minute of the recorded first login.
 */
export async function isFirstLoginSession(db: Executor, memberId: number, sessionId: number) {
  const [own] = await db
    .select({ createdAt: sessions.createdAt, firstLoginAt: members.firstLoginAt })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.memberId, memberId)));
  if (!own?.firstLoginAt) return false;
  if (Math.abs(own.createdAt.getTime() - own.firstLoginAt.getTime()) > 60_000) return false;
  const [earlier] = await db
    .select({ n: count() })
    .from(sessions)
    .where(and(eq(sessions.memberId, memberId), lt(sessions.id, sessionId)));
  return Number(earlier?.n ?? 0) === 0;
}
