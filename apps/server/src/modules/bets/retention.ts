import type { Job } from '../../lib/jobs.ts';
import * as repo from './retention.repo.ts';

/** Vendor transaction ids are kept at least this many whole months, whatever is configured. */
export const VENDOR_IDS_KEEP_MONTHS = 4;
/** Bets are never kept less than this (BETS_KEEP_MONTHS), so vendor ids never outlive them. */
export const BETS_MIN_KEEP_MONTHS = 4;
export const BETS_DEFAULT_KEEP_MONTHS = 24;
/** Months of partitions made ahead of time, so the DEFAULT partition stays empty. */
export const MONTHS_AHEAD = 3;

export interface RetentionOptions {
  /** Whole months a bet is kept after its month ends (at least 4; default 24). */
  betsKeepMonths?: number | undefined;
  /** Milliseconds between passes (default one day). */
  everyMs?: number | undefined;
  /** How long a pass waits for a table lock before giving up until the next pass (ms). */
  lockWaitMs?: number | undefined;
}

/** Whether a month's partition is past its keep time: every row in it is `keep` whole months old. */
export function isExpired(month: Date, keepMonths: number, now: Date): boolean {
  const end = Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1 + keepMonths, 1);
  return end <= now.getTime();
}

function expired(parts: repo.MonthPartition[], keepMonths: number, now: Date) {
  return parts.filter((p) => isExpired(p.month, keepMonths, now));
}

function missingAhead(parts: repo.MonthPartition[], now: Date) {
  const have = new Set(parts.map((p) => p.month.getTime()));
  for (let i = 0; i <= MONTHS_AHEAD; i += 1) {
    if (!have.has(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + i, 1))) return true;
  }
  return false;
}

/**
 * The daily retention pass over the month-partitioned bets and vendor transaction ids: creates
 * the coming months' partitions and drops those past their keep time, except a bets month that
 * still holds an OPEN bet or one not yet rolled up (it is dropped on a later pass).
 */
export function createRetentionJob(options: RetentionOptions = {}): Job {
  const keep: Record<repo.Partitioned, number> = {
    provider_transactions: VENDOR_IDS_KEEP_MONTHS,
    bets: Math.max(BETS_MIN_KEEP_MONTHS, options.betsKeepMonths ?? BETS_DEFAULT_KEEP_MONTHS),
  };
  return {
    name: 'bets-retention',
    everyMs: options.everyMs ?? 86_400_000,
    firstAfterMs: 60_000,
    async run(db, now) {
      // Most passes find nothing to do, and take no table lock.
      let work = false;
      for (const table of repo.PARTITIONED) {
        const parts = await repo.monthPartitions(db, table);
        work ||= missingAhead(parts, now) || expired(parts, keep[table], now).length > 0;
        work ||= await repo.defaultHoldsRows(db, table);
      }
      if (!work) return;
      // Both tables at once, in the seamless calls' order: DDL on one then the other could
      // deadlock with a call holding the second. Held for milliseconds (catalog changes and
      // index probes), until the pass commits.
      await repo.limitLockWait(db, options.lockWaitMs ?? 3_000);
      await repo.lockPartitioned(db);
      await repo.ensureMonthPartitions(db, MONTHS_AHEAD, now);
      for (const table of repo.PARTITIONED) {
        for (const part of expired(await repo.monthPartitions(db, table), keep[table], now)) {
          if (table === 'bets' && (await repo.holdsUnfinishedBets(db, part.name))) continue;
          await repo.dropPartition(db, part.name);
        }
      }
    },
  };
}
