/**
 * Jackpot counter maths (spec section 9). Amounts are integer cents so repeated growth never
 * drifts the way float addition would.
 */
import { formatNumber } from '../../lib/format.ts';

export const JACKPOT_MIN_CENTS = 100_000_000_00;
export const JACKPOT_MAX_CENTS = 1_000_000_000_00;
export const JACKPOT_STEP_MIN_CENTS = 100_00;
export const JACKPOT_STEP_MAX_CENTS = 500_00;
export const JACKPOT_DELAYS_MS = [3000, 4000, 5000] as const;

/** A source of uniform numbers in [0, 1), injectable for tests. */
export type Random = () => number;

function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** Random start between 100,000,000.00 and 1,000,000,000.00 inclusive. */
export function initialJackpotCents(random: Random = Math.random): number {
  return randomInt(random, JACKPOT_MIN_CENTS, JACKPOT_MAX_CENTS);
}

/** One growth step: 100.00 to 500.00. */
export function jackpotStepCents(random: Random = Math.random): number {
  return randomInt(random, JACKPOT_STEP_MIN_CENTS, JACKPOT_STEP_MAX_CENTS);
}

/** Wait before the next step: 3000, 4000 or 5000 ms. */
export function nextJackpotDelayMs(random: Random = Math.random): number {
  return JACKPOT_DELAYS_MS[randomInt(random, 0, JACKPOT_DELAYS_MS.length - 1)] ?? 3000;
}

/** "123,456,789.01": two decimals, grouped and in the reader's digits (lib/format.ts). */
export function formatJackpot(cents: number, language: string): string {
  return formatNumber(Math.floor(cents) / 100, language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}
