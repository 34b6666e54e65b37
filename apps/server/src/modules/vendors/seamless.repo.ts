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

/** Claims a vendor transaction id; false when it was recorded before (the caller re-reads it). */
export async function claimProviderTx(
  db: Executor,
  values: typeof providerTransactions.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(providerTransactions)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: providerTransactions.id });
  return rows.length === 1;
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
 * Adds a stake to the round's bet row (created on the first bet); undefined when the round is
 * already over.
 */
export async function addStake(db: Executor, values: typeof bets.$inferInsert) {
  const [row] = await db
    .insert(bets)
    .values({ ...values, status: 'OPEN' })
    .onConflictDoUpdate({
      target: [bets.merchantId, bets.vendor, bets.vendorBetId],
      set: { stake: sql`${bets.stake} + excluded.stake` },
      setWhere: sql`${bets.status} = 'OPEN' and ${bets.memberId} = excluded.member_id`,
    })
    .returning({ id: bets.id });
  return row?.id;
}

export async function addPayout(db: Executor, id: number, amount: bigint) {
  await db
    .update(bets)
    .set({ payout: sql`${bets.payout} + ${amount}` })
    .where(eq(bets.id, id));
}

/** Takes a rolled-back stake off the round; a round left with no stake is cancelled. */
export async function removeStake(db: Executor, id: number, amount: bigint, at: Date) {
  const [row] = await db
    .update(bets)
    .set({
      stake: sql`${bets.stake} - ${amount}`,
      status: sql`case when ${bets.stake} - ${amount} = 0 and ${bets.payout} = 0 then 'ROLLED_BACK' else ${bets.status} end`,
      settledAt: sql`case when ${bets.stake} - ${amount} = 0 and ${bets.payout} = 0 then ${at.toISOString()}::timestamptz else ${bets.settledAt} end`,
    })
    .where(eq(bets.id, id))
    .returning({ status: bets.status });
  return row?.status;
}

/** Closes an open round: its stake becomes the valid bet. The settled row, or undefined. */
export async function settleRound(db: Executor, id: number, at: Date) {
  const [row] = await db
    .update(bets)
    .set({ status: 'SETTLED', validBet: sql`${bets.stake}`, settledAt: at })
    .where(and(eq(bets.id, id), eq(bets.status, 'OPEN')))
    .returning({ validBet: bets.validBet, memberId: bets.memberId });
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
