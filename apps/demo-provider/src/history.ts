import { z } from 'zod';
import type { BetHistoryBet } from '@portal/contracts/provider';
import { formatAmount } from '@portal/contracts/money';

/** The history keeps at most this many settled bets (oldest first out); it lives in memory. */
const KEPT = 100_000;

/** A bet of a transfer-wallet session, from its stake until it settles. */
interface OpenBet {
  betId: string;
  vendor: string;
  roundId: string;
  playerId: string;
  gameCode: string;
  currency: string;
  stake: bigint;
  placedAt: number;
}

/** One row the history serves: the wire form, plus the vendor and settled time to select by. */
interface Entry {
  vendor: string;
  settledAt: number;
  betId: string;
  row: Record<string, unknown>;
}

/** The history's order: settled time, then bet id. */
function order(a: Entry, b: Entry): number {
  if (a.settledAt !== b.settledAt) return a.settledAt - b.settledAt;
  return a.betId < b.betId ? -1 : a.betId > b.betId ? 1 : 0;
}

/**
 * A row injected by tests (`POST /__history`): anything the wire may carry, wrong values
 * included, so the portal's handling of bad rows can be shown. Only `settledAt` must be a date
 * (the window selects by it).
 */
export const InjectedRowSchema = z
  .object({
    betId: z.string().max(200),
    roundId: z.string().max(200).optional(),
    playerId: z.string().max(200),
    gameCode: z.string().max(200),
    currency: z.string().max(10).default('BDT'),
    stake: z.string().max(40),
    payout: z.string().max(40).default('0.00'),
    status: z.string().max(20).default('SETTLED'),
    placedAt: z.iso.datetime({ offset: true }).optional(),
    settledAt: z.iso.datetime({ offset: true }).optional(),
  })
  .loose();
export type InjectedRow = z.infer<typeof InjectedRowSchema>;

export const InjectSchema = z.object({
  vendor: z.string().min(1).max(64),
  bets: z.array(InjectedRowSchema).min(1).max(1000),
  /**
   * false (default): appended, so a bet id already served is served twice (a duplicate).
   * true: replaces what is served under the same bet id (the bet changed after settlement).
   */
  replace: z.boolean().default(false),
});

/**
 * The bet history of transfer-wallet play: every REAL bet taken from a balance held here, open
 * until its round pays, then served by settled time (`/bet-history`). Seamless bets are the
 * portal's own record, so they are not kept here.
 */
export class BetHistory {
  private readonly open = new Map<string, OpenBet>();
  private entries: Entry[] = [];
  private sorted = true;

  constructor(private readonly now: () => number = Date.now) {}

  /** A stake was taken for a round (the bet is OPEN, not yet in the history). */
  placed(bet: Omit<OpenBet, 'placedAt'>): void {
    this.open.set(`${bet.vendor}|${bet.roundId}`, { ...bet, placedAt: this.now() });
  }

  /** The round paid `payout` (0 for a loss): the bet is SETTLED and served from now on. */
  settled(vendor: string, roundId: string, payout: bigint): void {
    const key = `${vendor}|${roundId}`;
    const bet = this.open.get(key);
    if (!bet) return;
    this.open.delete(key);
    const settledAt = this.now();
    const row: BetHistoryBet = {
      betId: bet.betId,
      roundId: bet.roundId,
      playerId: bet.playerId,
      gameCode: bet.gameCode,
      currency: bet.currency,
      stake: formatAmount(bet.stake),
      payout: formatAmount(payout),
      status: 'SETTLED',
      placedAt: new Date(bet.placedAt).toISOString(),
      settledAt: new Date(settledAt).toISOString(),
    };
    this.add({ vendor, settledAt, betId: bet.betId, row });
  }

  /** Test rows (see InjectSchema); missing times are now, a missing round is the bet id. */
  inject(vendor: string, rows: readonly InjectedRow[], replace: boolean): void {
    for (const input of rows) {
      const at = new Date(this.now()).toISOString();
      const row = {
        ...input,
        roundId: input.roundId ?? input.betId,
        placedAt: input.placedAt ?? at,
        settledAt: input.settledAt ?? at,
      };
      if (replace) {
        this.entries = this.entries.filter((e) => e.vendor !== vendor || e.betId !== row.betId);
      }
      this.add({ vendor, settledAt: Date.parse(row.settledAt), betId: row.betId, row });
    }
  }

  /** Bets settled in [from, to) at one vendor, by settled time then bet id, one page of them. */
  page(
    vendor: string,
    from: number,
    to: number,
    page: number,
    pageSize: number,
  ): { bets: Record<string, unknown>[]; hasMore: boolean } {
    this.sort();
    const matching = this.entries.filter(
      (e) => e.vendor === vendor && e.settledAt >= from && e.settledAt < to,
    );
    const start = (page - 1) * pageSize;
    return {
      bets: matching.slice(start, start + pageSize).map((e) => e.row),
      hasMore: matching.length > start + pageSize,
    };
  }

  /** Bets served and open, for the health route. */
  get size(): { settled: number; open: number } {
    return { settled: this.entries.length, open: this.open.size };
  }

  private add(entry: Entry): void {
    const last = this.entries.at(-1);
    if (last && order(last, entry) > 0) this.sorted = false;
    this.entries.push(entry);
    if (this.entries.length > KEPT) {
      // Oldest out: sorted first, so the oldest is the one settled earliest.
      this.sort();
      this.entries.splice(0, this.entries.length - KEPT);
    }
  }

  /** Rows mostly arrive in order (settled now); only injected ones need a sort. */
  private sort(): void {
    if (this.sorted) return;
    this.entries.sort(order);
    this.sorted = true;
  }
}
