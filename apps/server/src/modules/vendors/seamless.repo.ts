import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bets, gameSessions, providerTransactions, sessions } from '../../db/schema/index.ts';

export type ProviderTxRow = typeof providerTransactions.$inferSelect;
export type BetRow = typeof bets.$inferSelect;

export async function findProviderTx(
  db: Executor,
  merchantId: number,
  vendor: string,
  transactionId: string,
): Promise<ProviderTxRow | undefined> {
  const [row] = await db
    .select()
    .from(providerTransactions)
    .where(
      and(
        eq(providerTransactions.merchantId, merchantId),
        eq(providerTransactions.vendor, vendor),
        eq(providerTransactions.transactionId, transactionId),
      ),
    );
  return row;
}

/**
 * Waits for, and holds until the transaction ends, the lock of one vendor transaction id or bet
 * row (`bet_key_lock`, migration 0018): the tables are partitioned by month, so no unique index
 * stops a second row of the same id at another time; the lock before the lookup does.
 */
async function lockKey(db: Executor, merchantId: number, vendor: string, key: string) {
  await db.execute(sql`select bet_key_lock(${merchantId}, ${vendor}, ${key})`);
}

/** Claims a vendor transaction id; false when it was recorded before (the caller re-reads it). */
export async function claimProviderTx(
  db: Executor,
  values: typeof providerTransactions.$inferInsert,
): Promise<boolean> {
  await lockKey(db, values.merchantId, values.vendor, `tx:${values.transactionId}`);
  if (await findProviderTx(db, values.merchantId, values.vendor, values.transactionId)) {
    return false;
  }
  await db.insert(providerTransactions).values(values);
  return true;
}

export async function setProviderTx(
  db: Executor,
  key: { merchantId: number; vendor: string; transactionId: string },
  values: Partial<Pick<ProviderTxRow, 'status' | 'response'>>,
) {
  await db
    .update(providerTransactions)
    .set(values)
    .where(
      and(
        eq(providerTransactions.merchantId, key.merchantId),
        eq(providerTransactions.vendor, key.vendor),
        eq(providerTransactions.transactionId, key.transactionId),
      ),
    );
}

export async function findRound(db: Executor, merchantId: number, vendor: string, roundId: string) {
  const [row] = await db
    .select()
    .from(bets)
    .where(
      and(eq(bets.merchantId, merchantId), eq(bets.vendor, vendor), eq(bets.vendorBetId, roundId)),
    );
  return row;
}

/**
 * Takes a rolled-back stake off an open round; a round left with no stake is rolled back.
 * Undefined when the round is no longer open (it ended meanwhile).
 */
export async function removeStake(db: Executor, id: number, amount: bigint, at: Date) {
  const [row] = await db
    .update(bets)
    .set({
      stake: sql`${bets.stake} - ${amount}`,
      status: sql`case when ${bets.stake} - ${amount} = 0 and ${bets.payout} = 0 then 'ROLLED_BACK' else ${bets.status} end`,
      settledAt: sql`case when ${bets.stake} - ${amount} = 0 and ${bets.payout} = 0 then ${at.toISOString()}::timestamptz else ${bets.settledAt} end`,
    })
    .where(and(eq(bets.id, id), eq(bets.status, 'OPEN')))
    .returning({ status: bets.status });
  return row?.status;
}

/** Closes an open round: its stake becomes the valid bet. The settled row, or undefined. */
export async function settleRound(db: Executor, id: number, at: Date) {
  const [row] = await db
    .update(bets)
    .set({ status: 'SETTLED', validBet: sql`${bets.stake}`, settledAt: at })
    .where(and(eq(bets.id, id), eq(bets.status, 'OPEN')))
    .returning({ validBet: bets.validBet, memberId: bets.memberId, category: bets.category });
  return row;
}

/** A launch token's game session, with whether its portal session is still live. */
export async function findGameSession(db: Executor, tokenHash: Buffer) {
  const [row] = await db
    .select({
      game: gameSessions,
      sessionRevoked: sessions.revokedAt,
    })
    .from(gameSessions)
    .leftJoin(sessions, eq(sessions.id, gameSessions.sessionId))
    .where(eq(gameSessions.tokenHash, tokenHash));
  return row;
}

/** One row of `seamless_batch`: call `idx`'s outcome (migration 0018). */
export interface SeamlessBatchRow {
  idx: number;
  outcome: string;
  balance: string | number | null;
  reference: string | number | null;
  r_call: string | null;
  r_hash: string | null;
  r_status: string | null;
  r_response: unknown;
}

/** Runs bet and win calls (a JSON array, see seamless-calls.ts) in one statement. */
export async function runSeamlessBatch(db: Executor, calls: string) {
  const result = await db.execute(sql`select * from seamless_batch(${calls}::jsonb)`);
  return (result as { rows: SeamlessBatchRow[] }).rows;
}
