import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  authTickets,
  captchas,
  loginAttempts,
  memberIps,
  serverSecrets,
  usedNonces,
} from '../../db/schema/index.ts';

export type TicketRow = typeof authTickets.$inferSelect;

/** The stored secret of that name, created by the first node that asks. */
export async function getOrCreateSecret(
  db: Executor,
  name: string,
  create: () => string,
): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: create() }).onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  return row!.value;
}

/** Records a single-use value; false when it was seen before (a replay). */
export async function claimNonce(db: Executor, nonce: string, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .insert(usedNonces)
    .values({ nonce, expiresAt })
    .onConflictDoNothing()
    .returning({ nonce: usedNonces.nonce });
  return rows.length === 1;
}

/** Deletes what can no longer be used: old nonces, captchas and tickets. */
export async function pruneExpired(db: Executor, now: Date): Promise<void> {
  await db.delete(usedNonces).where(lt(usedNonces.expiresAt, now));
  await db.delete(captchas).where(lt(captchas.expiresAt, now));
  await db
    .delete(authTickets)
    .where(lt(authTickets.expiresAt, new Date(now.getTime() - 86_400_000)));
}

export async function saveCaptcha(
  db: Executor,
  values: typeof captchas.$inferInsert,
): Promise<void> {
  await db
    .insert(captchas)
    .values(values)
    .onConflictDoUpdate({
      target: captchas.key,
      set: {
        answerHash: values.answerHash,
        expiresAt: values.expiresAt,
        merchantId: values.merchantId,
      },
    });
}

/** Removes and returns the captcha under this key: an answer is checked once. */
export async function takeCaptcha(db: Executor, key: string, merchantId: number, now: Date) {
  const rows = await db
    .delete(captchas)
    .where(and(eq(captchas.key, key), eq(captchas.merchantId, merchantId)))
    .returning();
  const row = rows[0];
  return row && row.expiresAt.getTime() > now.getTime() ? row : undefined;
}

export async function insertTicket(
  db: Executor,
  values: typeof authTickets.$inferInsert,
): Promise<void> {
  await db.insert(authTickets).values(values);
}

export async function findLiveTicket(db: Executor, tokenHash: Buffer, kind: string, now: Date) {
  const [row] = await db
    .select()
    .from(authTickets)
    .where(
      and(
        eq(authTickets.tokenHash, tokenHash),
        eq(authTickets.kind, kind),
        isNull(authTickets.consumedAt),
        gt(authTickets.expiresAt, now),
      ),
    );
  return row;
}

/**
 * Claims one try with a live ticket of this white label and address, in one statement: counted
 * and allowed only while unused, unexpired and under `maxTries`. Undefined when refused.
 */
export async function claimTicketTry(
  db: Executor,
  key: { tokenHash: Buffer; kind: string; merchantId: number; ip: string },
  maxTries: number,
  now: Date,
): Promise<TicketRow | undefined> {
  const [row] = await db
    .update(authTickets)
    .set({ attempts: sql`${authTickets.attempts} + 1` })
    .where(
      and(
        eq(authTickets.tokenHash, key.tokenHash),
        eq(authTickets.kind, key.kind),
        eq(authTickets.merchantId, key.merchantId),
        eq(authTickets.ip, key.ip),
        lt(authTickets.attempts, maxTries),
        isNull(authTickets.consumedAt),
        gt(authTickets.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

export async function consumeTicket(db: Executor, tokenHash: Buffer, now: Date): Promise<boolean> {
  const rows = await db
    .update(authTickets)
    .set({ consumedAt: now })
    .where(and(eq(authTickets.tokenHash, tokenHash), isNull(authTickets.consumedAt)))
    .returning({ kind: authTickets.kind });
  return rows.length === 1;
}

export async function recordAttempt(db: Executor, values: typeof loginAttempts.$inferInsert) {
  await db.insert(loginAttempts).values(values);
}

/** Failed logins from an address since a time (what decides the address's captcha). */
export async function countIpFailures(db: Executor, ip: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.ip, ip),
        eq(loginAttempts.success, false),
        gt(loginAttempts.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

export function listAttempts(db: Executor, memberId: number, limit = 50) {
  return db
    .select()
    .from(loginAttempts)
    .where(eq(loginAttempts.memberId, memberId))
    .orderBy(desc(loginAttempts.id))
    .limit(limit);
}

/** Whether the member has logged in from this address before, and from any at all. */
export async function knownIp(db: Executor, memberId: number, ip: string) {
  const rows = await db
    .select({ ip: memberIps.ip })
    .from(memberIps)
    .where(eq(memberIps.memberId, memberId))
    .limit(1000);
  return { seen: rows.some((r) => r.ip === ip), any: rows.length > 0 };
}

export async function rememberIp(db: Executor, memberId: number, ip: string, at: Date) {
  await db
    .insert(memberIps)
    .values({ memberId, ip, firstSeenAt: at, lastSeenAt: at })
    .onConflictDoUpdate({ target: [memberIps.memberId, memberIps.ip], set: { lastSeenAt: at } });
}
