import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { deposits, grants, promotions } from '../../db/schema/index.ts';

export type PromotionRow = typeof promotions.$inferSelect;
export type GrantRow = typeof grants.$inferSelect;

/** The white label's promotions of a kind that are running at `now`. */
export function runningPromotions(db: Executor, merchantId: number, kind: string, now: Date) {
  return db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.merchantId, merchantId),
        eq(promotions.kind, kind),
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

/** Claims (member, source, period) for a grant; undefined when it was claimed before. */
export async function insertGrant(db: Executor, values: typeof grants.$inferInsert) {
  const rows = await db.insert(grants).values(values).onConflictDoNothing().returning();
  return rows[0];
}

export async function setGrantTransaction(db: Executor, id: number, transactionId: number) {
  await db.update(grants).set({ transactionId }).where(eq(grants.id, id));
}

/** The member's grants, newest first, with their promotion's texts. */
export async function pageGrants(
  db: Executor,
  merchantId: number,
  memberId: number,
  page: { offset: number; limit: number },
) {
  const where = and(eq(grants.merchantId, merchantId), eq(grants.memberId, memberId));
  const [rows, [count]] = await Promise.all([
    db
      .select({ grant: grants, texts: promotions.texts })
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
