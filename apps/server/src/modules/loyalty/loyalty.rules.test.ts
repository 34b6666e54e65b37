import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requirementFor } from '../wallet/turnover.service.ts';
import { bonusWagering, cashBackFor, depositBonus, rebateFor } from './loyalty.rules.ts';
import { closedPeriods, isoWeekKey } from './periods.ts';

const terms = fc.record({
  percentBp: fc.integer({ min: 1, max: 100_000 }),
  capAmount: fc.bigInt({ min: 1n, max: 10_000_000_000n }),
  wageringCenti: fc.integer({ min: 0, max: 10_000 }),
});
const minor = fc.bigInt({ min: 1n, max: 10_000_000_000_000n });

describe('first-deposit bonus rules', () => {
  it('pays the share rounded down to the minor unit, never above the cap', () => {
    fc.assert(
      fc.property(minor, terms, (deposit, t) => {
        const bonus = depositBonus(deposit, t);
        expect(bonus).toBeGreaterThanOrEqual(0n);
        expect(bonus).toBeLessThanOrEqual(t.capAmount);
        // Rounded down: the exact share is bonus or a little more, unless the cap bit.
        if (bonus < t.capAmount) {
          expect(bonus * 10_000n).toBeLessThanOrEqual(deposit * BigInt(t.percentBp));
          expect((bonus + 1n) * 10_000n).toBeGreaterThan(deposit * BigInt(t.percentBp));
        }
      }),
    );
  });

  it('makes the requirements add up to (deposit + bonus) × the multiple, never less', () => {
    fc.assert(
      fc.property(minor, terms, fc.integer({ min: 0, max: 3_000 }), (deposit, t, methodCenti) => {
        const bonus = depositBonus(deposit, t);
        const own = requirementFor(deposit, methodCenti);
        const added = bonusWagering(deposit, bonus, t, own);
        const promised = requirementFor(deposit + bonus, t.wageringCenti);
        expect(added).toBeGreaterThanOrEqual(0n);
        expect(own + added).toBe(promised > own ? promised : own);
      }),
    );
  });

  it('works the seeded example: 1,000 deposited, 700 bonus, 17,000 to wager', () => {
    const seeded = { percentBp: 7_000, capAmount: 700_000n, wageringCenti: 1_000 };
    expect(depositBonus(100_000n, seeded)).toBe(70_000n);
    expect(depositBonus(2_000_000n, seeded)).toBe(700_000n);
    expect(bonusWagering(100_000n, 70_000n, seeded, 100_000n)).toBe(1_600_000n);
  });
});

describe('periods of the white label calendar', () => {
  it('keys ISO weeks by the year of their Thursday', () => {
    expect(isoWeekKey('2026-11-23')).toBe('2026-W48');
    expect(isoWeekKey('2024-12-30')).toBe('2025-W01');
    expect(isoWeekKey('2020-12-28')).toBe('2020-W53');
    expect(isoWeekKey('2021-01-04')).toBe('2021-W01');
  });

  it('closes a day at local midnight and a week on Sunday night', () => {
    // Friday 27 November 2026, 03:00 in Dhaka (UTC+6) is still Thursday 21:00 UTC.
    const now = new Date('2026-11-26T21:00:00Z');
    const [day] = closedPeriods('DAY', now, 'Asia/Dhaka', 1);
    expect(day).toEqual({
      key: '2026-11-26',
      fromDay: '2026-11-26',
      toDay: '2026-11-27',
      startsAt: '2026-11-25T18:00:00.000Z',
      endsAt: '2026-11-26T18:00:00.000Z',
    });
    const weeks = closedPeriods('WEEK', now, 'Asia/Dhaka', 2);
    expect(weeks.map((w) => [w.key, w.fromDay, w.toDay])).toEqual([
      ['2026-W47', '2026-11-16', '2026-11-23'],
      ['2026-W46', '2026-11-09', '2026-11-16'],
    ]);
  });
});

describe('rebate and cash back rules', () => {
  const rebate = {
    rates: new Map([
      ['*', 50],
      ['RNG', 80],
    ]),
    capAmount: 500_000n,
    minPayout: 100n,
  };

  it('rounds each category down, uses the category rate or the rest, caps and skips dust', () => {
    const stakes = new Map([
      ['RNG', 350_563n], // 2,804.504 → 2,804
      ['LIVE', 10_001n], // 50.005 → 50
    ]);
    expect(rebateFor(stakes, rebate)).toBe(2_854n);
    expect(rebateFor(new Map([['RNG', 100_000_000n]]), rebate)).toBe(500_000n);
    expect(rebateFor(new Map([['LIVE', 19_999n]]), rebate)).toBe(0n);
  });

  it('never pays more than the cap or the rate allows', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('RNG', 'LIVE', 'FISH'),
          fc.bigInt({ min: 0n, max: 10n ** 12n }),
        ),
        (dict) => {
          const stakes = new Map(Object.entries(dict));
          const paid = rebateFor(stakes, rebate);
          const total = [...stakes.values()].reduce((a, b) => a + b, 0n);
          expect(paid).toBeLessThanOrEqual(rebate.capAmount);
          expect(paid * 10_000n).toBeLessThanOrEqual(total * 80n);
        },
      ),
    );
  });

  it('pays the cash back of the highest band reached, nothing for a win', () => {
    const terms = {
      bands: [
        { threshold: 50_000n, rateBp: 500 },
        { threshold: 500_000n, rateBp: 800 },
      ],
      capAmount: 2_000_000n,
      minPayout: 1_000n,
    };
    expect(cashBackFor(-10_000n, terms)).toBe(0n);
    expect(cashBackFor(49_999n, terms)).toBe(0n);
    expect(cashBackFor(50_000n, terms)).toBe(2_500n);
    expect(cashBackFor(500_000n, terms)).toBe(40_000n);
    expect(cashBackFor(10n ** 9n, terms)).toBe(2_000_000n);
  });
});
