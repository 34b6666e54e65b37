/**
 * RTP simulation harness. Bulk runs feed the production outcome functions from a fast uniform
 * source (see uniform.ts) in worker threads (sim-worker.ts); smaller runs go through the real
 * HMAC stream with node:crypto in the test itself. The tests compare the mean per-round return
 * with the exact RTP using the sample standard error.
 */
import { Worker } from 'node:worker_threads';
import { createFloatSource } from '../floats.ts';
import { nodeHmacSha256, randomServerSeed } from '../node.ts';
import type { Play, ScenarioName, SimJob } from './scenarios.ts';
import { ReturnStats, type ReturnSums } from './stats.ts';

/** Rounds per game in the bulk simulation. */
export const BULK_ROUNDS = 10_000_000;
/** Rounds per game through the real HMAC path. */
export const HMAC_ROUNDS = 100_000;
/** Bulk runs must land within this many standard errors of the exact RTP… */
export const BULK_Z = 4;
/** …and HMAC runs within this many (fewer rounds, and a looser bar). */
export const HMAC_Z = 5;
/** Generous per-test timeout for a loaded CI machine. */
export const SIM_TIMEOUT_MS = 120_000;

/** Round i uses nonce i under a fresh random server seed: the production byte stream. */
export function simulateHmac(rounds: number, play: Play): ReturnStats {
  const serverSeed = randomServerSeed();
  const stats = new ReturnStats();
  for (let i = 0; i < rounds; i++) {
    stats.add(
      play(createFloatSource(nodeHmacSha256, { serverSeed, clientSeed: 'sim', nonce: i }), i),
    );
  }
  return stats;
}

/**
 * Runs a scenario's rounds 0 … rounds−1 split over `threads` worker threads (plain Node with the
 * tsx loader, so the TypeScript sources run unbundled, exactly as the server runs them).
 */
export async function simulateInWorkers(
  scenario: ScenarioName,
  rounds: number,
  threads = 1,
): Promise<ReturnStats> {
  // The eval'd boot script resolves 'tsx' from the working directory (the repo or the package).
  const entry = new URL('./sim-worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
  const per = Math.ceil(rounds / threads);
  const parts = Array.from({ length: threads }, (_, t) => {
    const job: SimJob = { scenario, start: t * per, count: Math.min(per, rounds - t * per) };
    return new Promise<ReturnSums>((resolve, reject) => {
      const worker = new Worker(boot, { eval: true, workerData: job });
      worker.once('message', (sums: ReturnSums) => resolve(sums));
      worker.once('error', reject);
      worker.once('exit', (code) => {
        if (code !== 0) reject(new Error(`simulation worker exited with code ${code}`));
      });
    });
  });
  return ReturnStats.fromSums(...(await Promise.all(parts)));
}
