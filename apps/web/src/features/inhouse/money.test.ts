import { describe, expect, it } from 'vitest';
import { formatAmount } from '@portal/contracts/money';
import { adjustStake, payoutFor, stakeProblem, toMinor, wireStake } from './money.ts';

describe('stakes', () => {
  it('converts decimal text and minor units exactly', () => {
    expect(toMinor('10')).toBe(1000n);
    expect(toMinor('0.07')).toBe(7n);
    expect(toMinor('১২.৫')).toBe(1250n);
    expect(toMinor('1e3')).toBeNull();
    expect(formatAmount(123456789012345n)).toBe('1234567890123.45');
    expect(wireStake('5')).toBe('5.00');
  });

  it('finds stake problems before anything is sent', () => {
    expect(stakeProblem('10', '100.00')).toBeNull();
    expect(stakeProblem('0')).toBe('format');
    expect(stakeProblem('1.234')).toBe('format');
    expect(stakeProblem('0.99')).toBe('min');
    expect(stakeProblem('10000.01')).toBe('max');
    expect(stakeProblem('50', '49.99')).toBe('balance');
  });

  it('halves, doubles and jumps to the limits without floats', () => {
    expect(adjustStake('10.01', 'half')).toBe('5.00');
    expect(adjustStake('1.50', 'half')).toBe('1.00');
    expect(adjustStake('6000', 'double')).toBe('10000.00');
    expect(adjustStake('20', 'min')).toBe('1.00');
    expect(adjustStake('20', 'max')).toBe('10000.00');
    expect(adjustStake('20', 'max', '2500.55')).toBe('2500.55');
    expect(adjustStake('20', 'double', '30.00')).toBe('30.00');
  });

  it('pays stake × multiplier rounded down to a cent', () => {
    expect(payoutFor('10.00', 19_801)).toBe('19.80');
    expect(payoutFor('0.07', 15_000)).toBe('0.10');
    expect(payoutFor('9999999999999.99', 10_000_000_000)).toBe('9999999999999990000.00');
  });
});
