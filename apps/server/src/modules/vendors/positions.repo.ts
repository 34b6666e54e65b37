import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { vendorPositions } from '../../db/schema/index.ts';

/*
 * The member's positions at transfer-wallet vendors (`vendor_positions`): what the member holds
 * there. Every change locks the row after the member's main wallet.
 */

/** The member's positions at transfer-wallet vendors. */
export async function vendorBalances(db: Executor, memberId: number) {
  return db
    .select({
      vendor: vendorPositions.vendor,
      balance: vendorPositions.balance,
      version: vendorPositions.version,
    })
    .from(vendorPositions)
    .where(eq(vendorPositions.memberId, memberId))
    .orderBy(asc(vendorPositions.vendor));
}

export interface GameTransferRow {
  idx: number;
  /** OK, REPLAY (the key was used: the first transfer's hash), SHORT (main wallet or position). */
  outcome: 'OK' | 'REPLAY' | 'SHORT';
  transaction_id: string | number | null;
  request_hash: string | null;
  /** The main wallet after the transfer (for a replay: as it is now). */
  balance: string | number | null;
}

/**
 * Game transfers in one statement (`game_transfer_batch`, migration 0020): each moves the money
 * and the member's position at the vendor together, or is refused having written nothing.
 */
export async function runGameTransferBatch(db: Executor, calls: string) {
  const result = await db.execute(sql`select * from game_transfer_batch(${calls}::jsonb)`);
  return (result as { rows: GameTransferRow[] }).rows;
}

export type PositionKey = { merchantId: number; memberId: number; vendor: string };

/** Upserts a position: `first` for a new row, `next` (over the current balance) for an old one. */
async function writePosition(db: Executor, key: PositionKey, first: bigint, next: SQL) {
  await db
    .insert(vendorPositions)
    .values({ ...key, balance: first })
    .onConflictDoUpdate({
      target: [vendorPositions.memberId, vendorPositions.vendor],
      set: { balance: next, version: sql`${vendorPositions.version} + 1`, updatedAt: sql`now()` },
    });
}

/**
 * Sets the member's position at a vendor to what the vendor reported (created on first use);
 * locked after the main wallet, like every position change.
 */
export function setPosition(db: Executor, key: PositionKey, balance: bigint) {
  return writePosition(db, key, balance, sql`${balance}`);
}

/** Moves a position by `delta`, never below zero (when the vendor did not report a balance). */
export function shiftPosition(db: Executor, key: PositionKey, delta: bigint) {
  return writePosition(
    db,
    key,
    delta > 0n ? delta : 0n,
    sql`greatest(${vendorPositions.balance} + ${delta}, 0)`,
  );
}
