import type { Db } from '../../db/client.ts';
import { createCoalescer, lockOrdered } from '../../lib/coalescer.ts';
import { runSeamlessBatch } from './seamless.repo.ts';

/*
 * The seamless wallet's hot path: a vendor's bet or win is one call of the SQL function
 * `seamless_bet` / `seamless_win` (migration 0018), run through `seamless_batch`. Calls that
 * arrive while the database is busy with earlier ones are coalesced: up to `maxBatch` of them run
 * in one statement, one transaction, sorted by the member's wallet id (the ledger's lock order).
 * Each call is still idempotent on its own transaction id and refused on its own (a refusal
 * writes nothing), and each is answered only after the statement that ran it has committed.
 */

/** One bet: what `seamless_bet` needs (amounts in minor units). */
export interface BetCall {
  call: 'bet';
  merchant: number;
  vendor: string;
  tx: string;
  member: number;
  round: string;
  gameCode: string;
  gameName: string;
  category: string;
  amount: bigint;
  /** The request hash a repeat must match. */
  hash: string;
  /** A refusal found before the member's state is looked at (currency), else null. */
  pre: string | null;
  /** A refusal found after the launch token is checked (game, maintenance, limits), else null. */
  post: string | null;
  /** SHA-256 of the launch token, hex. */
  token: string;
  now: Date;
  main: number;
  house: number;
  ledgerHash: string;
  currency: string;
}

/** One win (or a zero win that only ends the round). */
export interface WinCall {
  call: 'win';
  merchant: number;
  vendor: string;
  tx: string;
  member: number;
  round: string;
  gameCode: string;
  amount: bigint;
  ended: boolean;
  hash: string;
  pre: string | null;
  /** The game's maximum multiplier: the round's payout may reach stake × this. */
  maxMultiplier: number | null;
  now: Date;
  main: number;
  house: number;
  ledgerHash: string;
  currency: string;
}

export type SeamlessCall = BetCall | WinCall;

/** What a call came to: OK, a refusal status, REPLAY (the recorded call) or RACE (re-read it). */
export interface CallResult {
  outcome: string;
  balance: bigint | null;
  reference: string | null;
  /** For REPLAY: the recorded call, its request hash, status and answer. */
  recorded: { call: string; requestHash: string | null; status: string; response: unknown } | null;
}

export type SeamlessCalls = ReturnType<typeof createSeamlessCalls>;

/**
 * The runner (lib/coalescer.ts): `lanes` statements at once at most, each taking up to
 * `maxBatch` of the calls that queued meanwhile. With nothing in flight a call runs at once.
 */
export function createSeamlessCalls(deps: { db: Db; lanes: number; maxBatch: number }) {
  async function statement(calls: SeamlessCall[]): Promise<CallResult[]> {
    const { order, payload } = lockOrdered(calls, (c) => c.main);
    const rows = await runSeamlessBatch(deps.db, payload);
    const out: CallResult[] = new Array<CallResult>(calls.length);
    for (const row of rows) {
      out[order[row.idx]!] = {
        outcome: row.outcome,
        balance: row.balance === null ? null : BigInt(row.balance),
        reference: row.reference === null ? null : String(row.reference),
        recorded:
          row.outcome === 'REPLAY'
            ? {
                call: row.r_call!,
                requestHash: row.r_hash,
                status: row.r_status!,
                response: row.r_response,
              }
            : null,
      };
    }
    return out;
  }

  return createCoalescer<SeamlessCall, CallResult>({
    lanes: deps.lanes,
    maxBatch: deps.maxBatch,
    statement,
  });
}
