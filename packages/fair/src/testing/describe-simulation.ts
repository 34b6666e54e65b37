import { describe, expect, it } from 'vitest';
import { SCENARIOS, roundRobinRtp, type ScenarioName } from './scenarios.ts';
import {
  BULK_ROUNDS,
  BULK_Z,
  HMAC_ROUNDS,
  HMAC_Z,
  SIM_TIMEOUT_MS,
  simulateHmac,
  simulateInWorkers,
} from './simulate.ts';

/**
 * The RTP simulation of one game: 10^7 rounds of its scenario from a uniform source in worker
 * threads (within 4 SE) and 10^5 through the real HMAC path (within 5 SE). One test file per
 * game calls it, so Vitest runs the games in parallel.
 */
export function describeSimulation(name: Exclude<ScenarioName, 'crash'>): void {
  const scenario = SCENARIOS[name]();
  describe(`${name} RTP simulation (${scenario.description})`, () => {
    it(
      `${BULK_ROUNDS} rounds from a uniform source are within ${BULK_Z} SE`,
      { timeout: SIM_TIMEOUT_MS },
      async () => {
        const expected = roundRobinRtp(scenario.rtps, BULK_ROUNDS);
        const stats = await simulateInWorkers(name, BULK_ROUNDS);
        console.log(`${name} bulk: ${stats.summary(expected)}`);
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
        console.log(`${name} hmac: ${stats.summary(expected)}`);
        expect(Math.abs(stats.zScore(expected))).toBeLessThan(HMAC_Z);
      },
    );
  });
}
