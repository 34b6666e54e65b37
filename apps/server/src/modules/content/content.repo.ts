import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  bannerImages,
  banners,
  helpArticles,
  helpCategories,
  merchants,
} from '../../db/schema/index.ts';

export type BannerRow = typeof banners.$inferSelect & { imageHash: string | null };
export type NewBanner = Omit<typeof banners.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const bannerColumns = {
  id: banners.id,
  merchantId: banners.merchantId,
  groupName: banners.groupName,
  sequence: banners.sequence,
  title: banners.title,
  imageId: banners.imageId,
  videoUrl: banners.videoUrl,
  linkageType: banners.linkageType,
  linkage: banners.linkage,
  enabled: banners.enabled,
  createdAt: banners.createdAt,
  updatedAt: banners.updatedAt,
  imageHash: bannerImages.sha256,
};

/** A white label's banners (of some groups, or all), in group and sequence order. */
export async function listBanners(
  db: Executor,
  merchantId: number,
  options: { groups?: string[]; enabledOnly?: boolean } = {},
): Promise<BannerRow[]> {
  const where = [eq(banners.merchantId, merchantId)];
  if (options.groups) where.push(inArray(banners.groupName, options.groups));
  if (options.enabledOnly) where.push(eq(banners.enabled, true));
  return db
    .select(bannerColumns)
    .from(banners)
    .leftJoin(bannerImages, eq(bannerImages.id, banners.imageId))
    .where(and(...where))
    .orderBy(asc(banners.groupName), asc(banners.sequence), asc(banners.id));
}

export async function findBanner(db: Executor, merchantId: number, id: number) {
  const [row] = await db
    .select(bannerColumns)
    .from(banners)
    .leftJoin(bannerImages, eq(bannerImages.id, banners.imageId))
    .where(and(eq(banners.merchantId, merchantId), eq(banners.id, id)));
  return row;
}

/** The next sequence of a group (after its last banner). */
export async function nextSequence(db: Executor, merchantId: number, groupName: string) {
  const [row] = await db
    .select({ last: max(banners.sequence) })
    .from(banners)
    .where(and(eq(banners.merchantId, merchantId), eq(banners.groupName, groupName)));
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

export async function insertBanner(db: Executor, values: NewBanner) {
  const [row] = await db.insert(banners).values(values).returning({ id: banners.id });
  return row!.id;
}

export async function updateBanner(
  db: Executor,
  merchantId: number,
  id: number,
  values: Partial<NewBanner>,
) {
  await db
    .update(banners)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(banners.merchantId, merchantId), eq(banners.id, id)));
}

export async function deleteBanner(db: Executor, merchantId: number, id: number) {
  const rows = await db
    .delete(banners)
    .where(and(eq(banners.merchantId, merchantId), eq(banners.id, id)))
    .returning({ id: banners.id });
  return rows.length > 0;
}

/** Locks a group's banners (a reorder reads and rewrites them all). */
export async function lockGroup(db: Executor, merchantId: number, groupName: string) {
  const rows = await db
    .select({ id: banners.id })
    .from(banners)
    .where(and(eq(banners.merchantId, merchantId), eq(banners.groupName, groupName)))
    .for('update');
  return rows.map((r) => r.id);
}

export async function setSequence(db: Executor, merchantId: number, id: number, sequence: number) {
  await db
    .update(banners)
    .set({ sequence, updatedAt: sql`now()` })
    .where(and(eq(banners.merchantId, merchantId), eq(banners.id, id)));
}

// ---------------------------------------------------------------- images

export async function insertImage(
  db: Executor,
  values: Omit<typeof bannerImages.$inferInsert, 'id' | 'createdAt'>,
) {
  // The same picture uploaded twice is one row (its hash is its address).
  await db
    .insert(bannerImages)
    .values(values)
    .onConflictDoNothing({ target: [bannerImages.merchantId, bannerImages.sha256] });
  const [row] = await db
    .select({ id: bannerImages.id })
    .from(bannerImages)
    .where(
      and(eq(bannerImages.merchantId, values.merchantId), eq(bannerImages.sha256, values.sha256)),
    );
  return row!.id;
}

export async function findImageMeta(db: Executor, merchantId: number, id: number) {
  const [row] = await db
    .select({ id: bannerImages.id, sha256: bannerImages.sha256 })
    .from(bannerImages)
    .where(and(eq(bannerImages.merchantId, merchantId), eq(bannerImages.id, id)));
  return row;
}

/** The content hashes of some images of a white label, by id. */
export async function imageHashes(db: Executor, merchantId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: bannerImages.id, sha256: bannerImages.sha256 })
    .from(bannerImages)
    .where(and(eq(bannerImages.merchantId, merchantId), inArray(bannerImages.id, ids)));
  return new Map(rows.map((r) => [r.id, r.sha256]));
}

export async function findImageByHash(db: Executor, merchantId: number, sha256: string) {
  const [row] = await db
    .select({ content: bannerImages.content, contentType: bannerImages.contentType })
    .from(bannerImages)
    .where(and(eq(bannerImages.merchantId, merchantId), eq(bannerImages.sha256, sha256)));
  return row;
}

// ---------------------------------------------------------------- help centre

export type HelpCategoryRow = typeof helpCategories.$inferSelect;
export type HelpArticleRow = typeof helpArticles.$inferSelect;

export async function listHelp(
  db: Executor,
  merchantId: number,
  options: { language?: string; enabledOnly?: boolean } = {},
) {
  const catWhere = [eq(helpCategories.merchantId, merchantId)];
  const artWhere = [eq(helpArticles.merchantId, merchantId)];
  if (options.language) {
    catWhere.push(eq(helpCategories.language, options.language));
    artWhere.push(eq(helpArticles.language, options.language));
  }
  if (options.enabledOnly) {
    catWhere.push(eq(helpCategories.enabled, true));
    artWhere.push(eq(helpArticles.enabled, true));
  }
  const categories = await db
    .select()
    .from(helpCategories)
    .where(and(...catWhere))
    .orderBy(asc(helpCategories.language), asc(helpCategories.sequence), asc(helpCategories.id));
  const articles = await db
    .select()
    .from(helpArticles)
    .where(and(...artWhere))
    .orderBy(asc(helpArticles.sequence), asc(helpArticles.id));
  return { categories, articles };
}

export async function findCategory(db: Executor, merchantId: number, id: number) {
  const [row] = await db
    .select()
    .from(helpCategories)
    .where(and(eq(helpCategories.merchantId, merchantId), eq(helpCategories.id, id)));
  return row;
}

export async function insertCategory(
  db: Executor,
  values: Omit<typeof helpCategories.$inferInsert, 'id' | 'createdAt'>,
) {
  const [row] = await db.insert(helpCategories).values(values).returning();
  return row!;
}

export async function updateCategory(
  db: Executor,
  merchantId: number,
  id: number,
  values: Partial<typeof helpCategories.$inferInsert>,
) {
  const [row] = await db
    .update(helpCategories)
    .set(values)
    .where(and(eq(helpCategories.merchantId, merchantId), eq(helpCategories.id, id)))
    .returning();
  return row;
}

/** Moves the category's articles to its (new) language. */
export async function setArticlesLanguage(db: Executor, categoryId: number, language: string) {
  await db.update(helpArticles).set({ language }).where(eq(helpArticles.categoryId, categoryId));
}

export async function deleteCategory(db: Executor, merchantId: number, id: number) {
  const rows = await db
    .delete(helpCategories)
    .where(and(eq(helpCategories.merchantId, merchantId), eq(helpCategories.id, id)))
    .returning({ id: helpCategories.id });
  return rows.length > 0;
}

export async function findArticle(db: Executor, merchantId: number, id: number) {
  const [row] = await db
    .select()
    .from(helpArticles)
    .where(and(eq(helpArticles.merchantId, merchantId), eq(helpArticles.id, id)));
  return row;
}

export async function insertArticle(
  db: Executor,
  values: Omit<typeof helpArticles.$inferInsert, 'id' | 'updatedAt'>,
) {
  const [row] = await db.insert(helpArticles).values(values).returning();
  return row!;
}

export async function updateArticle(
  db: Executor,
  merchantId: number,
  id: number,
  values: Partial<typeof helpArticles.$inferInsert>,
) {
  const [row] = await db
    .update(helpArticles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(helpArticles.merchantId, merchantId), eq(helpArticles.id, id)))
    .returning();
  return row;
}

export async function deleteArticle(db: Executor, merchantId: number, id: number) {
  const rows = await db
    .delete(helpArticles)
    .where(and(eq(helpArticles.merchantId, merchantId), eq(helpArticles.id, id)))
    .returning({ id: helpArticles.id });
  return rows.length > 0;
}

/** Whether the white label has any banner or help content yet (the seed runs only once). */
export async function hasContent(db: Executor, merchantId: number) {
  const [b] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(banners)
    .where(eq(banners.merchantId, merchantId));
  const [h] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(helpCategories)
    .where(eq(helpCategories.merchantId, merchantId));
  return { banners: Number(b?.n ?? 0) > 0, help: Number(h?.n ?? 0) > 0 };
}

/** A white label's id and name by code (the seed). */
export async function findMerchant(db: Executor, code: string) {
  const [row] = await db
    .select({ id: merchants.id, name: merchants.name })
    .from(merchants)
    .where(eq(merchants.code, code));
  return row;
}
