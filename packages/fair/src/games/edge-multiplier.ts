/**
 * The "1 % edge" multiplier distribution shared by limbo and crash.
 *
 * Wanted: a two-decimal multiplier R ≥ 1.00 with P(R ≥ m) = 0.99 / m for every two-decimal m ≥ 1.01.
 *
 * Derivation. Let f be uniform on [0, 1) and X = 0.99 / (1 − f). Since 1 − f is uniform on (0, 1],
 * P(X ≥ x) = P(1 − f ≤ 0.99/x) = 0.99/x for every x ≥ 0.99. Floor X to two decimals:
 * R = floor(100 X) / 100. For a two-decimal m, 100m is an integer, so floor(100X) ≥ 100m ⇔
 * 100X ≥ 100m ⇔ X ≥ m, hence P(R ≥ m) = P(X ≥ m) = 0.99/m exactly. Values below 1.00 (X < 1,
 * i.e. f < 0.01) are shown as 1.00; so R = 1.00 with probability 1 − 0.99/1.01 ≈ 1.98 %, of which
 * 1 % is the edge (X < 1) and the rest the ordinary mass of [1.00, 1.01). The result is capped
 * at `max` (limbo and crash use 1 000 000.00), which does not change P(R ≥ m) for m ≤ max.
 *
 * Exact evaluation. With f = k/2³² (see floats.ts), 100X = 99 · 2³² / (2³² − k): an integer over
 * an integer, both below 2⁵³, so `Math.floor` of the double quotient is the exact integer floor
 * (the quotient is < 2³⁹, too far from the next integer to round onto it). On the 2³² grid the
 * probability is floor(0.99 · 2³² / m) / 2³², i.e. 0.99/m rounded down to a multiple of 2⁻³².
 */
import { TWO_POW_32 } from '../floats.ts';
import { rational, type Rational } from '../rational.ts';

/** 99 · 2³²: the numerator of 100 · 0.99 / (1 − f) with f = k / 2³². */
const NUMERATOR = 99 * TWO_POW_32;

/** Results and targets are capped at 1 000 000.00×. */
export const EDGE_MAX_HUNDREDTHS = 100_000_000;
/** The smallest target/cash-out worth betting: 1.01×. */
export const EDGE_MIN_TARGET_HUNDREDTHS = 101;

/** floor(99 / (1 − f)) in hundredths, clamped to [100, `maxHundredths`]. */
export function edgeMultiplierHundredths(f: number, maxHundredths = EDGE_MAX_HUNDREDTHS): number {
  const u = TWO_POW_32 - Math.floor(f * TWO_POW_32); // 1 … 2³², exact
  const hundredths = Math.floor(NUMERATOR / u);
  return hundredths < 100 ? 100 : hundredths > maxHundredths ? maxHundredths : hundredths;
}

/** P(R ≥ target) = 0.99 / target exactly (f uniform on [0, 1)); target in hundredths ≥ 99. */
export function edgeWinChance(targetHundredths: number): Rational {
  return rational(99, targetHundredths);
}
