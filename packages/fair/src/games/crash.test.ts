import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FAIR_PARAM_INVALID, FAIR_SERVER_SEED_INVALID } from '../errors.ts';
import { nobleHmacSha256, nobleSha256Hex } from '../noble.ts';
import { nodeHmacSha256, nodeSha256Hex } from '../node.ts';
import { rational } from '../rational.ts';
import { sampleTargets, winningFloats } from '../testing/edge.ts';
import { errorCode, fixedSource, gridFloat } from '../testing/sources.ts';
import { TEST_CLIENT_SEED, TEST_SERVER_SEED } from '../testing/vectors.ts';
import {
  buildCrashChain,
  crashOutcome,
  crashPayout,
  crashPoint,
  crashPointFromFloat,
  crashRtp,
  multiplierAt,
  parseCrashParams,
  timeToReach,
  verifyCrashLink,
  verifyCrashSeed,
} from './crash.ts';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

describe('crash hash chain', () => {
  const chain = buildCrashChain(TEST_SERVER_SEED, 50, nodeSha256Hex);

  it('ends in the seed and links every element to the hash of the next', () => {
    expect(chain).toHaveLength(50);
    expect(chain[49]).toBe(TEST_SERVER_SEED);
    for (let i = 0; i < 49; i++) expect(chain[i]).toBe(sha(chain[i + 1]!));
    expect(buildCrashChain(TEST_SERVER_SEED, 50, nobleSha256Hex)).toEqual(chain);
  });

  it('each revealed round seed verifies against the previous one and the commitment', () => {
    const commitment = chain[0]!;
    for (let round = 1; round < 50; round++) {
      expect(verifyCrashLink(chain[round]!, chain[round - 1]!, nodeSha256Hex)).toBe(true);
      expect(verifyCrashSeed(chain[round]!, round, commitment, nobleSha256Hex)).toBe(true);
      expect(verifyCrashSeed(chain[round]!, round + 1, commitment, nodeSha256Hex)).toBe(false);
    }
    expect(verifyCrashLink(chain[2]!, chain[0]!, nodeSha256Hex)).toBe(false);
    const tampered = chain[5]!.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    expect(verifyCrashLink(tampered, chain[4]!, nodeSha256Hex)).toBe(false);
  });

  it('rejects bad seeds and lengths', () => {
    expect(errorCode(() => buildCrashChain('xyz', 5, nodeSha256Hex))).toBe(
      FAIR_SERVER_SEED_INVALID,
    );
    expect(errorCode(() => buildCrashChain(TEST_SERVER_SEED, 1, nodeSha256Hex))).toBe(
      FAIR_PARAM_INVALID,
    );
    expect(errorCode(() => verifyCrashSeed(chain[1]!, 0, chain[0]!, nodeSha256Hex))).toBe(
      FAIR_PARAM_INVALID,
    );
  });
});

describe('crash point', () => {
  it('P(crash ≥ m) = 0.99/m: exactly floor(0.99 · 2^32 / m) of the 2^32 floats reach m', () => {
    for (const m of sampleTargets().filter((_, i) => i % 3 === 0)) {
      expect(winningFloats(crashPointFromFloat, m), `m ${m}`).toBe(Math.floor((99 * 2 ** 32) / m));
    }
    // 1.00 ("busts at once") with probability 1 − 0.99/1.01 ≈ 1.98 %, 1 % of it from X < 1.
    expect(crashPointFromFloat(0)).toBe(100);
    expect(crashPointFromFloat(gridFloat(0.0099 * 2 ** 32))).toBe(100);
  });

  it('every cash-out from 1.01× has RTP 0.99', () => {
    for (const m of sampleTargets()) {
      expect(crashRtp({ cashOutHundredths: m })).toEqual(rational(99, 100));
    }
  });

  it('pinned vector: salt lucky-tiger, round 7 crashes at 3.15× (Python, from the rules)', () => {
    expect(crashPoint(nodeHmacSha256, TEST_SERVER_SEED, TEST_CLIENT_SEED, 7)).toBe(315);
    expect(crashPoint(nobleHmacSha256, TEST_SERVER_SEED, TEST_CLIENT_SEED, 7)).toBe(315);
  });

  it('a cash-out wins iff it is at most the crash point', () => {
    expect(crashPayout(1_000n, 200, 315)).toBe(2_000n);
    expect(crashPayout(1_000n, 315, 315)).toBe(3_150n);
    expect(crashPayout(1_000n, 316, 315)).toBe(0n);
    expect(crashPayout(999n, 101, 100)).toBe(0n);
    const f = gridFloat(2 ** 32 - Math.floor((99 * 2 ** 32) / 315)); // first float crashing ≥ 3.15
    expect(crashOutcome(fixedSource([f]), { cashOutHundredths: 315 })).toEqual({
      crashPointHundredths: 315,
      cashOutHundredths: 315,
      win: true,
      multiplierScaled: 31_500,
      payoutMultiplierScaled: 31_500,
    });
  });

  it('validates cash-outs', () => {
    for (const input of [
      { cashOutHundredths: 100 },
      { cashOutHundredths: 2.5 },
      {},
      { cashOutHundredths: 200, a: 1 },
    ]) {
      expect(
        errorCode(() => parseCrashParams(input)),
        JSON.stringify(input),
      ).toBe(FAIR_PARAM_INVALID);
    }
  });
});

describe('crash live curve', () => {
  it('multiplierAt(ms) = floor(100 · e^(0.00006 ms)), non-decreasing', () => {
    expect(multiplierAt(0)).toBe(100);
    expect(multiplierAt(10_000)).toBe(182); // e^0.6 = 1.8221…
    expect(multiplierAt(60_000)).toBe(3_659); // e^3.6 = 36.598…
    let previous = 100;
    for (let ms = 0; ms <= 240_000; ms += 7) {
      const m = multiplierAt(ms);
      expect(m).toBeGreaterThanOrEqual(previous);
      previous = m;
    }
    expect(multiplierAt(10 ** 9)).toBe(100_000_000);
  });

  it('timeToReach is the exact inverse: the first millisecond at which the curve reaches m', () => {
    expect(timeToReach(100)).toBe(0);
    expect(timeToReach(200)).toBe(11_553); // ln 2 / 0.00006 = 11552.45…
    const targets = [
      ...Array.from({ length: 5_000 }, (_, i) => 100 + i),
      ...[12_345, 999_999, 100_000_000],
    ];
    for (const m of targets) {
      const t = timeToReach(m);
      expect(multiplierAt(t)).toBeGreaterThanOrEqual(m);
      if (t > 0) expect(multiplierAt(t - 1)).toBeLessThan(m);
    }
    expect(errorCode(() => timeToReach(99))).toBe(FAIR_PARAM_INVALID);
  });
});
