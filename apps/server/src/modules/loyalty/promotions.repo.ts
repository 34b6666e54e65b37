import { and, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  grants,
  members,
  operators,
  promotionApplicationImages,
  promotionApplications,
  promotions,
} from '../../db/schema/index.ts';
import type { UploadedImage } from '../../lib/multipart-images.ts';
import { remainingOf } from './loyalty.repo.ts';

export type ApplicationRow = typeof promotionApplications.$inferSelect;

/**
 * The promotions the promotions page lists at `now`: running, starting later (coming soon) and
 * ended within the last `closedDays` (closed), oldest first.
 */
export function pagePromotions(db: Executor, merchantId: number, now: Date, closedDays: number) {
  const since = new Date(now.getTime() - closedDays * 86_400_000);
  return db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.merchantId, merchantId),
        or(
          and(
            eq(promotions.status, 'ACTIVE'),
            or(isNull(promotions.endsAt), gt(promotions.endsAt, since)),
          ),
          and(eq(promotions.status, 'CLOSED'), gt(promotions.endsAt, since)),
        ),
      ),
    )
    .orderBy(promotions.id);
}

/** A running promotion of the white label, by id (undefined when not running or not theirs). */
export async function runningPromotion(db: Executor, merchantId: number, id: number, now: Date) {
  const [row] = await db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.merchantId, merchantId),
        eq(promotions.id, id),
        eq(promotions.status, 'ACTIVE'),
        lte(promotions.startsAt, now),
        or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
      ),
    );
  return row;
}

/** What the eligibility rules read of a member. */
export async function memberFacts(db: Executor, memberId: number) {
  const [row] = await db
    .select({
      createdAt: members.createdAt,
      mobileVerifiedAt: members.mobileVerifiedAt,
      status: members.status,
    })
    .from(members)
    .where(eq(members.id, memberId));
  return row;
}

/** A grant of the member by source and period (with its wagering still open), if any. */
export async function findGrant(
  db: Executor,
  merchantId: number,
  memberId: number,
  source: string,
  periodKey: string,
) {
  const [row] = await db
    .select({
      grant: grants,
      remaining: remainingOf,
    })
    .from(grants)
    .where(
      and(
        eq(grants.merchantId, merchantId),
        eq(grants.memberId, memberId),
        eq(grants.source, source),
        eq(grants.periodKey, periodKey),
      ),
    );
  return row;
}

/** The member's grants of these (source, period) pairs, with the wagering still open on each. */
export async function grantsOf(
  db: Executor,
  merchantId: number,
  memberId: number,
  keys: { source: string; periodKey: string }[],
) {
  if (keys.length === 0) return [];
  return db
    .select({
      source: grants.source,
      periodKey: grants.periodKey,
      state: grants.state,
      remaining: remainingOf,
    })
    .from(grants)
    .where(
      and(
        eq(grants.merchantId, merchantId),
        eq(grants.memberId, memberId),
        or(...keys.map((k) => and(eq(grants.source, k.source), eq(grants.periodKey, k.periodKey)))),
      ),
    );
}

/** The member's latest application to each of these promotions. */
export async function latestApplications(db: Executor, memberId: number, promotionIds: number[]) {
  if (promotionIds.length === 0) return [];
  return db
    .selectDistinctOn([promotionApplications.promotionId])
    .from(promotionApplications)
    .where(
      and(
        eq(promotionApplications.memberId, memberId),
        inArray(promotionApplications.promotionId, promotionIds),
      ),
    )
    .orderBy(promotionApplications.promotionId, desc(promotionApplications.id));
}

/** Records an application; undefined when one is already waiting or approved for the period. */
export async function insertApplication(
  db: Executor,
  values: typeof promotionApplications.$inferInsert,
) {
  const rows = await db
    .insert(promotionApplications)
    .values(values)
    .onConflictDoNothing()
    .returning();
  return rows[0];
}

export async function insertApplicationImages(
  db: Executor,
  applicationId: number,
  images: UploadedImage[],
) {
  if (images.length === 0) return;
  await db
    .insert(promotionApplicationImages)
    .values(images.map((i) => ({ applicationId, content: i.content, contentType: i.contentType })));
}

const applicationView = {
  application: promotionApplications,
  texts: promotions.texts,
  code: promotions.code,
  username: members.username,
  language: members.language,
  // Named in full: inside a subquery an unqualified column would be the inner table's.
  amount: sql<string | null>`(select g.amount::text from grants g
    where g.id = "promotion_applications"."grant_id")`,
  imageIds: sql<string[]>`array(select i.id::text from promotion_application_images i
    where i.application_id = "promotion_applications"."id" order by i.id)`,
  decidedBy: operators.username,
};

/** The member's applications, newest first. */
export async function memberApplications(
  db: Executor,
  owner: { merchantId: number; memberId: number },
  page: { offset: number; limit: number },
) {
  const where = and(
    eq(promotionApplications.merchantId, owner.merchantId),
    eq(promotionApplications.memberId, owner.memberId),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select(applicationView)
      .from(promotionApplications)
      .innerJoin(promotions, eq(promotions.id, promotionApplications.promotionId))
      .innerJoin(members, eq(members.id, promotionApplications.memberId))
      .leftJoin(operators, eq(operators.id, promotionApplications.decidedBy))
      .where(where)
      .orderBy(desc(promotionApplications.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(promotionApplications)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** The console's queue: a white label's applications in a state, oldest first. */
export async function queue(
  db: Executor,
  filter: { merchantId: number; state: string; promotionId?: number | undefined },
  page: { offset: number; limit: number },
) {
  const where = and(
    eq(promotionApplications.merchantId, filter.merchantId),
    eq(promotionApplications.state, filter.state),
    filter.promotionId === undefined
      ? undefined
      : eq(promotionApplications.promotionId, filter.promotionId),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select(applicationView)
      .from(promotionApplications)
      .innerJoin(promotions, eq(promotions.id, promotionApplications.promotionId))
      .innerJoin(members, eq(members.id, promotionApplications.memberId))
      .leftJoin(operators, eq(operators.id, promotionApplications.decidedBy))
      .where(where)
      .orderBy(
        filter.state === 'APPLYING' ? promotionApplications.id : desc(promotionApplications.id),
      )
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(promotionApplications)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export type ApplicationViewRow = Awaited<ReturnType<typeof queue>>['rows'][number];

/** One application of the white label, locked for a decision (undefined when not theirs). */
export async function lockApplication(db: Executor, merchantId: number, id: number) {
  const [row] = await db
    .select()
    .from(promotionApplications)
    .where(and(eq(promotionApplications.merchantId, merchantId), eq(promotionApplications.id, id)))
    .for('update');
  return row;
}

export async function decideApplication(
  db: Executor,
  id: number,
  values: Pick<ApplicationRow, 'state' | 'reason' | 'grantId' | 'decidedBy' | 'decidedAt'>,
) {
  await db.update(promotionApplications).set(values).where(eq(promotionApplications.id, id));
}

export async function oneApplication(db: Executor, merchantId: number, id: number) {
  const [row] = await db
    .select(applicationView)
    .from(promotionApplications)
    .innerJoin(promotions, eq(promotions.id, promotionApplications.promotionId))
    .innerJoin(members, eq(members.id, promotionApplications.memberId))
    .leftJoin(operators, eq(operators.id, promotionApplications.decidedBy))
    .where(and(eq(promotionApplications.merchantId, merchantId), eq(promotionApplications.id, id)));
  return row;
}

/** An application's image with its owner, for the owner check. */
export async function findImage(db: Executor, applicationId: number, imageId: number) {
  const [row] = await db
    .select({
      content: promotionApplicationImages.content,
      contentType: promotionApplicationImages.contentType,
      memberId: promotionApplications.memberId,
      merchantId: promotionApplications.merchantId,
    })
    .from(promotionApplicationImages)
    .innerJoin(
      promotionApplications,
      eq(promotionApplications.id, promotionApplicationImages.applicationId),
    )
    .where(
      and(
        eq(promotionApplicationImages.id, imageId),
        eq(promotionApplicationImages.applicationId, applicationId),
      ),
    );
  return row;
}

/** Applications waiting per promotion of the white label. */
export async function applyingCounts(db: Executor, merchantId: number) {
  return db
    .select({
      promotionId: promotionApplications.promotionId,
      n: sql<number>`count(*)::int`,
    })
    .from(promotionApplications)
    .where(
      and(
        eq(promotionApplications.merchantId, merchantId),
        eq(promotionApplications.state, 'APPLYING'),
      ),
    )
    .groupBy(promotionApplications.promotionId);
}

// ---------------------------------------------------------------- forfeit and bust

/** A grant of the white label (and member, when given), locked for a forfeit when asked. */
export async function lockGrant(
  db: Executor,
  merchantId: number,
  grantId: number,
  memberId: number | undefined,
  lock: boolean,
) {
  const query = db
    .select()
    .from(grants)
    .where(
      and(
        eq(grants.merchantId, merchantId),
        eq(grants.id, grantId),
        memberId === undefined ? undefined : eq(grants.memberId, memberId),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The turnover requirement a grant's payment attached, locked (none when it required none). */
export async function lockRequirementOf(db: Executor, transactionId: number) {
  const result = (await db.execute(sql`
    select id, remaining::text as remaining from turnover_requirements
    where transaction_id = ${transactionId} for update`)) as {
    rows: { id: number | string; remaining: string }[];
  };
  const row = result.rows[0];
  return row && { id: Number(row.id), remaining: BigInt(row.remaining) };
}

/** What the member holds at transfer-wallet vendors (read after the main wallet's lock). */
export async function vendorHoldings(db: Executor, memberId: number): Promise<bigint> {
  const result = (await db.execute(sql`
    select coalesce(sum(balance), 0)::text as held from vendor_positions
    where member_id = ${memberId}`)) as { rows: { held: string }[] };
  return BigInt(result.rows[0]?.held ?? '0');
}

/** Closes a requirement: nothing more to bet on it. */
export async function closeRequirement(db: Executor, id: number) {
  await db.execute(sql`
    update turnover_requirements set remaining = 0, completed_at = now() where id = ${id}`);
}

export async function markForfeited(
  db: Executor,
  grantId: number,
  forfeit: Record<string, unknown>,
) {
  await db
    .update(grants)
    .set({
      state: 'FORFEITED',
      detail: sql`coalesce(${grants.detail}, '{}'::jsonb) || ${JSON.stringify({ forfeit })}::jsonb`,
    })
    .where(eq(grants.id, grantId));
}

/**
 * The bust rule, in one statement: the member's bonus grants whose wagering is still open are
 * marked forfeited (lost in play) and their requirements closed. Returns the grants closed.
 */
export async function bustOpenBonuses(db: Executor, memberId: number): Promise<number> {
  const result = (await db.execute(sql`
    with open as (
      select g.id as grant_id, tr.id as requirement_id
      from grants g join turnover_requirements tr on tr.transaction_id = g.transaction_id
      where g.member_id = ${memberId} and g.state <> 'FORFEITED' and tr.remaining > 0
      for update of g, tr
    ), closed as (
      update turnover_requirements tr set remaining = 0, completed_at = now()
      from open where tr.id = open.requirement_id
      returning tr.id
    )
    update grants g set state = 'FORFEITED',
      detail = coalesce(g.detail, '{}'::jsonb) || '{"forfeit":{"reason":"BUST","amount":"0"}}'::jsonb
    from open where g.id = open.grant_id
    returning g.id`)) as { rows: unknown[] };
  return result.rows.length;
}
