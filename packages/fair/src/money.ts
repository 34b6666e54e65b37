/**
 * Money and multipliers without floating point.
 *
 * Stakes and payouts are bigint minor units (the ledger's unit). A payout multiplier is an
 * integer scaled by {@link SCALE} (1.9800× is 19_800), so `payout = floor(stake · m / SCALE)`
 * rounds once, down, in the house's favour by less than one minor unit. Targets and results that
 * players type or see with two decimals (dice rolls, limbo and crash multipliers) are integer
 * hundredths (50.50 is 5_050).
 */
import { FAIR_PARAM_INVALID, FAIR_STAKE_INVALID, FairParamError } from './errors.ts';

/** Payout multipliers are integers scaled by 10 000 (four decimals). */
export const SCALE = 10_000;
/** A hundredth is this many scaled units (SCALE / 100). */
export const HUNDREDTH = 100;

/** floor(stake × multiplierScaled / SCALE), exactly, in minor units. */
export function payout(stake: bigint, multiplierScaled: number): bigint {
  if (stake < 0n) throw new FairParamError(FAIR_STAKE_INVALID, 'stake must be ≥ 0');
  if (!Number.isSafeInteger(multiplierScaled) || multiplierScaled < 0) {
    throw new FairParamError(FAIR_STAKE_INVALID, 'multiplier must be a safe integer ≥ 0');
  }
  return (stake * BigInt(multiplierScaled)) / BigInt(SCALE);
}

/** Integer hundredths as two-decimal text: 5050 → "50.50". */
export function formatHundredths(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(hundredths);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A scaled multiplier as four-decimal text: 19800 → "1.9800". */
export function formatScaled(multiplierScaled: number): string {
  return `${Math.trunc(multiplierScaled / SCALE)}.${String(multiplierScaled % SCALE).padStart(4, '0')}`;
}

const DECIMAL_2 = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/**
 * Parses a non-negative decimal with at most two decimals into integer hundredths without ever
 * going through a float: "50.5" → 5050, "2" → 200. Throws `FAIR_PARAM_INVALID` otherwise.
 */
export function parseHundredths(text: string): number {
  const match = DECIMAL_2.exec(text.trim());
  if (!match?.[1]) {
    throw new FairParamError(FAIR_PARAM_INVALID, `"${text}" is not a number with ≤ 2 decimals`);
  }
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
