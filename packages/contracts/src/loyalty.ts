import { z } from 'zod';
import { AMOUNT_INPUT_PATTERN, parseAmount } from './money.ts';
import { CATEGORY_CODES } from './pages.ts';
import { AmountSchema } from './wallet.ts';

/**
 * A promotion the member can take with the deposit being made now (docs/LOYALTY.md): listed on
 * the deposit page; its id goes with the deposit request, and the bonus is paid when that
 * deposit is credited.
 */
export const DepositOfferSchema = z.object({
  promotionId: z.number().int(),
  code: z.string(),
  kind: z.enum(['FIRST_DEPOSIT', 'RELOAD']),
  title: z.string().describe('In the request language'),
  terms: z.string().describe('In the request language'),
  /** Share of the deposit, in percent (70 = 70%). */
  percent: z.number(),
  cap: AmountSchema.describe('The most the bonus pays'),
  minDeposit: AmountSchema,
  /** Valid stake needed before a withdrawal, as a multiple of (deposit + bonus). */
  wageringMultiple: z.number(),
  /** Deposit bands: from `threshold` the band's percent replaces `percent` (highest reached). */
  bands: z.array(z.object({ threshold: AmountSchema, percent: z.number() })),
  /** Payment method codes the offer is for; empty: every method. */
  methods: z.array(z.string()),
});
export type DepositOffer = z.infer<typeof DepositOfferSchema>;

/**
 * A first-deposit bonus: the promotion's share of the deposit, rounded down to the minor unit,
 * never above the cap (what the server pays and the deposit page shows).
 */
export function depositBonus(
  deposit: bigint,
  terms: {
    percentBp: number;
    capAmount: bigint;
    bands?: readonly { threshold: bigint; rateBp: number }[];
  },
): bigint {
  let rateBp = terms.percentBp;
  let reached = -1n;
  for (const band of terms.bands ?? []) {
    if (band.threshold <= deposit && band.threshold > reached) {
      reached = band.threshold;
      rateBp = band.rateBp;
    }
  }
  const share = (deposit * BigInt(rateBp)) / 10_000n;
  return share < terms.capAmount ? share : terms.capAmount;
}

/**
 * A registration bonus's prize: prizes are (amount, weight); `roll` is a uniform whole number in
 * [0, total weight) drawn by the server's CSPRNG. The prize whose weight range holds it pays.
 */
export function drawPrize(
  prizes: readonly { amount: bigint; weight: number }[],
  roll: number,
): bigint {
  let left = roll;
  for (const prize of prizes) {
    if (left < prize.weight) return prize.amount;
    left -= prize.weight;
  }
  throw new RangeError('roll outside the prizes’ total weight');
}

/**
 * ISSUED: paid by the site (a deposit's bonus, a job, an approved application); CLAIMED: paid when
 * the member claimed it; FORFEITED: given up with its wagering open (by the member or an
 * operator), or lost in play (the bust rule); EXPIRED: its wagering was not completed by its
 * deadline, and what was left of the bonus was taken back.
 */
export const GRANT_STATES = ['ISSUED', 'CLAIMED', 'FORFEITED', 'EXPIRED'] as const;

/** Days a promotion may give to complete a grant's wagering (null: no deadline). */
export const EXPIRY_DAYS_MAX = 365;

/** A VIP grant's level, from its stored detail ({ level }); null for other grants. */
export function grantVipLevel(source: string | null, detail: unknown): number | null {
  const level = (detail as { level?: unknown } | null)?.level;
  return source?.startsWith('VIP_') === true && typeof level === 'number' ? level : null;
}

/** One reward paid to the member (bonus details, reward centre). */
export const GrantSchema = z.object({
  id: z.number().int(),
  source: z.string().describe('FIRST_DEPOSIT, …'),
  title: z
    .string()
    .describe('The promotion’s title in the request language; empty for a reward without one'),
  /** A VIP bonus's level (the page names rewards without a promotion by source and level). */
  vipLevel: z.number().int().nullable(),
  amount: AmountSchema,
  wageringRequired: AmountSchema.describe('Valid stake this grant added to the requirement'),
  reference: z.string().nullable().describe('What it was for: the deposit’s order number'),
  state: z.enum(GRANT_STATES),
  /** The wagering must be completed by then, or the bonus is taken back; null: no deadline. */
  expiresAt: z.string().nullable(),
  createdAt: z.string().describe('ISO 8601'),
});
export type Grant = z.infer<typeof GrantSchema>;

/** A rebate's terms: rates per game category in basis points ('*' for the rest), the cap. */
export interface RebateTerms {
  rates: ReadonlyMap<string, number>;
  capAmount: bigint;
  minPayout: bigint;
}

/**
 * One member's rebate for a period: per game category, valid stake × the category's rate
 * (its own, else '*'), rounded down to the minor unit; summed, capped; nothing under the
 * minimum. The server's SQL (loyalty periods.repo `claimRebates`) computes the same for every
 * member at once; the console previews with this.
 */
export function rebateFor(
  validStakeByCategory: ReadonlyMap<string, bigint>,
  terms: RebateTerms,
): bigint {
  let sum = 0n;
  for (const [category, validStake] of validStakeByCategory) {
    const rate = terms.rates.get(category) ?? terms.rates.get('*');
    if (rate === undefined || validStake <= 0n) continue;
    sum += (validStake * BigInt(rate)) / 10_000n;
  }
  const capped = sum < terms.capAmount ? sum : terms.capAmount;
  return capped >= terms.minPayout && capped > 0n ? capped : 0n;
}

/** A cash back's terms: loss bands (the highest threshold reached applies), the cap. */
export interface CashBackTerms {
  bands: readonly { threshold: bigint; rateBp: number }[];
  capAmount: bigint;
  minPayout: bigint;
}

/**
 * One member's cash back for a period: the net loss (stake − payout) × the rate of the highest
 * band it reaches, rounded down, capped; nothing for a win, a loss under every band, or under the
 * minimum (loyalty periods.repo `claimCashBack`).
 */
export function cashBackFor(netLoss: bigint, terms: CashBackTerms): bigint {
  if (netLoss <= 0n) return 0n;
  let band: { threshold: bigint; rateBp: number } | undefined;
  for (const b of terms.bands) {
    if (b.threshold <= netLoss && (!band || b.threshold > band.threshold)) band = b;
  }
  if (!band) return 0n;
  const share = (netLoss * BigInt(band.rateBp)) / 10_000n;
  const capped = share < terms.capAmount ? share : terms.capAmount;
  return capped >= terms.minPayout && capped > 0n ? capped : 0n;
}

/** The activity states a member sees on a promotion (the spec's list, and OPEN / NOT_ELIGIBLE). */
export const ACTIVITY_STATES = [
  'COMING_SOON',
  'CLOSE',
  'APPLYING',
  'REJECTED',
  'ISSUED',
  'CLAIMED',
  'PROCESS',
  'JOINED',
  'OPEN',
  'NOT_ELIGIBLE',
] as const;
export type ActivityState = (typeof ACTIVITY_STATES)[number];

/** A promotion as the promotions page shows it, in the request language. */
export const PublicPromotionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(['FIRST_DEPOSIT', 'RELOAD', 'FIXED', 'REGISTRATION', 'REBATE', 'CASHBACK']),
  /** How often a member gets it: rebate and cash back pay per DAY or WEEK; others ONCE, DAY, WEEK. */
  period: z.enum(['ONCE', 'DAY', 'WEEK']).nullable(),
  /** How a member takes it (see PROMOTION_TAKE). */
  take: z.enum(['DEPOSIT', 'AUTO', 'CLAIM', 'APPLY']),
  /** What an application asks for (take APPLY), else null. */
  application: z
    .object({
      comment: z.enum(['OPTIONAL', 'REQUIRED']),
      images: z.enum(['NONE', 'OPTIONAL', 'REQUIRED']),
    })
    .nullable(),
  /** The signed-in member's activity state (ACTIVITY_STATES); null for a visitor. */
  state: z.enum(ACTIVITY_STATES).nullable(),
  title: z.string(),
  terms: z.string(),
  /** FIRST_DEPOSIT, RELOAD: share of the deposit in percent (70 = 70%). */
  percent: z.number(),
  cap: AmountSchema.describe(
    'The most one grant pays (per period for rebate and cash back); FIXED: the amount; REGISTRATION: the top prize',
  ),
  minDeposit: AmountSchema,
  minPayout: AmountSchema,
  /** FIRST_DEPOSIT, RELOAD: times (deposit + bonus); others: times the amount paid. */
  wageringMultiple: z.number(),
  /**
   * Rebate: a rate per game category ('*' for the rest); cash back: a rate per loss band;
   * RELOAD: a percent per deposit band; REGISTRATION: prizes (threshold = the prize, ratePercent =
   * its chance in percent).
   */
  rates: z.array(
    z.object({ category: z.string(), threshold: AmountSchema, ratePercent: z.number() }),
  ),
  /** How bets count toward its wagering, per game category in percent (empty: in full). */
  weights: z.record(z.string(), z.number()),
  /** Days a member has to complete the wagering of what it pays; null: no deadline. */
  expiryDays: z.number().int().nullable(),
  /** The operator's banner picture; null: the page draws one. */
  bannerUrl: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
});
export type PublicPromotion = z.infer<typeof PublicPromotionSchema>;

// ---------------------------------------------------------------- console

export const PROMOTION_KINDS = [
  'FIRST_DEPOSIT',
  'RELOAD',
  'FIXED',
  'REGISTRATION',
  'REBATE',
  'CASHBACK',
] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];
/**
 * How often a member gets a promotion: REBATE and CASHBACK settle per DAY or WEEK; FIRST_DEPOSIT
 * and REGISTRATION are ONCE; RELOAD and FIXED ONCE, per DAY or per WEEK.
 */
export const PROMOTION_PERIODS = ['ONCE', 'DAY', 'WEEK'] as const;

/** The periods a kind may have. */
export function periodsOf(kind: PromotionKind): readonly (typeof PROMOTION_PERIODS)[number][] {
  if (kind === 'REBATE' || kind === 'CASHBACK') return ['DAY', 'WEEK'];
  if (kind === 'RELOAD' || kind === 'FIXED') return PROMOTION_PERIODS;
  return ['ONCE'];
}

/**
 * How a member takes a promotion: with a deposit (FIRST_DEPOSIT, RELOAD), automatically (REBATE,
 * CASHBACK, paid by the periods job), by claiming it (REGISTRATION; FIXED without an application
 * form), by applying (FIXED with an application form: an operator approves).
 */
export function takeOf(kind: PromotionKind, hasApplication: boolean) {
  if (kind === 'FIRST_DEPOSIT' || kind === 'RELOAD') return 'DEPOSIT' as const;
  if (kind === 'REBATE' || kind === 'CASHBACK') return 'AUTO' as const;
  return kind === 'FIXED' && hasApplication ? ('APPLY' as const) : ('CLAIM' as const);
}

/** Who may take a promotion (each rule optional). */
export const PromotionEligibilitySchema = z.object({
  /** Members registered at most this many days ago. */
  newMemberDays: z.number().int().min(1).max(3650).nullable(),
  vipMin: z.number().int().min(0).max(19),
  vipMax: z.number().int().min(0).max(19).nullable(),
  /** Deposit kinds: payment method codes; empty for every method. */
  methods: z.array(z.string().trim().min(1).max(40)).max(50),
  /** REGISTRATION: the channel the member must have registered and verified through. */
  channel: z.enum(['SMS']).nullable(),
});
export type PromotionEligibility = z.infer<typeof PromotionEligibilitySchema>;

/** FIXED: what an application asks for; null: members claim it without applying. */
export const ApplicationFormSchema = z
  .object({
    comment: z.enum(['OPTIONAL', 'REQUIRED']),
    images: z.enum(['NONE', 'OPTIONAL', 'REQUIRED']),
  })
  .nullable();
export type ApplicationForm = z.infer<typeof ApplicationFormSchema>;
export const PROMOTION_STATUSES = ['ACTIVE', 'PAUSED', 'CLOSED'] as const;
/** Game categories a rebate rate may name; '*' is every category without its own rate. */
export const RATE_CATEGORIES = ['*', ...CATEGORY_CODES] as const;

/** Money an operator types where zero is allowed (a minimum payout). */
export const MoneyOrZeroSchema = z
  .string()
  .regex(AMOUNT_INPUT_PATTERN, 'amount must be a decimal with at most two places')
  .refine((text) => parseAmount(text) !== null, 'amount must be at most 100000000000.00');

/** VIP levels a white label may have (0 … VIP_MAX_LEVELS − 1). */
export const VIP_MAX_LEVELS = 20;

/**
 * A rate line: a rebate's category rate for members from a VIP level up (a level's lines replace
 * the lower level's), or a cash back's band (smallest net loss, rate).
 */
export const PromotionTierSchema = z.object({
  vipLevel: z.number().int().describe('Rebate: from this VIP level up; cash back: 0'),
  category: z.enum(RATE_CATEGORIES).describe("Rebate: a game category or '*'; cash back: '*'"),
  threshold: AmountSchema.describe('Cash back: the smallest net loss of the band; 0 for rebate'),
  /** Basis points: 80 = 0.8%. */
  rateBp: z.number().int(),
});
export type PromotionTier = z.infer<typeof PromotionTierSchema>;

export const PromotionTextsSchema = z.partialRecord(
  z.enum(['EN', 'BN', 'HI', 'NE', 'UR']),
  z.object({ title: z.string().trim().min(1).max(80), terms: z.string().trim().max(2000) }),
);

/** A settled period of a rebate or cash back: who was paid, how much. */
export const LoyaltyRunSchema = z.object({
  periodKey: z.string(),
  members: z.number().int(),
  total: AmountSchema,
  finishedAt: z.string().describe('ISO 8601'),
});
export type LoyaltyRun = z.infer<typeof LoyaltyRunSchema>;

/**
 * A first-deposit promotion's one-per-person checks: refused to an account sharing the checked
 * identity with one that took it within `windowDays`.
 */
export const PromotionLimitsSchema = z.object({
  samePhone: z.boolean(),
  samePayeeName: z.boolean(),
  sameRegisterIp: z.boolean(),
  samePayeeAccount: z.boolean(),
  windowDays: z.number().int().min(1).max(3650),
});
export type PromotionLimits = z.infer<typeof PromotionLimitsSchema>;

/**
 * Game weights of a promotion's wagering: the percent of a settled bet's valid stake that counts,
 * per game category ('*' for every category without its own; 0 excludes one). Empty: every bet
 * counts in full.
 */
export const GameWeightsSchema = z.partialRecord(
  z.enum(RATE_CATEGORIES),
  z.number().int().min(0).max(100),
);
export type GameWeights = z.infer<typeof GameWeightsSchema>;

export const AdminPromotionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  status: z.enum(PROMOTION_STATUSES),
  period: z.enum(PROMOTION_PERIODS).nullable(),
  eligibility: PromotionEligibilitySchema,
  application: ApplicationFormSchema,
  weights: GameWeightsSchema,
  /** FIRST_DEPOSIT: share of the deposit in basis points. */
  percentBp: z.number().int(),
  cap: AmountSchema,
  minDeposit: AmountSchema,
  minPayout: AmountSchema,
  /** Hundredths of the wagering multiple: 100 = 1×. */
  wageringCenti: z.number().int(),
  /** Days to complete a grant's wagering before the bonus is taken back; null: none. */
  expiryDays: z.number().int().nullable(),
  /** The banner picture (content's images; set with PUT …/banner); null: drawn art. */
  bannerImageId: z.number().int().nullable(),
  bannerUrl: z.string().nullable(),
  texts: PromotionTextsSchema,
  tiers: z.array(PromotionTierSchema),
  limits: PromotionLimitsSchema,
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  /** Applications waiting for a decision (FIXED with an application form). */
  applying: z.number().int(),
  /** The latest settled periods, newest first (rebate and cash back). */
  runs: z.array(LoyaltyRunSchema),
});
export type AdminPromotion = z.infer<typeof AdminPromotionSchema>;

/**
 * What an operator changes on a promotion. Rates are whole basis points between 0.01% and 100%;
 * a rebate names each category once, a cash back each band once.
 */
export const AdminPromotionUpdateSchema = z
  .object({
    status: z.enum(PROMOTION_STATUSES),
    percentBp: z.number().int().min(0).max(100_000),
    cap: MoneyOrZeroSchema.refine((t) => /[1-9]/.test(t), 'the cap must be above zero'),
    minDeposit: MoneyOrZeroSchema,
    minPayout: MoneyOrZeroSchema,
    wageringCenti: z.number().int().min(0).max(10_000),
    /** Left out: unchanged (a new promotion: no deadline); null: no deadline. */
    expiryDays: z.number().int().min(1).max(EXPIRY_DAYS_MAX).nullable().optional(),
    texts: PromotionTextsSchema.refine((t) => t.EN !== undefined, 'an English title is required'),
    limits: PromotionLimitsSchema,
    /** Left out: unchanged (a new promotion: everyone). */
    eligibility: PromotionEligibilitySchema.optional(),
    /** Left out: unchanged (a new promotion: none). */
    application: ApplicationFormSchema.optional(),
    /** Left out: unchanged (a new promotion: every bet counts in full). */
    weights: GameWeightsSchema.optional(),
    /** Left out: unchanged (a new promotion: now). */
    startsAt: z.iso.datetime({ offset: true }).optional(),
    /** Left out: unchanged; null: no end. */
    endsAt: z.iso.datetime({ offset: true }).nullable().optional(),
    tiers: z
      .array(
        z.object({
          vipLevel: z
            .number()
            .int()
            .min(0)
            .max(VIP_MAX_LEVELS - 1)
            .default(0),
          category: z.enum(RATE_CATEGORIES),
          threshold: MoneyOrZeroSchema,
          rateBp: z.number().int().min(1).max(10_000),
        }),
      )
      .max(200),
  })
  .refine(
    (u) =>
      new Set(u.tiers.map((t) => `${t.vipLevel}|${t.category}|${parseAmount(t.threshold)}`))
        .size === u.tiers.length,
    { message: 'each rate line must be different', path: ['tiers'] },
  )
  .refine((u) => !u.endsAt || !u.startsAt || Date.parse(u.endsAt) > Date.parse(u.startsAt), {
    message: 'the end must be after the start',
    path: ['endsAt'],
  })
  .refine(
    (u) =>
      !u.eligibility ||
      u.eligibility.vipMax === null ||
      u.eligibility.vipMax >= u.eligibility.vipMin,
    {
      message: 'the highest VIP level must not be below the lowest',
      path: ['eligibility', 'vipMax'],
    },
  );
export type AdminPromotionUpdate = z.infer<typeof AdminPromotionUpdateSchema>;

/**
 * A picture for a promotion's banner or a mall reward (`PUT …/promotions/:id/banner`,
 * `PUT …/mall/items/:id/image`): an image uploaded with `POST /wps/admin/content/banner-images`;
 * null takes it away (the site draws its own art). Content's operators set it.
 */
export const ArtworkSetSchema = z.object({
  imageId: z.number().int().positive().nullable(),
});
export type ArtworkSet = z.infer<typeof ArtworkSetSchema>;

/** A new promotion: its code (unique in the white label), kind and period, then its terms. */
export const AdminPromotionCreateSchema = z.intersection(
  z.object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Z0-9_]{3,40}$/, 'code: 3–40 capital letters, digits or _'),
    kind: z.enum(PROMOTION_KINDS),
    period: z.enum(PROMOTION_PERIODS),
  }),
  AdminPromotionUpdateSchema,
);
export type AdminPromotionCreate = z.infer<typeof AdminPromotionCreateSchema>;

// ---------------------------------------------------------------- the bonus report

/** Days a report may span (inclusive). */
export const BONUS_REPORT_MAX_DAYS = 93;

export const BonusReportQuerySchema = z
  .object({
    from: z.iso.date().describe('YYYY-MM-DD, white label’s calendar'),
    to: z.iso.date().describe('Inclusive'),
  })
  .refine(
    (q) => {
      const days = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000;
      return days >= 0 && days < BONUS_REPORT_MAX_DAYS;
    },
    { message: `from ≤ to, at most ${BONUS_REPORT_MAX_DAYS} days`, path: ['to'] },
  );
export type BonusReportQuery = z.infer<typeof BonusReportQuerySchema>;

/** One day and source (and promotion) of paid grants: what bonuses cost. */
export const BonusReportRowSchema = z.object({
  day: z.string().describe('YYYY-MM-DD'),
  source: z.string().describe('FIRST_DEPOSIT, REBATE, CASHBACK, VIP_LEVEL_UP, VIP_MONTHLY, MALL…'),
  promotionId: z.number().int().nullable(),
  /** The promotion's English title, else null (the console names the source). */
  title: z.string().nullable(),
  grants: z.number().int(),
  members: z.number().int(),
  amount: AmountSchema,
  wageringRequired: AmountSchema,
  /** Of that requirement, what the members still have to bet now. */
  wageringRemaining: AmountSchema,
});
export type BonusReportRow = z.infer<typeof BonusReportRowSchema>;

export const BonusReportSchema = z.object({
  rows: z.array(BonusReportRowSchema),
  total: z.object({
    grants: z.number().int(),
    amount: AmountSchema,
    wageringRemaining: AmountSchema,
  }),
  /** Points converted to cash in the span: points spent, money paid. */
  conversions: z.object({
    count: z.number().int(),
    points: z.number().int(),
    amount: AmountSchema,
  }),
  /** Mall redemptions made in the span, by status. */
  redemptions: z.object({
    inProcess: z.number().int(),
    approved: z.number().int(),
    rejected: z.number().int(),
    points: z.number().int(),
  }),
});
export type BonusReport = z.infer<typeof BonusReportSchema>;
