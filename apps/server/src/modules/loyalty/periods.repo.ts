import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  betRollupsDaily,
  grants,
  loyaltyRuns,
  members,
  merchants,
  promotions,
  promotionTiers,
  vipLevelUps,
} from '../../db/schema/index.ts';
import type { CreditRows } from '../wallet/ledger.repo.ts';

type Rows<T> = { rows: T[] };

/** REBATE and CASHBACK promotions that have started and are not closed, with their white label. */
export function periodPromotions(db: Executor, now: Date) {
  return db
    .select({
      promotion: promotions,
      currency: merchants.currency,
      policy: merchants.policy,
    })
    .from(promotions)
    .innerJoin(merchants, eq(merchants.id, promotions.merchantId))
    .where(
      and(
        inArray(promotions.kind, ['REBATE', 'CASHBACK']),
        eq(promotions.status, 'ACTIVE'),
        lte(promotions.startsAt, now),
      ),
    )
    .orderBy(promotions.id);
}

/** Which of these periods of a promotion are settled already. */
export async function settledKeys(db: Executor, promotionId: number, keys: string[]) {
  if (keys.length === 0) return new Set<string>();
  const rows = await db
    .select({ key: loyaltyRuns.periodKey })
    .from(loyaltyRuns)
    .where(and(eq(loyaltyRuns.promotionId, promotionId), inArray(loyaltyRuns.periodKey, keys)));
  return new Set(rows.map((r) => r.key));
}

export interface PeriodClaim {
  merchantId: number;
  promotionId: number;
  source: string;
  periodKey: string;
  fromDay: string;
  toDay: string;
  /** The period's end: a rebate's rates are those of the VIP level held then. */
  endsAt: string;
  capAmount: bigint;
  minPayout: bigint;
  wageringCenti: number;
}

/** The grant columns every claim writes, from `per_member(member_id, amount, detail)`. */
function insertGrants(claim: PeriodClaim) {
  return sql`
    insert into ${grants} (merchant_id, member_id, promotion_id, source, period_key,
      reward_kind, amount, wagering_required, reference, state, detail)
    select ${claim.merchantId}, pm.member_id, ${claim.promotionId}, ${claim.source},
      ${claim.periodKey}, 'BONUS', pm.amount,
      (pm.amount * ${claim.wageringCenti} + 99) / 100, ${claim.periodKey}, 'ISSUED', pm.detail
    from per_member pm
    join ${members} m on m.id = pm.member_id and m.status = 'ACTIVE'
    where pm.amount >= greatest(${claim.minPayout}::bigint, 1)
    order by pm.member_id
    on conflict do nothing`;
}

/** Active members' rollups in the period's days. */
function periodRollups(claim: PeriodClaim) {
  const r = betRollupsDaily;
  return sql`
    select ${r.memberId} as member_id, ${r.category} as category, ${r.stake} as stake,
      ${r.validStake} as valid_stake, ${r.payout} as payout
    from ${r}
    where ${r.merchantId} = ${claim.merchantId}
      and ${r.day} >= ${claim.fromDay}::date and ${r.day} < ${claim.toDay}::date`;
}

/**
 * Claims the period's rebate grants in one statement: per member and game category, the valid
 * stake × the category's rate (its own line, else '*'), rounded down to the minor unit; summed
 * per member, capped; paid when at least the minimum. The rates are those of the highest VIP
 * level with rates at or below the level the member held when the period ended (level 0's for
 * everyone else). The lines go in the grant's detail.
 */
export async function claimRebates(db: Executor, claim: PeriodClaim): Promise<number> {
  const result = (await db.execute(sql`
    with tiers as (
      select ${promotionTiers.vipLevel} as vip_level, ${promotionTiers.category} as category,
        ${promotionTiers.rateBp} as rate_bp
      from ${promotionTiers}
      where ${promotionTiers.promotionId} = ${claim.promotionId}
    ),
    lines as (
      select member_id, category, sum(valid_stake)::bigint as valid_stake
      from (${periodRollups(claim)}) r group by member_id, category
    ),
    held as (
      select ${vipLevelUps.memberId} as member_id, max(${vipLevelUps.level}) as level
      from ${vipLevelUps}
      where ${vipLevelUps.merchantId} = ${claim.merchantId}
        and ${vipLevelUps.reachedAt} < ${claim.endsAt}::timestamptz
      group by ${vipLevelUps.memberId}
    ),
    rated as (
      select l.member_id, coalesce(h.level, 0) as vip_level, l.category, l.valid_stake,
        coalesce(c.rate_bp, d.rate_bp) as rate_bp,
        l.valid_stake * coalesce(c.rate_bp, d.rate_bp) / 10000 as amount
      from lines l
      left join held h on h.member_id = l.member_id
      cross join lateral (
        select max(t.vip_level) as vip_level from tiers t where t.vip_level <= coalesce(h.level, 0)
      ) tl
      left join tiers c on c.vip_level = tl.vip_level and c.category = l.category
      left join tiers d on d.vip_level = tl.vip_level and d.category = '*'
      where l.valid_stake > 0 and coalesce(c.rate_bp, d.rate_bp) is not null
    ),
    per_member as (
      select member_id, least(sum(amount), ${claim.capAmount}::bigint)::bigint as amount,
        jsonb_build_object('vipLevel', max(vip_level), 'categories', jsonb_object_agg(category,
          jsonb_build_object('validStake', valid_stake::text, 'rateBp', rate_bp,
            'amount', amount::text))) as detail
      from rated group by member_id
    ),
    inserted as (${insertGrants(claim)} returning 1)
    select count(*)::int as n from inserted`)) as Rows<{ n: number }>;
  return result.rows[0]?.n ?? 0;
}

/**
 * Claims the period's cash back grants in one statement: per member, the net loss (stake −
 * payout, as the profit records count it) × the rate of the highest band it reaches, rounded
 * down, capped; paid when at least the minimum.
 */
export async function claimCashBack(db: Executor, claim: PeriodClaim): Promise<number> {
  const t = promotionTiers;
  const result = (await db.execute(sql`
    with loss as (
      select member_id, sum(stake - payout)::bigint as net_loss
      from (${periodRollups(claim)}) r group by member_id having sum(stake - payout) > 0
    ),
    banded as (
      select l.member_id, l.net_loss, (
        select ${t.rateBp} from ${t}
        where ${t.promotionId} = ${claim.promotionId} and ${t.vipLevel} = 0
          and ${t.threshold} <= l.net_loss
        order by ${t.threshold} desc limit 1) as rate_bp
      from loss l
    ),
    per_member as (
      select member_id,
        least(net_loss * rate_bp / 10000, ${claim.capAmount}::bigint)::bigint as amount,
        jsonb_build_object('netLoss', net_loss::text, 'rateBp', rate_bp) as detail
      from banded where rate_bp is not null
    ),
    inserted as (${insertGrants(claim)} returning 1)
    select count(*)::int as n from inserted`)) as Rows<{ n: number }>;
  return result.rows[0]?.n ?? 0;
}

/** The period's grants claimed but not paid yet, as the ledger's bulk credit reads them. */
export function unpaidGrants(claim: PeriodClaim): CreditRows {
  return sql`
    select g.id::text as external_id, g.member_id, g.amount, g.reference,
      g.wagering_required as required
    from ${grants} g
    where g.merchant_id = ${claim.merchantId} and g.source = ${claim.source}
      and g.period_key = ${claim.periodKey} and g.transaction_id is null`;
}

/** Links grants to the ledger transactions that paid them (by grant id: one index lookup each). */
export async function markPaid(db: Executor, paid: { grantId: number; transactionId: number }[]) {
  if (paid.length === 0) return;
  const ids = `{${paid.map((p) => p.grantId).join(',')}}`;
  const txs = `{${paid.map((p) => p.transactionId).join(',')}}`;
  await db.execute(sql`
    update ${grants} g set transaction_id = x.tx
    from unnest(${ids}::bigint[], ${txs}::bigint[]) as x(id, tx)
    where g.id = x.id and g.transaction_id is null`);
}

/** How many members the period paid, and how much, in all. */
export async function periodTotals(db: Executor, claim: PeriodClaim) {
  const [row] = await db
    .select({
      members: sql<number>`count(*)::int`,
      total: sql<string>`coalesce(sum(${grants.amount}), 0)::text`,
    })
    .from(grants)
    .where(
      and(
        eq(grants.merchantId, claim.merchantId),
        eq(grants.source, claim.source),
        eq(grants.periodKey, claim.periodKey),
      ),
    );
  return { members: row?.members ?? 0, total: BigInt(row?.total ?? '0') };
}

/** Records a period as settled (once: a second runner's insert finds it). */
export async function insertRun(
  db: Executor,
  values: {
    promotionId: number;
    periodKey: string;
    merchantId: number;
    members: number;
    total: bigint;
  },
) {
  const rows = await db.insert(loyaltyRuns).values(values).onConflictDoNothing().returning();
  return rows.length > 0;
}

/** Every member's grants of a period, in the claim order (tests, the console's report). */
export function periodGrants(db: Executor, merchantId: number, source: string, periodKey: string) {
  return db
    .select()
    .from(grants)
    .where(
      and(
        eq(grants.merchantId, merchantId),
        eq(grants.source, source),
        eq(grants.periodKey, periodKey),
      ),
    )
    .orderBy(grants.memberId);
}
