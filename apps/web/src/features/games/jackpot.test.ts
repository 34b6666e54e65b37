import { describe, expect, it } from 'vitest';
import {
  formatJackpot,
  initialJackpotCents,
  jackpotStepCents,
  JACKPOT_MAX_CENTS,
  JACKPOT_MIN_CENTS,
  nextJackpotDelayMs,
} from './jackpot.ts';

const fixed = (value: number) => () => value;
const almostOne = 1 - Number.EPSILON;

describe('jackpot maths', () => {
  it('starts between 100,000,000.00 and 1,000,000,000.00', () => {
    expect(initialJackpotCents(fixed(0))).toBe(JACKPOT_MIN_CENTS);
    expect(initialJackpotCents(fixed(almostOne))).toBe(JACKPOT_MAX_CENTS);
    for (let i = 0; i < 1000; i++) {
      const v = initialJackpotCents();
      expect(v).toBeGreaterThanOrEqual(JACKPOT_MIN_CENTS);
      expect(v).toBeLessThanOrEqual(JACKPOT_MAX_CENTS);
      expect(Number.isInteger(v)).toBe(true);
    }
  });

  it('grows by 100.00 to 500.00 per step', () => {
    expect(jackpotStepCents(fixed(0))).toBe(10_000);
    expect(jackpotStepCents(fixed(almostOne))).toBe(50_000);
    expect(jackpotStepCents(fixed(0.5))).toBe(30_000);
  });

  it('waits 3000, 4000 or 5000 ms between steps', () => {
    expect(nextJackpotDelayMs(fixed(0))).toBe(3000);
    expect(nextJackpotDelayMs(fixed(0.5))).toBe(4000);
    expect(nextJackpotDelayMs(fixed(almostOne))).toBe(5000);
    const seen = new Set(Array.from({ length: 300 }, () => nextJackpotDelayMs()));
    expect([...seen].sort()).toEqual([3000, 4000, 5000]);
  });

  it('formats with thousand separators and two decimals', () => {
    expect(formatJackpot(JACKPOT_MIN_CENTS, 'en')).toBe('100,000,000.00');
    expect(formatJackpot(JACKPOT_MAX_CENTS, 'en')).toBe('1,000,000,000.00');
    expect(formatJackpot(123_456_789_05, 'en')).toBe('123,456,789.05');
    expect(formatJackpot(99, 'en')).toBe('0.99');
    expect(formatJackpot(123_456_789_05, 'bn')).toBe('১২,৩৪,৫৬,৭৮৯.০৫');
  });
});
