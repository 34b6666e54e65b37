/**
 * Dice: a roll from 0.00 to 100.00 (10 001 equally likely values); the player bets that it lands
 * over or under a two-decimal target.
 *
 *   roll      = floor(f · 10001) / 100
 *   over  T:  win iff roll > T   → winning rolls c = 10000 − 100T
 *   under T:  win iff roll < T   → winning rolls c = 100T
 *   chance    = c / 10001
 *   multiplier = floor(0.99 / chance, 4 decimals) = floor(99 009 900 / c) / 10 000
 *
 * A bet is allowed when 0.01 ≤ chance ≤ 0.98, i.e. 101 ≤ c ≤ 9800: under 1.01–98.00, over
 * 2.00–98.99 (the two are mirror images, roll ↦ 100 − roll). Its RTP, (c/10001) · multiplier, is
 * 0.99 minus the rounding-down of the multiplier, which costs at most 10⁻⁴ · chance; so every
 * allowed bet returns between 0.9899 and 0.99.
 */
import { requireParam, requireShape } from '../errors.ts';
import type { FloatSource } from '../floats.ts';
import { rational, type Rational } from '../rational.ts';

/** Number of distinct rolls: 0.00, 0.01, …, 100.00. */
export const DICE_OUTCOMES = 10_001;
/** Fewest winning rolls allowed (chance ≥ 0.01 ⇔ c ≥ 100.01). */
export const DICE_MIN_WIN_COUNT = 101;
/** Most winning rolls allowed (chance ≤ 0.98 ⇔ c ≤ 9800.98). */
export const DICE_MAX_WIN_COUNT = 9_800;
/** 0.99 × 10001 × 10000: the numerator of the scaled multiplier. */
const MULTIPLIER_NUMERATOR = 99_009_900;

export type DiceDirection = 'over' | 'under';

export interface DiceParams {
  readonly direction: DiceDirection;
  /** The target in hundredths: 5050 is 50.50. */
  readonly targetHundredths: number;
}

export interface DiceResult {
  readonly direction: DiceDirection;
  readonly targetHundredths: number;
  /** The roll in hundredths, 0…10000. */
  readonly rollHundredths: number;
  readonly win: boolean;
  /** The bet's multiplier on a win, scaled by 10 000. */
  readonly multiplierScaled: number;
  /** What the stake is multiplied by: `multiplierScaled` on a win, else 0. */
  readonly payoutMultiplierScaled: number;
}

/** The roll (in hundredths) of one float: floor(f · 10001). Exact for f = k/2³². */
export function diceRoll(f: number): number {
  return Math.floor(f * DICE_OUTCOMES);
}

/** How many of the 10 001 rolls win the bet (not validated against the limits). */
export function diceWinCount(params: DiceParams): number {
  return params.direction === 'over' ? 10_000 - params.targetHundredths : params.targetHundredths;
}

/** Throws `FAIR_PARAM_INVALID` unless the bet is well-formed and within the chance limits. */
export function checkDiceParams(params: DiceParams): void {
  requireParam(
    params.direction === 'over' || params.direction === 'under',
    'dice direction must be "over" or "under"',
  );
  requireParam(
    Number.isSafeInteger(params.targetHundredths) &&
      params.targetHundredths >= 0 &&
      params.targetHundredths <= 10_000,
    'dice target must be integer hundredths between 0 and 10000',
  );
  const count = diceWinCount(params);
  requireParam(
    count >= DICE_MIN_WIN_COUNT && count <= DICE_MAX_WIN_COUNT,
    () =>
      `dice win chance must be between 0.01 and 0.98 (${DICE_MIN_WIN_COUNT}–${DICE_MAX_WIN_COUNT} winning rolls of ${DICE_OUTCOMES}); got ${count}`,
  );
}

/** Validates untrusted params (e.g. from JSON) and returns a clean copy. */
export function parseDiceParams(input: unknown): DiceParams {
  const raw = requireShape(input, ['direction', 'targetHundredths'], 'dice');
  const params = {
    direction: raw.direction as DiceDirection,
    targetHundredths: raw.targetHundredths as number,
  };
  requireParam(typeof params.targetHundredths === 'number', 'dice target must be a number');
  checkDiceParams(params);
  return params;
}

/** The multiplier on a win, scaled by 10 000: floor(0.99 · 10001 / c · 10000). */
export function diceMultiplierScaled(params: DiceParams): number {
  checkDiceParams(params);
  return Math.floor(MULTIPLIER_NUMERATOR / diceWinCount(params));
}

/** The exact win probability c / 10001 (for f uniform on [0, 1)). */
export function diceWinChance(params: DiceParams): Rational {
  checkDiceParams(params);
  return rational(diceWinCount(params), DICE_OUTCOMES);
}

/** The exact return to player: chance × multiplier. */
export function diceRtp(params: DiceParams): Rational {
  return rational(
    BigInt(diceWinCount(params)) * BigInt(diceMultiplierScaled(params)),
    BigInt(DICE_OUTCOMES) * 10_000n,
  );
}

/** Plays one dice bet: one float. */
export function diceOutcome(next: FloatSource, params: DiceParams): DiceResult {
  const multiplierScaled = diceMultiplierScaled(params);
  const roll = diceRoll(next());
  const win =
    params.direction === 'over' ? roll > params.targetHundredths : roll < params.targetHundredths;
  return {
    direction: params.direction,
    targetHundredths: params.targetHundredths,
    rollHundredths: roll,
    win,
    multiplierScaled,
    payoutMultiplierScaled: win ? multiplierScaled : 0,
  };
}
