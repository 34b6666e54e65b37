import type { Executor } from '../../db/client.ts';
import * as repo from './reconcile.repo.ts';
import { rollupLag, timeZonesOf } from './rollup.service.ts';

/** How many differing rows of each kind a report lists (all are counted). */
const LIST_LIMIT = 100;

/** One white label's rollups against its bets. */
export interface MerchantBetsReport {
  merchantId: number;
  timeZone: string;
  ok: boolean;
  /** How many keys differ, per table, and the first of them. */
  hourly: { total: number; list: repo.Mismatch[] };
  daily: { total: number; list: repo.Mismatch[] };
  /** Bets whose valid stake is not what the rule says. */
  validStake: { total: number; list: Awaited<ReturnType<typeof repo.validStakeBreaches>>['list'] };
}

export interface BetsReconciliation {
  ok: boolean;
  merchants: MerchantBetsReport[];
  /** Terminal bets not rolled up yet; the lag is the oldest one's age (from its settled time). */
  lag: Awaited<ReturnType<typeof rollupLag>>;
}

/**
 * Recomputes both rollup tables of every white label from the bets already rolled up and compares
 * them with what is stored; also checks the valid-stake rule. `ok` only when nothing differs.
 * Bets still waiting for the rollup job are not compared; their count and age are the lag.
 */
export async function reconcileBets(db: Executor, now = new Date()): Promise<BetsReconciliation> {
  const reports: MerchantBetsReport[] = [];
  const ids = await repo.merchantIds(db);
  const zones = await timeZonesOf(db, ids);
  for (const merchantId of ids) {
    const timeZone = zones.get(merchantId) ?? 'UTC';
    const hourly = await repo.compareHourly(db, merchantId, LIST_LIMIT);
    const daily = await repo.compareDaily(db, merchantId, timeZone, LIST_LIMIT);
    const validStake = await repo.validStakeBreaches(db, merchantId, LIST_LIMIT);
    const ok = hourly.total + daily.total + validStake.total === 0;
    reports.push({ merchantId, timeZone, ok, hourly, daily, validStake });
  }
  return {
    ok: reports.every((r) => r.ok),
    merchants: reports,
    lag: await rollupLag(db, now),
  };
}
