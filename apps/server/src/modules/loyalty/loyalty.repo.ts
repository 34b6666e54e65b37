import { and, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { policyOf } from '../system/merchant-policy.ts';
import {
  deposits,
  merchants,
  grants,
  loyaltyRuns,
  promotions,
  promotionTiers,
} from '../../db/schema/index.ts';

export type PromotionRow = typeof promotions.$inferSelect;
export type GrantRow = typeof grants.$inferSelect;

/** The wagering still open on a grant (its turnover requirement), named in full: a grant's own
 * columns would otherwise be read unqualified inside the subquery. */
export const remainingOf = sql<
  string | null
>`(select tr.remaining::text from turnover_requirements tr
  where tr.transaction_id = "grants"."transaction_id")`;

/** The white label's promotions (of a kind, or all) that are running at `now`, oldest first. */
export function runningPromotions(
  db: Executor,
  merchantId: number,
  kind: string | null,
  now: Date,
) {
  return db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.merchantId, merchantId),
        kind === null ? undefined : eq(promotions.kind, kind),
        eq(promotions.status, 'ACTIVE'),
        lte(promotions.startsAt, now),
        or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
      ),
    )
    .orderBy(promotions.id);
}

/** True when the member has a credited deposit other than `exceptDepositId`. */
export async function hasOtherCreditedDeposit(
  db: Executor,
  memberId: number,
  exceptDepositId = 0,
): Promise<boolean> {
  const rows = await db
    .select({ id: deposits.id })
    .from(deposits)
    .where(
      and(
        eq(deposits.memberId, memberId),
        eq(deposits.status, 'APPROVED'),
        sql`${deposits.id} <> ${exceptDepositId}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function hasGrant(
  db: Executor,
  merchantId: number,
  memberId: number,
  source: string,
  periodKey: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: grants.id })
    .from(grants)
    .where(
      and(
        eq(grants.merchantId, merchantId),
        eq(grants.memberId, memberId),
        eq(grants.source, source),
        eq(grants.periodKey, periodKey),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Takes a transaction lock on each of the member's identities a one-per-person check reads
 * (phone, payee name, registration address, payee account numbers), in key order, so two
 * accounts of one person credited at once are checked one after the other: the second sees the
 * first's grant.
 */
export async function lockIdentities(db: Executor, merchantId: number, memberId: number) {
  await db.execute(sql`
    select pg_advisory_xact_lock(hashtext(k)) from (
      select distinct k from (
        select 'once:' || ${merchantId} || ':phone:' || coalesce(country_dialing_code, '') ||
          mobile_num as k
        from members where id = ${memberId} and mobile_num is not null
        union all
        select 'once:' || ${merchantId} || ':payee:' || lower(btrim(payee_name))
        from members where id = ${memberId} and coalesce(btrim(payee_name), '') <> ''
        union all
        select 'once:' || ${merchantId} || ':ip:' || register_ip
        from members where id = ${memberId} and register_ip is not null
        union all
        select 'once:' || ${merchantId} || ':account:' || account_number
        from payee_accounts where member_id = ${memberId} and deleted_at is null
      ) keys order by k
    ) ordered`);
}

/**
 * True when another member of the white label who shares one of the checked identities with
 * this one holds a grant of `source` made since `since`.
 */
export async function lookalikeHasGrant(
  db: Executor,
  input: {
    merchantId: number;
    memberId: number;
    source: string;
    since: Date;
    limits: PromotionRow['limits'];
  },
): Promise<boolean> {
  const { merchantId, memberId, limits } = input;
  const result = (await db.execute(sql`
    with me as (
      select mobile_num, country_dialing_code, lower(btrim(coalesce(payee_name, ''))) as payee,
        register_ip
      from members where id = ${memberId}
    )
    select exists (
      select 1 from ${grants} g
      join members o on o.id = g.member_id
      cross join me
      where g.merchant_id = ${merchantId} and g.source = ${input.source}
        and g.created_at >= ${input.since.toISOString()}::timestamptz
        and g.member_id <> ${memberId}
        and (
          (${limits.samePhone === true} and me.mobile_num is not null
            and o.mobile_num = me.mobile_num
            and o.country_dialing_code is not distinct from me.country_dialing_code)
          or (${limits.samePayeeName === true} and me.payee <> ''
            and lower(btrim(o.payee_name)) = me.payee)
          or (${limits.sameRegisterIp === true} and me.register_ip is not null
            and o.register_ip = me.register_ip)
          or (${limits.samePayeeAccount === true} and exists (
            select 1 from payee_accounts theirs
            join payee_accounts mine on mine.account_number = theirs.account_number
            where theirs.member_id = o.id and theirs.deleted_at is null
              and mine.member_id = ${memberId} and mine.deleted_at is null))
        )
    ) as found`)) as { rows: { found: boolean }[] };
  return result.rows[0]?.found === true;
}

/** Claims (member, source, period) for a grant; undefined when it was claimed before. */
export type GrantInsert = typeof grants.$inferInsert;

export async function insertGrant(db: Executor, values: GrantInsert) {
  const rows = await db.insert(grants).values(values).onConflictDoNothing().returning();
  return rows[0];
}

export async function setGrantTransaction(db: Executor, id: number, transactionId: number) {
  await db.update(grants).set({ transactionId }).where(eq(grants.id, id));
}

/**
 * The member's grants, newest first, with their promotion's texts and the wagering still open on
 * each (bonus details; the console's member rewards).
 */
export async function pageGrants(
  db: Executor,
  merchantId: number,
  memberId: number,
  page: { offset: number; limit: number },
) {
  const where = and(eq(grants.merchantId, merchantId), eq(grants.memberId, memberId));
  const [rows, [count]] = await Promise.all([
    db
      .select({ grant: grants, texts: promotions.texts, remaining: remainingOf })
      .from(grants)
      .leftJoin(promotions, eq(promotions.id, grants.promotionId))
      .where(where)
      .orderBy(desc(grants.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(grants)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

// ---------------------------------------------------------------- console

/** The white label's promotions, oldest first. */
export function merchantPromotions(db: Executor, merchantId: number) {
  return db
    .select()
    .from(promotions)
    .where(eq(promotions.merchantId, merchantId))
    .orderBy(promotions.id);
}

/** One promotion of the white label, locked for a change (undefined when not theirs). */
export async function lockPromotion(db: Executor, merchantId: number, id: number) {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.merchantId, merchantId), eq(promotions.id, id)))
    .for('update');
  return row;
}

export function tiersOf(db: Executor, promotionIds: number[]) {
  if (promotionIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(promotionTiers)
    .where(inArray(promotionTiers.promotionId, promotionIds))
    .orderBy(
      promotionTiers.promotionId,
      promotionTiers.vipLevel,
      promotionTiers.category,
      promotionTiers.threshold,
    );
}

/** The latest settled periods of these promotions, newest first, `perPromotion` each. */
export async function latestRuns(db: Executor, promotionIds: number[], perPromotion: number) {
  if (promotionIds.length === 0) return [];
  const result = (await db.execute(sql`
    select promotion_id, period_key, members, total::text as total, finished_at
    from (
      select r.*, row_number() over (partition by r.promotion_id order by r.period_key desc) as n
      from ${loyaltyRuns} r
      where r.promotion_id in (${sql.join(
        promotionIds.map((id) => sql`${id}`),
        sql`, `,
      )})
    ) ranked
    where n <= ${perPromotion}
    order by promotion_id, period_key desc`)) as {
    rows: {
      promotion_id: number;
      period_key: string;
      members: number;
      total: string;
      finished_at: string | Date;
    }[];
  };
  return result.rows;
}

export async function updatePromotion(
  db: Executor,
  id: number,
  values: Partial<typeof promotions.$inferInsert>,
) {
  const [row] = await db.update(promotions).set(values).where(eq(promotions.id, id)).returning();
  return row!;
}

/** Replaces a promotion's rate lines. */
export async function replaceTiers(
  db: Executor,
  promotionId: number,
  tiers: { vipLevel: number; category: string; threshold: bigint; rateBp: number }[],
) {
  await db.delete(promotionTiers).where(eq(promotionTiers.promotionId, promotionId));
  if (tiers.length > 0) {
    await db.insert(promotionTiers).values(tiers.map((t) => ({ promotionId, ...t })));
  }
}

/** A new promotion; undefined when the white label has one with its code. */
export async function insertPromotion(db: Executor, values: typeof promotions.$inferInsert) {
  const rows = await db.insert(promotions).values(values).onConflictDoNothing().returning();
  return rows[0];
}

/** The white label's time zone, read through this executor (a transaction's own connection). */
export async function timeZoneIn(db: Executor, merchantId: number): Promise<string> {
  const [row] = await db
    .select({ policy: merchants.policy })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  return policyOf({ policy: row?.policy ?? {} }).timeZone;
}
