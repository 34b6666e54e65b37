import { describe, expect, it } from 'vitest';
import { FAIR_PARAM_INVALID } from '../errors.ts';
import { createFloatSource, type FloatSource } from '../floats.ts';
import { nodeHmacSha256 } from '../node.ts';
import { compare, rational } from '../rational.ts';
import { errorCode } from '../testing/sources.ts';
import { TEST_CLIENT_SEED, TEST_SERVER_SEED } from '../testing/vectors.ts';
import {
  minePositions,
  minesMultiplierScaled,
  minesOutcome,
  minesRtp,
  minesSurvivalChance,
  parseMinesParams,
} from './mines.ts';

/** A source whose i-th float makes draw i pick index j_i out of (25 − i): (j + 0.5) / (25 − i). */
function drawSource(indices: readonly number[]): FloatSource {
  let i = 0;
  return () => {
    const j = indices[i]!;
    const f = (j + 0.5) / (25 - i);
    i++;
    return f;
  };
}

describe('mines', () => {
  it('multipliers are 0.99 · Π (25 − i)/(25 − m − i), truncated to 4 decimals', () => {
    for (let m = 1; m <= 24; m++) {
      let num = 9_900n;
      let den = 1n;
      for (let k = 1; k <= 25 - m; k++) {
        num *= BigInt(25 - (k - 1));
        den *= BigInt(25 - m - (k - 1));
        expect(minesMultiplierScaled(m, k), `m=${m} k=${k}`).toBe(Number(num / den));
      }
    }
    expect(minesMultiplierScaled(1, 1)).toBe(10_312); // 0.99 · 25/24 = 1.03125
    expect(minesMultiplierScaled(24, 1)).toBe(247_500); // 0.99 · 25
    expect(minesMultiplierScaled(3, 22)).toBe(22_770_000); // 0.99 · C(25,3)
  });

  it('every (mines, reveals) has RTP in [0.9899, 0.99]: survival · multiplier, exactly', () => {
    for (let m = 1; m <= 24; m++) {
      for (let k = 1; k <= 25 - m; k++) {
        let survive = rational(1);
        for (let i = 0; i < k; i++) {
          survive = rational(survive.num * BigInt(25 - m - i), survive.den * BigInt(25 - i));
        }
        expect(minesSurvivalChance(m, k)).toEqual(survive);
        const rtp = minesRtp(m, k);
        expect(rtp).toEqual(
          rational(survive.num * BigInt(minesMultiplierScaled(m, k)), survive.den * 10_000n),
        );
        expect(compare(rtp, rational(99, 100))).toBeLessThanOrEqual(0);
        expect(compare(rtp, rational(9_899, 10_000))).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('the shuffle makes every mine set equally likely (exhaustive over all draws, m = 1, 2, 3)', () => {
    for (const m of [1, 2, 3]) {
      const counts = new Map<string, number>();
      const visit = (prefix: number[]) => {
        if (prefix.length === m) {
          const key = minePositions(drawSource(prefix), m)
            .sort((a, b) => a - b)
            .join(',');
          counts.set(key, (counts.get(key) ?? 0) + 1);
          return;
        }
        for (let j = 0; j < 25 - prefix.length; j++) visit([...prefix, j]);
      };
      visit([]);
      const sets = { 1: 25, 2: 300, 3: 2_300 }[m]!; // C(25, m)
      expect(counts.size).toBe(sets);
      const factorial = { 1: 1, 2: 2, 3: 6 }[m]!;
      for (const [key, n] of counts) {
        expect(n, key).toBe(factorial);
        expect(new Set(key.split(',')).size).toBe(m);
      }
    }
  });

  it('pinned vector: lucky-tiger nonce 0 with 5 mines (Python, from the rules)', () => {
    const seeds = { serverSeed: TEST_SERVER_SEED, clientSeed: TEST_CLIENT_SEED, nonce: 0 };
    expect(minePositions(createFloatSource(nodeHmacSha256, seeds), 5)).toEqual([9, 18, 6, 23, 16]);
    const result = minesOutcome(createFloatSource(nodeHmacSha256, seeds), {
      mines: 5,
      picks: [0, 1, 2],
    });
    expect(result).toEqual({
      mines: 5,
      picks: [0, 1, 2],
      minePositions: [6, 9, 16, 18, 23],
      hitIndex: null,
      safeReveals: 3,
      multiplierScaled: minesMultiplierScaled(5, 3),
      payoutMultiplierScaled: minesMultiplierScaled(5, 3),
    });
    // 24 mines need 24 floats: three HMAC rounds.
    expect(new Set(minePositions(createFloatSource(nodeHmacSha256, seeds), 24)).size).toBe(24);
  });

  it('settles: the first mine loses, later picks are never revealed', () => {
    // Step 0 swaps cells[0] and cells[0 + 7] → mine 7; step 1 swaps cells[1] and cells[1 + 2],
    // which still holds 3 → mine 3.
    const source = () => drawSource([7, 2]);
    expect(minePositions(source(), 2)).toEqual([7, 3]);
    const lost = minesOutcome(source(), { mines: 2, picks: [0, 3, 7] });
    expect(lost).toMatchObject({ hitIndex: 1, safeReveals: 1, payoutMultiplierScaled: 0 });
    const won = minesOutcome(source(), { mines: 2, picks: [0, 1, 2, 4] });
    expect(won).toMatchObject({ hitIndex: null, safeReveals: 4, minePositions: [3, 7] });
    expect(won.payoutMultiplierScaled).toBe(minesMultiplierScaled(2, 4));
  });

  it('validates params strictly', () => {
    expect(parseMinesParams({ mines: 3, picks: [0, 24] })).toEqual({ mines: 3, picks: [0, 24] });
    const bad: unknown[] = [
      { mines: 0, picks: [1] },
      { mines: 25, picks: [1] },
      { mines: 3, picks: [] },
      { mines: 3, picks: [1, 1] },
      { mines: 3, picks: [25] },
      { mines: 3, picks: [-1] },
      { mines: 3, picks: [1.5] },
      { mines: 3, picks: '1' },
      { mines: 24, picks: [0, 1] },
      { mines: 3, picks: [1], extra: true },
    ];
    for (const input of bad) {
      expect(
        errorCode(() => parseMinesParams(input)),
        JSON.stringify(input),
      ).toBe(FAIR_PARAM_INVALID);
    }
    expect(errorCode(() => minesMultiplierScaled(3, 0))).toBe(FAIR_PARAM_INVALID);
    expect(errorCode(() => minesMultiplierScaled(3, 23))).toBe(FAIR_PARAM_INVALID);
  });
});
