import type { Executor } from '../../db/client.ts';
import type { Job } from '../../lib/jobs.ts';
import { policyOf } from '../system/merchant-policy.ts';
import * as repo from './rollup.repo.ts';

/**
 * The white labels' time zones (their days bucket the daily rollups), from their policies as the
 * records pages read them. Read through the caller's executor: a job holds PGlite's only
 * connection, so a lookup through another one (the site cache) would wait on it forever.
 */
export async function timeZonesOf(
  db: Executor,
  merchantIds: readonly number[],
): Promise<Map<number, string>> {
  const rows = await repo.merchantPolicies(db, merchantIds);
  return new Map(rows.map((m) => [m.id, policyOf(m).timeZone]));
}

export interface RollupOptions {
  /** Bets per pass (default 5,000). */
  batchSize?: number | undefined;
  /** Passes per run while each finds a full batch (default 10): bounds one run's transaction. */
  maxPasses?: number | undefined;
}

export const ROLLUP_JOB = 'bets-rollup';
const DEFAULT_BATCH = 5_000;
const DEFAULT_PASSES = 10;

/**
 * Counts pending terminal bets into the hourly and daily rollups, oldest first, a batch per pass,
 * passing again while a pass found a full batch (at most `maxPasses`). Runs in the caller's
 * transaction: everything it counted commits or rolls back together.
 */
export async function rollUpPending(db: Executor, options: RollupOptions, now: Date) {
  const limit = options.batchSize ?? DEFAULT_BATCH;
  const maxPasses = options.maxPasses ?? DEFAULT_PASSES;
  let counted = 0;
  let passes = 0;
  while (passes < maxPasses) {
    const merchantIds = await repo.pendingMerchants(db, limit);
    if (merchantIds.length === 0) break;
    const zones = await timeZonesOf(db, merchantIds);
    const n = await repo.rollUpBatch(db, { zones, limit, now });
    counted += n;
    passes += 1;
    if (n < limit) break;
  }
  return { counted, passes };
}

/**
 * The rollup job: every `everyMs` (default 5 s), under its advisory lock, counts what settled
 * since the last run. Under load a run takes up to `batchSize × maxPasses` bets, so the rollups
 * stay seconds behind the bets.
 */
export function createRollupJob(options: RollupOptions & { everyMs?: number | undefined }): Job {
  return {
    name: ROLLUP_JOB,
    everyMs: options.everyMs ?? 5_000,
    run: async (db, now) => {
      await rollUpPending(db, options, now);
    },
  };
}

/**
 * Whether the rollups hold every bet of the white label that settled before `before`: what a
 * job settling a closed period (rebate, cash back, salaries) waits for.
 */
export async function rollupsCompleteBefore(db: Executor, merchantId: number, before: Date) {
  return !(await repo.pendingBefore(db, merchantId, before));
}

/** Terminal bets the rollups do not hold yet, and how long the oldest has waited. */
export async function rollupLag(db: Executor, now = new Date()) {
  const { pending, oldestSettledAt } = await repo.pendingLag(db);
  return {
    pending,
    oldestSettledAt: oldestSettledAt?.toISOString() ?? null,
    lagSeconds: oldestSettledAt
      ? Math.max(0, Math.round((now.getTime() - oldestSettledAt.getTime()) / 1000))
      : 0,
  };
}
