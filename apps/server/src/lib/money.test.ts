import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_MINOR, formatAmount, parseAmount } from './money.ts';

describe('money', () => {
  it('parses decimal strings into minor units', () => {
    expect(parseAmount('1234.50')).toBe(123450n);
    expect(parseAmount('12')).toBe(1200n);
    expect(parseAmount('0.5')).toBe(50n);
    expect(parseAmount('0.05')).toBe(5n);
  });

  it.each([
    '-1',
    '1.005',
    '1e3',
    '',
    ' 1',
    '1,000',
    '+5',
    'NaN',
    '0x10',
    '1.',
    '.5',
    '100000000000.01',
  ])('refuses %j', (text) => {
    expect(parseAmount(text)).toBeNull();
  });

  it('round-trips every amount in range', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: MAX_MINOR }), (minor) => {
        expect(parseAmount(formatAmount(minor))).toBe(minor);
      }),
    );
    expect(formatAmount(-1205n)).toBe('-12.05');
  });
});
