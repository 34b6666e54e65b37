import { CATEGORY_CODES } from '@portal/contracts/games';
import {
  periodsOf,
  RATE_CATEGORIES,
  type AdminPromotion,
  type AdminPromotionCreate,
  type AdminPromotionUpdate,
  type GameWeights,
  type PromotionKind,
  type PromotionLimits,
} from '@portal/contracts/loyalty';
import { isMoneyInput, parseAmount } from '@portal/contracts/money';
import { fromLocalInput, toLocalInput } from '../../../lib/format.ts';
import { bpToPercent, multiplierToCenti, percentToBp } from '../../../lib/money.ts';
import {
  expiryDaysOf,
  hasExpiry,
  hasLimits,
  hasWeights,
  isDepositKind,
  isPeriodicKind,
  lineModeOf,
  needsLines,
  weightOf,
} from './promotion-terms.ts';
import {
  lineProblems,
  linesInvalid,
  newRateKey,
  newRateLine,
  type RateDraft,
} from './rate-lines.ts';

/*
 * A promotion's terms as the form types them (the draft), what is wrong with them, and the request
 * they become. No React: the form's sections only show and change a draft.
 */

export const LANGUAGES = ['EN', 'BN'] as const;
export const LIMIT_CHECKS = [
  'samePhone',
  'samePayeeName',
  'samePayeeAccount',
  'sameRegisterIp',
] as const;
export const COMMENT_RULES = ['OPTIONAL', 'REQUIRED'] as const;
export const IMAGE_RULES = ['NONE', 'OPTIONAL', 'REQUIRED'] as const;
const CODE = /^[A-Z0-9_]{3,40}$/;
const METHOD_CODE = /^[A-Z0-9_]{1,40}$/;
/** A new promotion's one-per-person checks: none, over the usual window. */
export const NO_LIMITS: PromotionLimits = {
  samePhone: false,
  samePayeeName: false,
  sameRegisterIp: false,
  samePayeeAccount: false,
  windowDays: 90,
};

/** A game category a weight names; '*' is every category without its own. */
export type WeightCategory = (typeof RATE_CATEGORIES)[number];
/** The weights in the order the form lists them: each game category, then '*' (the rest). */
export const WEIGHT_CATEGORIES: readonly WeightCategory[] = [...CATEGORY_CODES, '*'];
/** Game weights as typed, one per category; empty: not sent (the category counts as '*'). */
export type WeightsDraft = Record<WeightCategory, string>;
/** No weight typed: every bet counts in full. */
export const NO_WEIGHTS = Object.fromEntries(RATE_CATEGORIES.map((c) => [c, ''])) as WeightsDraft;

export type Language = (typeof LANGUAGES)[number];
export type Period = ReturnType<typeof periodsOf>[number];
type Texts = AdminPromotion['texts'];
type Application = NonNullable<AdminPromotion['application']>;

/** A promotion's terms as typed; `others` keeps the texts in languages the console does not edit. */
export interface Draft {
  code: string;
  kind: PromotionKind;
  period: Period;
  status: AdminPromotion['status'];
  percent: string;
  cap: string;
  minDeposit: string;
  minPayout: string;
  wagering: string;
  texts: Record<Language, { title: string; terms: string }>;
  others: Texts;
  lines: RateDraft[];
  limits: PromotionLimits;
  windowDays: string;
  newMemberDays: string;
  vipMin: number;
  vipMax: number | null;
  methods: string[];
  /** The methods typed as codes (operators who may not read the wallet's methods). */
  methodsText: string;
  channel: 'SMS' | null;
  /** FIXED: members apply (an operator approves) rather than claim it. */
  apply: boolean;
  comment: Application['comment'];
  images: Application['images'];
  /** Game weights of the wagering (not rebate and cash back), in whole percent. */
  weights: WeightsDraft;
  /** Days to complete a grant's wagering (not rebate and cash back); empty: no deadline. */
  expiryDays: string;
  /** datetime-local values in the operator's time zone; empty: now (start), no end. */
  startsAt: string;
  endsAt: string;
}

export const trimZeros = (amount: string) => amount.replace(/\.00$/, '');

/** A saved promotion as the form shows it. */
export function draftOf(p: AdminPromotion): Draft {
  const { EN, BN, ...others } = p.texts;
  const mode = lineModeOf(p.kind);
  return {
    code: p.code,
    kind: p.kind,
    period: p.period ?? 'ONCE',
    status: p.status,
    percent: bpToPercent(p.percentBp),
    cap: trimZeros(p.cap),
    minDeposit: trimZeros(p.minDeposit),
    minPayout: trimZeros(p.minPayout),
    wagering: bpToPercent(p.wageringCenti),
    texts: { EN: EN ?? { title: '', terms: '' }, BN: BN ?? { title: '', terms: '' } },
    others,
    limits: p.limits,
    windowDays: String(p.limits.windowDays),
    lines: p.tiers.map((t) => ({
      key: newRateKey(),
      vipLevel: t.vipLevel,
      category: t.category,
      threshold: trimZeros(t.threshold),
      rate: mode === 'prizes' ? String(t.rateBp) : bpToPercent(t.rateBp),
    })),
    newMemberDays: p.eligibility.newMemberDays === null ? '' : String(p.eligibility.newMemberDays),
    vipMin: p.eligibility.vipMin,
    vipMax: p.eligibility.vipMax,
    methods: p.eligibility.methods,
    methodsText: p.eligibility.methods.join(', '),
    channel: p.eligibility.channel,
    apply: p.application !== null,
    comment: p.application?.comment ?? 'OPTIONAL',
    images: p.application?.images ?? 'NONE',
    weights: weightsDraftOf(p.weights),
    expiryDays: p.expiryDays === null ? '' : String(p.expiryDays),
    startsAt: toLocalInput(p.startsAt),
    endsAt: toLocalInput(p.endsAt),
  };
}

/** A new promotion of a kind: everyone may take it, from now, with no end, one empty line. */
export function blankDraft(kind: PromotionKind): Draft {
  return {
    code: '',
    kind,
    period: periodsOf(kind)[0]!,
    status: 'ACTIVE',
    percent: '',
    cap: '',
    minDeposit: '0',
    minPayout: '0',
    wagering: '1',
    texts: { EN: { title: '', terms: '' }, BN: { title: '', terms: '' } },
    others: {},
    lines: needsLines(kind) ? [newRateLine(lineModeOf(kind))] : [],
    limits: NO_LIMITS,
    windowDays: String(NO_LIMITS.windowDays),
    newMemberDays: '',
    vipMin: 0,
    vipMax: null,
    methods: [],
    methodsText: '',
    channel: null,
    apply: false,
    comment: 'OPTIONAL',
    images: 'NONE',
    weights: NO_WEIGHTS,
    expiryDays: '',
    startsAt: '',
    endsAt: '',
  };
}

/** A new promotion of another kind keeps what every kind has (code, texts, schedule…). */
export function withKind(draft: Draft, next: PromotionKind): Draft {
  const periods = periodsOf(next);
  return {
    ...blankDraft(next),
    code: draft.code,
    status: draft.status,
    cap: draft.cap,
    wagering: draft.wagering,
    texts: draft.texts,
    weights: draft.weights,
    expiryDays: hasExpiry(next) ? draft.expiryDays : '',
    startsAt: draft.startsAt,
    endsAt: draft.endsAt,
    newMemberDays: draft.newMemberDays,
    vipMin: draft.vipMin,
    vipMax: draft.vipMax,
    period: periods.includes(draft.period) ? draft.period : periods[0]!,
    percent: isDepositKind(next) ? draft.percent : '',
    minDeposit: isDepositKind(next) ? draft.minDeposit : '0',
  };
}

/** A deposit share as typed: 0.01%–1000%, in basis points. */
export function shareBp(text: string): number | null {
  const match = /^(\d{1,4})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp >= 1 && bp <= 100_000 ? bp : null;
}

/** Payment method codes typed with commas; null when one does not read or there are too many. */
export function codesOf(text: string): string[] | null {
  const codes = [
    ...new Set(
      text
        .split(',')
        .map((c) => c.trim().toUpperCase())
        .filter(Boolean),
    ),
  ];
  return codes.length <= 50 && codes.every((c) => METHOD_CODE.test(c)) ? codes : null;
}

/** A game weight as typed: a whole percent 0–100, else null (empty included). */
export function gameWeightOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const weight = Number(trimmed);
  return weight <= 100 ? weight : null;
}

/** Saved weights as the form shows them (the categories without one empty). */
export function weightsDraftOf(weights: GameWeights): WeightsDraft {
  const draft = { ...NO_WEIGHTS };
  for (const c of RATE_CATEGORIES) {
    const weight = weights[c];
    if (weight !== undefined) draft[c] = String(weight);
  }
  return draft;
}

/** Each typed weight that does not read (true: refused); an empty one is left out, not refused. */
export function weightProblems(weights: WeightsDraft): Record<WeightCategory, boolean> {
  const problems = {} as Record<WeightCategory, boolean>;
  for (const c of RATE_CATEGORIES) {
    problems[c] = weights[c].trim() !== '' && gameWeightOf(weights[c]) === null;
  }
  return problems;
}

/** The weights the operator typed that read, as the server takes them (the empty ones left out). */
export function weightsOf(weights: WeightsDraft): GameWeights {
  const out: GameWeights = {};
  for (const c of RATE_CATEGORIES) {
    const weight = gameWeightOf(weights[c]);
    if (weight !== null) out[c] = weight;
  }
  return out;
}

export const isZeroOrMoney = (text: string) => parseAmount(text.trim()) !== null;

/** Whole days typed, 1–3650; empty is allowed where `optional`. */
export function daysOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  const days = Number(trimmed);
  return days >= 1 && days <= 3650 ? days : null;
}

/** The cap (top prize) as typed, in minor units; null while it does not read. */
export const capAmountOf = (draft: Draft) => parseAmount(draft.cap.trim());

/** The wagering multiple as typed, in hundredths; null while it does not read. */
export const wageringCentiOf = (draft: Draft) => multiplierToCenti(draft.wagering.trim());

/** What the draft is checked and sent against, besides itself. */
export interface DraftContext {
  /** The promotion the draft started from (the last saved answer); null builds a new one. */
  base: AdminPromotion | null;
  /** The wallet's methods were listed (picked from); else the operator typed codes. */
  methodsListed: boolean;
}

/** Start and end as ISO 8601 (null: not typed). */
function scheduleOf(draft: Draft) {
  return {
    startIso: draft.startsAt ? fromLocalInput(draft.startsAt) : null,
    endIso: draft.endsAt ? fromLocalInput(draft.endsAt) : null,
  };
}

/** Each field that does not read or does not fit the kind (true: refused). */
export function draftProblems(draft: Draft, { base, methodsListed }: DraftContext) {
  const { kind } = draft;
  const deposit = isDepositKind(kind);
  const limited = hasLimits(kind);
  const { startIso, endIso } = scheduleOf(draft);
  // The start the end must follow: the one typed, else the saved one (a new promotion starts
  // when it is created: the server checks that one).
  const startAt = startIso ? Date.parse(startIso) : base ? Date.parse(base.startsAt) : null;
  const lines = lineProblems(draft.lines, lineModeOf(kind), capAmountOf(draft));
  return {
    code: base === null && !CODE.test(draft.code.trim()),
    percent: deposit && shareBp(draft.percent) === null,
    cap: !isMoneyInput(draft.cap.trim()),
    minDeposit: deposit && !isZeroOrMoney(draft.minDeposit),
    minPayout: isPeriodicKind(kind) && !isZeroOrMoney(draft.minPayout),
    wagering: wageringCentiOf(draft) === null,
    title: draft.texts.EN.title.trim() === '',
    windowDays: limited && daysOf(draft.windowDays) === null,
    lines: linesInvalid(lines),
    linesMissing: needsLines(kind) && draft.lines.length === 0,
    newMemberDays: draft.newMemberDays.trim() !== '' && daysOf(draft.newMemberDays) === null,
    vipMax: draft.vipMax !== null && draft.vipMax < draft.vipMin,
    methods: deposit && !methodsListed && codesOf(draft.methodsText) === null,
    weights: hasWeights(kind) && Object.values(weightProblems(draft.weights)).some(Boolean),
    expiryDays:
      hasExpiry(kind) && draft.expiryDays.trim() !== '' && expiryDaysOf(draft.expiryDays) === null,
    endsAt: endIso !== null && startAt !== null && Date.parse(endIso) <= startAt,
  };
}

export type DraftProblems = ReturnType<typeof draftProblems>;

export const anyProblem = (problems: DraftProblems) => Object.values(problems).some(Boolean);

/** The problems to show: none until a save was tried. */
export function shownProblems(problems: DraftProblems, tried: boolean): DraftProblems {
  if (tried) return problems;
  const none = { ...problems };
  for (const key of Object.keys(none) as (keyof DraftProblems)[]) none[key] = false;
  return none;
}

/**
 * What a section of the form gets: its fields of the draft (K), a change to them, and which of
 * its fields (P) to show as refused.
 */
export interface SectionProps<K extends keyof Draft, P extends keyof DraftProblems = never> {
  draft: Pick<Draft, K>;
  onChange: (patch: Partial<Pick<Draft, K>>) => void;
  problems: Pick<DraftProblems, P>;
}

/** The rate lines as the server takes them (rates and weights in basis points). */
function tiersOf(draft: Draft): AdminPromotionUpdate['tiers'] {
  type Category = AdminPromotionUpdate['tiers'][number]['category'];
  const mode = lineModeOf(draft.kind);
  if (mode === 'none') return [];
  return draft.lines.map((l) =>
    mode === 'rates'
      ? {
          vipLevel: l.vipLevel,
          category: l.category as Category,
          threshold: '0',
          rateBp: percentToBp(l.rate)!,
        }
      : {
          vipLevel: 0,
          category: '*',
          threshold: l.threshold.trim(),
          rateBp: mode === 'prizes' ? weightOf(l.rate)! : percentToBp(l.rate)!,
        },
  );
}

/**
 * The terms to save, for a draft without problems (see draftProblems). What the kind does not
 * have is sent as saved (a new promotion: zero, no checks).
 */
export function updateRequestOf(draft: Draft, { base, methodsListed }: DraftContext) {
  const { kind } = draft;
  const deposit = isDepositKind(kind);
  const periodic = isPeriodicKind(kind);
  const texts: AdminPromotionUpdate['texts'] = { ...draft.others, EN: draft.texts.EN };
  if (draft.texts.BN.title.trim()) texts.BN = draft.texts.BN;
  const days = draft.newMemberDays.trim();
  const body: AdminPromotionUpdate = {
    status: draft.status,
    percentBp: deposit ? shareBp(draft.percent)! : 0,
    cap: draft.cap.trim(),
    minDeposit: deposit ? draft.minDeposit.trim() : (base?.minDeposit ?? '0'),
    minPayout: periodic ? draft.minPayout.trim() : (base?.minPayout ?? '0'),
    wageringCenti: wageringCentiOf(draft)!,
    texts,
    limits: hasLimits(kind)
      ? { ...draft.limits, windowDays: daysOf(draft.windowDays)! }
      : (base?.limits ?? NO_LIMITS),
    eligibility: {
      newMemberDays: days ? daysOf(days) : null,
      vipMin: draft.vipMin,
      vipMax: draft.vipMax,
      methods: deposit ? (methodsListed ? draft.methods : codesOf(draft.methodsText)!) : [],
      channel: kind === 'REGISTRATION' ? draft.channel : null,
    },
    application:
      kind === 'FIXED' && draft.apply ? { comment: draft.comment, images: draft.images } : null,
    // Rebate and cash back have none (the server keeps them empty).
    weights: hasWeights(kind) ? weightsOf(draft.weights) : {},
    // Empty: no deadline (null); rebate and cash back have none (the server keeps null).
    expiryDays: hasExpiry(kind) ? expiryDaysOf(draft.expiryDays) : null,
    tiers: tiersOf(draft),
  };
  // Start and end: left out when unchanged (a new promotion: now, no end).
  const { startIso, endIso } = scheduleOf(draft);
  const before = base ? draftOf(base) : null;
  if (startIso && draft.startsAt !== before?.startsAt) body.startsAt = startIso;
  if (draft.endsAt !== (before?.endsAt ?? '')) body.endsAt = endIso;
  return body;
}

/** A new promotion for a draft without problems: its code, kind and period, then its terms. */
export function createRequestOf(draft: Draft, methodsListed: boolean): AdminPromotionCreate {
  return {
    ...updateRequestOf(draft, { base: null, methodsListed }),
    code: draft.code.trim(),
    kind: draft.kind,
    period: draft.period,
  };
}
