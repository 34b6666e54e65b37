import { describe, expect, it } from 'vitest';
import { AdminPromotionCreateSchema, type AdminPromotion } from '@portal/contracts/loyalty';
import {
  anyProblem,
  blankDraft,
  createRequestOf,
  draftOf,
  draftProblems,
  gameWeightOf,
  NO_WEIGHTS,
  shownProblems,
  updateRequestOf,
  weightProblems,
  withKind,
  type Draft,
} from './promotion-draft.ts';
import { newRateKey } from './rate-lines.ts';

const line = (threshold: string, rate: string) => ({
  key: newRateKey(),
  vipLevel: 0,
  category: '*',
  threshold,
  rate,
});

/** A reload bonus the form would send: 10% of a deposit up to ৳500, two deposit bands. */
const reload: Draft = {
  ...blankDraft('RELOAD'),
  code: 'WEEKEND_RELOAD',
  period: 'WEEK',
  percent: '10',
  cap: '500',
  minDeposit: '100',
  wagering: '5',
  texts: { EN: { title: 'Weekend reload', terms: '' }, BN: { title: '', terms: '' } },
  methodsText: 'bkash, nagad',
  lines: [line('1000', '12.5'), line('5000', '15')],
  // Live casino counts 10%, sports not at all; the rest in full (nothing typed for '*').
  weights: { ...NO_WEIGHTS, LIVE: '10', SPORTS: ' 0 ' },
};
const creating = { base: null, methodsListed: false };

const blankEligibility = {
  newMemberDays: null,
  vipMin: 0,
  vipMax: null,
  methods: [],
  channel: null,
};

/** A saved promotion as the server answers the create request of a draft. */
function createdOf(draft: Draft): AdminPromotion {
  const request = createRequestOf(draft, false);
  return {
    ...request,
    id: 9,
    eligibility: request.eligibility ?? blankEligibility,
    application: request.application ?? null,
    weights: request.weights ?? {},
    expiryDays: request.expiryDays ?? null,
    bannerImageId: null,
    bannerUrl: null,
    cap: `${request.cap}.00`,
    minDeposit: `${request.minDeposit}.00`,
    minPayout: `${request.minPayout}.00`,
    tiers: request.tiers.map((t) => ({ ...t, threshold: `${t.threshold}.00` })),
    startsAt: '2026-11-01T00:00:00.000Z',
    endsAt: null,
    applying: 0,
    runs: [],
  };
}

describe('a promotion draft', () => {
  it('refuses a registration prize above the top prize', () => {
    const draft: Draft = {
      ...blankDraft('REGISTRATION'),
      code: 'WELCOME_PRIZE',
      cap: '100',
      texts: reload.texts,
      lines: [line('50', '9'), line('150', '1')],
    };
    const problems = draftProblems(draft, creating);
    expect(problems.lines).toBe(true);
    expect(anyProblem(problems)).toBe(true);
    // Within the cap, the same prizes pass.
    expect(anyProblem(draftProblems({ ...draft, cap: '150' }, creating))).toBe(false);
  });

  it('refuses a reload without a share, shown once a save was tried', () => {
    const problems = draftProblems({ ...reload, percent: '' }, creating);
    expect(problems.percent).toBe(true);
    expect(anyProblem(problems)).toBe(true);
    expect(anyProblem(shownProblems(problems, false))).toBe(false);
    expect(shownProblems(problems, true).percent).toBe(true);
  });

  it('turns a valid reload into the create request the contract accepts', () => {
    expect(anyProblem(draftProblems(reload, creating))).toBe(false);
    const request = createRequestOf(reload, false);
    expect(request).toEqual({
      code: 'WEEKEND_RELOAD',
      kind: 'RELOAD',
      period: 'WEEK',
      status: 'ACTIVE',
      percentBp: 1000,
      cap: '500',
      minDeposit: '100',
      minPayout: '0',
      wageringCenti: 500,
      texts: { EN: { title: 'Weekend reload', terms: '' } },
      limits: {
        samePhone: false,
        samePayeeName: false,
        sameRegisterIp: false,
        samePayeeAccount: false,
        windowDays: 90,
      },
      eligibility: {
        newMemberDays: null,
        vipMin: 0,
        vipMax: null,
        methods: ['BKASH', 'NAGAD'],
        channel: null,
      },
      application: null,
      weights: { LIVE: 10, SPORTS: 0 },
      expiryDays: null,
      tiers: [
        { vipLevel: 0, category: '*', threshold: '1000', rateBp: 1250 },
        { vipLevel: 0, category: '*', threshold: '5000', rateBp: 1500 },
      ],
    });
    expect(AdminPromotionCreateSchema.safeParse(request).success).toBe(true);
  });

  it('keeps what every kind has when a new promotion changes kind', () => {
    const fixed = withKind(reload, 'FIXED');
    expect(fixed).toMatchObject({ kind: 'FIXED', code: 'WEEKEND_RELOAD', period: 'WEEK' });
    expect(fixed).toMatchObject({ cap: '500', percent: '', minDeposit: '0', lines: [] });
    expect(withKind(reload, 'FIRST_DEPOSIT').period).toBe('ONCE');
  });

  it('reads game weights as whole percentages from 0 to 100, empty ones left out', () => {
    expect(['0', '10', ' 100 ', '007'].map(gameWeightOf)).toEqual([0, 10, 100, 7]);
    for (const text of ['', '101', '5.5', '-1', '1e2', 'ten']) {
      expect(gameWeightOf(text), text).toBeNull();
    }
    const bad = { ...reload.weights, RNG: '101', '*': '50.5' };
    expect(weightProblems(bad)).toMatchObject({ RNG: true, '*': true, LIVE: false, FISH: false });
    const problems = draftProblems({ ...reload, weights: bad }, creating);
    expect(problems.weights).toBe(true);
    expect(anyProblem(problems)).toBe(true);
    expect(shownProblems(problems, false).weights).toBe(false);
    // Every other game counting half is sent as '*'.
    const request = createRequestOf(
      { ...reload, weights: { ...reload.weights, '*': '50' } },
      false,
    );
    expect(request.weights).toEqual({ LIVE: 10, SPORTS: 0, '*': 50 });
    expect(AdminPromotionCreateSchema.safeParse(request).success).toBe(true);
  });

  it('sends no weights for a rebate, and keeps the saved weights of a fixed reward', () => {
    const rebate: Draft = {
      ...withKind(reload, 'REBATE'),
      period: 'DAY',
      lines: [line('0', '0.8')],
      // Weights typed before the kind changed do not block nor go with a rebate.
      weights: { ...NO_WEIGHTS, RNG: 'x' },
    };
    expect(draftProblems(rebate, creating).weights).toBe(false);
    expect(createRequestOf(rebate, false).weights).toEqual({});

    const saved: AdminPromotion = {
      id: 4,
      code: 'SHARE_REWARD',
      kind: 'FIXED',
      status: 'ACTIVE',
      period: 'ONCE',
      eligibility: { newMemberDays: null, vipMin: 0, vipMax: null, methods: [], channel: null },
      application: null,
      weights: { RNG: 100, LIVE: 20, '*': 0 },
      percentBp: 0,
      cap: '100.00',
      minDeposit: '0.00',
      minPayout: '0.00',
      wageringCenti: 300,
      expiryDays: null,
      bannerImageId: null,
      bannerUrl: null,
      texts: { EN: { title: 'Share and win', terms: '' } },
      tiers: [],
      limits: { ...blankDraft('FIXED').limits },
      startsAt: '2026-11-01T00:00:00.000Z',
      endsAt: null,
      applying: 0,
      runs: [],
    };
    const draft = draftOf(saved);
    expect(draft.weights).toMatchObject({ RNG: '100', LIVE: '20', '*': '0', SPORTS: '' });
    const context = { base: saved, methodsListed: false };
    expect(updateRequestOf(draft, context).weights).toEqual({ RNG: 100, LIVE: 20, '*': 0 });
    // Clearing a weight leaves it out: slots count like every other game again.
    expect(
      updateRequestOf({ ...draft, weights: { ...draft.weights, RNG: '' } }, context).weights,
    ).toEqual({ LIVE: 20, '*': 0 });
  });

  it('keeps the typed weights when a new promotion changes kind', () => {
    expect(withKind(reload, 'FIXED').weights).toEqual(reload.weights);
  });

  it('carries the days to complete the wagering to the request, empty as no deadline', () => {
    // Empty: no deadline, sent as null.
    expect(createRequestOf(reload, false).expiryDays).toBeNull();
    const withDeadline = createRequestOf({ ...reload, expiryDays: ' 14 ' }, false);
    expect(withDeadline.expiryDays).toBe(14);
    expect(AdminPromotionCreateSchema.safeParse(withDeadline).success).toBe(true);
    // Whole days from 1 to 365; anything else is refused before sending, shown once tried.
    for (const text of ['0', '366', '7.5', '-1', 'ten']) {
      const problems = draftProblems({ ...reload, expiryDays: text }, creating);
      expect(problems.expiryDays, text).toBe(true);
      expect(shownProblems(problems, false).expiryDays).toBe(false);
    }
    expect(draftProblems({ ...reload, expiryDays: '365' }, creating).expiryDays).toBe(false);

    // A saved deadline shows as typed and goes back unchanged; cleared, it is sent as null.
    const saved: AdminPromotion = { ...createdOf(reload), expiryDays: 30 };
    const draft = draftOf(saved);
    expect(draft.expiryDays).toBe('30');
    const context = { base: saved, methodsListed: false };
    expect(updateRequestOf(draft, context).expiryDays).toBe(30);
    expect(updateRequestOf({ ...draft, expiryDays: '' }, context).expiryDays).toBeNull();
  });

  it('gives a rebate and a cash back no deadline, whatever was typed before the kind changed', () => {
    const typed = { ...reload, expiryDays: '14' };
    expect(withKind(typed, 'FIXED').expiryDays).toBe('14');
    const rebate: Draft = {
      ...withKind(typed, 'REBATE'),
      period: 'DAY',
      lines: [line('0', '0.8')],
    };
    expect(rebate.expiryDays).toBe('');
    // Even a stray bad value neither blocks nor goes with a rebate.
    expect(draftProblems({ ...rebate, expiryDays: 'x' }, creating).expiryDays).toBe(false);
    expect(createRequestOf({ ...rebate, expiryDays: '14' }, false).expiryDays).toBeNull();
  });
});
