import { and, asc, desc, eq, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { chatConversations, chatMessages, members, operators } from '../../db/schema/index.ts';

export type ConversationRow = typeof chatConversations.$inferSelect;

const messageColumns = {
  id: chatMessages.id,
  conversationId: chatMessages.conversationId,
  sender: chatMessages.sender,
  body: chatMessages.body,
  hasImage: sql<boolean>`${chatMessages.image} is not null`,
  operatorName: operators.displayName,
  createdAt: chatMessages.createdAt,
};
export type MessageRow = {
  id: number;
  conversationId: number;
  sender: string;
  body: string | null;
  hasImage: boolean;
  operatorName: string | null;
  createdAt: Date;
};

/** The member's conversation that is not closed, if any. */
export async function findLive(db: Executor, merchantId: number, memberId: number) {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(
      and(
        eq(chatConversations.merchantId, merchantId),
        eq(chatConversations.memberId, memberId),
        ne(chatConversations.status, 'CLOSED'),
      ),
    );
  return row;
}

/** The member's newest conversation (live or closed), if any. */
export async function findLatest(db: Executor, merchantId: number, memberId: number) {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(
      and(eq(chatConversations.merchantId, merchantId), eq(chatConversations.memberId, memberId)),
    )
    .orderBy(desc(chatConversations.id))
    .limit(1);
  return row;
}

/**
 * The member's live conversation, opened (WAITING) when there is none. The partial unique index
 * keeps it to one even when two sends race: the loser's insert does nothing and it reads the
 * winner's row. Answers whether this call opened it.
 */
export async function openLive(db: Executor, merchantId: number, memberId: number) {
  const [created] = await db
    .insert(chatConversations)
    .values({ merchantId, memberId })
    .onConflictDoNothing()
    .returning();
  if (created) return { conversation: created, isNew: true };
  const found = await findLive(db, merchantId, memberId);
  if (!found) throw new Error('live conversation vanished');
  return { conversation: found, isNew: false };
}

/** A conversation of this white label, locked for the caller's transaction when asked. */
export async function findInMerchant(
  db: Executor,
  merchantId: number,
  id: number,
  lock = false,
): Promise<ConversationRow | undefined> {
  const query = db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.id, id), eq(chatConversations.merchantId, merchantId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertMessage(
  db: Executor,
  values: typeof chatMessages.$inferInsert,
): Promise<{ id: number; createdAt: Date }> {
  const [row] = await db
    .insert(chatMessages)
    .values(values)
    .returning({ id: chatMessages.id, createdAt: chatMessages.createdAt });
  return row!;
}

export async function updateConversation(
  db: Executor,
  id: number,
  values: Partial<typeof chatConversations.$inferInsert>,
): Promise<ConversationRow> {
  const [row] = await db
    .update(chatConversations)
    .set(values)
    .where(eq(chatConversations.id, id))
    .returning();
  return row!;
}

/** After a member's message: waiting from now unless already waiting; the member has read it. */
export async function afterMemberMessage(db: Executor, id: number, messageId: number, at: Date) {
  const [row] = await db
    .update(chatConversations)
    .set({
      waitingSince: sql`coalesce(${chatConversations.waitingSince}, ${at.toISOString()}::timestamptz)`,
      lastMessageAt: at,
      memberReadId: sql`greatest(${chatConversations.memberReadId}, ${messageId})`,
    })
    .where(eq(chatConversations.id, id))
    .returning();
  return row!;
}

/** Claims a WAITING conversation for an operator; undefined when it was not WAITING. */
export async function claim(db: Executor, merchantId: number, id: number, operatorId: number) {
  const [row] = await db
    .update(chatConversations)
    .set({ status: 'OPEN', operatorId })
    .where(
      and(
        eq(chatConversations.id, id),
        eq(chatConversations.merchantId, merchantId),
        eq(chatConversations.status, 'WAITING'),
      ),
    )
    .returning();
  return row;
}

/** Closes a conversation that is not closed; undefined when it already was (or is not here). */
export async function close(db: Executor, merchantId: number, id: number, at: Date) {
  const [row] = await db
    .update(chatConversations)
    .set({ status: 'CLOSED', closedAt: at, waitingSince: null })
    .where(
      and(
        eq(chatConversations.id, id),
        eq(chatConversations.merchantId, merchantId),
        ne(chatConversations.status, 'CLOSED'),
      ),
    )
    .returning();
  return row;
}

/**
 * Moves a side's read mark forward to `messageId` when that message belongs to a conversation
 * matching `where` (the member's own, or one of the operator's white label). Never backwards.
 */
export async function markRead(
  db: Executor,
  side: 'member' | 'operator',
  messageId: number,
  owner: { merchantId: number; memberId?: number; conversationId?: number },
) {
  const column =
    side === 'member' ? chatConversations.memberReadId : chatConversations.operatorReadId;
  const [row] = await db
    .update(chatConversations)
    .set(
      side === 'member'
        ? { memberReadId: sql`greatest(${column}, ${messageId})` }
        : { operatorReadId: sql`greatest(${column}, ${messageId})` },
    )
    .where(
      and(
        eq(chatConversations.merchantId, owner.merchantId),
        owner.memberId === undefined ? undefined : eq(chatConversations.memberId, owner.memberId),
        owner.conversationId === undefined
          ? undefined
          : eq(chatConversations.id, owner.conversationId),
        sql`${chatConversations.id} = (select ${chatMessages.conversationId} from ${chatMessages} where ${chatMessages.id} = ${messageId})`,
      ),
    )
    .returning();
  return row;
}

/**
 * One page of messages, newest `limit` before `before`, answered oldest first: every conversation
 * of the member (history survives a closed conversation), or one conversation.
 */
export async function messagesPage(
  db: Executor,
  scope: { merchantId: number; memberId: number } | { conversationId: number },
  before: number | undefined,
  limit: number,
): Promise<{ list: MessageRow[]; hasMore: boolean }> {
  const where =
    'conversationId' in scope
      ? eq(chatMessages.conversationId, scope.conversationId)
      : and(
          eq(chatConversations.merchantId, scope.merchantId),
          eq(chatConversations.memberId, scope.memberId),
        );
  const rows = await db
    .select(messageColumns)
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .leftJoin(operators, eq(operators.id, chatMessages.operatorId))
    .where(and(where, before === undefined ? undefined : lt(chatMessages.id, before)))
    .orderBy(desc(chatMessages.id))
    .limit(limit + 1);
  const hasMore = rows.length > limit;
  return { list: rows.slice(0, limit).reverse(), hasMore };
}

/** One message with its sender's name (to push it after it committed). */
export async function findMessage(db: Executor, id: number): Promise<MessageRow | undefined> {
  const [row] = await db
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(operators, eq(operators.id, chatMessages.operatorId))
    .where(eq(chatMessages.id, id));
  return row;
}

/** An image message, when it belongs to the member's conversations or the white label's. */
export async function findImage(
  db: Executor,
  messageId: number,
  owner: { merchantId: number; memberId?: number },
) {
  const [row] = await db
    .select({ content: chatMessages.image, contentType: chatMessages.imageType })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(
      and(
        eq(chatMessages.id, messageId),
        eq(chatConversations.merchantId, owner.merchantId),
        owner.memberId === undefined ? undefined : eq(chatConversations.memberId, owner.memberId),
      ),
    );
  return row?.content && row.contentType
    ? { content: row.content, contentType: row.contentType }
    : undefined;
}

const deskColumns = {
  conversation: chatConversations,
  username: members.username,
  operatorName: operators.displayName,
  unread: sql<number>`(select count(*)::int from ${chatMessages} m where m.conversation_id = ${chatConversations.id} and m.sender = 'MEMBER' and m.id > ${chatConversations.operatorReadId})`,
};
export type DeskRow = {
  conversation: ConversationRow;
  username: string;
  operatorName: string | null;
  unread: number;
};

/**
 * The white label's desk: conversations not closed, those waiting for an answer first (longest
 * wait first), then the rest by their last message.
 */
export async function desk(db: Executor, merchantId: number): Promise<DeskRow[]> {
  return db
    .select(deskColumns)
    .from(chatConversations)
    .innerJoin(members, eq(members.id, chatConversations.memberId))
    .leftJoin(operators, eq(operators.id, chatConversations.operatorId))
    .where(
      and(eq(chatConversations.merchantId, merchantId), ne(chatConversations.status, 'CLOSED')),
    )
    .orderBy(
      sql`${chatConversations.waitingSince} asc nulls last`,
      desc(chatConversations.lastMessageAt),
      asc(chatConversations.id),
    )
    .limit(200);
}

/** One desk row of this white label. */
export async function deskItem(
  db: Executor,
  merchantId: number,
  id: number,
): Promise<DeskRow | undefined> {
  const [row] = await db
    .select(deskColumns)
    .from(chatConversations)
    .innerJoin(members, eq(members.id, chatConversations.memberId))
    .leftJoin(operators, eq(operators.id, chatConversations.operatorId))
    .where(and(eq(chatConversations.merchantId, merchantId), eq(chatConversations.id, id)));
  return row;
}
