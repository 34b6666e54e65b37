import { isMoneyInput, parseSignedAmount } from '@portal/contracts/money';
import { describe, expect, it } from 'vitest';
import { ApiError, errorText } from './api-error.ts';
import { formatMoney } from './format.ts';
import { isMultiplierInput } from './money.ts';

describe('money on screen', () => {
  it('shows two decimals and thousands separators, exactly, whatever the size', () => {
    expect(formatMoney('0.00')).toBe('0.00');
    expect(formatMoney('1234.5')).toBe('1,234.50');
    expect(formatMoney('-1234567.89')).toBe('-1,234,567.89');
    expect(formatMoney('500')).toBe('500.00');
    // 13 integer digits: a float would round the last cent.
    expect(formatMoney('9999999999999.99')).toBe('9,999,999,999,999.99');
    expect(formatMoney('not money')).toBe('not money');
  });

  it('accepts what the server accepts as typed money, and compares it in minor units', () => {
    for (const ok of ['1', '500', '500.5', '500.25', '0.01']) {
      expect(isMoneyInput(ok), ok).toBe(true);
    }
    for (const bad of [
      '',
      '0',
      '0.00',
      '-5',
      '1e3',
      '5.123',
      ' 5',
      '1,000',
      '12345678901234',
      '9999999999999',
      '100000000000.01',
    ]) {
      expect(isMoneyInput(bad), bad).toBe(false);
    }
    expect(parseSignedAmount('12.5')).toBe(1250n);
    expect(parseSignedAmount('-3.00')).toBe(-300n);
    expect(parseSignedAmount('9999999999999.99')).toBe(999999999999999n);
    expect(parseSignedAmount('x')).toBeNull();
    expect(isMultiplierInput('3.5')).toBe(true);
    expect(isMultiplierInput('100')).toBe(true);
    expect(isMultiplierInput('100.01')).toBe(false);
    expect(isMultiplierInput('1.234')).toBe(false);
  });
});

describe('error text', () => {
  it('translates a plain code here, and shows the server’s text when only it knows the values', () => {
    const plain = new ApiError('WALLET_SAME_OPERATOR', 'x', 403, [], 'from the server');
    expect(errorText(plain, 'EN')).toBe('A second operator must approve this adjustment.');
    const withValues = new ApiError(
      'WALLET_AMOUNT_OUT_OF_RANGE',
      'x',
      400,
      [],
      'The amount must be between 100.00 and 5000.00.',
    );
    expect(errorText(withValues, 'EN')).toBe('The amount must be between 100.00 and 5000.00.');
    const newer = new ApiError('WALLET_SOMETHING_NEW', 'x', 409, [], 'Something new happened.');
    expect(errorText(newer, 'EN')).toBe('Something new happened.');
    expect(errorText(new ApiError('NETWORK_ERROR', 'TypeError', 0), 'EN')).toBe(
      'Could not reach the server, please try again.',
    );
  });
});
