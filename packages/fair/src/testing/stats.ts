/**
 * Running statistics of the per-round return (payout / stake) of a simulation, and the z-score of
 * the observed mean against a theoretical RTP using the sample standard error.
 */
import { SCALE } from '../money.ts';

/** The raw sums, as a worker thread posts them back. */
export interface ReturnSums {
  count: number;
  sumScaled: number;
  sumSquares: number;
}

export class ReturnStats {
  private count = 0;
  /** Σ payout multipliers (scaled integers): exact while below 2⁵³. */
  private sumScaled = 0;
  private sumSquares = 0;

  static fromSums(...parts: ReturnSums[]): ReturnStats {
    const stats = new ReturnStats();
    for (const part of parts) {
      stats.count += part.count;
      stats.sumScaled += part.sumScaled;
      stats.sumSquares += part.sumSquares;
    }
    return stats;
  }

  sums(): ReturnSums {
    return { count: this.count, sumScaled: this.sumScaled, sumSquares: this.sumSquares };
  }

  /** Records one round's payout multiplier (scaled by 10 000). */
  add(payoutMultiplierScaled: number): void {
    this.count += 1;
    this.sumScaled += payoutMultiplierScaled;
    const x = payoutMultiplierScaled / SCALE;
    this.sumSquares += x * x;
  }

  get rounds(): number {
    return this.count;
  }

  get mean(): number {
    return this.sumScaled / SCALE / this.count;
  }

  /** Unbiased sample variance of the per-round return. */
  get variance(): number {
    const n = this.count;
    return (this.sumSquares - n * this.mean * this.mean) / (n - 1);
  }

  get standardError(): number {
    return Math.sqrt(this.variance / this.count);
  }

  /** (observed mean − expected) / standard error. */
  zScore(expected: number): number {
    if (!Number.isSafeInteger(this.sumScaled)) throw new RangeError('sum overflowed 2^53');
    return (this.mean - expected) / this.standardError;
  }

  summary(expected: number): string {
    return `n=${this.count} mean=${this.mean.toFixed(6)} expected=${expected.toFixed(6)} se=${this.standardError.toExponential(2)} z=${this.zScore(expected).toFixed(2)}`;
  }
}
