import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requirementFor } from '../wallet/turnover.service.ts';
import { bonusWagering, depositBonus } from './loyalty.rules.ts';

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
