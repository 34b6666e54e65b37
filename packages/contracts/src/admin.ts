import { z } from 'zod';
import { REGISTER_FIELDS } from './auth.ts';
import { PATTERN_IDS } from './patterns.ts';

/** Console roles; what each may do is decided by the server's admin.policy.ts. */
export const OPERATOR_ROLES = ['owner', 'finance', 'support', 'content', 'agent_manager'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** Actions the console guards; the session answer lists the ones the operator may take. */
export const ADMIN_ACTIONS = [
  'members.read',
  'members.lock',
  'members.forceReset',
  'outbox.read',
  'settings.read',
  'settings.write',
  'audit.read',
  'wallet.read',
  'deposits.review',
  'withdrawals.review',
  'adjustments.create',
  'adjustments.approve',
  'payments.configure',
  'games.read',
  'games.write',
  'bets.review',
  'bets.reviewUnassigned',
  'messages.send',
  'messaging.configure',
  'outbox.retry',
  'site.configure',
  'operators.manage',
  'feedback.read',
  'feedback.reply',
  'content.read',
  'content.write',
  'chat.answer',
  'loyalty.read',
  'loyalty.configure',
  'loyalty.approve',
  'agents.read',
  'agents.manage',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/** Register fields that are always on and required whatever the operator sets. */
export const LOCKED_REGISTER_FIELDS = ['username', 'password', 'confirmPassword'] as const;

const DateTime = z.string().describe('ISO-8601 date-time');
const NullableDateTime = DateTime.nullable();

export const AdminLoginRequestSchema = z.object({
  username: z.string().min(1).max(64).describe('Operator username'),
  password: z.string().min(1).max(128),
  captcha: z
    .string()
    .max(16)
    .optional()
    .describe('Captcha answer; required (with botcheck) after failures on this operator name'),
  captchaKey: z.string().max(64).optional().describe('The key sent with GET /wps/captcha'),
  botcheck: z
    .string()
    .max(4096)
    .optional()
    .describe('Proof-of-work bot-check solution (base64 JSON); required with the captcha'),
});
export type AdminLoginRequest = z.infer<typeof AdminLoginRequestSchema>;

export const AdminTotpRequestSchema = z.object({
  code: z
    .string()
    .regex(/^\d{6}$/)
    .describe('Six-digit code from the authenticator'),
});
export type AdminTotpRequest = z.infer<typeof AdminTotpRequestSchema>;

export const AdminOperatorSchema = z.object({
  username: z.string(),
  displayName: z.string(),
  role: z.enum(OPERATOR_ROLES),
});
export type AdminOperator = z.infer<typeof AdminOperatorSchema>;

export const AdminEnrollmentSchema = z
  .object({
    secret: z.string().describe('Base32 secret to type into an authenticator app'),
    otpauthUrl: z.string().describe('otpauth:// URL (what a QR code would carry)'),
  })
  .describe('Present until the operator binds an authenticator');
export type AdminEnrollment = z.infer<typeof AdminEnrollmentSchema>;

export const AdminSessionSchema = z.object({
  token: z.string().nullable().describe('New bearer token (login and totp answers only)'),
  stage: z.enum(['totp', 'active']).describe("'totp' until the authenticator code is given"),
  operator: AdminOperatorSchema,
  merchantCode: z.string(),
  siteName: z.string(),
  enrollment: AdminEnrollmentSchema.nullable(),
  permissions: z.array(z.enum(ADMIN_ACTIONS)).describe('Actions this operator may take'),
});
export type AdminSession = z.infer<typeof AdminSessionSchema>;

const PageNo = z.coerce.number().int().min(1).max(100_000).default(1);
const PageSize = z.coerce.number().int().min(1).max(100).default(20);
export const PageQuerySchema = z.object({ pageNo: PageNo, pageSize: PageSize });

/** A page of rows, newest first. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int().describe('Rows matching the filter'),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  });
export interface Page<T> {
  list: T[];
  total: number;
  pageNo: number;
  pageSize: number;
}

export const MemberSearchQuerySchema = PageQuerySchema.extend({
  username: z.string().trim().max(64).optional().describe('Username prefix, any case'),
  mobile: z.string().trim().max(20).optional().describe('Digits of the mobile number'),
  email: z.string().trim().max(254).optional().describe('Part of the email address'),
});
export type MemberSearchQuery = z.input<typeof MemberSearchQuerySchema>;

export const MEMBER_STATUSES = ['ACTIVE', 'LOCKED'] as const;

export const AdminMemberSummarySchema = z.object({
  id: z.number().int(),
  username: z.string(),
  type: z.number().int().describe('0 member, 1/2/41/42 agent, 4 trial'),
  status: z.string().describe('ACTIVE or LOCKED'),
  email: z.string().nullable(),
  mobile: z.string().nullable().describe('+<dialing code><number>'),
  createdAt: DateTime,
  lastLoginAt: NullableDateTime,
});
export type AdminMemberSummary = z.infer<typeof AdminMemberSummarySchema>;

export const AdminMemberProfileSchema = AdminMemberSummarySchema.extend({
  nickname: z.string().nullable(),
  payeeName: z.string().nullable(),
  fullname: z.string().nullable(),
  birthday: z.string().nullable(),
  referralCode: z.string(),
  affiliateCode: z.string().nullable(),
  language: z.string().nullable(),
  mustChangePassword: z.boolean(),
  totpBound: z.boolean().describe('The member has an authenticator (its secret never leaves)'),
  registerIp: z.string().nullable(),
  registerMethod: z.string().nullable(),
  firstLoginAt: NullableDateTime,
});
export type AdminMemberProfile = z.infer<typeof AdminMemberProfileSchema>;

export const AdminMemberSessionSchema = z.object({
  id: z.number().int(),
  area: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: DateTime,
  lastSeenAt: DateTime,
  expiresAt: DateTime,
  revokedAt: NullableDateTime,
  revokedReason: z.string().nullable(),
});
export type AdminMemberSession = z.infer<typeof AdminMemberSessionSchema>;

export const AdminLoginAttemptSchema = z.object({
  id: z.number().int(),
  ip: z.string(),
  success: z.boolean(),
  reason: z.string().nullable().describe('Why it failed: password, locked, sms-code, …'),
  userAgent: z.string().nullable(),
  createdAt: DateTime,
});
export type AdminLoginAttempt = z.infer<typeof AdminLoginAttemptSchema>;

export const AdminMemberActionSchema = z.object({
  status: z.string(),
  mustChangePassword: z.boolean(),
  sessionsEnded: z.number().int().describe('Live sessions the action ended'),
});
export type AdminMemberAction = z.infer<typeof AdminMemberActionSchema>;

export const OutboxQuerySchema = PageQuerySchema.extend({
  recipient: z.string().trim().max(254).optional().describe('Part of the phone number or email'),
  state: z.enum(['pending', 'sent', 'failed']).optional().describe('Only rows in this state'),
});
export type OutboxQuery = z.input<typeof OutboxQuerySchema>;

export const OutboxItemSchema = z.object({
  id: z.number().int(),
  channel: z.string().describe('sms or email'),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: DateTime,
  state: z.enum(['pending', 'sent', 'failed']).describe('Delivery state (docs/MESSAGING.md)'),
  attempts: z.number().int().describe('Sends tried so far'),
  nextAttemptAt: NullableDateTime.describe('When a pending row is tried next'),
  lastError: z.string().nullable().describe("The provider's last refusal"),
  providerMessageId: z.string().nullable(),
  sentAt: NullableDateTime,
});
export type OutboxItem = z.infer<typeof OutboxItemSchema>;

export const ModuleFlagUpdateSchema = z.object({ enabled: z.boolean() });
export const ModuleIdParamSchema = z.object({ modId: z.string().regex(/^[A-Z0-9_]{1,32}$/) });

export const RegisterFieldRowSchema = z
  .object({
    field: z.enum(REGISTER_FIELDS),
    enabled: z.boolean(),
    required: z.boolean(),
    patternId: z.enum(PATTERN_IDS),
    minLength: z.number().int().min(0).max(1000),
    maxLength: z.number().int().min(1).max(1000),
  })
  .refine((row) => row.minLength <= row.maxLength, {
    message: 'minLength must not exceed maxLength',
    path: ['minLength'],
  });
export type RegisterFieldRow = z.infer<typeof RegisterFieldRowSchema>;

export const RegisterFieldsUpdateSchema = z.object({
  fields: z
    .array(RegisterFieldRowSchema)
    .min(1)
    .max(REGISTER_FIELDS.length)
    .refine((rows) => new Set(rows.map((r) => r.field)).size === rows.length, {
      message: 'each field at most once',
    }),
});
export type RegisterFieldsUpdate = z.infer<typeof RegisterFieldsUpdateSchema>;

export const AuditQuerySchema = PageQuerySchema.extend({
  action: z.string().trim().max(64).optional().describe('Exact action, e.g. member.lock'),
});
export type AuditQuery = z.input<typeof AuditQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  operator: z.string().nullable().describe('Operator username; null for unknown names'),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  createdAt: DateTime,
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const MemberIdParamSchema = z.object({ id: z.coerce.number().int().positive() });

// ---- Operator accounts (console) ----

export const OPERATOR_STATUSES = ['ACTIVE', 'DISABLED'] as const;
/** Operator passwords: STRONG_PASSWORD within these lengths. */
export const OPERATOR_PASSWORD_MIN = 10;
export const OPERATOR_PASSWORD_MAX = 64;

export const AdminOperatorRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role: z.enum(OPERATOR_ROLES),
  status: z.enum(OPERATOR_STATUSES),
  totpBound: z.boolean().describe('An authenticator is bound (its secret never leaves)'),
  lastLoginAt: NullableDateTime,
  createdAt: DateTime,
});
export type AdminOperatorRow = z.infer<typeof AdminOperatorRowSchema>;

export const AdminOperatorCreateSchema = z.object({
  username: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_.-]{2,31}$/)
    .describe('3-32 characters: a letter, then letters, digits, _ . -'),
  displayName: z.string().trim().max(60).optional(),
  role: z.enum(OPERATOR_ROLES),
  password: z
    .string()
    .max(OPERATOR_PASSWORD_MAX)
    .optional()
    .describe('Initial password; omitted: the server makes one and shows it once'),
});
export type AdminOperatorCreate = z.infer<typeof AdminOperatorCreateSchema>;

export const AdminOperatorSecretSchema = z.object({
  operator: AdminOperatorRowSchema,
  password: z
    .string()
    .nullable()
    .describe('The generated password, shown this once; null when the caller set it'),
});
export type AdminOperatorSecret = z.infer<typeof AdminOperatorSecretSchema>;

export const AdminOperatorStatusSchema = z.object({ status: z.enum(OPERATOR_STATUSES) });
export const AdminOperatorRoleSchema = z.object({ role: z.enum(OPERATOR_ROLES) });
export const AdminOperatorPasswordSchema = z.object({
  password: z.string().max(OPERATOR_PASSWORD_MAX).optional(),
});
export const OperatorIdParamSchema = z.object({ id: z.coerce.number().int().positive() });
