import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  betExceptions,
  betHistoryCursors,
  bets,
  gameVendors,
  games,
  members,
  merchants,
} from '../../db/schema/index.ts';

export type NewBet = typeof bets.$inferInsert;
export type NewBetException = Omit<typeof betExceptions.$inferInsert, 'id' | 'resolvedAt'>;

/** Every transfer-wallet vendor with the white labels that run it that way. */
export async function transferVendors(db: Executor): Promise<Map<string, Set<number>>> {
  const rows = await db
    .select({ code: gameVendors.code, merchantId: gameVendors.merchantId })
    .from(gameVendors)
    .where(eq(gameVendors.wallet, 'TRANSFER'));
  const byVendor = new Map<string, Set<number>>();
  for (const row of rows) {
    const set = byVendor.get(row.code) ?? new Set<number>();
    set.add(row.merchantId);
    byVendor.set(row.code, set);
  }
  return byVendor;
}

/** How far each vendor's history has been pulled (vendors never pulled are missing). */
export async function watermarks(db: Executor, vendors: string[]): Promise<Map<string, Date>> {
  if (vendors.length === 0) return new Map();
  const rows = await db
    .select({ vendor: betHistoryCursors.vendor, watermark: betHistoryCursors.watermark })
    .from(betHistoryCursors)
    .where(inArray(betHistoryCursors.vendor, vendors));
  return new Map(rows.map((r) => [r.vendor, r.watermark]));
}

/** Moves a vendor's watermark forward to `to` (never back: a slower pass may finish later). */
export async function advanceWatermark(db: Executor, vendor: string, to: Date): Promise<void> {
  await db
    .insert(betHistoryCursors)
    .values({ vendor, watermark: to })
    .onConflictDoUpdate({
      target: betHistoryCursors.vendor,
      set: {
        watermark: sql`greatest(${betHistoryCursors.watermark}, excluded.watermark)`,
        updatedAt: sql`now()`,
      },
    });
}

/** Which of these members exist, as `merchantId:memberId`. */
export async function existingMembers(db: Executor, ids: number[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: members.id, merchantId: members.merchantId })
    .from(members)
    .where(inArray(members.id, ids));
  return new Set(rows.map((r) => `${r.merchantId}:${r.id}`));
}

/** The currency of each of these white labels. */
export async function currencies(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: merchants.id, currency: merchants.currency })
    .from(merchants)
    .where(inArray(merchants.id, ids));
  return new Map(rows.map((r) => [r.id, r.currency]));
}

export interface CatalogGame {
  code: string;
  nameEn: string;
  category: string;
}

/**
 * A vendor's games in these white labels' catalogs by `merchantId:code`, hidden ones included
 * (a bet played before a game was hidden is still a bet).
 */
export async function catalogGames(
  db: Executor,
  vendor: string,
  merchantIds: number[],
  codes: string[],
): Promise<Map<string, CatalogGame>> {
  if (merchantIds.length === 0 || codes.length === 0) return new Map();
  const rows = await db
    .select({
      merchantId: games.merchantId,
      code: games.code,
      nameEn: games.nameEn,
      category: games.category,
    })
    .from(games)
    .where(
      and(
        eq(games.vendor, vendor),
        inArray(games.merchantId, merchantIds),
        inArray(games.code, codes),
        eq(games.vassalage, false),
      ),
    );
  return new Map(rows.map(({ merchantId, ...game }) => [`${merchantId}:${game.code}`, game]));
}

/**
 * Inserts the bets not recorded yet; a bet already there (same white label, vendor, id) stays.
 * The unique key carries the month partition's column (placed_at, as the vendor reports it for
 * every pull of the bet); the pass looks a bet up by its id before it inserts.
 */
export async function insertBets(db: Executor, rows: NewBet[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(bets)
    .values(rows)
    .onConflictDoNothing({
      target: [bets.merchantId, bets.vendor, bets.vendorBetId, bets.placedAt],
    })
    .returning({ id: bets.id });
  return inserted.length;
}

export interface RecordedBet {
  merchantId: number;
  vendorBetId: string;
  memberId: number;
  gameCode: string;
  stake: bigint;
  payout: bigint;
  status: string;
}

/** The recorded bets of a vendor with these ids, by `merchantId:vendorBetId`. */
export async function recordedBets(
  db: Executor,
  vendor: string,
  merchantIds: number[],
  vendorBetIds: string[],
): Promise<Map<string, RecordedBet>> {
  if (vendorBetIds.length === 0 || merchantIds.length === 0) return new Map();
  const rows = await db
    .select({
      merchantId: bets.merchantId,
      vendorBetId: bets.vendorBetId,
      memberId: bets.memberId,
      gameCode: bets.gameCode,
      stake: bets.stake,
      payout: bets.payout,
      status: bets.status,
    })
    .from(bets)
    .where(
      and(
        inArray(bets.merchantId, merchantIds),
        eq(bets.vendor, vendor),
        inArray(bets.vendorBetId, vendorBetIds),
      ),
    );
  return new Map(rows.map((r) => [`${r.merchantId}:${r.vendorBetId}`, r]));
}

/**
 * Writes exceptions down, one per (vendor, bet, kind). The same row seen again changes nothing
 * (an operator's resolution stands); different content reopens it as new. Returns the rows that
 * are new or reopened.
 */
export async function recordExceptions(
  db: Executor,
  rows: NewBetException[],
): Promise<{ id: number; vendorBetId: string; kind: string }[]> {
  if (rows.length === 0) return [];
  return db
    .insert(betExceptions)
    .values(rows)
    .onConflictDoUpdate({
      target: [betExceptions.vendor, betExceptions.vendorBetId, betExceptions.kind],
      set: {
        merchantId: sql`excluded.merchant_id`,
        source: sql`excluded.source`,
        detail: sql`excluded.detail`,
        createdAt: sql`now()`,
        resolvedAt: null,
      },
      setWhere: sql`${betExceptions.detail} is distinct from excluded.detail`,
    })
    .returning({
      id: betExceptions.id,
      vendorBetId: betExceptions.vendorBetId,
      kind: betExceptions.kind,
    });
}
