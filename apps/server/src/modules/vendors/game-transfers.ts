import type { Db } from '../../db/client.ts';
import { createCoalescer, lockOrdered } from '../../lib/coalescer.ts';
import { runGameTransferBatch } from './positions.repo.ts';

/*
 * Game transfers between the main wallet and a transfer-wallet vendor the portal keeps the
 * member's money for: one call of the SQL function `game_transfer` each (migration 0020), run
 * through `game_transfer_batch` and coalesced (lib/coalescer.ts). Each transfer is idempotent on
 * its own key and refused on its own, and answered only after its statement has committed.
 */

/** One transfer: what `game_transfer` needs (amounts in minor units). */
export interface TransferCall {
  merchant: number;
  member: number;
  vendor: string;
  /** The idempotency key's external id and operation (IN or OUT). */
  external: string;
  operation: 'IN' | 'OUT';
  reference: string;
  /** The ledger's request hash a repeat of the key must match. */
  hash: string;
  main: number;
  house: number;
  /** What the vendor side gains: +amount for IN, −amount for OUT. */
  delta: bigint;
}

export interface TransferResult {
  outcome: 'OK' | 'REPLAY' | 'SHORT';
  transactionId: number | null;
  /** For OK and REPLAY: the hash the key was first used with. */
  requestHash: string | null;
  /** The main wallet after the transfer (for a replay: as it is now). */
  balance: bigint | null;
}

export type GameTransfers = ReturnType<typeof createGameTransfers>;

export function createGameTransfers(deps: { db: Db; lanes: number; maxBatch: number }) {
  async function statement(calls: TransferCall[]): Promise<TransferResult[]> {
    const { order, payload } = lockOrdered(calls, (c) => c.main);
    const rows = await runGameTransferBatch(deps.db, payload);
    const out = new Array<TransferResult>(calls.length);
    for (const row of rows) {
      out[order[row.idx]!] = {
        outcome: row.outcome,
        transactionId: row.transaction_id === null ? null : Number(row.transaction_id),
        requestHash: row.request_hash,
        balance: row.balance === null ? null : BigInt(row.balance),
      };
    }
    return out;
  }

  return createCoalescer<TransferCall, TransferResult>({
    lanes: deps.lanes,
    maxBatch: deps.maxBatch,
    statement,
  });
}
