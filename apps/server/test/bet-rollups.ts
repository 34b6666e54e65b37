import type { Db } from '../src/db/client.ts';
import { runJobOnce } from '../src/lib/jobs.ts';
import { createRollupJob, type RollupOptions } from '../src/modules/bets/rollup.service.ts';

/** One run of the bet rollup job, as the scheduler would start it (under its advisory lock). */
export function runBetRollup(db: Db, options: RollupOptions = {}, now = new Date()) {
  return runJobOnce(db, createRollupJob(options), now);
}
