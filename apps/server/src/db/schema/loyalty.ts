import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bannerImages } from './content.ts';
import { bytea, members } from './members.ts';
import { merchants } from './system.ts';
import { ledgerTransactions } from './wallet.ts';

/** A first-deposit promotion's one-per-person checks. */
export interface PromotionLimits {
  samePhone?: boolean;
  samePayeeName?: boolean;
  sameRegisterIp?: boolean;
  samePayeeAccount?: boolean;
  /** How far back another account's bonus counts, in days. */
  windowDays?: number;
}

/** Who may take a promotion (each rule optional; docs/LOYALTY.md). */
export interface PromotionEligibility {
  newMemberDays?: number | null;
  vipMin?: number;
  vipMax?: number | null;
  /** Payment method codes (deposit kinds); empty or missing: every method. */
  methods?: string[];
  /** REGISTRATION: the channel registered and verified through (SMS). */
  channel?: 'SMS' | null;
}

/** FIXED: what an application asks for. */
export interface PromotionApplicationForm {
  comment: 'OPTIONAL' | 'REQUIRED';
  images: 'NONE' | 'OPTIONAL' | 'REQUIRED';
}

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A promotion an operator offers (docs/LOYALTY.md). FIRST_DEPOSIT pays a share of the member's
 * first credited deposit, capped, with a wagering requirement of (deposit + bonus) × the
 * multiple. REBATE and CASHBACK are paid by the loyalty periods job for each closed period
 * (`period`), from the bet rollups, at the rates of their tiers, capped per member and period.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** Stable name within the white label (FIRST_DEPOSIT_70). */
    code: text('code').notNull(),
    /** FIRST_DEPOSIT, RELOAD, FIXED, REGISTRATION, REBATE, CASHBACK */
    kind: text('kind').notNull(),
    /** ACTIVE, PAUSED, CLOSED */
    status: text('status').notNull().default('ACTIVE'),
    /** FIRST_DEPOSIT: share of the deposit in basis points, 7000 = 70% (0 for the others). */
    percentBp: integer('percent_bp').notNull(),
    /** The most one grant pays, in minor units (per member and period for REBATE, CASHBACK). */
    capAmount: bigint('cap_amount', { mode: 'bigint' }).notNull(),
    /** The smallest deposit that qualifies, in minor units. */
    minDeposit: bigint('min_deposit', { mode: 'bigint' }).notNull(),
    /** REBATE, CASHBACK: a period's reward under this is not paid, in minor units. */
    minPayout: bigint('min_payout', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /**
     * REBATE, CASHBACK: DAY or WEEK (Monday to Sunday), in the white label's time zone. RELOAD,
     * FIXED: how often a member gets it, ONCE, DAY or WEEK. FIRST_DEPOSIT, REGISTRATION: ONCE.
     */
    period: text('period'),
    /** Who may take it: new members, VIP levels, deposit methods, registration channel. */
    eligibility: jsonb('eligibility').$type<PromotionEligibility>().notNull().default({}),
    /**
     * Game weights of the wagering a grant of this promotion adds: percent of valid stake that
     * counts per game category ('*' for the rest, 0 excludes); empty: every bet counts in full.
     */
    weights: jsonb('weights').$type<Record<string, number>>().notNull().default({}),
    /** FIXED: members apply with this form and an operator decides; null: members claim it. */
    application: jsonb('application').$type<PromotionApplicationForm>(),
    /**
     * Hundredths of the wagering multiple: on (deposit + bonus) for FIRST_DEPOSIT (1000 = 10×),
     * on the paid amount for REBATE and CASHBACK (100 = 1×).
     */
    wageringCenti: integer('wagering_centi').notNull(),
    /**
     * Days a member has to complete a grant's wagering (promotions paid one at a time: deposit,
     * fixed, registration); past them the expiry job takes the bonus back. Null: no expiry.
     */
    expiryDays: integer('expiry_days'),
    /** The promotion's banner on the promotions page (content's images); null: drawn art. */
    bannerImageId: bigint('banner_image_id', { mode: 'number' }).references(() => bannerImages.id),
    /**
     * FIRST_DEPOSIT: one bonus per person. A member is refused it when another account of the
     * white label with the same phone, payee name, registration address or payee account took
     * it within `windowDays` (each check on or off; docs/LOYALTY.md).
     */
    limits: jsonb('limits').$type<PromotionLimits>().notNull().default({}),
    /** Title and terms per language: { EN: { title, terms }, BN: { … } }. */
    texts: jsonb('texts').$type<Record<string, { title: string; terms: string }>>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [
    uniqueIndex('promotions_code').on(t.merchantId, t.code),
    check(
      'promotions_percent',
      sql`${t.percentBp} >= 0 and ${t.percentBp} <= 100000 and (${t.kind} not in ('FIRST_DEPOSIT', 'RELOAD') or ${t.percentBp} > 0)`,
    ),
    check(
      'promotions_kind',
      sql`${t.kind} in ('FIRST_DEPOSIT', 'RELOAD', 'FIXED', 'REGISTRATION', 'REBATE', 'CASHBACK')`,
    ),
    check('promotions_min_payout', sql`${t.minPayout} >= 0`),
    check(
      'promotions_period',
      sql`case when ${t.kind} in ('REBATE', 'CASHBACK') then coalesce(${t.period} in ('DAY', 'WEEK'), false)
        when ${t.kind} in ('RELOAD', 'FIXED') then coalesce(${t.period} in ('ONCE', 'DAY', 'WEEK'), false)
        else ${t.period} is null or ${t.period} = 'ONCE' end`,
    ),
    check('promotions_cap', sql`${t.capAmount} > 0`),
    check('promotions_min_deposit', sql`${t.minDeposit} >= 0`),
    check('promotions_wagering', sql`${t.wageringCenti} >= 0`),
    check(
      'promotions_expiry_days',
      sql`${t.expiryDays} is null or ${t.expiryDays} between 1 and 365`,
    ),
  ],
);

/**
 * One reward to one member. Unique per (member, source, period): whatever retries, crashes or
 * runs twice, a member is granted a source's reward for a period once. The money side is a
 * ledger movement keyed by the grant's id.
 */
export const grants = pgTable(
  'grants',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    promotionId: integer('promotion_id').references(() => promotions.id),
    /** What pays: FIRST_DEPOSIT (one per member, whichever promotion), later VIP, REBATE… */
    source: text('source').notNull(),
    /** The period the grant is for: ONCE, a day (2026-11-27), a week… */
    periodKey: text('period_key').notNull(),
    /** BONUS: money credited with a wagering requirement. */
    rewardKind: text('reward_kind').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The valid stake this grant adds to the member's requirements. */
    wageringRequired: bigint('wagering_required', { mode: 'bigint' }).notNull(),
    /** What the grant was for, as the member sees it (the deposit's order number). */
    reference: text('reference'),
    /**
     * How the amount was reached, for the member's record: a rebate's lines per game category
     * ({ categories: { SLOT: { validStake, rateBp, amount } } }), a cash back's net loss and rate.
     */
    detail: jsonb('detail'),
    /**
     * ISSUED (paid by the site), CLAIMED (paid on the member's claim), FORFEITED (given up, or
     * lost in play), EXPIRED (its wagering was not completed by `expiresAt`: taken back).
     */
    state: text('state').notNull().default('ISSUED'),
    /** The wagering must be completed by then (the promotion's expiry days); null: no expiry. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    transactionId: bigint('transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    createdAt,
  },
  (t) => [
    uniqueIndex('grants_once').on(t.merchantId, t.memberId, t.source, t.periodKey),
    index('grants_member').on(t.memberId, t.id),
    // The console's bonus report: a white label's grants by day.
    index('grants_merchant_created').on(t.merchantId, t.createdAt),
    // The bonus details page names a ledger credit by its grant.
    index('grants_transaction').on(t.transactionId),
    // The expiry job: grants still open with a deadline, by deadline.
    index('grants_expiring')
      .on(t.expiresAt)
      .where(sql`${t.expiresAt} is not null and ${t.state} in ('ISSUED', 'CLAIMED')`),
    // A period's grants the job has claimed but not yet paid (within its own transaction).
    index('grants_unpaid')
      .on(t.merchantId, t.source, t.periodKey)
      .where(sql`${t.transactionId} is null`),
    foreignKey({
      name: 'grants_member_same_merchant',
      columns: [t.memberId, t.merchantId],
      foreignColumns: [members.id, members.merchantId],
    }),
    check('grants_amount', sql`${t.amount} > 0`),
    check('grants_wagering', sql`${t.wageringRequired} >= 0`),
  ],
);

/**
 * A rate of a REBATE or CASHBACK promotion. Rebate: the share of a game category's valid stake
 * (`category` '*' for every category without its own line) for members of a VIP level.
 * Cash back: the share of the period's net loss for a loss of at least `threshold` (the band
 * with the highest threshold reached applies).
 */
export const promotionTiers = pgTable(
  'promotion_tiers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    /** VIP level the rate is for (0: every member until VIP levels exist). */
    vipLevel: integer('vip_level').notNull().default(0),
    /** A game category (SLOT, LIVE, SPORTS…) or '*'. */
    category: text('category').notNull().default('*'),
    /** Cash back: the smallest net loss of the band, minor units; 0 for rebate. */
    threshold: bigint('threshold', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Basis points: 80 = 0.8%. */
    rateBp: integer('rate_bp').notNull(),
  },
  (t) => [
    uniqueIndex('promotion_tiers_key').on(t.promotionId, t.vipLevel, t.category, t.threshold),
    check('promotion_tiers_rate', sql`${t.rateBp} > 0 and ${t.rateBp} <= 10000`),
    check('promotion_tiers_threshold', sql`${t.threshold} >= 0`),
  ],
);

/**
 * A period a REBATE or CASHBACK promotion has settled: written in the transaction that paid it,
 * so a period is settled once (a second runner, or a pass after a crash, finds it done).
 */
export const loyaltyRuns = pgTable(
  'loyalty_runs',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    periodKey: text('period_key').notNull(),
    merchantId: integer('merchant_id').notNull(),
    members: integer('members').notNull(),
    total: bigint('total', { mode: 'bigint' }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.periodKey] })],
);

/**
 * A white label's VIP ladder (docs/LOYALTY.md, VIP). A member holds the highest level whose
 * lifetime valid stake and credited deposits thresholds are both reached; levels only go up.
 * Level 0 is every member's start.
 */
export const vipLevels = pgTable(
  'vip_levels',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    level: integer('level').notNull(),
    /** The level's name per language: { EN: 'Gold', BN: 'গোল্ড' }. */
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    minValidStake: bigint('min_valid_stake', { mode: 'bigint' }).notNull(),
    minDeposit: bigint('min_deposit', { mode: 'bigint' }).notNull(),
    /** Paid once when the level is reached (each level of a jump pays). */
    levelUpBonus: bigint('level_up_bonus', { mode: 'bigint' }).notNull(),
    /** Paid for a month ended at this level with at least `monthlyMinStake` of valid stake in it. */
    monthlyBonus: bigint('monthly_bonus', { mode: 'bigint' }).notNull(),
    monthlyMinStake: bigint('monthly_min_stake', { mode: 'bigint' }).notNull(),
    /** Hundredths of the wagering multiple on the level's bonuses (100 = 1×). */
    wageringCenti: integer('wagering_centi').notNull(),
    /** The largest single withdrawal at this level; null: the white label's limit. */
    withdrawMax: bigint('withdraw_max', { mode: 'bigint' }),
    /** Withdrawals a day at this level; null: the white label's limit. */
    withdrawDailyCount: integer('withdraw_daily_count'),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.level] }),
    check(
      'vip_levels_amounts',
      sql`${t.level} >= 0 and ${t.minValidStake} >= 0 and ${t.minDeposit} >= 0 and ${t.levelUpBonus} >= 0 and ${t.monthlyBonus} >= 0 and ${t.monthlyMinStake} >= 0 and ${t.wageringCenti} >= 0`,
    ),
    check(
      'vip_levels_withdraw',
      sql`coalesce(${t.withdrawMax}, 1) > 0 and coalesce(${t.withdrawDailyCount}, 1) > 0`,
    ),
  ],
);

/**
 * A member's VIP standing: the level held, and the lifetime totals of the days the VIP job has
 * folded in (`vip_runs` DAY rows say which). Today's play is added on the fly.
 */
export const memberVip = pgTable(
  'member_vip',
  {
    memberId: bigint('member_id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    level: integer('level').notNull().default(0),
    validStake: bigint('valid_stake', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    deposits: bigint('deposits', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'member_vip_member_same_merchant',
      columns: [t.memberId, t.merchantId],
      foreignColumns: [members.id, members.merchantId],
    }),
    index('member_vip_level').on(t.merchantId, t.level),
  ],
);

/**
 * Each level a member reached, and when: written once per (member, level), in the transaction
 * that raised the level. The level-up bonus is a grant keyed by it; the level held at an
 * instant (a rebate's rate, a month's bonus) is the highest reached before it.
 */
export const vipLevelUps = pgTable(
  'vip_level_ups',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    level: integer('level').notNull(),
    merchantId: integer('merchant_id').notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.level] }),
    // The levels a white label's members held at an instant (a month's bonus, a day's rebate).
    index('vip_level_ups_merchant').on(t.merchantId, t.reachedAt),
  ],
);

/**
 * What the VIP job has done for a white label: a day folded into the lifetime totals (kind DAY,
 * key 2026-11-26), a month's bonus settled (kind MONTH, key 2026-11). Written in the
 * transaction that did it, so each happens once.
 */
export const vipRuns = pgTable(
  'vip_runs',
  {
    merchantId: integer('merchant_id').notNull(),
    kind: text('kind').notNull(),
    periodKey: text('period_key').notNull(),
    members: integer('members').notNull(),
    total: bigint('total', { mode: 'bigint' }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.kind, t.periodKey] })],
);

/**
 * A member's application for a FIXED promotion with an application form (the spec's activity
 * application: a comment of at most 140 characters, up to 3 PNG or JPEG images). At most one
 * application a period is waiting or approved (a rejected one may be followed by another).
 * Approving pays the grant keyed by the promotion and period, in the same transaction.
 */
export const promotionApplications = pgTable(
  'promotion_applications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    /** The promotion's period applied in: ONCE, a day, a week. */
    periodKey: text('period_key').notNull(),
    comment: text('comment').notNull(),
    /** APPLYING, APPROVED, REJECTED */
    state: text('state').notNull().default('APPLYING'),
    reason: text('reason'),
    grantId: bigint('grant_id', { mode: 'number' }).references(() => grants.id),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [
    uniqueIndex('promotion_applications_once')
      .on(t.promotionId, t.memberId, t.periodKey)
      .where(sql`${t.state} <> 'REJECTED'`),
    index('promotion_applications_member').on(t.memberId, t.id),
    index('promotion_applications_queue').on(t.merchantId, t.state, t.id),
    foreignKey({
      name: 'promotion_applications_member_same_merchant',
      columns: [t.memberId, t.merchantId],
      foreignColumns: [members.id, members.merchantId],
    }),
    check('promotion_applications_comment', sql`char_length(${t.comment}) <= 140`),
    check('promotion_applications_state', sql`${t.state} in ('APPLYING', 'APPROVED', 'REJECTED')`),
  ],
);

/** An image sent with an application (re-encoded PNG or JPEG, at most 3 each). */
export const promotionApplicationImages = pgTable(
  'promotion_application_images',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => promotionApplications.id),
    content: bytea('content').notNull(),
    contentType: text('content_type').notNull(),
    createdAt,
  },
  (t) => [index('promotion_application_images_application').on(t.applicationId)],
);
