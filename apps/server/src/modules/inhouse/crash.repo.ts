import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  bets,
  crashBets,
  crashChains,
  crashRounds,
  games,
  members,
  merchants,
} from '../../db/schema/index.ts';

export type CrashRoundRow = typeof crashRounds.$inferSelect;
export type CrashBetRow = typeof crashBets.$inferSelect;
export type CrashChainRow = typeof crashChains.$inferSelect;

export async function findChain(db: Executor, merchantId: number) {
  const [row] = await db.select().from(crashChains).where(eq(crashChains.merchantId, merchantId));
  return row;
}

export async function insertChain(db: Executor, values: typeof crashChains.$inferInsert) {
  await db.insert(crashChains).values(values).onConflictDoNothing();
}

export async function latestRound(db: Executor, merchantId: number) {
  const [row] = await db
    .select()
    .from(crashRounds)
    .where(eq(crashRounds.merchantId, merchantId))
    .orderBy(desc(crashRounds.roundNumber))
    .limit(1);
  return row;
}

export async function roundByNumber(db: Executor, merchantId: number, roundNumber: number) {
  const [row] = await db
    .select()
    .from(crashRounds)
    .where(and(eq(crashRounds.merchantId, merchantId), eq(crashRounds.roundNumber, roundNumber)));
  return row;
}

export async function insertRound(db: Executor, values: typeof crashRounds.$inferInsert) {
  await db.insert(crashRounds).values(values).onConflictDoNothing();
}

export async function setRound(
  db: Executor,
  id: number,
  values: Partial<Pick<CrashRoundRow, 'phase' | 'crashedAt'>>,
) {
  await db.update(crashRounds).set(values).where(eq(crashRounds.id, id));
}

export function crashHistory(db: Executor, merchantId: number, limit: number) {
  return db
    .select({
      roundNumber: crashRounds.roundNumber,
      crashPointHundredths: crashRounds.crashPointHundredths,
    })
    .from(crashRounds)
    .where(and(eq(crashRounds.merchantId, merchantId), eq(crashRounds.phase, 'CRASHED')))
    .orderBy(desc(crashRounds.roundNumber))
    .limit(limit);
}

export function roundBets(db: Executor, roundId: number) {
  return db
    .select({ bet: crashBets, username: members.username })
    .from(crashBets)
    .innerJoin(members, eq(members.id, crashBets.memberId))
    .where(eq(crashBets.roundId, roundId));
}

/** Active bets of a round, those with an auto cash-out at or below `upTo` when given. */
export function activeBets(db: Executor, roundId: number, upTo?: number) {
  return db
    .select()
    .from(crashBets)
    .where(
      and(
        eq(crashBets.roundId, roundId),
        eq(crashBets.status, 'ACTIVE'),
        upTo === undefined ? undefined : lte(crashBets.autoCashoutHundredths, upTo),
      ),
    );
}

export async function betByRequest(db: Executor, memberId: number, requestId: string) {
  const [row] = await db
    .select()
    .from(crashBets)
    .where(and(eq(crashBets.memberId, memberId), eq(crashBets.requestId, requestId)));
  return row;
}

export async function lockMemberBet(db: Executor, roundId: number, memberId: number) {
  const [row] = await db
    .select()
    .from(crashBets)
    .where(and(eq(crashBets.roundId, roundId), eq(crashBets.memberId, memberId)))
    .for('update');
  return row;
}

/** A member's bet in a round; undefined when they already have one there. */
export async function insertBet(db: Executor, values: typeof crashBets.$inferInsert) {
  const [row] = await db.insert(crashBets).values(values).onConflictDoNothing().returning();
  return row;
}

/** Settles an active bet once; undefined when it was settled already. */
export async function settleBet(
  db: Executor,
  id: number,
  values: Pick<CrashBetRow, 'status' | 'cashoutHundredths' | 'payout'>,
) {
  const [row] = await db
    .update(crashBets)
    .set(values)
    .where(and(eq(crashBets.id, id), eq(crashBets.status, 'ACTIVE')))
    .returning();
  return row;
}

export async function betWithRound(db: Executor, betId: number) {
  const [row] = await db
    .select({ bet: crashBets, round: crashRounds })
    .from(crashBets)
    .innerJoin(crashRounds, eq(crashRounds.id, crashBets.roundId))
    .where(eq(crashBets.id, betId));
  return row;
}

export async function recordBet(db: Executor, values: typeof bets.$inferInsert) {
  await db.insert(bets).values(values).onConflictDoNothing();
}

/** White labels whose catalog has the crash game enabled. */
export function crashMerchants(db: Executor, gameCode: string) {
  return db
    .select({
      id: merchants.id,
      currency: merchants.currency,
      currencySymbol: merchants.currencySymbol,
    })
    .from(merchants)
    .where(
      sql`exists (select 1 from ${games} g where g.merchant_id = ${merchants.id} and g.vendor = 'BGS' and g.code = ${gameCode} and g.enabled)`,
    );
}
