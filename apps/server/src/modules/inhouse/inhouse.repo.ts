import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { fairSeeds, inhouseRounds } from '../../db/schema/index.ts';

export type SeedRow = typeof fairSeeds.$inferSelect;
export type RoundRow = typeof inhouseRounds.$inferSelect;

export async function activeSeed(db: Executor, memberId: number): Promise<SeedRow | undefined> {
  const [row] = await db
    .select()
    .from(fairSeeds)
    .where(and(eq(fairSeeds.memberId, memberId), isNull(fairSeeds.revealedAt)));
  return row;
}

/** The active pair, locked for this transaction (the nonce is taken under the lock). */
export async function lockActiveSeed(db: Executor, memberId: number): Promise<SeedRow | undefined> {
  const [row] = await db
    .select()
    .from(fairSeeds)
    .where(and(eq(fairSeeds.memberId, memberId), isNull(fairSeeds.revealedAt)))
    .for('update');
  return row;
}

/** Inserts an active pair unless one exists (two racing first visits create one). */
export async function insertSeed(db: Executor, values: typeof fairSeeds.$inferInsert) {
  await db.insert(fairSeeds).values(values).onConflictDoNothing();
}

export async function takeNonce(db: Executor, seedId: number): Promise<number> {
  const [row] = await db
    .update(fairSeeds)
    .set({ nonce: sql`${fairSeeds.nonce} + 1` })
    .where(eq(fairSeeds.id, seedId))
    .returning({ next: fairSeeds.nonce });
  return row!.next - 1;
}

export async function revealSeed(db: Executor, seedId: number, at: Date) {
  await db.update(fairSeeds).set({ revealedAt: at }).where(eq(fairSeeds.id, seedId));
}

export async function seedById(db: Executor, id: number): Promise<SeedRow | undefined> {
  const [row] = await db.select().from(fairSeeds).where(eq(fairSeeds.id, id));
  return row;
}

export async function lastRevealedSeed(
  db: Executor,
  memberId: number,
): Promise<SeedRow | undefined> {
  const [row] = await db
    .select()
    .from(fairSeeds)
    .where(and(eq(fairSeeds.memberId, memberId), sql`${fairSeeds.revealedAt} is not null`))
    .orderBy(desc(fairSeeds.revealedAt))
    .limit(1);
  return row;
}

export async function insertRound(db: Executor, values: typeof inhouseRounds.$inferInsert) {
  const [row] = await db.insert(inhouseRounds).values(values).onConflictDoNothing().returning();
  return row;
}

export async function roundByRequest(db: Executor, memberId: number, requestId: string) {
  const [row] = await db
    .select()
    .from(inhouseRounds)
    .where(and(eq(inhouseRounds.memberId, memberId), eq(inhouseRounds.requestId, requestId)));
  return row;
}

/** A round by its public reference (the verification page's only way in). */
export async function roundByRef(db: Executor, ref: string): Promise<RoundRow | undefined> {
  const [row] = await db.select().from(inhouseRounds).where(eq(inhouseRounds.ref, ref));
  return row;
}

export async function lockRound(db: Executor, id: number): Promise<RoundRow | undefined> {
  const [row] = await db.select().from(inhouseRounds).where(eq(inhouseRounds.id, id)).for('update');
  return row;
}

export async function openRound(db: Executor, memberId: number, game: string) {
  const [row] = await db
    .select()
    .from(inhouseRounds)
    .where(
      and(
        eq(inhouseRounds.memberId, memberId),
        eq(inhouseRounds.game, game),
        eq(inhouseRounds.status, 'OPEN'),
      ),
    )
    .limit(1);
  return row;
}

export async function updateRound(
  db: Executor,
  id: number,
  values: Partial<
    Pick<RoundRow, 'outcome' | 'payout' | 'multiplierScaled' | 'status' | 'settledAt' | 'params'>
  >,
) {
  const [row] = await db
    .update(inhouseRounds)
    .set(values)
    .where(eq(inhouseRounds.id, id))
    .returning();
  return row!;
}

export async function memberRounds(
  db: Executor,
  memberId: number,
  pageNo: number,
  pageSize: number,
) {
  const where = eq(inhouseRounds.memberId, memberId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(inhouseRounds)
      .where(where)
      .orderBy(desc(inhouseRounds.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize),
    db.select({ n: count() }).from(inhouseRounds).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
