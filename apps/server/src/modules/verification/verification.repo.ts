import { and, count, desc, eq, gt, gte, ilike, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { outbox, verificationCodes } from '../../db/schema/index.ts';
import { likeLiteral } from '../../lib/sql-like.ts';

export type CodeRow = typeof verificationCodes.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;

export async function countSendsSince(
  db: Executor,
  merchantId: number,
  channel: string,
  target: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.merchantId, merchantId),
        eq(verificationCodes.channel, channel),
        eq(verificationCodes.target, target),
        gte(verificationCodes.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

export async function insertCode(db: Executor, values: typeof verificationCodes.$inferInsert) {
  await db.insert(verificationCodes).values(values);
}

/** The newest unconsumed code for this purpose and target (older ones are superseded). */
export async function findLatestCode(
  db: Executor,
  merchantId: number,
  channel: string,
  purpose: string,
  target: string,
): Promise<CodeRow | undefined> {
  const rows = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.merchantId, merchantId),
        eq(verificationCodes.channel, channel),
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.target, target),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  return rows[0];
}

/**
 * Claims one try at the newest live code for this purpose and target, in one statement: the try
 * is counted and allowed only while the code is unused, unexpired and under `maxTries`, so of
 * many parallel guesses at most `maxTries` are ever compared. Undefined when none may be checked.
 */
export async function claimTry(
  db: Executor,
  key: { merchantId: number; channel: string; purpose: string; target: string },
  maxTries: number,
  now: Date,
): Promise<CodeRow | undefined> {
  const newest = db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.merchantId, key.merchantId),
        eq(verificationCodes.channel, key.channel),
        eq(verificationCodes.purpose, key.purpose),
        eq(verificationCodes.target, key.target),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, newest),
        lt(verificationCodes.attempts, maxTries),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** Marks a code used; false when another request used it first. */
export async function consumeCode(db: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}

export async function insertOutbox(db: Executor, values: typeof outbox.$inferInsert) {
  await db.insert(outbox).values(values);
}

export function listOutbox(
  db: Executor,
  merchantId: number,
  recipient: string | undefined,
  limit: number,
): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outbox)
    .where(
      recipient
        ? and(eq(outbox.merchantId, merchantId), eq(outbox.recipient, recipient))
        : eq(outbox.merchantId, merchantId),
    )
    .orderBy(desc(outbox.id))
    .limit(limit);
}

/** One page of the outbox, newest first; `recipient` matches any part of the address. */
export async function pageOutbox(
  db: Executor,
  merchantId: number,
  recipient: string | undefined,
  offset: number,
  limit: number,
  state?: string,
): Promise<{ rows: OutboxRow[]; total: number }> {
  const where = and(
    eq(outbox.merchantId, merchantId),
    recipient ? ilike(outbox.recipient, `%${likeLiteral(recipient)}%`) : undefined,
    state ? eq(outbox.state, state) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(outbox).where(where).orderBy(desc(outbox.id)).offset(offset).limit(limit),
    db.select({ n: count() }).from(outbox).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
