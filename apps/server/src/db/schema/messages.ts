import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { merchants } from './system.ts';

/**
 * Platform messages (messageV2). An operator's message has its texts in English and Bengali and
 * an audience: every member (ALL), players or agents only, or one member. A notice is written by
 * the portal for one member when money moves (`template` and `params`, rendered in the member's
 * language when read). Broadcasts are one row; what a member did with them is in message_states.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** ALL, PLAYERS, AGENTS or MEMBER. */
    audience: text('audience').notNull(),
    /** The member of a MEMBER message. */
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    /** OPERATOR, or NOTICE (written by the portal). */
    kind: text('kind').notNull(),
    /** An operator's texts: { EN, BN } titles and contents. */
    texts: jsonb('texts').$type<{
      titleEn: string;
      titleBn: string;
      contentEn: string;
      contentBn: string;
    }>(),
    /** A notice's template and facts (contracts/messages.ts renders them). */
    template: text('template'),
    params: jsonb('params').$type<Record<string, string>>(),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_member')
      .on(t.memberId, t.id)
      .where(sql`${t.memberId} is not null`),
    index('messages_broadcast')
      .on(t.merchantId, t.id)
      .where(sql`${t.memberId} is null`),
    check(
      'messages_audience',
      sql`(${t.audience} = 'MEMBER') = (${t.memberId} is not null) and ${t.audience} in ('ALL', 'PLAYERS', 'AGENTS', 'MEMBER')`,
    ),
    check(
      'messages_content',
      sql`(${t.kind} = 'OPERATOR' and ${t.texts} is not null) or (${t.kind} = 'NOTICE' and ${t.template} is not null)`,
    ),
  ],
);

/** A member's read and delete marks (a message without a row is unread). */
export const messageStates = pgTable(
  'message_states',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => messages.id),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.messageId] })],
);
