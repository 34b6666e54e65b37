import { describe, expect, it } from 'vitest';
import { FAIR_PARAM_INVALID } from '../errors.ts';
import { createFloatSource } from '../floats.ts';
import { nodeHmacSha256 } from '../node.ts';
import { rational, toNumber } from '../rational.ts';
import { errorCode, fixedSource, gridFloat } from '../testing/sources.ts';
import { sampleTargets, winningFloats } from '../testing/edge.ts';
import { TEST_CLIENT_SEED, TEST_SERVER_SEED } from '../testing/vectors.ts';
import { limboOutcome, limboResult, limboRtp, limboWinChance, parseLimboParams } from './limbo.ts';

const TWO_32 = 2 ** 32;

describe('limbo', () => {
  it('P(result ≥ m) = 0.99/m: on the 2^32 grid exactly floor(0.99 · 2^32 / m) floats win', () => {
    for (const m of sampleTargets()) {
      // result ≥ m ⇔ 99·2^32/(2^32 − k) ≥ m ⇔ 2^32 − k ≤ 99·2^32/m: counted independently.
      const expected = Math.floor((99 * TWO_32) / m);
      const wins = winningFloats(limboResult, m);
      expect(wins, `target ${m}`).toBe(expected);
      expect(Math.abs(wins / TWO_32 - 0.99 / (m / 100))).toBeLessThan(2 ** -32);
    }
  });

  it('the result is monotone in f, at least 1.00 and capped at 1,000,000.00', () => {
    expect(limboResult(0)).toBe(100); // X = 0.99 → shown as 1.00
    expect(limboResult(gridFloat(0.01 * TWO_32 - 1))).toBe(100);
    expect(limboResult(gridFloat(TWO_32 - 1))).toBe(100_000_000);
    expect(limboResult(0.5)).toBe(198);
    let previous = 0;
    for (let k = 0; k < TWO_32; k += 9_999_991) {
      const r = limboResult(gridFloat(k));
      expect(r).toBeGreaterThanOrEqual(previous);
      previous = r;
    }
  });

  it('RTP is exactly 0.99 for every target', () => {
    for (const m of sampleTargets()) {
      expect(limboWinChance({ targetHundredths: m })).toEqual(rational(99, m));
      expect(limboRtp({ targetHundredths: m })).toEqual(rational(99, 100));
    }
  });

  it('pays the target when the result reaches it', () => {
    const f = gridFloat(TWO_32 - Math.floor((99 * TWO_32) / 250)); // the first float with result ≥ 2.50
    expect(limboOutcome(fixedSource([f]), { targetHundredths: 250 })).toEqual({
      targetHundredths: 250,
      resultHundredths: 250,
      win: true,
      multiplierScaled: 25_000,
      payoutMultiplierScaled: 25_000,
    });
    const below = limboOutcome(
      fixedSource([gridFloat(TWO_32 - Math.floor((99 * TWO_32) / 250) - 1)]),
      {
        targetHundredths: 250,
      },
    );
    expect(below.resultHundredths).toBe(249);
    expect(below.payoutMultiplierScaled).toBe(0);
  });

  it('pinned vectors: lucky-tiger nonces 0–5 (Python, from the rules)', () => {
    const expected = [163, 441, 141, 4528, 238, 132];
    expected.forEach((result, nonce) => {
      const next = createFloatSource(nodeHmacSha256, {
        serverSeed: TEST_SERVER_SEED,
        clientSeed: TEST_CLIENT_SEED,
        nonce,
      });
      expect(limboOutcome(next, { targetHundredths: 200 }).resultHundredths).toBe(result);
    });
  });

  it('validates params strictly', () => {
    expect(parseLimboParams({ targetHundredths: 101 })).toEqual({ targetHundredths: 101 });
    for (const input of [
      {},
      { targetHundredths: 100 },
      { targetHundredths: 100_000_001 },
      { targetHundredths: 1.5 },
      { targetHundredths: '200' },
      { targetHundredths: 200, x: 1 },
    ]) {
      expect(
        errorCode(() => parseLimboParams(input)),
        JSON.stringify(input),
      ).toBe(FAIR_PARAM_INVALID);
    }
    expect(toNumber(limboRtp({ targetHundredths: 100_000_000 }))).toBe(0.99);
  });
});
