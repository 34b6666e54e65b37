/**
 * Mines: a 5×5 grid (cells 0…24, row-major) hides 1–24 mines. The player reveals cells one at a
 * time and may cash out after any safe reveal; a mine loses the stake.
 *
 * Mine positions: a Fisher–Yates shuffle of [0, 1, …, 24] stopped after `mines` steps. Step i
 * (i = 0, 1, …) draws the next float and swaps cells[i] with cells[i + floor(f · (25 − i))];
 * the mines are cells[0 … mines−1]. Every set of mines is equally likely (for uniform f).
 *
 * After k safe reveals the probability of having survived is C(25−m, k) / C(25, k), and the
 * cash-out multiplier is 0.99 · C(25, k) / C(25−m, k) truncated to 4 decimals, so every
 * (m, k) returns 0.99 minus the truncation (less than 10⁻⁴ · P(survive)).
 *
 * Quantisation: a float is one of 2³² values, so floor(f · n) for n ∉ {1, 2, 4, 8, 16} is not
 * perfectly uniform (each index has probability within 2⁻³² of 1/n). Over a whole layout this
 * moves any probability by a relative amount below Σ n/2³² ≈ 7·10⁻⁸; the RTPs below are stated
 * for uniform f, as is customary.
 */
import { FAIR_PARAM_INVALID, FairParamError, requireParam, requireShape } from '../errors.ts';
import type { FloatSource } from '../floats.ts';
import { rational, type Rational } from '../rational.ts';

export const MINES_CELLS = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;

export interface MinesParams {
  /** Number of mines, 1–24. */
  readonly mines: number;
  /**
   * The cells the player reveals, in order (distinct, 0–24, at least one, at most 25 − mines).
   * The round ends at the first mine: later picks are never revealed and do not matter.
   */
  readonly picks: readonly number[];
}

export interface MinesResult {
  readonly mines: number;
  readonly picks: readonly number[];
  /** The mine cells, ascending. */
  readonly minePositions: readonly number[];
  /** Index into `picks` of the mine that ended the round, or null if every pick was safe. */
  readonly hitIndex: number | null;
  /** Safe cells revealed. */
  readonly safeReveals: number;
  /** The cash-out multiplier for `picks.length` safe reveals, scaled by 10 000. */
  readonly multiplierScaled: number;
  /** `multiplierScaled` if every pick was safe (cash-out), else 0. */
  readonly payoutMultiplierScaled: number;
}

function binomial(n: number, k: number): bigint {
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/** MULTIPLIERS[m][k] = floor(9900 · C(25, k) / C(25 − m, k)), computed once with bigints. */
const MULTIPLIERS: readonly (readonly number[])[] = Array.from({ length: MINES_MAX + 1 }, (_, m) =>
  Array.from({ length: MINES_CELLS - m + 1 }, (_, k) =>
    Number((9_900n * binomial(MINES_CELLS, k)) / binomial(MINES_CELLS - m, k)),
  ),
);

/** [0, 1, …, 24], copied into the scratch array for each shuffle. */
const IDENTITY = Uint8Array.from({ length: MINES_CELLS }, (_, i) => i);
/** Scratch array of `minePositions` (nothing re-enters it while it runs). */
const SHUFFLE = new Uint8Array(MINES_CELLS);

function checkMineCount(mines: number): void {
  requireParam(
    Number.isSafeInteger(mines) && mines >= MINES_MIN && mines <= MINES_MAX,
    'mines must be an integer from 1 to 24',
  );
}

function checkReveals(mines: number, safeReveals: number): void {
  checkMineCount(mines);
  requireParam(
    Number.isSafeInteger(safeReveals) && safeReveals >= 1 && safeReveals <= MINES_CELLS - mines,
    () => `safe reveals must be an integer from 1 to ${MINES_CELLS - mines} with ${mines} mines`,
  );
}

/** The cash-out multiplier after `safeReveals` safe cells, scaled by 10 000. */
export function minesMultiplierScaled(mines: number, safeReveals: number): number {
  checkReveals(mines, safeReveals);
  return MULTIPLIERS[mines]![safeReveals]!;
}

/** P(the first `safeReveals` picks are all safe) = C(25 − m, k) / C(25, k). */
export function minesSurvivalChance(mines: number, safeReveals: number): Rational {
  checkReveals(mines, safeReveals);
  return rational(binomial(MINES_CELLS - mines, safeReveals), binomial(MINES_CELLS, safeReveals));
}

/** Exact RTP of the strategy "reveal k cells, then cash out". */
export function minesRtp(mines: number, safeReveals: number): Rational {
  const survive = minesSurvivalChance(mines, safeReveals);
  return rational(
    survive.num * BigInt(minesMultiplierScaled(mines, safeReveals)),
    survive.den * 10_000n,
  );
}

/**
 * The mine cells in the order the shuffle places them (draws `mines` floats). Sort them for a
 * canonical set; the order is only shown to people checking the shuffle by hand.
 */
export function minePositions(next: FloatSource, mines: number): number[] {
  checkMineCount(mines);
  const cells = SHUFFLE;
  cells.set(IDENTITY);
  const placed = new Array<number>(mines);
  for (let i = 0; i < mines; i++) {
    const j = i + Math.floor(next() * (MINES_CELLS - i));
    const picked = cells[j]!;
    cells[j] = cells[i]!;
    cells[i] = picked;
    placed[i] = picked;
  }
  return placed;
}

/** Sorts a short array of numbers ascending in place (faster than Array#sort for ≤ 24 items). */
function insertionSort(values: number[]): void {
  for (let i = 1; i < values.length; i++) {
    const v = values[i]!;
    let j = i - 1;
    while (j >= 0 && values[j]! > v) {
      values[j + 1] = values[j]!;
      j--;
    }
    values[j + 1] = v;
  }
}

export function checkMinesParams(params: MinesParams): void {
  checkMineCount(params.mines);
  const picks = params.picks;
  requireParam(Array.isArray(picks), 'mines picks must be an array');
  requireParam(
    picks.length >= 1 && picks.length <= MINES_CELLS - params.mines,
    () => `mines picks must number 1 to ${MINES_CELLS - params.mines} with ${params.mines} mines`,
  );
  let seen = 0; // bit i set once cell i has been picked
  for (const cell of picks) {
    requireParam(
      Number.isSafeInteger(cell) && cell >= 0 && cell < MINES_CELLS,
      'mines picks must be cells 0–24',
    );
    if ((seen & (1 << cell)) !== 0) {
      throw new FairParamError(FAIR_PARAM_INVALID, `mines picks repeat cell ${cell}`);
    }
    seen |= 1 << cell;
  }
}

export function parseMinesParams(input: unknown): MinesParams {
  const raw = requireShape(input, ['mines', 'picks'], 'mines');
  requireParam(Array.isArray(raw.picks), 'mines picks must be an array');
  const params: MinesParams = {
    mines: raw.mines as number,
    picks: (raw.picks as unknown[]).map((cell) => cell as number),
  };
  checkMinesParams(params);
  return params;
}

/**
 * Settles a round: the mines are placed from the bet's floats, then the picks are revealed in
 * order. The first mine ends the round with payout 0; all picks safe is a cash-out at the
 * multiplier for `picks.length` reveals. The live game stores the mine positions at bet time
 * (`minePositions`) and checks each reveal against them; this function is the same rule applied
 * to the whole sequence, for settlement, verification and simulation.
 */
export function minesOutcome(next: FloatSource, params: MinesParams): MinesResult {
  checkMinesParams(params);
  const mines = minePositions(next, params.mines);
  let mineMask = 0; // bit i set when cell i holds a mine
  for (const cell of mines) mineMask |= 1 << cell;
  insertionSort(mines);
  let hitIndex: number | null = null;
  for (let i = 0; i < params.picks.length; i++) {
    if ((mineMask & (1 << params.picks[i]!)) !== 0) {
      hitIndex = i;
      break;
    }
  }
  const multiplierScaled = MULTIPLIERS[params.mines]![params.picks.length]!;
  return {
    mines: params.mines,
    picks: params.picks.slice(),
    minePositions: mines,
    hitIndex,
    safeReveals: hitIndex ?? params.picks.length,
    multiplierScaled,
    payoutMultiplierScaled: hitIndex === null ? multiplierScaled : 0,
  };
}
