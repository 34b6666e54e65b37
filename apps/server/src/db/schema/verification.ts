import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bytea } from './members.ts';

/** Sms and email codes: hashed, bound to purpose and target, single use, limited tries. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    channel: text('channel').notNull(),
    purpose: text('purpose').notNull(),
    target: text('target').notNull(),
    codeHash: bytea('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_codes_lookup').on(t.merchantId, t.channel, t.target, t.createdAt)],
);

/**
 * Every sms and email the portal sends: the record of what was sent and the delivery queue
 * (pending → sent | failed; see modules/outbound/delivery.ts and docs/MESSAGING.md).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Email only: the HTML part (the body is the text part). */
    html: text('html'),
    state: text('state').notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_recipient').on(t.merchantId, t.recipient, t.createdAt),
    index('outbox_due')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.state} = 'pending'`),
    index('outbox_failed')
      .on(t.merchantId, t.id)
      .where(sql`${t.state} = 'failed'`),
    check('outbox_state_check', sql`${t.state} IN ('pending', 'sent', 'failed')`),
  ],
);

/** Captcha answers keyed by the client's captcha key. */
export const captchas = pgTable('captchas', {
  key: text('key').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  answerHash: bytea('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Single-use values (encrypted-call nonces, bot-check solutions) until they expire. */
export const usedNonces = pgTable('used_nonces', {
  nonce: text('nonce').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Try counters for limited secrets (login passwords per account and address, console TOTP,
 * payment passwords). A try is counted in the statement that allows it; `locked_until` is set
 * by the try that reaches the limit.
 */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    tries: integer('tries').notNull().default(0),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('attempt_counters_window').on(t.windowStart),
  ],
);

/** Short-lived tickets: login verification after a new IP, email password resets. */
export const authTickets = pgTable('auth_tickets', {
  tokenHash: bytea('token_hash').primaryKey(),
  kind: text('kind').notNull(),
  merchantId: integer('merchant_id').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  ip: text('ip'),
  attempts: smallint('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Per white label: registration field rules and account policy, editable by operators. */
export const registerFieldSettings = pgTable(
  'register_field_settings',
  {
    merchantId: integer('merchant_id').notNull(),
    field: text('field').notNull(),
    enabled: boolean('enabled').notNull(),
    required: boolean('required').notNull(),
    patternId: text('pattern_id').notNull(),
    minLength: smallint('min_length').notNull(),
    maxLength: smallint('max_length').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.field] })],
);

/** Secrets generated once per deployment and shared by every node (RSA key, bot-check HMAC). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
