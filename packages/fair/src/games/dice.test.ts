import { describe, expect, it } from 'vitest';
import { FAIR_PARAM_INVALID } from '../errors.ts';
import { createFloatSource } from '../floats.ts';
import { nodeHmacSha256 } from '../node.ts';
import { compare, rational, toNumber } from '../rational.ts';
import { errorCode, fixedSource, gridFloat } from '../testing/sources.ts';
import { TEST_CLIENT_SEED, TEST_SERVER_SEED } from '../testing/vectors.ts';
import {
  diceMultiplierScaled,
  diceOutcome,
  diceRoll,
  diceRtp,
  diceWinChance,
  parseDiceParams,
  type DiceDirection,
  type DiceParams,
} from './dice.ts';

const TWO_32 = 2n ** 32n;
const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/** Every (direction, target) pair, allowed or not. */
function allBets(): DiceParams[] {
  const bets: DiceParams[] = [];
  for (const direction of ['over', 'under'] as DiceDirection[]) {
    for (let t = 0; t <= 10_000; t++) bets.push({ direction, targetHundredths: t });
  }
  return bets;
}

describe('dice', () => {
  it('roll = floor(f · 10001): each roll starts exactly at k = ceil(r · 2^32 / 10001)', () => {
    for (let r = 1; r <= 10_000; r++) {
      const first = ceilDiv(BigInt(r) * TWO_32, 10_001n);
      expect(diceRoll(gridFloat(first))).toBe(r);
      expect(diceRoll(gridFloat(first - 1n))).toBe(r - 1);
    }
    expect(diceRoll(0)).toBe(0);
    expect(diceRoll(gridFloat(TWO_32 - 1n))).toBe(10_000);
  });

  it('pinned vector: lucky-tiger nonce 0 rolls 39.50 (Python, from the rules)', () => {
    const next = createFloatSource(nodeHmacSha256, {
      serverSeed: TEST_SERVER_SEED,
      clientSeed: TEST_CLIENT_SEED,
      nonce: 0,
    });
    const result = diceOutcome(next, { direction: 'under', targetHundredths: 5000 });
    expect(result).toMatchObject({ rollHundredths: 3950, win: true, multiplierScaled: 19_801 });
    expect(result.payoutMultiplierScaled).toBe(19_801);
  });

  it('win chance, multiplier and RTP agree with a brute-force count over all 10001 rolls', () => {
    // Rolls as floats: (r + 0.5) / 10001 lands on roll r.
    const rollFloats = Array.from({ length: 10_001 }, (_, r) => (r + 0.5) / 10_001);
    for (const bet of allBets().filter((_, i) => i % 97 === 0)) {
      const wins = rollFloats.filter((f) =>
        bet.direction === 'over'
          ? diceRoll(f) > bet.targetHundredths
          : diceRoll(f) < bet.targetHundredths,
      ).length;
      const allowed = wins >= 0.01 * 10_001 && wins <= 0.98 * 10_001;
      if (!allowed) {
        expect(
          errorCode(() => diceRtp(bet)),
          JSON.stringify(bet),
        ).toBe(FAIR_PARAM_INVALID);
        continue;
      }
      // multiplier = 0.99 / (wins / 10001), rounded down to 4 decimals, in integers.
      const multiplier = (9_900n * 10_001n) / BigInt(wins);
      expect(diceWinChance(bet)).toEqual(rational(wins, 10_001));
      expect(diceMultiplierScaled(bet)).toBe(Number(multiplier));
      expect(diceRtp(bet)).toEqual(rational(BigInt(wins) * multiplier, 10_001n * 10_000n));
      let won = 0;
      for (const f of rollFloats) won += diceOutcome(fixedSource([f]), bet).win ? 1 : 0;
      expect(won).toBe(wins);
    }
  });

  it('every allowed bet has 0.98 ≤ RTP ≤ 0.99 (in fact ≥ 0.9899); the limits are chance 0.01–0.98', () => {
    let allowed = 0;
    let lowest = rational(1);
    for (const bet of allBets()) {
      const code = errorCode(() => diceRtp(bet));
      const t = bet.targetHundredths;
      const expectAllowed =
        bet.direction === 'under' ? t >= 101 && t <= 9_800 : t >= 200 && t <= 9_899;
      expect(code === 'none', JSON.stringify(bet)).toBe(expectAllowed);
      if (code !== 'none') continue;
      allowed++;
      const rtp = diceRtp(bet);
      expect(compare(rtp, rational(99, 100))).toBeLessThanOrEqual(0);
      expect(compare(rtp, rational(9_899, 10_000))).toBeGreaterThanOrEqual(0);
      expect(compare(rtp, rational(98, 100))).toBeGreaterThanOrEqual(0);
      if (compare(rtp, lowest) < 0) lowest = rtp;
      const chance = toNumber(diceWinChance(bet));
      expect(chance).toBeGreaterThanOrEqual(0.01);
      expect(chance).toBeLessThanOrEqual(0.98);
    }
    expect(allowed).toBe(2 * 9_700);
    expect(toNumber(lowest)).toBeGreaterThan(0.9899);
  });

  it('on the real 2^32 float grid every RTP moves by less than multiplier · 2^-32 ≤ 2.3e-8', () => {
    // P_grid(roll in [a, b]) = (ceil((b+1)·2^32/10001) − ceil(a·2^32/10001)) / 2^32, within 2^-32
    // of (b − a + 1)/10001; the RTP error is that times the multiplier (at most 98.0199).
    let worst = 0;
    for (const bet of allBets()) {
      if (errorCode(() => diceRtp(bet)) !== 'none') continue;
      const t = BigInt(bet.targetHundredths);
      const [a, b] = bet.direction === 'over' ? [t + 1n, 10_000n] : [0n, t - 1n];
      const count = ceilDiv((b + 1n) * TWO_32, 10_001n) - ceilDiv(a * TWO_32, 10_001n);
      const gridRtp = (Number(count) / 2 ** 32) * (diceMultiplierScaled(bet) / 10_000);
      worst = Math.max(worst, Math.abs(gridRtp - toNumber(diceRtp(bet))));
    }
    expect(worst).toBeLessThan(98.02 * 2 ** -32);
    expect(worst).toBeGreaterThan(0); // the grid is not exactly uniform over 10001 rolls
  });

  it('validates params strictly', () => {
    expect(parseDiceParams({ direction: 'over', targetHundredths: 5050 })).toEqual({
      direction: 'over',
      targetHundredths: 5050,
    });
    const bad: unknown[] = [
      null,
      [],
      { direction: 'over' },
      { direction: 'sideways', targetHundredths: 5000 },
      { direction: 'over', targetHundredths: 50.5 },
      { direction: 'over', targetHundredths: '5050' },
      { direction: 'over', targetHundredths: 9_900 }, // chance 100/10001 < 0.01
      { direction: 'under', targetHundredths: 9_801 }, // chance > 0.98
      { direction: 'over', targetHundredths: 5050, extra: 1 },
    ];
    for (const input of bad) {
      expect(
        errorCode(() => parseDiceParams(input)),
        JSON.stringify(input),
      ).toBe(FAIR_PARAM_INVALID);
    }
    expect(
      errorCode(() =>
        diceOutcome(fixedSource([0.5]), { direction: 'under', targetHundredths: 100 }),
      ),
    ).toBe(FAIR_PARAM_INVALID);
  });
});
