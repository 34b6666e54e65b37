import { describe, expect, it } from 'vitest';
import { AdminPromotionCreateSchema } from '@portal/contracts/loyalty';
import {
  anyProblem,
  blankDraft,
  createRequestOf,
  draftProblems,
  shownProblems,
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
};
const creating = { base: null, methodsListed: false };

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
});
