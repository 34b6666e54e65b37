/** Helpers for checking the 1 %-edge multiplier distribution of limbo and crash. */
import { gridFloat } from './sources.ts';

const TWO_32 = 2 ** 32;

/** Number of k in [0, 2^32) with result(k/2^32) ≥ target, by binary search (result is monotone). */
export function winningFloats(result: (f: number) => number, target: number): number {
  let lo = 0;
  let hi = TWO_32; // first k that wins lies in [lo, hi]
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (result(gridFloat(mid)) >= target) hi = mid;
    else lo = mid + 1;
  }
  return TWO_32 - lo;
}

/** Targets: every two-decimal value to 20.00, then a log-spaced sweep to 1,000,000.00. */
export function sampleTargets(): number[] {
  const targets: number[] = [];
  for (let m = 101; m <= 2_000; m++) targets.push(m);
  for (let m = 2_000; m < 100_000_000; m = Math.ceil(m * 1.37) + 3) targets.push(m);
  targets.push(99_999_999, 100_000_000);
  return targets;
}
