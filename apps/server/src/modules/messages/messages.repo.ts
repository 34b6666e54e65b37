import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { members, messageStates, messages } from '../../db/schema/index.ts';

/** Whose inbox: the member, their white label, whether an agent, and since when a member. */
export interface Reader {
  memberId: number;
  merchantId: number;
  isAgent: boolean;
  joinedAt: Date;
}

/**
 * The messages a member sees: their own, and the broadcasts for their kind of member sent since
 * they joined; not expired, not deleted by them.
 */
function visibleTo(reader: Reader, at: Date): SQL {
  const kind = reader.isAgent ? 'AGENTS' : 'PLAYERS';
  return sql`${messages.merchantId} = ${reader.merchantId}
    and (${messages.memberId} = ${reader.memberId}
      or (${messages.memberId} is null and ${messages.audience} in ('ALL', ${kind})
          and ${messages.createdAt} >= ${reader.joinedAt}))
    and (${messages.expiresAt} is null or ${messages.expiresAt} > ${at})
    and ${messageStates.deletedAt} is null`;
}

const stateJoin = (reader: Reader) =>
  and(eq(messageStates.messageId, messages.id), eq(messageStates.memberId, reader.memberId));

export async function page(db: Executor, reader: Reader, at: Date, offset: number, limit: number) {
  return db
    .select({
      id: messages.id,
      kind: messages.kind,
      texts: messages.texts,
      template: messages.template,
      params: messages.params,
      createdAt: messages.createdAt,
      readAt: messageStates.readAt,
    })
    .from(messages)
    .leftJoin(messageStates, stateJoin(reader))
    .where(visibleTo(reader, at))
    .orderBy(desc(messages.id))
    .offset(offset)
    .limit(limit);
}

export async function counts(db: Executor, reader: Reader, at: Date) {
  const [row] = await db
    .select({
      total: count(),
      unread: sql<number>`(count(*) filter (where ${messageStates.readAt} is null))::int`,
    })
    .from(messages)
    .leftJoin(messageStates, stateJoin(reader))
    .where(visibleTo(reader, at));
  return { total: Number(row?.total ?? 0), unread: Number(row?.unread ?? 0) };
}

/**
 * Marks messages the member sees (these ids, or all when `ids` is null) read or deleted. Ids the
 * member does not see are ignored, so nobody can mark another member's message.
 */
export async function mark(
  db: Executor,
  reader: Reader,
  at: Date,
  ids: number[] | null,
  what: 'read' | 'deleted',
) {
  const chosen =
    ids === null ? sql`true` : sql`${messages.id} = any(${`{${ids.join(',')}}`}::bigint[])`;
  const readAt = what === 'read' ? at : null;
  const deletedAt = what === 'deleted' ? at : null;
  await db.execute(sql`
    insert into message_states (member_id, message_id, read_at, deleted_at)
    select ${reader.memberId}::bigint, ${messages.id}, ${readAt}::timestamptz, ${deletedAt}::timestamptz
    from ${messages}
    left join ${messageStates} on ${stateJoin(reader)}
    where ${visibleTo(reader, at)} and ${chosen}
    on conflict (member_id, message_id) do update set
      read_at = coalesce(message_states.read_at, excluded.read_at),
      deleted_at = coalesce(message_states.deleted_at, excluded.deleted_at)`);
}

export type NewMessage = typeof messages.$inferInsert;

export async function insert(db: Executor, values: NewMessage) {
  const [row] = await db.insert(messages).values(values).returning();
  return row!;
}

/** An operator's messages of a white label, newest first. */
export async function listOperatorMessages(
  db: Executor,
  merchantId: number,
  offset: number,
  limit: number,
) {
  const where = and(eq(messages.merchantId, merchantId), eq(messages.kind, 'OPERATOR'));
  const rows = await db
    .select()
    .from(messages)
    .where(where)
    .orderBy(desc(messages.id))
    .offset(offset)
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(messages).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The one member a message or notice is about: who, where, what kind, since when. */
export interface MemberRef {
  id: number;
  merchantId: number;
  type: number;
  createdAt: Date;
}

export async function findMember(db: Executor, memberId: number): Promise<MemberRef | undefined> {
  const [row] = await db
    .select({
      id: members.id,
      merchantId: members.merchantId,
      type: members.type,
      createdAt: members.createdAt,
    })
    .from(members)
    .where(eq(members.id, memberId));
  return row;
}
