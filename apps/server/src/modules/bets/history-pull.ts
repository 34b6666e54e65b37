import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Job } from '../../lib/jobs.ts';
import type { BetHistoryPage } from '../vendors/vendor-client.ts';
import { recordPage } from './history-pull-rows.ts';
import * as repo from './history.repo.ts';

/**
 * Each pass pulls again this much before the watermark: a bet the vendor files late (settled
 * time in the past, written after we pulled that time) is still found, within ten minutes.
 */
export const HISTORY_OVERLAP_MS = 10 * 60_000;
/** A pass pulls only bets settled at least this long ago: the vendor may still be writing newer. */
export const HISTORY_SETTLE_DELAY_MS = 30_000;
/** A pass moves the watermark at most this far, so a long outage catches up over several passes. */
export const HISTORY_MAX_WINDOW_MS = 60 * 60_000;
/** Rows asked per page (the contract allows up to 1000). */
const PAGE_SIZE = 500;
/** A window with more pages than this is not pulled whole: the watermark then stays. */
const MAX_PAGES = 200;

/** The vendor's history call as the pull uses it (vendor-client.ts). */
export interface BetHistoryPort {
  betHistory(
    vendor: string,
    query: { from: Date; to: Date; page: number; pageSize: number },
  ): Promise<BetHistoryPage>;
}

/** One vendor's share of a pass: the window [from, to) and the white labels that run it. */
interface Window {
  vendor: string;
  merchants: ReadonlySet<number>;
  from: Date;
  to: Date;
}

/**
 * The window a pass pulls: from an overlap before the watermark (or, for a vendor never pulled,
 * one maximum window back) to the settle delay before now, moving the watermark at most one
 * maximum window; none when there is nothing new to pull.
 */
export function windowOf(
  watermark: Date | undefined,
  now: Date,
): { from: Date; to: Date } | undefined {
  const end = now.getTime() - HISTORY_SETTLE_DELAY_MS;
  if (!watermark) return { from: new Date(end - HISTORY_MAX_WINDOW_MS), to: new Date(end) };
  const to = Math.min(watermark.getTime() + HISTORY_MAX_WINDOW_MS, end);
  if (to <= watermark.getTime()) return undefined;
  return { from: new Date(watermark.getTime() - HISTORY_OVERLAP_MS), to: new Date(to) };
}

export type HistoryPull = ReturnType<typeof createHistoryPull>;

/**
 * Transfer-wallet vendors' bets into the one bet record. A job pass (under the job's advisory
 * lock) reads each vendor's watermark and, once it has committed, pulls that vendor's history
 * window page by page, recording each page in a transaction of its own, and moves the watermark
 * to the window's end only when every page was had. Vendor calls never run inside a transaction
 * (PGlite has one connection). Counting each bet once does not rest on the lock: every insert
 * is `on conflict do nothing` on (white label, vendor, vendor bet id), so repeated, overlapping
 * or concurrent pulls (two nodes, a restart mid-pass) add nothing twice.
 */
export function createHistoryPull(deps: {
  db: Db;
  vendors: BetHistoryPort;
  log?: FastifyBaseLogger | undefined;
  /** Rows per page (tests use small pages). */
  pageSize?: number;
}) {
  const pageSize = deps.pageSize ?? PAGE_SIZE;
  const log = deps.log;
  // Set while this node pulls, so a slow pull is not started again by the next pass here.
  let pulling = false;

  /** Pulls one vendor's window; the watermark moves only when every page was recorded. */
  async function pullVendor(window: Window): Promise<void> {
    const { vendor, from, to } = window;
    let inserted = 0;
    for (let page = 1; ; page += 1) {
      if (page > MAX_PAGES) {
        log?.error({ vendor, from, to, pages: MAX_PAGES }, 'bet history window too large');
        return;
      }
      let answer: BetHistoryPage;
      try {
        answer = await deps.vendors.betHistory(vendor, { from, to, page, pageSize });
      } catch (err) {
        log?.warn({ err, vendor, from, to, page }, 'bet history not pulled: vendor did not answer');
        return;
      }
      const outcome = await deps.db.transaction((tx) =>
        recordPage(tx, vendor, window.merchants, answer.rows),
      );
      inserted += outcome.inserted;
      for (const e of outcome.exceptions) {
        log?.warn(
          { vendor, vendorBetId: e.vendorBetId, kind: e.kind, exception: e.id },
          'bet history row not recorded as it came: bet exception',
        );
      }
      if (!answer.hasMore) break;
    }
    await repo.advanceWatermark(deps.db, vendor, to);
    log?.info({ vendor, from, to, inserted }, 'bet history pulled');
  }

  /** Every vendor's window, side by side; one vendor's failure is its own. */
  async function pull(windows: readonly Window[]): Promise<void> {
    pulling = true;
    try {
      await Promise.all(
        windows.map((w) =>
          pullVendor(w).catch((err: unknown) =>
            log?.error({ err, vendor: w.vendor }, 'bet history pull failed'),
          ),
        ),
      );
    } finally {
      pulling = false;
    }
  }

  const job: Job = {
    name: 'bet-history-pull',
    everyMs: 30_000,
    run: async (tx, now, afterCommit) => {
      if (pulling) return;
      const vendors = await repo.transferVendors(tx);
      const marks = await repo.watermarks(tx, [...vendors.keys()]);
      const windows: Window[] = [];
      for (const [vendor, merchants] of vendors) {
        const window = windowOf(marks.get(vendor), now);
        if (window) windows.push({ vendor, merchants, ...window });
      }
      if (windows.length > 0) afterCommit(() => pull(windows));
    },
  };

  return { job };
}
