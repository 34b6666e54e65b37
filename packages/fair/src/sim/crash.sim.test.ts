import { describe, expect, it } from 'vitest';
import { buildCrashChain, crashPoint, crashResult } from '../games/crash.ts';
import { nodeHmacSha256, nodeSha256Hex, randomServerSeed } from '../node.ts';
import { SCENARIOS, roundRobinRtp } from '../testing/scenarios.ts';
import {
  BULK_ROUNDS,
  BULK_Z,
  HMAC_ROUNDS,
  HMAC_Z,
  SIM_TIMEOUT_MS,
  simulateInWorkers,
} from '../testing/simulate.ts';
import { ReturnStats } from '../testing/stats.ts';

const scenario = SCENARIOS.crash();
const CASH_OUTS = [101, 110, 125, 150, 200, 300, 500, 1_000, 2_000, 5_000];

describe(`crash RTP simulation (${scenario.description})`, () => {
  it(
    `${BULK_ROUNDS} rounds from a uniform source are within ${BULK_Z} SE`,
    { timeout: SIM_TIMEOUT_MS },
    async () => {
      const expected = roundRobinRtp(scenario.rtps, BULK_ROUNDS);
      const stats = await simulateInWorkers('crash', BULK_ROUNDS);
      console.log(`crash bulk: ${stats.summary(expected)}`);
      expect(stats.rounds).toBe(BULK_ROUNDS);
      expect(Math.abs(stats.zScore(expected))).toBeLessThan(BULK_Z);
    },
  );

  it(
    `${HMAC_ROUNDS} rounds of a real hash chain are within ${HMAC_Z} SE`,
    { timeout: SIM_TIMEOUT_MS },
    () => {
      // Round n is seeded by chain[n] with the salt as client seed and n as nonce, as in production.
      const chain = buildCrashChain(randomServerSeed(), HMAC_ROUNDS + 1, nodeSha256Hex);
      const expected = roundRobinRtp(scenario.rtps, HMAC_ROUNDS);
      const stats = new ReturnStats();
      for (let round = 1; round <= HMAC_ROUNDS; round++) {
        const point = crashPoint(nodeHmacSha256, chain[round]!, 'sim-salt', round);
        const cashOutHundredths = CASH_OUTS[(round - 1) % CASH_OUTS.length]!;
        stats.add(crashResult(point, { cashOutHundredths }).payoutMultiplierScaled);
      }
      console.log(`crash hmac: ${stats.summary(expected)}`);
      expect(Math.abs(stats.zScore(expected))).toBeLessThan(HMAC_Z);
    },
  );
});
