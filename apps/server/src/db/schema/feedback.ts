import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { operators } from './admin.ts';
import { bytea, members } from './members.ts';
import { messages } from './messages.ts';
import { merchants } from './system.ts';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A member's feedback (spec: content, sender, type, captcha). `sender` is the member's username
 * when it was sent, taken from the session. OPEN until an operator answers, then ANSWERED;
 * CLOSED when the desk closes it.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    sender: text('sender').notNull(),
    /** 1 deposit, 2 withdrawal, 3 game, 4 customer service, 6 agent application, 0 other. */
    type: smallint('type').notNull(),
    /** Plain text, trimmed, 20–200 code points (checked by the service). */
    content: text('content').notNull(),
    state: text('state').notNull().default('OPEN'),
    createdAt,
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by').references(() => operators.id),
  },
  (t) => [
    index('feedback_queue').on(t.merchantId, t.state, t.createdAt),
    index('feedback_member').on(t.memberId, t.createdAt),
    foreignKey({
      name: 'feedback_member_same_merchant',
      columns: [t.memberId, t.merchantId],
      foreignColumns: [members.id, members.merchantId],
    }),
    check('feedback_state', sql`${t.state} in ('OPEN', 'ANSWERED', 'CLOSED')`),
    check('feedback_type', sql`${t.type} in (0, 1, 2, 3, 4, 6)`),
    check('feedback_content', sql`char_length(${t.content}) between 1 and 400`),
  ],
);

/** A feedback item's images: sniffed by content and re-encoded as JPEG (≤ 3 per item). */
export const feedbackImages = pgTable(
  'feedback_images',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    feedbackId: bigint('feedback_id', { mode: 'number' })
      .notNull()
      .references(() => feedback.id),
    content: bytea('content').notNull(),
    contentType: text('content_type').notNull(),
    createdAt,
  },
  (t) => [index('feedback_images_feedback').on(t.feedbackId)],
);

/** The desk's answers; each is also a personal platform message to the member (`messageId`). */
export const feedbackReplies = pgTable(
  'feedback_replies',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    feedbackId: bigint('feedback_id', { mode: 'number' })
      .notNull()
      .references(() => feedback.id),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    content: text('content').notNull(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => messages.id),
    createdAt,
  },
  (t) => [index('feedback_replies_feedback').on(t.feedbackId, t.id)],
);
