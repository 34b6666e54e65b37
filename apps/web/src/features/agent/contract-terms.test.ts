import { ContractOfferSchema, type Contract } from '@portal/contracts/agents';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n.ts';
import {
  actionsOf,
  checkOffer,
  formatRate,
  isTerminationAsked,
  percentToBp,
  type OfferDraft,
} from './contract-terms.ts';
import { formatPayPeriod } from './pay-period.ts';

const draft = (over: Partial<OfferDraft> = {}): OfferDraft => ({
  agentId: '22',
  kind: 'DAILY_SALARY',
  period: '',
  tiers: [{ id: 1, minBase: '50000', minActivePlayers: '5', rate: '0.5' }],
  ...over,
});

const tier = (minBase: string, minActivePlayers: string, rate: string, id = 1) => ({
  id,
  minBase,
  minActivePlayers,
  rate,
});

describe('contract terms', () => {
  it('reads a percent with at most two decimals as basis points', () => {
    expect(percentToBp('0.5')).toBe(50);
    expect(percentToBp('0.05')).toBe(5);
    expect(percentToBp(' 12.25 ')).toBe(1225);
    expect(percentToBp('100')).toBe(10_000);
    expect(percentToBp('100.5')).toBe(10_050);
    for (const bad of ['', '1.234', '-1', '1,5', 'abc', '1.', '.5']) {
      expect(percentToBp(bad)).toBeNull();
    }
    expect(formatRate(50, 'en')).toBe('0.50%');
    expect(formatRate(1225, 'en')).toBe('12.25%');
  });

  it('builds the offer the server takes', () => {
    expect(checkOffer(draft())).toEqual({
      offer: {
        agentId: 22,
        kind: 'DAILY_SALARY',
        tiers: [{ minBase: '50000', minActivePlayers: 5, rateBp: 50 }],
      },
    });
    const dividend = checkOffer(draft({ kind: 'DIVIDEND', period: 'M' }));
    expect(dividend).toMatchObject({ offer: { kind: 'DIVIDEND', period: 'M' } });
    // A salary never sends a period chosen before the kind changed.
    expect(checkOffer(draft({ period: 'W' }))).not.toHaveProperty('offer.period');
  });

  it('says what is wrong, field by field, with the schema’s rules', () => {
    const check = checkOffer(
      draft({
        agentId: '',
        kind: 'DIVIDEND',
        tiers: [
          tier('1,000', 'x', '100.01', 1),
          tier('5', '2', '0', 2),
          tier('5', '2', '1.234', 3),
        ],
      }),
    );
    expect(check).toEqual({
      problems: {
        agent: true,
        period: true,
        tiers: [
          { minBase: 'base', minActivePlayers: 'players', rate: 'rateHigh' },
          { rate: 'rateLow' },
          { rate: 'rateFormat' },
        ],
      },
    });
    expect(checkOffer(draft({ tiers: [tier('1000', '200000', '1')] }))).toMatchObject({
      problems: { tiers: [{ minActivePlayers: 'players' }] },
    });
  });

  it('asks tiers to go up: more base or players, and at least the rate before', () => {
    const order = (tiers: OfferDraft['tiers']) => checkOffer(draft({ tiers }));
    expect(order([tier('1000', '3', '1', 1), tier('1000', '3', '2', 2)])).toMatchObject({
      problems: { order: true },
    });
    expect(order([tier('1000', '3', '2', 1), tier('5000', '3', '1', 2)])).toMatchObject({
      problems: { order: true },
    });
    expect(order([tier('1000', '3', '1', 1), tier('1000', '4', '1', 2)])).toHaveProperty('offer');
  });
});

const contract = (over: Partial<Contract>): Contract => ({
  id: 1,
  agentId: 10,
  agent: 'agent01',
  uplineId: 1,
  upline: 'boss',
  kind: 'DAILY_SALARY',
  period: null,
  tiers: [],
  status: 'ACTIVE',
  terminationRequestedBy: null,
  endReason: null,
  offeredAt: '2026-11-01T08:00:00.000Z',
  acceptedAt: null,
  endedAt: null,
  ...over,
});

describe('the offer check and the contracts’ schema', () => {
  it('agree on every combination of good and bad values', () => {
    const bases = ['0', '50000', '50000.5', '1,000', '1.234', '99999999999999', ''];
    const players = ['0', '5', '100000', '100001', '2.5', ''];
    const rates = ['0', '0.01', '35', '100', '100.01', '1.234', ''];
    const cases: OfferDraft[] = [];
    for (const minBase of bases) {
      for (const minActivePlayers of players) {
        for (const rate of rates) {
          cases.push(draft({ tiers: [tier(minBase, minActivePlayers, rate)] }));
        }
      }
    }
    const pairs = [
      [tier('1000', '3', '1', 1), tier('1000', '3', '2', 2)],
      [tier('1000', '3', '2', 1), tier('5000', '3', '1', 2)],
      [tier('1000', '3', '1', 1), tier('1000', '4', '1', 2)],
      [tier('1000', '3', '1', 1), tier('999.99', '4', '1', 2)],
      [tier('1000.5', '3', '1', 1), tier('1000.50', '4', '1', 2)],
    ];
    for (const tiers of pairs) cases.push(draft({ tiers }));
    for (const kind of ['DAILY_SALARY', 'DIVIDEND'] as const) {
      for (const period of ['', 'W'] as const) cases.push(draft({ kind, period }));
    }
    cases.push(draft({ agentId: '' }), draft({ agentId: '0' }), draft({ agentId: '-5' }));
    cases.push(draft({ tiers: [] }));
    cases.push(
      draft({
        tiers: Array.from({ length: 11 }, (_, i) => tier(String(i * 10), String(i), '1', i)),
      }),
    );

    for (const typed of cases) {
      // What the server would be sent for the typed texts (a period only with a dividend).
      const sent = {
        agentId: Number(typed.agentId),
        kind: typed.kind,
        ...(typed.kind === 'DIVIDEND' && typed.period ? { period: typed.period } : {}),
        tiers: typed.tiers.map((t) => ({
          minBase: t.minBase.trim(),
          minActivePlayers: /^\d+$/.test(t.minActivePlayers)
            ? Number(t.minActivePlayers)
            : Number.NaN,
          rateBp: percentToBp(t.rate) ?? Number.NaN,
        })),
      };
      const check = checkOffer(typed);
      const schema = ContractOfferSchema.safeParse(sent);
      expect({ typed, ok: 'offer' in check }).toEqual({ typed, ok: schema.success });
      if ('offer' in check && schema.success) expect(check.offer).toEqual(schema.data);
    }
  });
});

describe('contract buttons', () => {
  it('answers a pending offer to me; withdraws one I gave', () => {
    const pending = contract({ status: 'PENDING' });
    expect(actionsOf(pending, 'mine')).toEqual(['accept', 'reject']);
    expect(actionsOf(pending, 'given')).toEqual(['withdraw']);
  });

  it('asks to end an active contract, or confirms the other side’s request', () => {
    expect(actionsOf(contract({}), 'mine')).toEqual(['terminate']);
    const askedByUpline = contract({ terminationRequestedBy: 'UPLINE' });
    expect(actionsOf(askedByUpline, 'mine')).toEqual(['terminate']);
    expect(isTerminationAsked(askedByUpline, 'mine')).toBe(true);
    // The upline asked itself: it waits.
    expect(actionsOf(askedByUpline, 'given')).toEqual([]);
    expect(isTerminationAsked(askedByUpline, 'given')).toBe(false);
    // The operator's contract: the agent may ask the operator to end it.
    expect(actionsOf(contract({ uplineId: null, upline: null }), 'mine')).toEqual(['terminate']);
  });

  it('offers nothing on an ended, rejected or withdrawn contract', () => {
    for (const status of ['ENDED', 'REJECTED', 'WITHDRAWN'] as const) {
      expect(actionsOf(contract({ status }), 'mine')).toEqual([]);
      expect(actionsOf(contract({ status }), 'given')).toEqual([]);
    }
  });
});

describe('pay periods', () => {
  const t = i18n.getFixedT('en');
  it('names each period key in the page’s words', () => {
    expect(formatPayPeriod('2026-W48', t, 'en')).toBe('Week 48, 2026');
    expect(formatPayPeriod('2026-11-H1', t, 'en')).toBe('November 2026, 1st–15th');
    expect(formatPayPeriod('2026-11-H2', t, 'en')).toBe('November 2026, 16th–end');
    expect(formatPayPeriod('2026-11', t, 'en')).toBe('November 2026');
    expect(formatPayPeriod('2026-11-27T14', t, 'en')).toMatch(/^Nov 27, 2026, .+ – .+$/);
    expect(formatPayPeriod('odd-key', t, 'en')).toBe('odd-key');
    expect(formatPayPeriod('2026-11', i18n.getFixedT('bn'), 'bn')).toBe('নভেম্বর ২০২৬');
  });
});
