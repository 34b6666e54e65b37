import fc from 'fast-check';
import { MoneyInputSchema } from '@portal/contracts/wallet';
import { describe, expect, it } from 'vitest';
import { formatAmount, isMoneyInput, parseSignedAmount } from '@portal/contracts/money';
import { normalizeDigits } from '../../lib/digits.ts';
import { isPositiveAmount, quickAmounts, toWireAmount, validateAmount } from './money.ts';

describe('amount validation', () => {
  it('agrees with the contracts’ MoneyInputSchema on any text', () => {
    const moneyish = fc.stringMatching(/^-?\d{0,15}(\.\d{0,3})?$/);
    fc.assert(
      fc.property(fc.oneof(moneyish, fc.string()), (text) => {
        expect(isMoneyInput(text)).toBe(MoneyInputSchema.safeParse(text).success);
      }),
      { numRuns: 2000 },
    );
  });

  it('names the first problem', () => {
    const limits = { min: '100.00', max: '50000.00', balance: '1200.50' };
    expect(validateAmount('', limits)).toEqual({ key: 'required' });
    expect(validateAmount('  ', limits)).toEqual({ key: 'required' });
    expect(validateAmount('abc', limits)).toEqual({ key: 'format' });
    expect(validateAmount('0', limits)).toEqual({ key: 'format' });
    expect(validateAmount('10.555', limits)).toEqual({ key: 'format' });
    expect(validateAmount('-5', limits)).toEqual({ key: 'format' });
    expect(validateAmount('1e3', limits)).toEqual({ key: 'format' });
    expect(validateAmount('99.99', limits)).toEqual({ key: 'min', limit: '100.00' });
    expect(validateAmount('50000.01', limits)).toEqual({ key: 'max', limit: '50000.00' });
    expect(validateAmount('1200.51', limits)).toEqual({ key: 'balance', limit: '1200.50' });
    expect(validateAmount('1200.50', limits)).toBeNull();
    expect(validateAmount('100', limits)).toBeNull();
  });

  it('compares exactly, without floating point', () => {
    // 0.1 + 0.2 style traps: these differ by one minor unit.
    expect(validateAmount('99999999999.99', { max: '99999999999.98' })).toMatchObject({
      key: 'max',
    });
    expect(validateAmount('99999999999.98', { max: '99999999999.98' })).toBeNull();
    // Past the most the ledger holds, whatever the limits: the server would refuse it.
    expect(validateAmount('1234567890123.00')).toEqual({ key: 'format' });
  });

  it('reads Bengali digits as the member typed them', () => {
    expect(normalizeDigits('৫০০.২৫')).toBe('500.25');
    expect(validateAmount('৫০০', { min: '100.00' })).toBeNull();
    expect(toWireAmount('৫০০')).toBe('500.00');
    expect(toWireAmount(' 12.5 ')).toBe('12.50');
  });

  it('converts between wire amounts and minor units', () => {
    expect(parseSignedAmount('12.5')).toBe(1250n);
    expect(parseSignedAmount('-0.07')).toBe(-7n);
    expect(parseSignedAmount('x')).toBeNull();
    expect(formatAmount(-1250n)).toBe('-12.50');
    expect(formatAmount(5n)).toBe('0.05');
    expect(isPositiveAmount('0.00')).toBe(false);
    expect(isPositiveAmount('0.01')).toBe(true);
    expect(isPositiveAmount('-3.00')).toBe(false);
  });

  it('offers quick amounts inside the limits only', () => {
    expect(quickAmounts('300.00', '6000.00')).toEqual(['500', '1000', '2000', '5000']);
    expect(quickAmounts('100.00', '100000.00')).toHaveLength(6);
    // Nothing round fits: offer the limits themselves.
    expect(quickAmounts('120.50', '130.00')).toEqual(['120.50', '130']);
  });
});
