import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { merchants } from './system.ts';

/**
 * Announcements: one row per language version (an operator writes the BN and the EN version
 * as two rows). `content` is HTML sanitised at write time; `title` is plain text. `execution`
 * says who sees it: B everyone, A logged-in members, F only the member's first-login session.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    language: text('language').notNull(),
    /** B, PL, PU, PR or H. */
    type: text('type').notNull(),
    platform: text('platform').notNull().default('W'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** Where the item can send the player: rewardCenter, or nothing. */
    linkage: text('linkage'),
    execution: text('execution').notNull().default('B'),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    sequence: integer('sequence').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('announcements_merchant_language').on(t.merchantId, t.language, t.sequence),
    check('announcements_type', sql`${t.type} in ('B', 'PL', 'PU', 'PR', 'H', 'AG')`),
    check('announcements_execution', sql`${t.execution} in ('A', 'B', 'F')`),
    check('announcements_platform', sql`${t.platform} = 'W'`),
    check(
      'announcements_window',
      sql`${t.startAt} is null or ${t.endAt} is null or ${t.endAt} > ${t.startAt}`,
    ),
  ],
);
