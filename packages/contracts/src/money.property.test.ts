import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_MINOR, formatAmount, isMoneyInput, parseAmount, parseSignedAmount } from './money.ts';
import { AmountSchema, MoneyInputSchema } from './wallet.ts';

/** Text shaped like money, near and past the bounds, plus anything at all. */
const moneyish = fc.oneof(
  fc.stringMatching(/^-?\d{0,15}(\.\d{0,3})?$/),
  fc.bigInt({ min: MAX_MINOR - 1000n, max: MAX_MINOR + 1000n }).map(formatAmount),
  fc.string(),
);

describe('money codec', () => {
  it('reads decimal strings into minor units', () => {
    expect(parseAmount('1234.50')).toBe(123450n);
    expect(parseAmount('12')).toBe(1200n);
    expect(parseAmount('0.5')).toBe(50n);
    expect(parseAmount('0.05')).toBe(5n);
    expect(parseAmount('100000000000.00')).toBe(MAX_MINOR);
    expect(parseSignedAmount('-12.5')).toBe(-1250n);
    expect(parseSignedAmount('9999999999999.99')).toBe(999999999999999n);
    expect(formatAmount(-1205n)).toBe('-12.05');
    expect(formatAmount(5n)).toBe('0.05');
  });

  it.each(['-1', '1.005', '1e3', '', ' 1', '1 ', '1,000', '+5', 'NaN', '0x10', '1.', '.5'])(
    'refuses %j',
    (text) => {
      expect(parseAmount(text)).toBeNull();
      expect(isMoneyInput(text)).toBe(false);
    },
  );

  it('refuses anything above MAX_MINOR, 13 digits included', () => {
    expect(parseAmount('100000000000.01')).toBeNull();
    expect(parseAmount('9999999999999')).toBeNull();
    expect(MoneyInputSchema.safeParse('9999999999999').success).toBe(false);
    expect(MoneyInputSchema.safeParse('100000000000.01').success).toBe(false);
    expect(MoneyInputSchema.safeParse('100000000000').success).toBe(true);
  });

  it('round-trips every amount the ledger holds', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: MAX_MINOR }), (minor) => {
        const text = formatAmount(minor);
        expect(parseAmount(text)).toBe(minor);
        expect(AmountSchema.safeParse(text).success).toBe(true);
      }),
    );
  });

  it('round-trips signed amounts, and refuses past the bound', () => {
    const wire = 10n ** 15n - 1n;
    fc.assert(
      fc.property(fc.bigInt({ min: -wire, max: wire }), (minor) => {
        expect(parseSignedAmount(formatAmount(minor))).toBe(minor);
      }),
    );
    fc.assert(
      fc.property(fc.bigInt({ min: MAX_MINOR + 1n, max: 10n ** 16n }), (minor) => {
        expect(parseAmount(formatAmount(minor))).toBeNull();
      }),
    );
  });

  it('parses back to the same text in canonical form', () => {
    fc.assert(
      fc.property(moneyish, (text) => {
        const minor = parseAmount(text);
        if (minor !== null) expect(parseAmount(formatAmount(minor))).toBe(minor);
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts in the schemas exactly what the codec parses', () => {
    fc.assert(
      fc.property(moneyish, (text) => {
        const accepted = MoneyInputSchema.safeParse(text).success;
        expect(accepted).toBe(isMoneyInput(text));
        if (accepted) expect(parseAmount(text)).not.toBeNull();
        if (AmountSchema.safeParse(text).success) {
          expect(parseSignedAmount(text)).not.toBeNull();
        }
      }),
      { numRuns: 2000 },
    );
  });
});
