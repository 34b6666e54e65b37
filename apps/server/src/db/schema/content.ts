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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea } from './members.ts';
import { merchants } from './system.ts';

/**
 * Banner images uploaded in the console: re-encoded bytes kept in the database (every node and
 * both drivers see them; no shared disk), addressed by the SHA-256 of those bytes so the URL
 * changes whenever the picture does and can be cached for a year.
 */
export const bannerImages = pgTable(
  'banner_images',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** Hex SHA-256 of `content`. */
    sha256: text('sha256').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('banner_images_hash').on(t.merchantId, t.sha256)],
);

/** Banners by group (w_home, w_login_BN, …), ordered by sequence: an image or a video link. */
export const banners = pgTable(
  'banners',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    groupName: text('group_name').notNull(),
    sequence: integer('sequence').notNull(),
    /** Plain text (alt text), never HTML. */
    title: text('title').notNull().default(''),
    imageId: bigint('image_id', { mode: 'number' }).references(() => bannerImages.id),
    videoUrl: text('video_url'),
    linkageType: text('linkage_type').notNull().default('NONE'),
    linkage: text('linkage').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('banners_group').on(t.merchantId, t.groupName, t.sequence),
    check('banners_media', sql`(${t.imageId} is null) <> (${t.videoUrl} is null)`),
  ],
);

/** Help centre categories, one set per language. */
export const helpCategories = pgTable(
  'help_categories',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    language: text('language').notNull(),
    title: text('title').notNull(),
    sequence: integer('sequence').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('help_categories_merchant').on(t.merchantId, t.language, t.sequence)],
);

/** Help centre articles: sanitised HTML, an anchor (slug) unique per white label and language. */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    categoryId: bigint('category_id', { mode: 'number' })
      .notNull()
      .references(() => helpCategories.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** Sanitised at write (sanitize-html). */
    body: text('body').notNull(),
    sequence: integer('sequence').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('help_articles_slug').on(t.merchantId, t.language, t.slug)],
);
