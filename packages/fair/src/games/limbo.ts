/**
 * Limbo: a multiplier is drawn from the 1 %-edge distribution (see edge-multiplier.ts); the player
 * wins `target × stake` when it is at least their target.
 *
 *   result = clamp(floor(99 / (1 − f)) / 100, 1.00, 1 000 000.00)
 *   win iff result ≥ target,  1.01 ≤ target ≤ 1 000 000.00 (two decimals)
 *   P(win) = 0.99 / target, so RTP = 0.99 for every target.
 */
import { requireParam, requireShape } from '../errors.ts';
import type { FloatSource } from '../floats.ts';
import { HUNDREDTH } from '../money.ts';
import { mul, rational, type Rational } from '../rational.ts';
import {
  EDGE_MAX_HUNDREDTHS,
  EDGE_MIN_TARGET_HUNDREDTHS,
  edgeMultiplierHundredths,
  edgeWinChance,
} from './edge-multiplier.ts';

export const LIMBO_MIN_TARGET_HUNDREDTHS = EDGE_MIN_TARGET_HUNDREDTHS;
export const LIMBO_MAX_TARGET_HUNDREDTHS = EDGE_MAX_HUNDREDTHS;

export interface LimboParams {
  /** The target multiplier in hundredths: 200 is 2.00×. */
  readonly targetHundredths: number;
}

export interface LimboResult {
  readonly targetHundredths: number;
  /** The drawn multiplier in hundredths, 100 … 100 000 000. */
  readonly resultHundredths: number;
  readonly win: boolean;
  /** The target as a payout multiplier scaled by 10 000. */
  readonly multiplierScaled: number;
  readonly payoutMultiplierScaled: number;
}

/** The drawn multiplier (hundredths) of one float. */
export function limboResult(f: number): number {
  return edgeMultiplierHundredths(f, EDGE_MAX_HUNDREDTHS);
}

export function checkLimboParams(params: LimboParams): void {
  requireParam(
    Number.isSafeInteger(params.targetHundredths) &&
      params.targetHundredths >= LIMBO_MIN_TARGET_HUNDREDTHS &&
      params.targetHundredths <= LIMBO_MAX_TARGET_HUNDREDTHS,
    'limbo target must be integer hundredths from 101 (1.01×) to 100000000 (1000000.00×)',
  );
}

export function parseLimboParams(input: unknown): LimboParams {
  const raw = requireShape(input, ['targetHundredths'], 'limbo');
  const params = { targetHundredths: raw.targetHundredths as number };
  requireParam(typeof params.targetHundredths === 'number', 'limbo target must be a number');
  checkLimboParams(params);
  return params;
}

/** P(result ≥ target) = 0.99 / target. */
export function limboWinChance(params: LimboParams): Rational {
  checkLimboParams(params);
  return edgeWinChance(params.targetHundredths);
}

/** Exact RTP: P(win) × target = 0.99. */
export function limboRtp(params: LimboParams): Rational {
  return mul(limboWinChance(params), rational(params.targetHundredths, 100));
}

/** Plays one limbo bet: one float. */
export function limboOutcome(next: FloatSource, params: LimboParams): LimboResult {
  checkLimboParams(params);
  const result = limboResult(next());
  const win = result >= params.targetHundredths;
  const multiplierScaled = params.targetHundredths * HUNDREDTH;
  return {
    targetHundredths: params.targetHundredths,
    resultHundredths: result,
    win,
    multiplierScaled,
    payoutMultiplierScaled: win ? multiplierScaled : 0,
  };
}
