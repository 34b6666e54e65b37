import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FeedbackState } from '@portal/contracts/feedback';
import type { Executor } from '../../db/client.ts';
import {
  feedback,
  feedbackImages,
  feedbackReplies,
  members,
  operators,
} from '../../db/schema/index.ts';
import type { UploadedImage } from '../../lib/multipart-images.ts';

export type FeedbackRow = typeof feedback.$inferSelect;

/** Holds the member's row until the transaction ends: their feedback limits count one at a time. */
export async function lockMember(tx: Executor, memberId: number): Promise<void> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
}

/** The member's items waiting for an answer, and everything they sent since `since`. */
export async function memberCounts(tx: Executor, memberId: number, since: Date) {
  const [row] = await tx
    .select({
      open: sql<number>`count(*) filter (where ${feedback.state} = 'OPEN')`.mapWith(Number),
      recent: sql<number>`count(*) filter (where ${feedback.createdAt} >= ${since})`.mapWith(
        Number,
      ),
    })
    .from(feedback)
    .where(eq(feedback.memberId, memberId));
  return { open: row?.open ?? 0, recent: row?.recent ?? 0 };
}

export async function insertFeedback(tx: Executor, values: typeof feedback.$inferInsert) {
  const [row] = await tx.insert(feedback).values(values).returning();
  return row!;
}

export async function insertImages(tx: Executor, feedbackId: number, images: UploadedImage[]) {
  if (images.length === 0) return;
  await tx
    .insert(feedbackImages)
    .values(images.map((i) => ({ feedbackId, content: i.content, contentType: i.contentType })));
}

/** The member's own feedback, newest first. */
export async function memberPage(
  db: Executor,
  owner: { memberId: number; merchantId: number },
  offset: number,
  limit: number,
) {
  const where = and(
    eq(feedback.memberId, owner.memberId),
    eq(feedback.merchantId, owner.merchantId),
  );
  const rows = await db
    .select()
    .from(feedback)
    .where(where)
    .orderBy(desc(feedback.id))
    .offset(offset)
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(feedback).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Image ids per feedback item (never the bytes). */
export async function imageIds(db: Executor, feedbackIds: number[]) {
  if (feedbackIds.length === 0) return [];
  return db
    .select({ id: feedbackImages.id, feedbackId: feedbackImages.feedbackId })
    .from(feedbackImages)
    .where(inArray(feedbackImages.feedbackId, feedbackIds))
    .orderBy(asc(feedbackImages.id));
}

/** Answers per feedback item, oldest first, with the answering operator's username. */
export async function replies(db: Executor, feedbackIds: number[]) {
  if (feedbackIds.length === 0) return [];
  return db
    .select({
      id: feedbackReplies.id,
      feedbackId: feedbackReplies.feedbackId,
      content: feedbackReplies.content,
      createdAt: feedbackReplies.createdAt,
      operator: operators.username,
    })
    .from(feedbackReplies)
    .innerJoin(operators, eq(operators.id, feedbackReplies.operatorId))
    .where(inArray(feedbackReplies.feedbackId, feedbackIds))
    .orderBy(asc(feedbackReplies.id));
}

/** One image with the feedback it belongs to (whose member and white label). */
export async function findImage(db: Executor, feedbackId: number, imageId: number) {
  const [row] = await db
    .select({
      content: feedbackImages.content,
      contentType: feedbackImages.contentType,
      memberId: feedback.memberId,
      merchantId: feedback.merchantId,
    })
    .from(feedbackImages)
    .innerJoin(feedback, eq(feedback.id, feedbackImages.feedbackId))
    .where(and(eq(feedbackImages.id, imageId), eq(feedbackImages.feedbackId, feedbackId)));
  return row;
}

export interface DeskFilter {
  merchantId: number;
  state?: FeedbackState | undefined;
  type?: number | undefined;
}

/** The desk's queue of a white label: oldest first, with each item's image count. */
export async function deskPage(db: Executor, filter: DeskFilter, offset: number, limit: number) {
  const parts: SQL[] = [eq(feedback.merchantId, filter.merchantId)];
  if (filter.state) parts.push(eq(feedback.state, filter.state));
  if (filter.type !== undefined) parts.push(eq(feedback.type, filter.type));
  const where = and(...parts);
  const rows = await db
    .select({
      row: feedback,
      imageCount:
        sql<number>`(select count(*) from ${feedbackImages} where ${feedbackImages.feedbackId} = ${feedback.id})`.mapWith(
          Number,
        ),
    })
    .from(feedback)
    .where(where)
    .orderBy(asc(feedback.createdAt), asc(feedback.id))
    .offset(offset)
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(feedback).where(where);
  const [open] = await db
    .select({ n: count() })
    .from(feedback)
    .where(and(eq(feedback.merchantId, filter.merchantId), eq(feedback.state, 'OPEN')));
  return { rows, total: Number(total?.n ?? 0), open: Number(open?.n ?? 0) };
}

/** One item of a white label (locked for the transaction when `lock`). */
export async function findForDesk(db: Executor, merchantId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(feedback)
    .where(and(eq(feedback.id, id), eq(feedback.merchantId, merchantId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function countImages(db: Executor, feedbackId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(feedbackImages)
    .where(eq(feedbackImages.feedbackId, feedbackId));
  return Number(row?.n ?? 0);
}

export async function insertReply(tx: Executor, values: typeof feedbackReplies.$inferInsert) {
  const [row] = await tx.insert(feedbackReplies).values(values).returning();
  return row!;
}

export async function update(
  tx: Executor,
  id: number,
  values: Partial<Pick<FeedbackRow, 'state' | 'answeredAt' | 'closedAt' | 'closedBy'>>,
) {
  const [row] = await tx.update(feedback).set(values).where(eq(feedback.id, id)).returning();
  return row!;
}
