/**
 * Exact rationals on bigint, for theoretical RTPs and probabilities. RTPs are ratios of integers
 * (paytable entries over 2ⁿ, 10001, reel lengths, …); keeping them exact lets tests assert bounds
 * such as "≤ 0.99" with no floating-point tolerance.
 */

/** num/den in lowest terms, den > 0. */
export interface Rational {
  readonly num: bigint;
  readonly den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** num/den reduced to lowest terms with a positive denominator. */
export function rational(num: bigint | number, den: bigint | number = 1n): Rational {
  let n = BigInt(num);
  let d = BigInt(den);
  if (d === 0n) throw new RangeError('rational: zero denominator');
  if (d < 0n) {
    n = -n;
    d = -d;
  }
  const g = gcd(n, d);
  return g > 1n ? { num: n / g, den: d / g } : { num: n, den: d };
}

export function add(a: Rational, b: Rational): Rational {
  return rational(a.num * b.den + b.num * a.den, a.den * b.den);
}

export function sub(a: Rational, b: Rational): Rational {
  return rational(a.num * b.den - b.num * a.den, a.den * b.den);
}

export function mul(a: Rational, b: Rational): Rational {
  return rational(a.num * b.num, a.den * b.den);
}

export function div(a: Rational, b: Rational): Rational {
  if (b.num === 0n) throw new RangeError('rational: division by zero');
  return rational(a.num * b.den, a.den * b.num);
}

/** -1, 0 or 1 as a <, =, > b. */
export function compare(a: Rational, b: Rational): -1 | 0 | 1 {
  const l = a.num * b.den;
  const r = b.num * a.den;
  return l < r ? -1 : l > r ? 1 : 0;
}

/** Nearest double (to within a couple of ulps), for display and statistics only. */
export function toNumber(r: Rational): number {
  // Scale first so huge numerators and denominators do not overflow to Infinity / Infinity.
  const shift = BigInt(Math.max(0, r.den.toString(2).length - 60));
  return Number(r.num >> shift) / Number(r.den >> shift);
}

/** Decimal text with `digits` decimals, rounded down (e.g. for the README tables). */
export function toFixedDown(r: Rational, digits: number): string {
  const scale = 10n ** BigInt(digits);
  const negative = r.num < 0n;
  const scaled = ((negative ? -r.num : r.num) * scale) / r.den;
  const text = scaled.toString().padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const frac = text.slice(text.length - digits);
  return `${negative ? '-' : ''}${whole}${digits > 0 ? `.${frac}` : ''}`;
}
