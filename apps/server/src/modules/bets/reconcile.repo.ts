import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { betRollupsDaily, betRollupsHourly, bets, merchants } from '../../db/schema/index.ts';
import { SETTLED_TIME } from './rollup.repo.ts';

type Rows<T> = { rows: T[] };

/** Totals of one rollup key as text (bigint sums). */
export interface Totals {
  betCount: string;
  stake: string;
  validStake: string;
  payout: string;
}

/** A rollup key whose totals differ from its bets': `bets` or `rollup` is null when missing. */
export interface Mismatch {
  memberId: number;
  period: string;
  category: string;
  vendor: string;
  bets: Totals | null;
  rollup: Totals | null;
}

interface MismatchRow {
  member_id: number | string;
  period: string;
  category: string;
  vendor: string;
  want_count: string | null;
  want_stake: string | null;
  want_valid: string | null;
  want_payout: string | null;
  have_count: string | null;
  have_stake: string | null;
  have_valid: string | null;
  have_payout: string | null;
  total: number | string;
}

const totalsOf = (
  count: string | null,
  stake: string | null,
  valid: string | null,
  payout: string | null,
): Totals | null =>
  count === null
    ? null
    : { betCount: count, stake: stake ?? '0', validStake: valid ?? '0', payout: payout ?? '0' };

/**
 * Recomputes one rollup table of a white label from its rolled-up bets and full-joins it with the
 * stored rows, in one statement (one snapshot, so a rollup pass committing meanwhile is seen
 * whole or not at all). Returns the first `limit` differing keys and how many differ.
 */
async function compare(
  db: Executor,
  input: { merchantId: number; period: SQL; table: SQL; column: SQL; label: SQL; limit: number },
) {
  const result = (await db.execute(sql`
    with want as (
      select ${bets.memberId} as member_id, ${input.period} as period, ${bets.category} as category,
        ${bets.vendor} as vendor, count(*)::bigint as n, sum(${bets.stake})::bigint as stake,
        sum(${bets.validBet})::bigint as valid, sum(${bets.payout})::bigint as payout
      from ${bets}
      where ${bets.merchantId} = ${input.merchantId} and ${bets.rolledUpAt} is not null
      group by 1, 2, 3, 4
    ),
    have as (
      select member_id, ${input.column} as period, category, vendor, bet_count::bigint as n,
        stake, valid_stake as valid, payout
      from ${input.table} where merchant_id = ${input.merchantId}
    ),
    differ as (
      select member_id, period, category, vendor,
        w.n as want_count, w.stake as want_stake, w.valid as want_valid, w.payout as want_payout,
        h.n as have_count, h.stake as have_stake, h.valid as have_valid, h.payout as have_payout
      from want w full join have h using (member_id, period, category, vendor)
      where (w.n, w.stake, w.valid, w.payout) is distinct from (h.n, h.stake, h.valid, h.payout)
    )
    select member_id, ${input.label} as period, category, vendor,
      want_count::text, want_stake::text, want_valid::text, want_payout::text,
      have_count::text, have_stake::text, have_valid::text, have_payout::text,
      count(*) over () as total
    from differ order by member_id, differ.period, category, vendor
    limit ${input.limit}`)) as Rows<MismatchRow>;
  const list: Mismatch[] = result.rows.map((r) => ({
    memberId: Number(r.member_id),
    period: r.period,
    category: r.category,
    vendor: r.vendor,
    bets: totalsOf(r.want_count, r.want_stake, r.want_valid, r.want_payout),
    rollup: totalsOf(r.have_count, r.have_stake, r.have_valid, r.have_payout),
  }));
  return { list, total: Number(result.rows[0]?.total ?? 0) };
}

/** The hourly rollups of a white label against its rolled-up bets (UTC hours). */
export function compareHourly(db: Executor, merchantId: number, limit: number) {
  return compare(db, {
    merchantId,
    period: sql`date_trunc('hour', ${SETTLED_TIME}, 'UTC')`,
    table: sql`${betRollupsHourly}`,
    column: sql`hour`,
    label: sql`to_char(differ.period at time zone 'UTC', 'YYYY-MM-DD"T"HH24":00:00Z"')`,
    limit,
  });
}

/** The daily rollups of a white label against its rolled-up bets (days of `timeZone`). */
export function compareDaily(db: Executor, merchantId: number, timeZone: string, limit: number) {
  return compare(db, {
    merchantId,
    period: sql`(${SETTLED_TIME} at time zone ${timeZone})::date`,
    table: sql`${betRollupsDaily}`,
    column: sql`day`,
    label: sql`differ.period::text`,
    limit,
  });
}

/**
 * Bets whose valid stake breaks the rule (docs/BETS.md: a SETTLED bet's stake; 0 while OPEN and
 * for VOID or ROLLED_BACK bets): the first `limit` and how many.
 */
export async function validStakeBreaches(db: Executor, merchantId: number, limit: number) {
  const result = (await db.execute(sql`
    select ${bets.id} as id, ${bets.status} as status, ${bets.stake}::text as stake,
      ${bets.validBet}::text as valid_bet, count(*) over () as total
    from ${bets}
    where ${bets.merchantId} = ${merchantId}
      and ${bets.validBet} <> case when ${bets.status} = 'SETTLED' then ${bets.stake} else 0 end
    order by ${bets.id} limit ${limit}`)) as Rows<{
    id: number | string;
    status: string;
    stake: string;
    valid_bet: string;
    total: number | string;
  }>;
  return {
    list: result.rows.map((r) => ({
      betId: Number(r.id),
      status: r.status,
      stake: r.stake,
      validStake: r.valid_bet,
    })),
    total: Number(result.rows[0]?.total ?? 0),
  };
}

/** Every white label's id. */
export async function merchantIds(db: Executor): Promise<number[]> {
  const rows = await db.select({ id: merchants.id }).from(merchants).orderBy(merchants.id);
  return rows.map((r) => r.id);
}
