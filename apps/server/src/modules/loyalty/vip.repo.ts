import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  betRollupsDaily,
  deposits,
  grants,
  memberVip,
  members,
  merchants,
  vipLevels,
  vipLevelUps,
  vipRuns,
} from '../../db/schema/index.ts';
import type { CreditRows } from '../wallet/ledger.repo.ts';

type Rows<T> = { rows: T[] };

export type VipLevelRow = typeof vipLevels.$inferSelect;

/** The grant sources of the VIP programme (unique per member and level, or member and month). */
export const VIP_LEVEL_UP = 'VIP_LEVEL_UP';
export const VIP_MONTHLY = 'VIP_MONTHLY';

/** White labels with a VIP ladder above level 0, with their calendar policy. */
export function vipMerchants(db: Executor) {
  return db
    .select({ id: merchants.id, currency: merchants.currency, policy: merchants.policy })
    .from(merchants)
    .where(
      sql`exists (select 1 from ${vipLevels} l where l.merchant_id = ${merchants.id} and l.level > 0)`,
    )
    .orderBy(merchants.id);
}

export function ladder(db: Executor, merchantId: number) {
  return db
    .select()
    .from(vipLevels)
    .where(eq(vipLevels.merchantId, merchantId))
    .orderBy(asc(vipLevels.level));
}

/** The last day folded into the lifetime totals, and the first (null: none yet). */
export async function foldedDays(db: Executor, merchantId: number) {
  const [row] = await db
    .select({
      first: sql<string | null>`min(${vipRuns.periodKey})`,
      last: sql<string | null>`max(${vipRuns.periodKey})`,
    })
    .from(vipRuns)
    .where(and(eq(vipRuns.merchantId, merchantId), eq(vipRuns.kind, 'DAY')));
  return { first: row?.first ?? null, last: row?.last ?? null };
}

/** The white label's first day with play or a credited deposit (where folding starts). */
export async function firstActivityDay(db: Executor, merchantId: number, timeZone: string) {
  const result = (await db.execute(sql`
    select least(
      (select min(${betRollupsDaily.day})::text from ${betRollupsDaily}
        where ${betRollupsDaily.merchantId} = ${merchantId}),
      (select to_char(min(${deposits.decidedAt}) at time zone ${timeZone}, 'YYYY-MM-DD')
        from ${deposits}
        where ${deposits.merchantId} = ${merchantId} and ${deposits.status} = 'APPROVED')
    ) as day`)) as Rows<{ day: string | null }>;
  return result.rows[0]?.day ?? null;
}

export interface FoldDay {
  merchantId: number;
  day: string;
  /** The day's instants in the white label's time zone, [from, to). */
  from: string;
  to: string;
}

/**
 * Adds one closed day's valid stake (rollups) and credited deposits to every member's lifetime
 * totals, once: the day's run row is written first, so a second runner (or a pass after a
 * crash that committed) finds it and adds nothing. Returns false when it was done already.
 */
export async function foldDay(db: Executor, d: FoldDay): Promise<boolean> {
  const run = await db
    .insert(vipRuns)
    .values({ merchantId: d.merchantId, kind: 'DAY', periodKey: d.day, members: 0, total: 0n })
    .onConflictDoNothing()
    .returning({ key: vipRuns.periodKey });
  if (run.length === 0) return false;
  const r = betRollupsDaily;
  const result = (await db.execute(sql`
    with day as (
      select member_id, sum(stake)::bigint as stake, sum(dep)::bigint as dep from (
        select ${r.memberId} as member_id, ${r.validStake} as stake, 0::bigint as dep
        from ${r} where ${r.merchantId} = ${d.merchantId} and ${r.day} = ${d.day}::date
        union all
        select ${deposits.memberId}, 0, ${deposits.amount}
        from ${deposits}
        where ${deposits.merchantId} = ${d.merchantId} and ${deposits.status} = 'APPROVED'
          and ${deposits.decidedAt} >= ${d.from}::timestamptz
          and ${deposits.decidedAt} < ${d.to}::timestamptz
      ) x group by member_id
    ),
    folded as (
      insert into ${memberVip} (member_id, merchant_id, valid_stake, deposits)
      select member_id, ${d.merchantId}, stake, dep from day order by member_id
      on conflict (member_id) do update
        set valid_stake = ${memberVip}.valid_stake + excluded.valid_stake,
            deposits = ${memberVip}.deposits + excluded.deposits, updated_at = now()
      returning 1
    )
    select count(*)::int as members, (select coalesce(sum(stake), 0) from day)::text as total
    from folded`)) as Rows<{ members: number; total: string }>;
  const row = result.rows[0];
  await db
    .update(vipRuns)
    .set({ members: row?.members ?? 0, total: BigInt(row?.total ?? '0') })
    .where(
      and(
        eq(vipRuns.merchantId, d.merchantId),
        eq(vipRuns.kind, 'DAY'),
        eq(vipRuns.periodKey, d.day),
      ),
    );
  return true;
}

/** Lifetime totals: folded days, plus play and deposits after the last folded day. */
function totalsSql(merchantId: number, sinceDay: string, sinceInstant: string) {
  const r = betRollupsDaily;
  return sql`
    partial as (
      select member_id, sum(stake)::bigint as stake, sum(dep)::bigint as dep from (
        select ${r.memberId} as member_id, ${r.validStake} as stake, 0::bigint as dep
        from ${r} where ${r.merchantId} = ${merchantId} and ${r.day} >= ${sinceDay}::date
        union all
        select ${deposits.memberId}, 0, ${deposits.amount}
        from ${deposits}
        where ${deposits.merchantId} = ${merchantId} and ${deposits.status} = 'APPROVED'
          and ${deposits.decidedAt} >= ${sinceInstant}::timestamptz
      ) x group by member_id
    ),
    totals as (
      select coalesce(v.member_id, p.member_id) as member_id, coalesce(v.level, 0) as level,
        coalesce(v.valid_stake, 0) + coalesce(p.stake, 0) as stake,
        coalesce(v.deposits, 0) + coalesce(p.dep, 0) as dep
      from (select * from ${memberVip} where merchant_id = ${merchantId}) v
      full join partial p on p.member_id = v.member_id
    )`;
}

export interface Promote {
  merchantId: number;
  /** The first day not folded yet, and its first instant: play from then is added. */
  sinceDay: string;
  sinceInstant: string;
  now: Date;
}

/**
 * Raises every member whose lifetime totals reach a higher level, in one statement: the member's
 * level, one `vip_level_ups` row per level passed (a jump over three levels writes three), and a
 * level-up grant for each of those levels with a bonus (active members; wagering at the level's
 * multiple). Levels never go down. Returns how many levels were reached.
 */
export async function promote(db: Executor, p: Promote): Promise<number> {
  const result = (await db.execute(sql`
    with ${totalsSql(p.merchantId, p.sinceDay, p.sinceInstant)},
    target as (
      select t.member_id, t.level as old_level, (
        select max(l.level) from ${vipLevels} l
        where l.merchant_id = ${p.merchantId} and l.min_valid_stake <= t.stake
          and l.min_deposit <= t.dep) as new_level
      from totals t
    ),
    ups as (select member_id, old_level, new_level from target where new_level > old_level),
    raised as (
      insert into ${memberVip} (member_id, merchant_id, level)
      select member_id, ${p.merchantId}, new_level from ups order by member_id
      on conflict (member_id) do update set level = excluded.level, updated_at = now()
        where ${memberVip}.level < excluded.level
      returning member_id
    ),
    reached as (
      insert into ${vipLevelUps} (member_id, level, merchant_id, reached_at)
      select u.member_id, gs.level, ${p.merchantId}, ${p.now.toISOString()}::timestamptz
      from ups u cross join lateral generate_series(u.old_level + 1, u.new_level) as gs(level)
      order by u.member_id, gs.level
      on conflict do nothing
      returning member_id, level
    ),
    granted as (
      insert into ${grants} (merchant_id, member_id, source, period_key, reward_kind, amount,
        wagering_required, reference, state, detail)
      select ${p.merchantId}, x.member_id, ${VIP_LEVEL_UP}, 'L' || x.level, 'BONUS',
        l.level_up_bonus, (l.level_up_bonus * l.wagering_centi + 99) / 100, 'VIP ' || x.level,
        'ISSUED', jsonb_build_object('level', x.level)
      from reached x
      join ${vipLevels} l on l.merchant_id = ${p.merchantId} and l.level = x.level
      join ${members} m on m.id = x.member_id and m.status = 'ACTIVE'
      where l.level_up_bonus > 0
      order by x.member_id, x.level
      on conflict do nothing
      returning 1
    )
    select (select count(*) from reached)::int as reached,
      (select count(*) from raised)::int as raised, (select count(*) from granted)::int as granted`)) as Rows<{
    reached: number;
  }>;
  return result.rows[0]?.reached ?? 0;
}

export interface MonthClaim {
  merchantId: number;
  periodKey: string;
  fromDay: string;
  toDay: string;
  /** The month's end: the level held is the highest reached before it. */
  endsAt: string;
}

/**
 * Claims a month's VIP bonus grants in one statement: each member's level held at the month's
 * end, that level's monthly bonus, when the member's valid stake in the month reached the
 * level's minimum (active members; wagering at the level's multiple).
 */
export async function claimMonthly(db: Executor, m: MonthClaim): Promise<number> {
  const r = betRollupsDaily;
  const result = (await db.execute(sql`
    with held as (
      select member_id, max(level) as level from ${vipLevelUps}
      where merchant_id = ${m.merchantId} and reached_at < ${m.endsAt}::timestamptz
      group by member_id
    ),
    played as (
      select ${r.memberId} as member_id, sum(${r.validStake})::bigint as stake
      from ${r}
      where ${r.merchantId} = ${m.merchantId} and ${r.day} >= ${m.fromDay}::date
        and ${r.day} < ${m.toDay}::date
      group by ${r.memberId}
    ),
    inserted as (
      insert into ${grants} (merchant_id, member_id, source, period_key, reward_kind, amount,
        wagering_required, reference, state, detail)
      select ${m.merchantId}, h.member_id, ${VIP_MONTHLY}, ${m.periodKey}, 'BONUS',
        l.monthly_bonus, (l.monthly_bonus * l.wagering_centi + 99) / 100, ${m.periodKey},
        'ISSUED', jsonb_build_object('level', h.level,
          'validStake', coalesce(p.stake, 0)::text, 'minStake', l.monthly_min_stake::text)
      from held h
      join ${vipLevels} l on l.merchant_id = ${m.merchantId} and l.level = h.level
      join ${members} mm on mm.id = h.member_id and mm.status = 'ACTIVE'
      left join played p on p.member_id = h.member_id
      where l.monthly_bonus > 0 and coalesce(p.stake, 0) >= l.monthly_min_stake
      order by h.member_id
      on conflict do nothing
      returning 1
    )
    select count(*)::int as n from inserted`)) as Rows<{ n: number }>;
  return result.rows[0]?.n ?? 0;
}

/** A VIP source's grants claimed but not paid yet (all periods), as the bulk credit reads them. */
export function unpaidVipGrants(merchantId: number, source: string): CreditRows {
  return sql`
    select g.id::text as external_id, g.member_id, g.amount, g.reference,
      g.wagering_required as required
    from ${grants} g
    where g.merchant_id = ${merchantId} and g.source = ${source} and g.transaction_id is null`;
}

/** Whether a month's bonus is settled, and records it (once). */
export async function monthSettled(db: Executor, merchantId: number, key: string) {
  const [row] = await db
    .select({ key: vipRuns.periodKey })
    .from(vipRuns)
    .where(
      and(
        eq(vipRuns.merchantId, merchantId),
        eq(vipRuns.kind, 'MONTH'),
        eq(vipRuns.periodKey, key),
      ),
    );
  return row !== undefined;
}

export async function recordMonth(db: Executor, merchantId: number, key: string) {
  const [row] = await db
    .select({
      members: sql<number>`count(*)::int`,
      total: sql<string>`coalesce(sum(${grants.amount}), 0)::text`,
    })
    .from(grants)
    .where(
      and(
        eq(grants.merchantId, merchantId),
        eq(grants.source, VIP_MONTHLY),
        eq(grants.periodKey, key),
      ),
    );
  const inserted = await db
    .insert(vipRuns)
    .values({
      merchantId,
      kind: 'MONTH',
      periodKey: key,
      members: row?.members ?? 0,
      total: BigInt(row?.total ?? '0'),
    })
    .onConflictDoNothing()
    .returning({ key: vipRuns.periodKey });
  return inserted.length > 0;
}

/** One member's standing: level and lifetime totals as of now (folded days + since). */
export async function standing(
  db: Executor,
  merchantId: number,
  memberId: number,
  sinceDay: string,
  sinceInstant: string,
) {
  const r = betRollupsDaily;
  const result = (await db.execute(sql`
    select coalesce(v.level, 0) as level,
      (coalesce(v.valid_stake, 0) + coalesce((
        select sum(${r.validStake}) from ${r}
        where ${r.memberId} = ${memberId} and ${r.merchantId} = ${merchantId}
          and ${r.day} >= ${sinceDay}::date), 0))::text as valid_stake,
      (coalesce(v.deposits, 0) + coalesce((
        select sum(${deposits.amount}) from ${deposits}
        where ${deposits.memberId} = ${memberId} and ${deposits.status} = 'APPROVED'
          and ${deposits.decidedAt} >= ${sinceInstant}::timestamptz), 0))::text as deposits
    from (select 1) one
    left join ${memberVip} v on v.member_id = ${memberId} and v.merchant_id = ${merchantId}`)) as Rows<{
    level: number;
    valid_stake: string;
    deposits: string;
  }>;
  const row = result.rows[0];
  return {
    level: Number(row?.level ?? 0),
    validStake: BigInt(row?.valid_stake ?? '0'),
    deposits: BigInt(row?.deposits ?? '0'),
  };
}

/** The level a member holds (0 without a row): member info, withdrawal limits. */
export async function levelOf(db: Executor, memberId: number) {
  const [row] = await db
    .select({ level: memberVip.level })
    .from(memberVip)
    .where(eq(memberVip.memberId, memberId));
  return row?.level ?? 0;
}

export function levelUps(db: Executor, memberId: number) {
  return db
    .select({ level: vipLevelUps.level, at: vipLevelUps.reachedAt })
    .from(vipLevelUps)
    .where(eq(vipLevelUps.memberId, memberId))
    .orderBy(asc(vipLevelUps.level));
}

/** How many members hold each level (the console). */
export async function holders(db: Executor, merchantId: number) {
  const rows = await db
    .select({ level: memberVip.level, n: sql<number>`count(*)::int` })
    .from(memberVip)
    .where(eq(memberVip.merchantId, merchantId))
    .groupBy(memberVip.level);
  return new Map(rows.map((r) => [r.level, r.n]));
}

/** The highest level any member of the white label holds (a ladder may not drop below it). */
export async function highestHeld(db: Executor, merchantId: number) {
  const [row] = await db
    .select({ level: sql<number | null>`max(${memberVip.level})` })
    .from(memberVip)
    .where(eq(memberVip.merchantId, merchantId));
  return row?.level ?? 0;
}

/** Replaces a white label's ladder (the console; inside the caller's audited transaction). */
export async function replaceLadder(
  db: Executor,
  merchantId: number,
  levels: (typeof vipLevels.$inferInsert)[],
) {
  await db.delete(vipLevels).where(eq(vipLevels.merchantId, merchantId));
  if (levels.length > 0) await db.insert(vipLevels).values(levels);
}

/** A member's valid stake from a day on (this month so far, for the monthly bonus). */
export async function monthStake(
  db: Executor,
  merchantId: number,
  memberId: number,
  fromDay: string,
) {
  const [row] = await db
    .select({ stake: sql<string>`coalesce(sum(${betRollupsDaily.validStake}), 0)::text` })
    .from(betRollupsDaily)
    .where(
      and(
        eq(betRollupsDaily.memberId, memberId),
        eq(betRollupsDaily.merchantId, merchantId),
        sql`${betRollupsDaily.day} >= ${fromDay}::date`,
      ),
    );
  return BigInt(row?.stake ?? '0');
}

/** Waits for a job's advisory lock (held by a running pass) until the transaction ends. */
export async function lockJob(db: Executor, jobName: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${jobName}))`);
}
