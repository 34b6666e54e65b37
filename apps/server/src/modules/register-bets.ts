import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { AdminAction } from '@portal/contracts/admin';
import type { Db } from '../db/client.ts';
import { startJobs, type Job } from '../lib/jobs.ts';
import type { AuditTrail } from './admin/admin.audit.ts';
import { betExceptionRoutes } from './bets/exceptions.routes.ts';
import { createBetExceptionService } from './bets/exceptions.service.ts';
import { createHistoryPull, type BetHistoryPort } from './bets/history-pull.ts';
import { createRetentionJob } from './bets/retention.ts';
import { createRollupJob } from './bets/rollup.service.ts';

export interface BetsOptions {
  db: Db;
  /** The one vendor client (register-vendors.ts): transfer-wallet vendors' bet history. */
  vendors: BetHistoryPort;
  /** The console's guard and audit log (bet exceptions). */
  operatorGuard: (action?: AdminAction) => preHandlerAsyncHookHandler;
  audit: AuditTrail;
  /** Milliseconds between passes of the transfer-wallet bet-history pull; 0 turns it off. */
  betHistoryEveryMs?: number | undefined;
  /** Milliseconds between passes of the bet rollup job (default 5,000); 0 turns it off (tests). */
  rollupEveryMs?: number | undefined;
  /** Bets per rollup pass (default 5,000). */
  rollupBatchSize?: number | undefined;
  /** Whole months bets are kept after their month ends (BETS_KEEP_MONTHS; at least 4, default 24). */
  betsKeepMonths?: number | undefined;
  /** Milliseconds between passes of the retention job (default daily); 0 turns it off (tests). */
  betsRetentionEveryMs?: number | undefined;
}

/**
 * Wires the one bet record: the transfer-wallet history pull, the rollup job that keeps the
 * hourly and daily totals, the retention job of its month partitions, and the console's bet
 * exceptions.
 */
export async function registerBets(api: FastifyInstance, opts: BetsOptions) {
  const { db } = opts;
  const jobs: Job[] = [];

  // Transfer-wallet vendors' bets: pulled from their history on a job.
  const history = createHistoryPull({ db, vendors: opts.vendors, log: api.log });
  if (opts.betHistoryEveryMs !== 0) {
    jobs.push({ ...history.job, everyMs: opts.betHistoryEveryMs ?? history.job.everyMs });
  }

  // The totals every reward and agent payment reads.
  const rollup = createRollupJob({ everyMs: opts.rollupEveryMs, batchSize: opts.rollupBatchSize });
  if (opts.rollupEveryMs !== 0) jobs.push(rollup);

  // Month partitions: the next months created, months past their keep time dropped.
  const retention = createRetentionJob({ betsKeepMonths: opts.betsKeepMonths });
  if (opts.betsRetentionEveryMs !== 0) {
    jobs.push({ ...retention, everyMs: opts.betsRetentionEveryMs ?? retention.everyMs });
  }

  if (jobs.length > 0) {
    let stop: (() => void) | undefined;
    api.addHook('onReady', async () => {
      stop = startJobs(api, db, jobs);
    });
    api.addHook('onClose', async () => stop?.());
  }

  // Bet exceptions in the console.
  await api.register(betExceptionRoutes, {
    guard: opts.operatorGuard,
    service: createBetExceptionService({ db, audit: opts.audit }),
  });

  return { history, rollup, retention };
}
