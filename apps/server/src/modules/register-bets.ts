import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { startJobs, type Job } from '../lib/jobs.ts';
import { createRollupJob } from './bets/rollup.service.ts';

export interface BetsOptions {
  db: Db;
  /** Milliseconds between passes of the bet rollup job (default 5,000); 0 turns it off (tests). */
  rollupEveryMs?: number | undefined;
  /** Bets per rollup pass (default 5,000). */
  rollupBatchSize?: number | undefined;
}

/** Wires the record of bets: the rollup job that keeps the hourly and daily totals. */
export async function registerBets(api: FastifyInstance, opts: BetsOptions) {
  const { db } = opts;
  const rollup = createRollupJob({
    everyMs: opts.rollupEveryMs,
    batchSize: opts.rollupBatchSize,
  });
  const jobs: Job[] = [];
  if (opts.rollupEveryMs !== 0) jobs.push(rollup);

  if (jobs.length > 0) {
    let stop: (() => void) | undefined;
    api.addHook('onReady', async () => {
      stop = startJobs(api, db, jobs);
    });
    api.addHook('onClose', async () => stop?.());
  }
  return { rollup };
}
