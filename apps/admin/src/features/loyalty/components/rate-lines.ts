import { parseAmount } from '@portal/contracts/money';
import { percentToBp } from '../../../lib/money.ts';
import { weightOf, type LineMode } from './promotion-terms.ts';

/**
 * A rate line as typed: a rebate's category rate, a band (smallest net loss or deposit) and its
 * rate, or a registration prize (amount, weight).
 */
export interface RateDraft {
  key: number;
  /** Rebate: the line applies from this VIP level up (a level's lines replace the lower's). */
  vipLevel: number;
  category: string;
  /** A band's smallest net loss or deposit; a prize's amount; '0' for a rebate. */
  threshold: string;
  /** The rate in percent; a prize's weight (1–10000). */
  rate: string;
}

let nextKey = 1;
export const newRateKey = () => nextKey++;

/** A new empty line of the mode. */
export const newRateLine = (mode: LineMode): RateDraft => ({
  key: newRateKey(),
  vipLevel: 0,
  category: '*',
  threshold: mode === 'rates' ? '0' : '',
  rate: '',
});

/**
 * Each typed line's problems (shown under its fields): a rate or weight that does not read, a
 * threshold that is not an amount, a prize above the top prize, a line the one above repeats.
 */
export function lineProblems(lines: readonly RateDraft[], mode: LineMode, cap: bigint | null) {
  const seen = new Set<string>();
  return lines.map((line) => {
    const amount = parseAmount(line.threshold.trim());
    const key = mode === 'rates' ? `${line.vipLevel}|${line.category}` : String(amount);
    const twice = (mode === 'rates' || amount !== null) && seen.has(key);
    seen.add(key);
    return {
      rate: mode === 'prizes' ? weightOf(line.rate) === null : percentToBp(line.rate) === null,
      threshold: mode !== 'rates' && (amount === null || (mode === 'prizes' && amount === 0n)),
      aboveCap: mode === 'prizes' && amount !== null && cap !== null && amount > cap,
      twice,
    };
  });
}

export const linesInvalid = (problems: ReturnType<typeof lineProblems>) =>
  problems.some((p) => p.rate || p.threshold || p.aboveCap || p.twice);
