import { z } from 'zod';

/**
 * Messages that leave the site: the console's messaging settings per white label (SMTP for email,
 * a signed HTTP gateway for sms), its test send, and the delivery states of the outbox.
 * Passwords and secrets are write-only: the answers say whether one is set, never what it is.
 */

/** Delivery state of one outbox row (see docs/MESSAGING.md). */
export const OUTBOX_STATES = ['pending', 'sent', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

export const SMTP_SECURITY = ['tls', 'starttls', 'none'] as const;

const Host = z
  .string()
  .trim()
  .min(1)
  .max(253)
  .regex(/^[A-Za-z0-9.-]+$/, 'a host name or address');
const Email = z.email().max(254);
const HttpUrl = z.url({ protocol: /^https?$/ }).max(500);
/** A new secret; absent keeps the stored one, `null` clears it. */
const WriteOnlySecret = z.string().min(1).max(500).nullable().optional();

export const SmtpSettingsInputSchema = z.object({
  host: Host,
  port: z.number().int().min(1).max(65535),
  security: z
    .enum(SMTP_SECURITY)
    .describe('tls: TLS from the first byte (465); starttls: upgrade required (587); none'),
  username: z.string().trim().max(254).nullable().describe('null: the server takes no login'),
  password: WriteOnlySecret.describe('Write-only: absent keeps the stored one, null clears it'),
  fromAddress: Email,
  fromName: z.string().trim().min(1).max(100),
});
export type SmtpSettingsInput = z.infer<typeof SmtpSettingsInputSchema>;

export const SmsSettingsInputSchema = z.object({
  url: HttpUrl.describe('Base URL of the gateway; messages are posted to <url>/sms/messages'),
  keyId: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[\w.-]+$/),
  secret: WriteOnlySecret.describe('Write-only HMAC secret (at least 16 characters)').refine(
    (s) => s === undefined || s === null || s.length >= 16,
    'at least 16 characters',
  ),
  from: z.string().trim().max(40).nullable().describe('Sender name; the site name when null'),
});
export type SmsSettingsInput = z.infer<typeof SmsSettingsInputSchema>;

export const MessagingSettingsUpdateSchema = z.object({
  smtp: SmtpSettingsInputSchema.nullable().describe('null: no email is sent (rows fail visibly)'),
  sms: SmsSettingsInputSchema.nullable().describe("null: the deployment's default gateway"),
});
export type MessagingSettingsUpdate = z.infer<typeof MessagingSettingsUpdateSchema>;

export const MessagingSettingsSchema = z.object({
  smtp: SmtpSettingsInputSchema.omit({ password: true })
    .extend({ passwordSet: z.boolean() })
    .nullable(),
  sms: SmsSettingsInputSchema.omit({ secret: true }).extend({ secretSet: z.boolean() }).nullable(),
  smsDefault: z
    .object({ url: z.string(), keyId: z.string() })
    .nullable()
    .describe("The deployment's gateway, used while `sms` is null"),
  updatedAt: z.string().nullable(),
});
export type MessagingSettings = z.infer<typeof MessagingSettingsSchema>;

export const MessagingTestRequestSchema = z.discriminatedUnion('channel', [
  z.object({ channel: z.literal('email'), to: Email }),
  z.object({
    channel: z.literal('sms'),
    to: z.string().regex(/^\+\d{6,16}$/, 'E.164 number, e.g. +8801712345678'),
  }),
]);
export type MessagingTestRequest = z.infer<typeof MessagingTestRequestSchema>;

export const MessagingTestResultSchema = z.object({
  delivered: z.boolean(),
  providerMessageId: z.string().nullable(),
  error: z.string().nullable().describe("The provider's refusal, when not delivered"),
});
export type MessagingTestResult = z.infer<typeof MessagingTestResultSchema>;

export const OutboxIdParamSchema = z.object({ id: z.coerce.number().int().positive() });
