/**
 * The rollup and reconcile statements bench/bets-scale.ts measures. The rollup job and the
 * reconcile check are being written beside this branch; these follow their SQL shape (one
 * statement per rollup batch, a full join of two aggregates per reconcile) so the figures carry
 * over. Replace with calls to the real ones once they are on main.
 */

const SETTLED = `coalesce(b.settled_at, b.placed_at)`;
const PENDING = `b.rolled_up_at is null and b.status <> 'OPEN'`;

/**
 * One rollup batch: marks up to $2 pending bets (oldest id first, by the bets_rollup_pending
 * index) rolled up at $3 and adds exactly them into the hourly (UTC) and daily (the white label's
 * zone, $1: [{id, zone}]) totals. Returns how many bets it counted (`n`).
 */
export const rollupBatchSql = `
  with zone as (select * from json_to_recordset($1::json) as z(id integer, zone text)),
  picked as (
    select b.id, b.placed_at from bets b
    where ${PENDING} and b.merchant_id in (select id from zone)
    order by b.id limit $2 for update skip locked
  ),
  counted as (
    update bets b set rolled_up_at = $3::timestamptz
    from picked, zone
    where b.id = picked.id and b.placed_at = picked.placed_at and zone.id = b.merchant_id
      and ${PENDING}
    returning b.merchant_id, b.member_id, b.category, b.vendor, b.stake, b.valid_bet, b.payout,
      ${SETTLED} as settled, zone.zone
  ),
  hourly as (
    insert into bet_rollups_hourly as r (merchant_id, member_id, hour, category, vendor,
      bet_count, stake, valid_stake, payout)
    select merchant_id, member_id, date_trunc('hour', settled, 'UTC'), category, vendor,
      count(*), sum(stake), sum(valid_bet), sum(payout)
    from counted group by 1, 2, 3, 4, 5 order by 2, 3, 4, 5
    on conflict (member_id, hour, category, vendor) do update set
      bet_count = r.bet_count + excluded.bet_count, stake = r.stake + excluded.stake,
      valid_stake = r.valid_stake + excluded.valid_stake, payout = r.payout + excluded.payout
  ),
  daily as (
    insert into bet_rollups_daily as r (merchant_id, member_id, day, category, vendor,
      bet_count, stake, valid_stake, payout)
    select merchant_id, member_id, (settled at time zone zone)::date, category, vendor,
      count(*), sum(stake), sum(valid_bet), sum(payout)
    from counted group by 1, 2, 3, 4, 5 order by 2, 3, 4, 5
    on conflict (member_id, day, category, vendor) do update set
      bet_count = r.bet_count + excluded.bet_count, stake = r.stake + excluded.stake,
      valid_stake = r.valid_stake + excluded.valid_stake, payout = r.payout + excluded.payout
  )
  select count(*)::int as n from counted`;

/**
 * How many rollup rows of white label $1 differ from their rolled-up bets recomputed (`differ`):
 * daily in zone $2, or hourly (UTC).
 */
export function reconcileSql(period: 'daily' | 'hourly') {
  const [bucket, table, column] =
    period === 'daily'
      ? [`(${SETTLED} at time zone $2)::date`, 'bet_rollups_daily', 'day']
      : [`date_trunc('hour', ${SETTLED}, 'UTC')`, 'bet_rollups_hourly', 'hour'];
  return `
    with want as (
      select b.member_id, ${bucket} as period, b.category, b.vendor, count(*)::bigint as n,
        sum(b.stake)::bigint as stake, sum(b.valid_bet)::bigint as valid,
        sum(b.payout)::bigint as payout
      from bets b where b.merchant_id = $1 and b.rolled_up_at is not null
      group by 1, 2, 3, 4
    ),
    have as (
      select member_id, ${column} as period, category, vendor, bet_count::bigint as n, stake,
        valid_stake as valid, payout
      from ${table} where merchant_id = $1
    )
    select count(*)::int as differ
    from want w full join have h using (member_id, period, category, vendor)
    where (w.n, w.stake, w.valid, w.payout) is distinct from (h.n, h.stake, h.valid, h.payout)`;
}
