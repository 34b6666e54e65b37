import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  mallItems,
  mallRedemptions,
  memberPoints,
  members,
  memberVip,
  pointsEntries,
  pointsRatios,
  pointsSettings,
} from '../../db/schema/index.ts';

export type MallItemRow = typeof mallItems.$inferSelect;
export type RedemptionRow = typeof mallRedemptions.$inferSelect;

export async function settingsOf(db: Executor, merchantId: number) {
  const [row] = await db
    .select()
    .from(pointsSettings)
    .where(eq(pointsSettings.merchantId, merchantId));
  return row;
}

export function ratiosOf(db: Executor, merchantId: number) {
  return db
    .select()
    .from(pointsRatios)
    .where(eq(pointsRatios.merchantId, merchantId))
    .orderBy(asc(pointsRatios.vipLevel), asc(pointsRatios.methodCode));
}

/**
 * The ratio lines that apply to a member: those of the highest VIP level at or below theirs that
 * has lines (a level's lines replace the lower levels', as rebate rates do).
 */
export async function ratiosFor(db: Executor, merchantId: number, memberId: number) {
  return db
    .select()
    .from(pointsRatios)
    .where(
      and(
        eq(pointsRatios.merchantId, merchantId),
        sql`${pointsRatios.vipLevel} = (select max(r.vip_level) from ${pointsRatios} r
          where r.merchant_id = ${merchantId} and r.vip_level <= coalesce((
            select ${memberVip.level} from ${memberVip}
            where ${memberVip.memberId} = ${memberId}), 0))`,
      ),
    )
    .orderBy(asc(pointsRatios.methodCode));
}

/** The member's points row, created at 0 and locked until the transaction ends. */
export async function lockBalance(db: Executor, merchantId: number, memberId: number) {
  await db.insert(memberPoints).values({ memberId, merchantId }).onConflictDoNothing();
  const [row] = await db
    .select({ balance: memberPoints.balance })
    .from(memberPoints)
    .where(eq(memberPoints.memberId, memberId))
    .for('update');
  return row?.balance ?? 0n;
}

export async function balanceOf(db: Executor, memberId: number) {
  const [row] = await db
    .select({ balance: memberPoints.balance })
    .from(memberPoints)
    .where(eq(memberPoints.memberId, memberId));
  return row?.balance ?? 0n;
}

/** Writes an entry once per (member, kind, reference); false when it was written before. */
export async function insertEntry(db: Executor, values: typeof pointsEntries.$inferInsert) {
  const rows = await db
    .insert(pointsEntries)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: pointsEntries.id });
  return rows.length > 0;
}

export async function setBalance(db: Executor, memberId: number, balance: bigint) {
  await db.update(memberPoints).set({ balance }).where(eq(memberPoints.memberId, memberId));
}

export async function entryOf(db: Executor, memberId: number, kind: string, reference: string) {
  const [row] = await db
    .select()
    .from(pointsEntries)
    .where(
      and(
        eq(pointsEntries.memberId, memberId),
        eq(pointsEntries.kind, kind),
        eq(pointsEntries.reference, reference),
      ),
    );
  return row;
}

export async function pageEntries(
  db: Executor,
  memberId: number,
  page: { offset: number; limit: number },
) {
  const where = eq(pointsEntries.memberId, memberId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(pointsEntries)
      .where(where)
      .orderBy(desc(pointsEntries.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(pointsEntries).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export function itemsOf(db: Executor, merchantId: number, onlyActive: boolean) {
  return db
    .select()
    .from(mallItems)
    .where(
      and(
        eq(mallItems.merchantId, merchantId),
        onlyActive ? eq(mallItems.status, 'ACTIVE') : undefined,
      ),
    )
    .orderBy(asc(mallItems.sort), asc(mallItems.id));
}

export async function itemOf(db: Executor, merchantId: number, id: number) {
  const [row] = await db
    .select()
    .from(mallItems)
    .where(and(eq(mallItems.merchantId, merchantId), eq(mallItems.id, id)));
  return row;
}

/** Takes one from the stock (unlimited stock always gives); false when none is left. */
export async function takeStock(db: Executor, id: number) {
  const rows = await db
    .update(mallItems)
    .set({ stock: sql`${mallItems.stock} - 1` })
    .where(and(eq(mallItems.id, id), sql`coalesce(${mallItems.stock}, 1) > 0`))
    .returning({ id: mallItems.id });
  return rows.length > 0;
}

export async function returnStock(db: Executor, id: number) {
  await db
    .update(mallItems)
    .set({ stock: sql`${mallItems.stock} + 1` })
    .where(and(eq(mallItems.id, id), sql`${mallItems.stock} is not null`));
}

/** A member's redemptions that count against limits (not rejected), per item. */
export async function redeemedCounts(db: Executor, memberId: number, itemIds?: number[]) {
  const rows = await db
    .select({ itemId: mallRedemptions.itemId, n: count() })
    .from(mallRedemptions)
    .where(
      and(
        eq(mallRedemptions.memberId, memberId),
        ne(mallRedemptions.status, 'REJECTED'),
        itemIds ? inArray(mallRedemptions.itemId, itemIds) : undefined,
      ),
    )
    .groupBy(mallRedemptions.itemId);
  return new Map(rows.map((r) => [r.itemId, r.n]));
}

/** Redemptions not rejected, per item, for the whole white label (the console). */
export async function redeemedTotals(db: Executor, merchantId: number) {
  const rows = await db
    .select({ itemId: mallRedemptions.itemId, n: count() })
    .from(mallRedemptions)
    .where(and(eq(mallRedemptions.merchantId, merchantId), ne(mallRedemptions.status, 'REJECTED')))
    .groupBy(mallRedemptions.itemId);
  return new Map(rows.map((r) => [r.itemId, r.n]));
}

export async function insertRedemption(db: Executor, values: typeof mallRedemptions.$inferInsert) {
  const rows = await db.insert(mallRedemptions).values(values).onConflictDoNothing().returning();
  return rows[0];
}

export async function redemptionByRequest(
  db: Executor,
  merchantId: number,
  memberId: number,
  requestId: string,
) {
  const [row] = await db
    .select()
    .from(mallRedemptions)
    .where(
      and(
        eq(mallRedemptions.merchantId, merchantId),
        eq(mallRedemptions.memberId, memberId),
        eq(mallRedemptions.requestId, requestId),
      ),
    );
  return row;
}

/** Locks a redemption of the white label (a decision). */
export async function lockRedemption(db: Executor, merchantId: number, id: number) {
  const [row] = await db
    .select()
    .from(mallRedemptions)
    .where(and(eq(mallRedemptions.merchantId, merchantId), eq(mallRedemptions.id, id)))
    .for('update');
  return row;
}

export async function decideRedemption(
  db: Executor,
  id: number,
  set: { status: string; reason: string | null; decidedBy: string; transactionId?: number | null },
) {
  const [row] = await db
    .update(mallRedemptions)
    .set({ ...set, decidedAt: sql`now()` })
    .where(and(eq(mallRedemptions.id, id), eq(mallRedemptions.status, 'IN_PROCESS')))
    .returning();
  return row;
}

const redemptionColumns = {
  redemption: mallRedemptions,
  texts: mallItems.texts,
  rewardKind: mallItems.rewardKind,
  username: members.username,
};

export async function pageRedemptions(
  db: Executor,
  filter: { merchantId: number; memberId?: number; status?: string },
  page: { offset: number; limit: number },
) {
  const where = and(
    eq(mallRedemptions.merchantId, filter.merchantId),
    filter.memberId === undefined ? undefined : eq(mallRedemptions.memberId, filter.memberId),
    filter.status === undefined ? undefined : eq(mallRedemptions.status, filter.status),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(redemptionColumns)
      .from(mallRedemptions)
      .innerJoin(mallItems, eq(mallItems.id, mallRedemptions.itemId))
      .innerJoin(members, eq(members.id, mallRedemptions.memberId))
      .where(where)
      .orderBy(desc(mallRedemptions.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(mallRedemptions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function redemptionView(db: Executor, id: number) {
  const [row] = await db
    .select(redemptionColumns)
    .from(mallRedemptions)
    .innerJoin(mallItems, eq(mallItems.id, mallRedemptions.itemId))
    .innerJoin(members, eq(members.id, mallRedemptions.memberId))
    .where(eq(mallRedemptions.id, id));
  return row;
}

export type RedemptionView = NonNullable<Awaited<ReturnType<typeof redemptionView>>>;

export async function insertItem(db: Executor, values: typeof mallItems.$inferInsert) {
  const [row] = await db.insert(mallItems).values(values).returning();
  return row!;
}

export async function updateItem(
  db: Executor,
  merchantId: number,
  id: number,
  values: Partial<typeof mallItems.$inferInsert>,
) {
  const [row] = await db
    .update(mallItems)
    .set(values)
    .where(and(eq(mallItems.merchantId, merchantId), eq(mallItems.id, id)))
    .returning();
  return row;
}

export async function lockItem(db: Executor, merchantId: number, id: number) {
  const [row] = await db
    .select()
    .from(mallItems)
    .where(and(eq(mallItems.merchantId, merchantId), eq(mallItems.id, id)))
    .for('update');
  return row;
}

export async function replaceSettings(
  db: Executor,
  merchantId: number,
  settings: Omit<typeof pointsSettings.$inferInsert, 'merchantId'>,
  ratios: Omit<typeof pointsRatios.$inferInsert, 'merchantId'>[],
) {
  await db
    .insert(pointsSettings)
    .values({ merchantId, ...settings })
    .onConflictDoUpdate({ target: pointsSettings.merchantId, set: settings });
  await db.delete(pointsRatios).where(eq(pointsRatios.merchantId, merchantId));
  if (ratios.length > 0) {
    await db.insert(pointsRatios).values(ratios.map((r) => ({ merchantId, ...r })));
  }
}
