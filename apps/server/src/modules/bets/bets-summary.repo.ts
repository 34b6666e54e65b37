import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { betRollupsDaily, betRollupsHourly } from '../../db/schema/index.ts';

/** Whose play: some members, or every member of a white label. */
export type PlayOf = { memberIds: readonly number[] } | { merchantId: number };

/**
 * Which rollup: white-label days (inclusive, YYYY-MM-DD, the white label's time zone) or UTC hours
 * (`from` inclusive, `to` exclusive; both on the hour).
 */
export type PlaySpan =
  { by: 'day'; from: string; to: string } | { by: 'hour'; from: Date; to: Date };

/** What the totals are split by besides the member: the day or hour, category, vendor. */
export type PlaySplit = 'period' | 'category' | 'vendor';

/** A member's play over the span (per split key); net = payout − stake. */
export interface PlayTotals {
  memberId: number;
  /** The day (YYYY-MM-DD) or hour (ISO, UTC) when split by period; else null. */
  period: string | null;
  category: string | null;
  vendor: string | null;
  betCount: number;
  stake: bigint;
  validStake: bigint;
  payout: bigint;
  net: bigint;
}

type Rows<T> = { rows: T[] };

/**
 * THE way rebates, VIP, missions, tasks and agent pay read play: totals per member (optionally
 * per day or hour, category, vendor) from the rollups, never from raw bets. Counts settled,
 * void and rolled-back bets by the time they settled (docs/BETS.md, Rollups); a bet is in once
 * the rollup job has passed (seconds), and a day is final once it has ended plus that lag.
 */
export async function memberTotals(
  db: Executor,
  who: PlayOf,
  span: PlaySpan,
  split: readonly PlaySplit[] = [],
): Promise<PlayTotals[]> {
  if ('memberIds' in who && who.memberIds.length === 0) return [];
  const daily = span.by === 'day';
  const table = daily ? betRollupsDaily : betRollupsHourly;
  const period = daily ? sql`${betRollupsDaily.day}` : sql`${betRollupsHourly.hour}`;
  const within = daily
    ? sql`${period} between ${span.from}::date and ${span.to}::date`
    : sql`${period} >= ${span.from.toISOString()}::timestamptz
        and ${period} < ${span.to.toISOString()}::timestamptz`;
  const whose =
    'memberIds' in who
      ? sql`${table.memberId} = any(${`{${who.memberIds.map((id) => Math.trunc(id)).join(',')}}`}::bigint[])`
      : sql`${table.merchantId} = ${who.merchantId}`;
  const label = daily
    ? sql`${period}::text`
    : sql`to_char(${period} at time zone 'UTC', 'YYYY-MM-DD"T"HH24":00:00.000Z"')`;
  const keys: SQL[] = [sql`${table.memberId}`];
  const pick = (on: boolean, column: SQL) => {
    if (on) keys.push(column);
    return on ? column : sql`null`;
  };
  const periodOut = pick(split.includes('period'), label);
  const categoryOut = pick(split.includes('category'), sql`${table.category}`);
  const vendorOut = pick(split.includes('vendor'), sql`${table.vendor}`);
  const result = (await db.execute(sql`
    select ${table.memberId} as member_id, ${periodOut} as period, ${categoryOut} as category,
      ${vendorOut} as vendor, sum(${table.betCount})::bigint as bet_count,
      sum(${table.stake})::text as stake, sum(${table.validStake})::text as valid_stake,
      sum(${table.payout})::text as payout
    from ${table}
    where ${whose} and ${within}
    group by ${sql.join(keys, sql`, `)}
    order by ${sql.join(keys, sql`, `)}`)) as Rows<{
    member_id: number | string;
    period: string | null;
    category: string | null;
    vendor: string | null;
    bet_count: number | string;
    stake: string;
    valid_stake: string;
    payout: string;
  }>;
  return result.rows.map((r) => {
    const stake = BigInt(r.stake);
    const payout = BigInt(r.payout);
    return {
      memberId: Number(r.member_id),
      period: r.period,
      category: r.category,
      vendor: r.vendor,
      betCount: Number(r.bet_count),
      stake,
      validStake: BigInt(r.valid_stake),
      payout,
      net: payout - stake,
    };
  });
}
