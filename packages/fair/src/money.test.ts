import { describe, expect, it } from 'vitest';
import { FAIR_PARAM_INVALID, FAIR_STAKE_INVALID } from './errors.ts';
import { formatHundredths, formatScaled, parseHundredths, payout } from './money.ts';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return 'none';
  } catch (error) {
    return (error as { code?: string }).code;
  }
};

describe('payout', () => {
  it('is floor(stake × multiplier / 10000) in integers', () => {
    expect(payout(100n, 19_800)).toBe(198n); // 1.00 at 1.98×
    expect(payout(1n, 19_800)).toBe(1n); // 0.01 at 1.98× = 0.0198 → 0.01
    expect(payout(3n, 3_333)).toBe(0n); // 0.9999 → 0
    expect(payout(123_457n, 0)).toBe(0n);
    expect(payout(10_000n, 10_000)).toBe(10_000n);
  });

  it('stays exact far beyond 2^53', () => {
    const stake = 9_007_199_254_740_993n; // 2^53 + 1
    expect(payout(stake, 1_000_000 * 10_000)).toBe(stake * 1_000_000n);
    expect(payout(stake, 15_001)).toBe((stake * 15_001n) / 10_000n);
  });

  it('rejects negative stakes and non-integer multipliers', () => {
    expect(codeOf(() => payout(-1n, 10_000))).toBe(FAIR_STAKE_INVALID);
    expect(codeOf(() => payout(1n, 1.5))).toBe(FAIR_STAKE_INVALID);
    expect(codeOf(() => payout(1n, -1))).toBe(FAIR_STAKE_INVALID);
  });
});

describe('two-decimal text', () => {
  it('parses without floats and formats back', () => {
    expect(parseHundredths('50.50')).toBe(5050);
    expect(parseHundredths('50.5')).toBe(5050);
    expect(parseHundredths('2')).toBe(200);
    expect(parseHundredths('0.01')).toBe(1);
    expect(parseHundredths('1000000.00')).toBe(100_000_000);
    expect(formatHundredths(5050)).toBe('50.50');
    expect(formatHundredths(7)).toBe('0.07');
    expect(formatScaled(19_800)).toBe('1.9800');
    expect(formatScaled(10_001)).toBe('1.0001');
  });

  it('rejects anything else with FAIR_PARAM_INVALID', () => {
    for (const text of ['', '1.234', '-1', '1e3', 'abc', '.5', '1.']) {
      expect(
        codeOf(() => parseHundredths(text)),
        text,
      ).toBe(FAIR_PARAM_INVALID);
    }
  });
});
