import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { operators } from './admin.ts';
import { bytea, members } from './members.ts';
import { merchants } from './system.ts';

/**
 * Live chat between a member and the white label's operators. A member has at most one
 * conversation that is not CLOSED per white label (WAITING: nobody has it yet; OPEN: an operator
 * claimed it). `waitingSince` is when the oldest member message not yet answered arrived (null
 * once an operator replied): the desk's queue and its waiting time. Read marks are the last
 * message id each side has seen.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** WAITING, OPEN or CLOSED. */
    status: text('status').notNull().default('WAITING'),
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    memberReadId: bigint('member_read_id', { mode: 'number' }).notNull().default(0),
    operatorReadId: bigint('operator_read_id', { mode: 'number' }).notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('chat_conversations_one_live')
      .on(t.merchantId, t.memberId)
      .where(sql`${t.status} <> 'CLOSED'`),
    index('chat_conversations_queue')
      .on(t.merchantId, t.waitingSince)
      .where(sql`${t.status} <> 'CLOSED'`),
    index('chat_conversations_member').on(t.memberId, t.id),
    check('chat_conversations_status', sql`${t.status} in ('WAITING', 'OPEN', 'CLOSED')`),
  ],
);

/** One chat message: text, or an image (sniffed and re-encoded before it is stored). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => chatConversations.id),
    /** MEMBER or OPERATOR. */
    sender: text('sender').notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
    body: text('body'),
    image: bytea('image'),
    imageType: text('image_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_conversation').on(t.conversationId, t.id),
    check('chat_messages_sender', sql`${t.sender} in ('MEMBER', 'OPERATOR')`),
    check(
      'chat_messages_content',
      sql`(${t.body} is not null) <> (${t.image} is not null) and (${t.image} is null) = (${t.imageType} is null)`,
    ),
  ],
);
