import { describe, expect, it } from 'vitest';
import { SCENARIOS, roundRobinRtp } from '../testing/scenarios.ts';
import {
  BULK_ROUNDS,
  BULK_Z,
  HMAC_ROUNDS,
  HMAC_Z,
  SIM_TIMEOUT_MS,
  simulateHmac,
  simulateInWorkers,
} from '../testing/simulate.ts';

const scenario = SCENARIOS.mines();

describe(`mines RTP simulation (${scenario.description})`, () => {
  it(
    `${BULK_ROUNDS} rounds from a uniform source are within ${BULK_Z} SE`,
    { timeout: SIM_TIMEOUT_MS },
    async () => {
      const expected = roundRobinRtp(scenario.rtps, BULK_ROUNDS);
      const stats = await simulateInWorkers('mines', BULK_ROUNDS);
      console.log(`mines bulk: ${stats.summary(expected)}`);
      expect(stats.rounds).toBe(BULK_ROUNDS);
      expect(Math.abs(stats.zScore(expected))).toBeLessThan(BULK_Z);
    },
  );

  it(
    `${HMAC_ROUNDS} rounds through HMAC are within ${HMAC_Z} SE`,
    { timeout: SIM_TIMEOUT_MS },
    () => {
      const expected = roundRobinRtp(scenario.rtps, HMAC_ROUNDS);
      const stats = simulateHmac(HMAC_ROUNDS, scenario.play);
      console.log(`mines hmac: ${stats.summary(expected)}`);
      expect(Math.abs(stats.zScore(expected))).toBeLessThan(HMAC_Z);
    },
  );
});
