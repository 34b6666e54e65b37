import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { betRollupsDaily, betRollupsHourly, bets, merchants } from '../../db/schema/index.ts';

/**
 * A bet's settled time: when it became SETTLED, VOID or ROLLED_BACK. Every writer sets it on a
 * terminal bet; the placed time stands in should one not. Reconcile uses the same expression.
 */
export const SETTLED_TIME = sql`coalesce(${bets.settledAt}, ${bets.placedAt})`;

/** What the rollup job has not counted yet: terminal bets without `rolled_up_at` (its index). */
const PENDING = sql`${bets.rolledUpAt} is null and ${bets.status} <> 'OPEN'`;

type Rows<T> = { rows: T[] };

/** The white labels among the next `limit` pending bets, oldest id first. */
export async function pendingMerchants(db: Executor, limit: number): Promise<number[]> {
  const result = (await db.execute(sql`
    select distinct merchant_id from (
      select ${bets.merchantId} as merchant_id from ${bets}
      where ${PENDING} order by ${bets.id} limit ${limit}
    ) next`)) as Rows<{ merchant_id: number | string }>;
  return result.rows.map((r) => Number(r.merchant_id));
}

/** These white labels' policies (their time zones bucket the daily rollups). */
export function merchantPolicies(db: Executor, ids: readonly number[]) {
  return db
    .select({ id: merchants.id, policy: merchants.policy })
    .from(merchants)
    .where(inArray(merchants.id, [...ids]));
}

/**
 * One rollup pass in one statement: marks up to `limit` pending bets of these white labels
 * (oldest id first) as rolled up, and adds exactly those bets into the hourly (UTC hour of the
 * settled time) and daily (the white label's day of it) totals. A bet is added only by the
 * statement that marked it, so a pass that rolls back counts nothing and two passes never count
 * one bet twice (the job's lock runs one at a time; without it, a second pass skips the rows the
 * first holds, and both add to the totals in key order, so they cannot deadlock). Returns how many
 * bets it counted.
 */
export async function rollUpBatch(
  db: Executor,
  input: { zones: ReadonlyMap<number, string>; limit: number; now: Date },
): Promise<number> {
  const zones = JSON.stringify([...input.zones].map(([id, zone]) => ({ id, zone })));
  const h = betRollupsHourly;
  const d = betRollupsDaily;
  const result = (await db.execute(sql`
    with zone as (
      select * from json_to_recordset(${zones}::json) as z(id integer, zone text)
    ),
    picked as (
      select ${bets.id} as id from ${bets}
      where ${PENDING} and ${bets.merchantId} in (select id from zone)
      order by ${bets.id} limit ${input.limit}
      for update skip locked
    ),
    counted as (
      update ${bets} set rolled_up_at = ${input.now.toISOString()}::timestamptz
      from picked, zone
      where ${bets.id} = picked.id and zone.id = ${bets.merchantId} and ${PENDING}
      returning ${bets.merchantId} as merchant_id, ${bets.memberId} as member_id,
        ${bets.category} as category, ${bets.vendor} as vendor, ${bets.stake} as stake,
        ${bets.validBet} as valid_bet, ${bets.payout} as payout,
        ${SETTLED_TIME} as settled, zone.zone as zone
    ),
    hourly as (
      insert into ${h} as r (merchant_id, member_id, hour, category, vendor,
        bet_count, stake, valid_stake, payout)
      select merchant_id, member_id, date_trunc('hour', settled, 'UTC'), category, vendor,
        count(*), sum(stake), sum(valid_bet), sum(payout)
      from counted group by 1, 2, 3, 4, 5 order by 2, 3, 4, 5
      on conflict (member_id, hour, category, vendor) do update set
        bet_count = r.bet_count + excluded.bet_count, stake = r.stake + excluded.stake,
        valid_stake = r.valid_stake + excluded.valid_stake, payout = r.payout + excluded.payout
    ),
    daily as (
      insert into ${d} as r (merchant_id, member_id, day, category, vendor,
        bet_count, stake, valid_stake, payout)
      select merchant_id, member_id, (settled at time zone zone)::date, category, vendor,
        count(*), sum(stake), sum(valid_bet), sum(payout)
      from counted group by 1, 2, 3, 4, 5 order by 2, 3, 4, 5
      on conflict (member_id, day, category, vendor) do update set
        bet_count = r.bet_count + excluded.bet_count, stake = r.stake + excluded.stake,
        valid_stake = r.valid_stake + excluded.valid_stake, payout = r.payout + excluded.payout
    )
    -- Data-modifying CTEs run whether read or not; the count is of the bets counted.
    select count(*) as bets from counted`)) as Rows<{ bets: number | string }>;
  return Number(result.rows[0]?.bets ?? 0);
}

/** True when a terminal bet of the white label settled before `before` still waits for the job. */
export async function pendingBefore(db: Executor, merchantId: number, before: Date) {
  const result = (await db.execute(sql`
    select exists (
      select 1 from ${bets}
      where ${PENDING} and ${bets.merchantId} = ${merchantId}
        and ${SETTLED_TIME} < ${before.toISOString()}::timestamptz
    ) as waiting`)) as Rows<{ waiting: boolean }>;
  return result.rows[0]?.waiting === true;
}

/** Terminal bets not rolled up yet, and the settled time of the oldest of them. */
export async function pendingLag(db: Executor) {
  const result = (await db.execute(sql`
    select count(*) as pending,
      (extract(epoch from min(${SETTLED_TIME})) * 1000)::bigint as oldest_ms
    from ${bets} where ${PENDING}`)) as Rows<{
    pending: number | string;
    oldest_ms: number | string | null;
  }>;
  const row = result.rows[0];
  return {
    pending: Number(row?.pending ?? 0),
    oldestSettledAt: row?.oldest_ms == null ? null : new Date(Number(row.oldest_ms)),
  };
}
