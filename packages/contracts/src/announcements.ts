import { z } from 'zod';
import { LANGUAGE_CODES } from './i18n.ts';

export * from './announcement-constants.ts';
import {
  ANNOUNCEMENT_CONTENT_MAX,
  ANNOUNCEMENT_EXECUTIONS,
  ANNOUNCEMENT_LINKAGES,
  ANNOUNCEMENT_PAGE_SIZE,
  ANNOUNCEMENT_PLATFORMS,
  ANNOUNCEMENT_TITLE_MAX,
  ANNOUNCEMENT_TYPES,
} from './announcement-constants.ts';

/** `types=B,PL` as sent by the spec's fetch; unknown names are refused by the server. */
const TypesParam = z
  .string()
  .trim()
  .max(40)
  .describe("Comma-separated types, e.g. 'B,PL,PU,PR,H' (default: every type)");

export const AnnouncementQuerySchema = z.object({
  types: TypesParam.optional(),
  platform: z.enum(ANNOUNCEMENT_PLATFORMS).default('W'),
  language: z
    .string()
    .trim()
    .max(8)
    .optional()
    .describe("The page's language; the Language header when absent"),
  execution: z
    .enum(ANNOUNCEMENT_EXECUTIONS)
    .optional()
    .describe(
      'Only items of this execution (A and F need a session); default: what the caller may see',
    ),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000)
    .default(ANNOUNCEMENT_PAGE_SIZE)
    .transform((n) => Math.min(n, ANNOUNCEMENT_PAGE_SIZE))
    .describe('At most 9: larger values read 9'),
});
export type AnnouncementQuery = z.input<typeof AnnouncementQuerySchema>;

export const AnnouncementSchema = z.object({
  id: z.number().int(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  title: z.string().describe('Plain text: render as text'),
  content: z.string().describe('HTML sanitised by the server when it was written'),
  linkage: z.enum(ANNOUNCEMENT_LINKAGES).nullable(),
  execution: z.enum(ANNOUNCEMENT_EXECUTIONS),
  sequence: z.number().int(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
});
export type Announcement = z.infer<typeof AnnouncementSchema>;

export const AnnouncementPageSchema = z.object({
  list: z.array(AnnouncementSchema),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export type AnnouncementPage = z.infer<typeof AnnouncementPageSchema>;

const PlainText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((s) => [...s].every((c) => c >= ' ' && c !== '\u007f'), 'control characters');

const DateTime = z.iso.datetime({ offset: true });

/** What an operator writes: one language version of one announcement. */
export const AdminAnnouncementInputSchema = z
  .object({
    language: z.enum(LANGUAGE_CODES),
    type: z.string().trim().max(8).describe("One of 'B', 'PL', 'PU', 'PR', 'H'"),
    platform: z.enum(ANNOUNCEMENT_PLATFORMS).default('W'),
    title: PlainText(ANNOUNCEMENT_TITLE_MAX),
    content: z.string().max(ANNOUNCEMENT_CONTENT_MAX).describe('HTML; sanitised when stored'),
    linkage: z.enum(ANNOUNCEMENT_LINKAGES).nullable().default(null),
    execution: z.enum(ANNOUNCEMENT_EXECUTIONS).default('B'),
    startAt: DateTime.nullable().default(null),
    endAt: DateTime.nullable().default(null),
    sequence: z.number().int().min(0).max(9_999).default(0),
    enabled: z.boolean().default(true),
  })
  .strict()
  .refine((a) => !a.startAt || !a.endAt || Date.parse(a.endAt) > Date.parse(a.startAt), {
    message: 'The end must come after the start',
    path: ['endAt'],
  });
export type AdminAnnouncementInput = z.input<typeof AdminAnnouncementInputSchema>;
export type AdminAnnouncementParsed = z.output<typeof AdminAnnouncementInputSchema>;

export const AdminAnnouncementSchema = AnnouncementSchema.extend({
  language: z.enum(LANGUAGE_CODES),
  platform: z.enum(ANNOUNCEMENT_PLATFORMS),
  enabled: z.boolean(),
  updatedAt: z.string(),
});
export type AdminAnnouncement = z.infer<typeof AdminAnnouncementSchema>;

export const AdminAnnouncementQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  language: z.enum(LANGUAGE_CODES).optional(),
  type: z.enum(ANNOUNCEMENT_TYPES).optional(),
});
export type AdminAnnouncementQuery = z.input<typeof AdminAnnouncementQuerySchema>;

export const AnnouncementIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const AnnouncementEnabledSchema = z.object({ enabled: z.boolean() }).strict();
export const AnnouncementPreviewSchema = z
  .object({ content: z.string().max(ANNOUNCEMENT_CONTENT_MAX) })
  .strict();
export const AnnouncementPreviewResultSchema = z.object({ content: z.string() });
