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

/** A team: every member of the white label whose tree path lies in the range (agents.repo). */
export interface TeamOf {
  merchantId: number;
  /** The SQL condition on `members` that picks the team (agents.repo `underPath`). */
  members: SQL;
  /** One member of the team, by username key. */
  usernameKey?: string | undefined;
  category?: string | undefined;
}

export interface TeamPlayRow {
  key: string;
  betCount: number;
  stake: bigint;
  validStake: bigint;
  payout: bigint;
}

/**
 * A team's play over white-label days (inclusive), grouped by member (its username), game
 * category or day: one page of groups, the number of groups and the totals, in two statements
 * whatever the team's size (never a query per member).
 */
export async function teamPlay(
  db: Executor,
  team: TeamOf,
  span: { from: string; to: string },
  by: 'member' | 'category' | 'day',
  page: { limit: number; offset: number },
): Promise<{ rows: TeamPlayRow[]; total: number; totals: TeamPlayRow & { players: number } }> {
  const r = betRollupsDaily;
  const key =
    by === 'member'
      ? sql`members.username`
      : by === 'category'
        ? sql`r.category`
        : sql`r.day::text`;
  const order = by === 'day' ? sql`key desc` : sql`sum(r.valid_stake) desc, key`;
  const from = sql`from ${r} r join members on members.id = r.member_id
    where r.merchant_id = ${team.merchantId} and r.day between ${span.from}::date and ${span.to}::date
      and ${team.members}
      ${team.usernameKey === undefined ? sql`` : sql`and members.username_key = ${team.usernameKey}`}
      ${team.category === undefined ? sql`` : sql`and r.category = ${team.category}`}`;
  const sums = sql`sum(r.bet_count)::bigint as bet_count, coalesce(sum(r.stake), 0)::text as stake,
    coalesce(sum(r.valid_stake), 0)::text as valid_stake, coalesce(sum(r.payout), 0)::text as payout`;
  type Raw = {
    key: string;
    bet_count: string | number | null;
    stake: string;
    valid_stake: string;
    payout: string;
  };
  const toRow = (x: Raw): TeamPlayRow => ({
    key: x.key,
    betCount: Number(x.bet_count ?? 0),
    stake: BigInt(x.stake),
    validStake: BigInt(x.valid_stake),
    payout: BigInt(x.payout),
  });
  const [list, all] = await Promise.all([
    page.limit === 0
      ? { rows: [] }
      : db.execute(sql`select ${key} as key, ${sums}, count(*) over () as groups
          ${from} group by ${key} order by ${order} limit ${page.limit} offset ${page.offset}`),
    db.execute(sql`select '' as key, ${sums}, count(distinct r.member_id) as players,
      count(distinct ${key}) as groups ${from}`),
  ]);
  const rows = (list as Rows<Raw & { groups: string | number }>).rows;
  const sum = (all as Rows<Raw & { players: string | number; groups: string | number }>).rows[0]!;
  return {
    rows: rows.map(toRow),
    total: Number(sum.groups),
    totals: { ...toRow(sum), players: Number(sum.players) },
  };
}
