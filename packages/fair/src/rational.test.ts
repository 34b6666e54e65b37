import { describe, expect, it } from 'vitest';
import { add, compare, div, mul, rational, sub, toFixedDown, toNumber } from './rational.ts';

describe('rational', () => {
  it('reduces and normalises signs', () => {
    expect(rational(6, -4)).toEqual({ num: -3n, den: 2n });
    expect(rational(0, 5)).toEqual({ num: 0n, den: 1n });
    expect(() => rational(1, 0)).toThrow(RangeError);
  });

  it('does exact arithmetic', () => {
    const third = rational(1, 3);
    expect(add(third, third)).toEqual(rational(2, 3));
    expect(sub(third, rational(1, 2))).toEqual(rational(-1, 6));
    expect(mul(rational(99, 101), rational(101, 100))).toEqual(rational(99, 100));
    expect(div(third, rational(2, 3))).toEqual(rational(1, 2));
    expect(compare(rational(99, 100), rational(9899, 10000))).toBe(1);
    expect(compare(rational(2, 4), rational(1, 2))).toBe(0);
  });

  it('converts huge terms without overflow', () => {
    const big = rational(10n ** 400n + 1n, 3n * 10n ** 400n);
    expect(toNumber(big)).toBeCloseTo(1 / 3, 15);
    expect(toFixedDown(rational(2, 3), 4)).toBe('0.6666');
    expect(toFixedDown(rational(-1, 8), 2)).toBe('-0.12');
  });
});
