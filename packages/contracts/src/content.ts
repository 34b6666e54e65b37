import { z } from 'zod';
import { LANGUAGE_CODES, type LanguageCode } from './i18n.ts';

/*
 * Site content an operator runs in the console: banners by group (spec section 3 "Banner") and
 * the help centre (categories and articles per language, `/wps/system/helpCenter`).
 */

/** Groups without a language; the login and register popups have one group per language. */
export const BANNER_FIXED_GROUPS = ['w_forget', 'w_home', 'w_promotion', 'w_leftmenu'] as const;
export const BANNER_LANGUAGE_GROUPS = ['w_login', 'w_reg'] as const;

/** Every valid group name: w_login_BN, w_reg_EN, …, w_forget, w_home, w_promotion, w_leftmenu. */
export const BANNER_GROUPS: readonly string[] = [
  ...BANNER_LANGUAGE_GROUPS.flatMap((g) => LANGUAGE_CODES.map((l) => `${g}_${l}`)),
  ...BANNER_FIXED_GROUPS,
];

export const isBannerGroup = (value: string): boolean => BANNER_GROUPS.includes(value);

/** The login or register popup's group for a language. */
export const bannerGroupOf = (popup: 'w_login' | 'w_reg', language: LanguageCode) =>
  `${popup}_${language}`;

/** What a click on a banner does: nothing, an internal route, an https page, a game, a promotion. */
export const LINKAGE_TYPES = ['NONE', 'ROUTE', 'URL', 'GAME', 'PROMOTION'] as const;
export type LinkageType = (typeof LINKAGE_TYPES)[number];

/** The host of embedded video banners when the white label names none. */
export const DEFAULT_VIDEO_HOST = 'www.youtube-nocookie.com';

/**
 * Why a linkage cannot be stored, or null when it can. Internal routes start with one '/',
 * pages are https only (never javascript:, data: or a protocol-relative //host), games and
 * promotions are codes.
 */
export function linkageProblem(type: LinkageType, linkage: string): string | null {
  const value = linkage.trim();
  if (value !== linkage) return 'spaces';
  switch (type) {
    case 'NONE':
      return value === '' ? null : 'unexpected';
    case 'ROUTE':
      return /^\/(?![/\\])[A-Za-z0-9\-._~/?#=&%+]*$/.test(value) ? null : 'route';
    case 'URL': {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' && url.hostname !== '' && !url.username ? null : 'url';
      } catch {
        return 'url';
      }
    }
    case 'GAME':
    case 'PROMOTION':
      return /^[A-Za-z0-9_.:-]{1,64}$/.test(value) ? null : 'code';
  }
}

/** True when the url is an https link on the one allowed video host. */
export function isAllowedVideoUrl(url: string, host: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.hostname === host && !parsed.username;
  } catch {
    return false;
  }
}

const GroupName = z
  .string()
  .max(32)
  .describe('w_login_{lang}, w_reg_{lang}, w_forget, w_home, w_promotion or w_leftmenu');
const Title = z.string().trim().max(120).describe('Plain text (image alt text); never HTML');

/** A banner as the site shows it (spec: url, linkage, linkageType, groupName, sequence). */
export const BannerSchema = z.object({
  id: z.number().int(),
  groupName: z.string(),
  sequence: z.number().int(),
  kind: z.enum(['IMAGE', 'VIDEO']),
  url: z.string().describe('Image URL (content-hashed, cached for a year) or video embed URL'),
  title: z.string(),
  linkage: z.string(),
  linkageType: z.enum(LINKAGE_TYPES),
});
export type Banner = z.infer<typeof BannerSchema>;

export const BannerQuerySchema = z.object({
  groups: z
    .string()
    .max(400)
    .describe('Comma-separated group names; unknown names answer no banners')
    .default('w_home'),
});

export const BannerListSchema = z.object({ list: z.array(BannerSchema) });
export type BannerList = z.infer<typeof BannerListSchema>;

/** The console's view: disabled banners too. */
export const AdminBannerSchema = BannerSchema.extend({
  enabled: z.boolean(),
  imageId: z.number().int().nullable(),
  videoUrl: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminBanner = z.infer<typeof AdminBannerSchema>;

export const AdminBannerListSchema = z.object({
  list: z.array(AdminBannerSchema),
  videoHost: z.string().describe('The one host video banners may come from'),
  groups: z.array(z.string()),
});
export type AdminBannerList = z.infer<typeof AdminBannerListSchema>;

export const AdminBannerQuerySchema = z.object({ group: GroupName.optional() });

export const BannerWriteSchema = z.object({
  groupName: GroupName,
  title: Title.default(''),
  imageId: z.number().int().positive().nullable().default(null),
  videoUrl: z.string().max(500).nullable().default(null),
  linkageType: z.enum(LINKAGE_TYPES).default('NONE'),
  linkage: z.string().max(500).default(''),
  enabled: z.boolean().default(true),
  sequence: z.number().int().min(0).max(10_000).optional().describe('Default: last of its group'),
});
export type BannerWrite = z.infer<typeof BannerWriteSchema>;
export type BannerWriteInput = z.input<typeof BannerWriteSchema>;

export const BannerReorderSchema = z.object({
  groupName: GroupName,
  ids: z.array(z.number().int().positive()).min(1).max(100).describe('Every banner of the group'),
});
export type BannerReorder = z.infer<typeof BannerReorderSchema>;

export const BannerImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});
export type BannerImage = z.infer<typeof BannerImageSchema>;

export const IdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

// ---------------------------------------------------------------- help centre

// Help articles are written by operators in the two content languages (not the UI's complete ones).
const HelpLanguage = z.enum(['BN', 'EN']);
const Slug = z
  .string()
  .regex(/^[a-z0-9-]{1,40}$/)
  .describe('Anchor of the article: /help#term opens the article "terms"');

export const HelpArticleSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  body: z.string().describe('Sanitised HTML'),
});
export type HelpArticle = z.infer<typeof HelpArticleSchema>;

export const HelpCategorySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  articles: z.array(HelpArticleSchema),
});
export type HelpCategory = z.infer<typeof HelpCategorySchema>;

export const HelpCenterSchema = z.object({
  language: z.string(),
  categories: z.array(HelpCategorySchema),
});
export type HelpCenter = z.infer<typeof HelpCenterSchema>;

export const AdminHelpArticleSchema = HelpArticleSchema.extend({
  categoryId: z.number().int(),
  sequence: z.number().int(),
  enabled: z.boolean(),
});
export type AdminHelpArticle = z.infer<typeof AdminHelpArticleSchema>;

export const AdminHelpCategorySchema = z.object({
  id: z.number().int(),
  language: z.string(),
  title: z.string(),
  sequence: z.number().int(),
  enabled: z.boolean(),
  articles: z.array(AdminHelpArticleSchema),
});
export type AdminHelpCategory = z.infer<typeof AdminHelpCategorySchema>;

export const AdminHelpListSchema = z.object({ categories: z.array(AdminHelpCategorySchema) });
export type AdminHelpList = z.infer<typeof AdminHelpListSchema>;

export const HelpCategoryWriteSchema = z.object({
  language: HelpLanguage,
  title: z.string().trim().min(1).max(80),
  sequence: z.number().int().min(0).max(10_000).default(0),
  enabled: z.boolean().default(true),
});
export type HelpCategoryWrite = z.infer<typeof HelpCategoryWriteSchema>;

export const HelpArticleWriteSchema = z.object({
  categoryId: z.number().int().positive(),
  slug: Slug,
  title: z.string().trim().min(1).max(120),
  body: z.string().min(1).max(50_000).describe('HTML; sanitised on the server before it is stored'),
  sequence: z.number().int().min(0).max(10_000).default(0),
  enabled: z.boolean().default(true),
});
export type HelpArticleWrite = z.infer<typeof HelpArticleWriteSchema>;
