import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { startJobs, type Job } from '../lib/jobs.ts';
import { createRetentionJob } from './bets/retention.ts';

export interface BetsOptions {
  db: Db;
  /** Whole months bets are kept after their month ends (BETS_KEEP_MONTHS; at least 4, default 24). */
  betsKeepMonths?: number | undefined;
}

/** Wires the record of bets: the retention job of its month partitions. */
export async function registerBets(api: FastifyInstance, opts: BetsOptions) {
  const { db } = opts;
  const retention = createRetentionJob({ betsKeepMonths: opts.betsKeepMonths });
  const jobs: Job[] = [retention];

  let stop: (() => void) | undefined;
  api.addHook('onReady', async () => {
    stop = startJobs(api, db, jobs);
  });
  api.addHook('onClose', async () => stop?.());
  return { retention };
}
