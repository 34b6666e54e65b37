/**
 * Plinko: a ball falls through `rows` rows of pegs (8–16), bouncing left or right at each; the
 * slot it lands in (0 … rows, the number of right bounces) sets the multiplier from the paytable
 * of the chosen risk level.
 *
 *   bounce i = left if f_i < 0.5 else right        (one float per row)
 *   slot     = number of rights                     P(slot = k) = C(rows, k) / 2^rows
 *
 * f < 0.5 ⇔ its first byte < 128, exactly half of the 2³² float values, so these probabilities
 * (and the RTPs) are exact for the real HMAC stream too, not only for uniform f.
 */
import { requireParam, requireShape } from '../errors.ts';
import type { FloatSource } from '../floats.ts';
import { HUNDREDTH } from '../money.ts';
import { rational, type Rational } from '../rational.ts';
import { PLINKO_PAYTABLES, PLINKO_RISKS, type PlinkoRisk } from './plinko-tables.ts';

export { PLINKO_PAYTABLES, PLINKO_RISKS, type PlinkoRisk };

export const PLINKO_MIN_ROWS = 8;
export const PLINKO_MAX_ROWS = 16;

export interface PlinkoParams {
  readonly rows: number;
  readonly risk: PlinkoRisk;
}

export interface PlinkoResult {
  readonly rows: number;
  readonly risk: PlinkoRisk;
  /** One entry per row: 0 = left, 1 = right. */
  readonly path: readonly number[];
  /** Landing slot, 0 … rows (= number of rights). */
  readonly slot: number;
  /** The slot's multiplier, scaled by 10 000 (plinko always pays it, even below 1×). */
  readonly multiplierScaled: number;
  readonly payoutMultiplierScaled: number;
}

export function checkPlinkoParams(params: PlinkoParams): void {
  requireParam(
    Number.isSafeInteger(params.rows) &&
      params.rows >= PLINKO_MIN_ROWS &&
      params.rows <= PLINKO_MAX_ROWS,
    'plinko rows must be an integer from 8 to 16',
  );
  requireParam(
    (PLINKO_RISKS as readonly string[]).includes(params.risk),
    'plinko risk must be "low", "medium" or "high"',
  );
}

export function parsePlinkoParams(input: unknown): PlinkoParams {
  const raw = requireShape(input, ['rows', 'risk'], 'plinko');
  const params = { rows: raw.rows as number, risk: raw.risk as PlinkoRisk };
  checkPlinkoParams(params);
  return params;
}

/** The paytable of (rows, risk): rows + 1 multipliers in hundredths. */
export function plinkoPaytable(params: PlinkoParams): readonly number[] {
  checkPlinkoParams(params);
  return PLINKO_PAYTABLES[params.risk][params.rows]!;
}

/** Exact RTP: Σ C(rows, k) · m_k / 2^rows. */
export function plinkoRtp(params: PlinkoParams): Rational {
  const table = plinkoPaytable(params);
  let sum = 0n;
  let ways = 1n; // C(rows, k), updated incrementally
  for (let k = 0; k <= params.rows; k++) {
    sum += ways * BigInt(table[k]!);
    ways = (ways * BigInt(params.rows - k)) / BigInt(k + 1);
  }
  return rational(sum, 100n << BigInt(params.rows));
}

/** Drops one ball: `rows` floats. */
export function plinkoOutcome(next: FloatSource, params: PlinkoParams): PlinkoResult {
  const table = plinkoPaytable(params);
  const path: number[] = [];
  let slot = 0;
  for (let row = 0; row < params.rows; row++) {
    const right = next() < 0.5 ? 0 : 1;
    path.push(right);
    slot += right;
  }
  const multiplierScaled = table[slot]! * HUNDREDTH;
  return {
    rows: params.rows,
    risk: params.risk,
    path,
    slot,
    multiplierScaled,
    payoutMultiplierScaled: multiplierScaled,
  };
}
