import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { merchants } from './system.ts';

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Players, agents and trial accounts of one white label. */
export const members = pgTable(
  'members',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    username: text('username').notNull(),
    /** Lower-cased username: usernames are unique per white label regardless of case. */
    usernameKey: text('username_key').notNull(),
    passwordHash: text('password_hash').notNull(),
    type: smallint('type').notNull().default(0),
    status: text('status').notNull().default('ACTIVE'),
    nickname: text('nickname'),
    payeeName: text('payee_name'),
    fullname: text('fullname'),
    email: text('email'),
    countryDialingCode: text('country_dialing_code'),
    mobileNum: text('mobile_num'),
    /** When the mobile number was verified by an sms code at registration (the SMS channel). */
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    profile: jsonb('profile').$type<Record<string, string>>().notNull().default({}),
    birthday: text('birthday'),
    referralCode: text('referral_code').notNull(),
    uplineId: bigint('upline_id', { mode: 'number' }),
    /**
     * The member's place in the upline tree: '/' + every upline's id from the top down + its own
     * id + '/' ('/5/9/' is member 9 under 5). Everyone under X is `tree_path LIKE X.tree_path ||
     * '%'`, one index range at any depth. Set by the members_tree_path trigger on insert (from
     * the upline's path) and changed only by a move (agents.repo.ts); never written by hand.
     */
    treePath: text('tree_path').notNull().default(''),
    affiliateCode: text('affiliate_code'),
    /** The agent's affiliate link the member signed up through (agent_affiliate_links). */
    affiliateLinkId: bigint('affiliate_link_id', { mode: 'number' }),
    paymentPasswordHash: text('payment_password_hash'),
    language: text('language'),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    totpSecret: text('totp_secret'),
    totpConfirmedAt: timestamp('totp_confirmed_at', { withTimezone: true }),
    /** The last accepted 30-second step: a code is good once, even inside its window. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    iconVersion: integer('icon_version').notNull().default(0),
    firstLoginAt: timestamp('first_login_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    registerIp: text('register_ip'),
    registerUrl: text('register_url'),
    registerMethod: text('register_method'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('members_merchant_username').on(t.merchantId, t.usernameKey),
    // Lets other tables require that a member belongs to the same white label as the row.
    uniqueIndex('members_id_merchant').on(t.id, t.merchantId),
    uniqueIndex('members_merchant_referral').on(t.merchantId, t.referralCode),
    uniqueIndex('members_merchant_mobile')
      .on(t.merchantId, t.countryDialingCode, t.mobileNum)
      .where(sql`${t.mobileNum} is not null and ${t.type} <> 4`),
    index('members_merchant_email').on(t.merchantId, t.email),
    index('members_upline').on(t.uplineId),
    index('members_affiliate_link')
      .on(t.affiliateLinkId)
      .where(sql`${t.affiliateLinkId} is not null`),
    index('members_tree_path').on(t.merchantId, t.treePath.op('text_pattern_ops')),
  ],
);

/** Profile pictures, re-encoded on upload; served by member id and version. */
export const memberIcons = pgTable('member_icons', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Opaque session tokens, stored as SHA-256 only. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: bytea('token_hash').notNull(),
    area: text('area').notNull().default('member'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash').on(t.tokenHash),
    index('sessions_member').on(t.memberId),
  ],
);

/** Every login attempt, for the member's history, brute-force limits and the console. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }),
    usernameKey: text('username_key').notNull(),
    ip: text('ip').notNull(),
    success: boolean('success').notNull(),
    reason: text('reason'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_account').on(t.merchantId, t.usernameKey, t.createdAt),
    index('login_attempts_ip').on(t.ip, t.createdAt),
  ],
);

/** Addresses a member has logged in from; a new one triggers extra verification. */
export const memberIps = pgTable(
  'member_ips',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.ip] })],
);
