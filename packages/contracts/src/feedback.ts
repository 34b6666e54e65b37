import { z } from 'zod';

/*
 * Feedback (spec sections 4–7): a signed-in member writes to the operator (question type, a
 * description of 20–200 characters, up to three PNG or JPG images, captcha); the operator's desk
 * answers, and each answer also reaches the member's inbox as a personal platform message.
 */

/** Spec: 1 deposit, 2 withdrawal, 3 game, 4 customer service, 6 agent application, 0 other. */
export const FEEDBACK_TYPES = [1, 2, 3, 4, 6, 0] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export const FEEDBACK_STATES = ['OPEN', 'ANSWERED', 'CLOSED'] as const;
export type FeedbackState = (typeof FEEDBACK_STATES)[number];

export const FEEDBACK_LIMITS = {
  minChars: 20,
  maxChars: 200,
  maxImages: 3,
  maxImageBytes: 5 * 1024 * 1024,
  replyMaxChars: 1000,
  /** A member may have this many items waiting for an answer at once… */
  maxOpen: 3,
  /** …and send at most this many in a rolling 24 hours. */
  maxPerDay: 10,
} as const;

/** The form fields whose emptiness the spec's message names, in the form's order. */
export const FEEDBACK_FIELDS = ['type', 'content', 'captcha'] as const;
export type FeedbackField = (typeof FEEDBACK_FIELDS)[number];

/** The fields' names in the server's empty-field message ("Question type, Captcha is empty"). */
export const FEEDBACK_FIELD_NAMES: Record<'EN' | 'BN', Record<FeedbackField, string>> = {
  EN: { type: 'Question type', content: 'Description', captcha: 'Captcha' },
  BN: { type: 'প্রশ্নের ধরন', content: 'বিবরণ', captcha: 'ক্যাপচা' },
};

/**
 * Length of a description as the limits count it: Unicode code points of the trimmed text (the
 * same in every browser and on the server, unlike grapheme clusters, whose Bengali conjunct rules
 * differ between ICU versions). An emoji counts 1; a Bengali conjunct counts its letters.
 */
export function feedbackLength(text: string): number {
  return [...text.trim()].length;
}

/** Control characters other than line breaks and tabs are refused in free text. */
export function hasControlChars(text: string): boolean {
  return [...text].some((c) => c < ' ' && c !== '\n' && c !== '\r' && c !== '\t');
}

export const FeedbackImageSchema = z.object({
  id: z.number().int(),
  url: z.string().describe('Fetch with the same bearer token (member or operator)'),
});

export const FeedbackReplySchema = z.object({
  id: z.number().int(),
  content: z.string().describe('Plain text; line breaks are kept'),
  createdAt: z.string(),
});
export type FeedbackReply = z.infer<typeof FeedbackReplySchema>;

/** One feedback item as its member sees it. */
export const MemberFeedbackSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  content: z.string().describe('Plain text as written (never HTML)'),
  state: z.enum(FEEDBACK_STATES),
  images: z.array(FeedbackImageSchema),
  replies: z.array(FeedbackReplySchema),
  createdAt: z.string(),
});
export type MemberFeedback = z.infer<typeof MemberFeedbackSchema>;

export const MemberFeedbackPageSchema = z.object({
  list: z.array(MemberFeedbackSchema),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export type MemberFeedbackPage = z.infer<typeof MemberFeedbackPageSchema>;

export const FeedbackPageQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

/** The console's queue filter: open items first by default, oldest first. */
export const AdminFeedbackQuerySchema = z.object({
  state: z.enum(FEEDBACK_STATES).optional(),
  type: z.coerce
    .number()
    .int()
    .refine((n) => (FEEDBACK_TYPES as readonly number[]).includes(n), 'unknown type')
    .optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminFeedbackQuery = z.infer<typeof AdminFeedbackQuerySchema>;

export const AdminFeedbackReplySchema = FeedbackReplySchema.extend({
  operator: z.string().describe('Username of the operator who answered'),
});

export const AdminFeedbackSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  sender: z.string().describe("The member's username (from the session, never the body)"),
  type: z.number().int(),
  content: z.string().describe('Plain text as written (never HTML)'),
  state: z.enum(FEEDBACK_STATES),
  imageCount: z.number().int(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  waitingSeconds: z
    .number()
    .int()
    .nullable()
    .describe('Seconds since it was sent while no operator has answered; null once answered'),
});
export type AdminFeedback = z.infer<typeof AdminFeedbackSchema>;

export const AdminFeedbackDetailSchema = AdminFeedbackSchema.extend({
  images: z.array(FeedbackImageSchema),
  replies: z.array(AdminFeedbackReplySchema),
});
export type AdminFeedbackDetail = z.infer<typeof AdminFeedbackDetailSchema>;

export const AdminFeedbackPageSchema = z.object({
  list: z.array(AdminFeedbackSchema),
  total: z.number().int(),
  open: z.number().int().describe('Items waiting for an answer (any filter): the nav badge'),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminFeedbackPage = z.infer<typeof AdminFeedbackPageSchema>;

export const AdminFeedbackReplyCreateSchema = z
  .object({
    content: z
      .string()
      .trim()
      .min(1)
      .max(FEEDBACK_LIMITS.replyMaxChars)
      .refine((s) => !hasControlChars(s), 'control characters'),
  })
  .strict();
export type AdminFeedbackReplyCreate = z.infer<typeof AdminFeedbackReplyCreateSchema>;
