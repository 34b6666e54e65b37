import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { gameVendors, vendorTransfers } from '../../db/schema/index.ts';

export type VendorTransferRow = typeof vendorTransfers.$inferSelect;
export type TransferState = 'PENDING' | 'SUCCESS' | 'FAILED';

/** How a vendor of the white label holds money (SEAMLESS, TRANSFER, INHOUSE), if it exists. */
export async function vendorWallet(db: Executor, merchantId: number, code: string) {
  const [row] = await db
    .select({ wallet: gameVendors.wallet })
    .from(gameVendors)
    .where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.code, code)))
    .limit(1);
  return row?.wallet;
}

/** The transfer a member's request key already names, if any. */
export async function findByKey(db: Executor, memberId: number, requestKey: string) {
  const [row] = await db
    .select()
    .from(vendorTransfers)
    .where(and(eq(vendorTransfers.memberId, memberId), eq(vendorTransfers.requestKey, requestKey)))
    .limit(1);
  return row;
}

/**
 * Records a new transfer; undefined when the key is already taken (a concurrent twin committed
 * it first: the caller reads that one).
 */
export async function insert(db: Executor, values: typeof vendorTransfers.$inferInsert) {
  const [row] = await db.insert(vendorTransfers).values(values).onConflictDoNothing().returning();
  return row;
}

/** Locks one transfer (FOR UPDATE): its settlement is decided once. */
export async function lock(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(vendorTransfers)
    .where(eq(vendorTransfers.id, id))
    .for('update');
  return row;
}

export async function finish(
  db: Executor,
  id: number,
  values: { state: 'SUCCESS' | 'FAILED'; vendorStatus: string; vendorBalance: bigint | null },
) {
  await db
    .update(vendorTransfers)
    .set({ ...values, resolvedAt: sql`now()` })
    .where(eq(vendorTransfers.id, id));
}

/** Leaves a transfer PENDING and says when to ask the vendor again. */
export async function postpone(db: Executor, id: number, vendorStatus: string, nextCheckAt: Date) {
  await db
    .update(vendorTransfers)
    .set({ vendorStatus, nextCheckAt, attempts: sql`${vendorTransfers.attempts} + 1` })
    .where(eq(vendorTransfers.id, id));
}

/**
 * Takes the PENDING transfers whose check is due and moves their next check on (5 s doubling
 * per attempt, at most 10 minutes), so another node or the next pass leaves them alone meanwhile.
 */
export async function claimDue(db: Executor, now: Date, limit: number) {
  const due = db
    .select({ id: vendorTransfers.id })
    .from(vendorTransfers)
    .where(and(eq(vendorTransfers.state, 'PENDING'), lte(vendorTransfers.nextCheckAt, now)))
    .orderBy(asc(vendorTransfers.nextCheckAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(vendorTransfers)
    .set({
      nextCheckAt: sql`${now.toISOString()}::timestamptz + least(interval '5 seconds' * power(2, least(${vendorTransfers.attempts}, 10)), interval '10 minutes')`,
    })
    .where(sql`${vendorTransfers.id} in ${due}`)
    .returning();
}

export async function countPending(db: Executor, merchantId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(vendorTransfers)
    .where(and(eq(vendorTransfers.merchantId, merchantId), eq(vendorTransfers.state, 'PENDING')));
  return row?.n ?? 0;
}
