import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '../src/db/client.ts';
import { bets } from '../src/db/schema/index.ts';

export type BetStatus = 'OPEN' | 'SETTLED' | 'VOID' | 'ROLLED_BACK';

/** A bet as a vendor's history or a round would leave it; valid stake follows the rule. */
export interface BetInput {
  merchantId: number;
  memberId: number;
  status: BetStatus;
  stake: bigint;
  payout?: bigint;
  vendor?: string;
  category?: string;
  placedAt?: Date;
  /** Defaults to the placed time for a terminal bet, null while OPEN. */
  settledAt?: Date | null;
}

/** Inserts a bet row directly (as the history pull or a round would); returns its id. */
export async function insertBet(db: Executor, b: BetInput): Promise<number> {
  const placedAt = b.placedAt ?? new Date();
  const id = randomUUID();
  const [row] = await db
    .insert(bets)
    .values({
      merchantId: b.merchantId,
      memberId: b.memberId,
      vendor: b.vendor ?? 'PG',
      vendorBetId: id,
      roundId: id,
      gameCode: 'test-game',
      gameName: 'Test Game',
      category: b.category ?? 'RNG',
      stake: b.stake,
      validBet: b.status === 'SETTLED' ? b.stake : 0n,
      payout: b.payout ?? 0n,
      status: b.status,
      placedAt,
      settledAt: b.settledAt === undefined ? (b.status === 'OPEN' ? null : placedAt) : b.settledAt,
    })
    .returning({ id: bets.id });
  return row!.id;
}

/** A white label with a time zone (migrations only; no seed needed). */
export async function insertMerchant(db: Executor, code: string, timeZone: string) {
  const result = (await db.execute(sql`
    insert into merchants (code, name, currency, currency_symbol, main_domain, policy)
    values (${code}, ${code}, 'BDT', '৳', ${`${code}.test`}, ${JSON.stringify({ timeZone })}::jsonb)
    returning id`)) as { rows: { id: number }[] };
  return Number(result.rows[0]!.id);
}
