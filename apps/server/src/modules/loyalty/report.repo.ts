import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  grants,
  mallRedemptions,
  promotions,
  turnoverRequirements,
} from '../../db/schema/index.ts';

type Rows<T> = { rows: T[] };

export interface ReportSpan {
  merchantId: number;
  timeZone: string;
  /** [from, to) instants of the span's days in the white label's time zone. */
  fromTs: string;
  toTs: string;
}

/**
 * Paid grants per day (white label's calendar), source and promotion: count, members, amount,
 * the wagering they added and what of it members still have to bet. One statement, by the
 * grants' (merchant, created_at) index.
 */
export async function grantsByDay(db: Executor, s: ReportSpan) {
  const result = (await db.execute(sql`
    select to_char(g.created_at at time zone ${s.timeZone}, 'YYYY-MM-DD') as day, g.source,
      g.promotion_id, p.texts -> 'EN' ->> 'title' as title, count(*)::int as grants,
      count(distinct g.member_id)::int as members, sum(g.amount)::text as amount,
      sum(g.wagering_required)::text as wagering_required,
      coalesce(sum(tr.remaining), 0)::text as wagering_remaining
    from ${grants} g
    left join ${promotions} p on p.id = g.promotion_id
    left join ${turnoverRequirements} tr on tr.transaction_id = g.transaction_id
    where g.merchant_id = ${s.merchantId} and g.transaction_id is not null
      and g.created_at >= ${s.fromTs}::timestamptz and g.created_at < ${s.toTs}::timestamptz
    group by 1, 2, 3, 4
    order by 1 desc, 2, 3`)) as Rows<{
    day: string;
    source: string;
    promotion_id: number | null;
    title: string | null;
    grants: number;
    members: number;
    amount: string;
    wagering_required: string;
    wagering_remaining: string;
  }>;
  return result.rows;
}

/** Points converted in the span: how many conversions, points and money. */
export async function conversions(db: Executor, s: ReportSpan) {
  const result = (await db.execute(sql`
    select count(*)::int as n, coalesce(sum((g.detail ->> 'points')::bigint), 0)::text as points,
      coalesce(sum(g.amount), 0)::text as amount
    from ${grants} g
    where g.merchant_id = ${s.merchantId} and g.source = 'POINTS_CONVERT'
      and g.created_at >= ${s.fromTs}::timestamptz and g.created_at < ${s.toTs}::timestamptz`)) as Rows<{
    n: number;
    points: string;
    amount: string;
  }>;
  return result.rows[0]!;
}

/** Mall redemptions made in the span, by status, and the points they took. */
export async function redemptionCounts(db: Executor, s: ReportSpan) {
  const r = mallRedemptions;
  const result = (await db.execute(sql`
    select count(*) filter (where ${r.status} = 'IN_PROCESS')::int as in_process,
      count(*) filter (where ${r.status} = 'APPROVED')::int as approved,
      count(*) filter (where ${r.status} = 'REJECTED')::int as rejected,
      coalesce(sum(${r.points}) filter (where ${r.status} <> 'REJECTED'), 0)::text as points
    from ${r}
    where ${r.merchantId} = ${s.merchantId}
      and ${r.createdAt} >= ${s.fromTs}::timestamptz and ${r.createdAt} < ${s.toTs}::timestamptz`)) as Rows<{
    in_process: number;
    approved: number;
    rejected: number;
    points: string;
  }>;
  return result.rows[0]!;
}
