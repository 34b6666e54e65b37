import type { Db } from '../../db/client.ts';
import { pgErrorCode } from '../../lib/pg-errors.ts';
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

interface Pending {
  call: SeamlessCall;
  resolve: (result: CallResult) => void;
  reject: (error: unknown) => void;
}

/** Errors after which a batch is run again call by call (a race between two batches). */
const RETRY_ALONE = new Set(['23505', '40P01', '40001']);

export type SeamlessCalls = ReturnType<typeof createSeamlessCalls>;

/**
 * The runner: `lanes` statements at once at most (1 on PGlite's single connection; a few on a
 * PostgreSQL pool, leaving connections for everything else), each taking up to `maxBatch` of the
 * calls that queued meanwhile. With nothing in flight a call runs at once, alone.
 */
export function createSeamlessCalls(deps: { db: Db; lanes: number; maxBatch: number }) {
  const queue: Pending[] = [];
  let active = 0;
  let statements = 0;

  let scheduled = false;
  function run(call: SeamlessCall): Promise<CallResult> {
    return new Promise((resolve, reject) => {
      queue.push({ call, resolve, reject });
      // Started after the requests read in this turn of the event loop have queued theirs.
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          pump();
        });
      }
    });
  }

  function pump() {
    while (active < deps.lanes && queue.length > 0) {
      const batch = queue.splice(0, deps.maxBatch);
      active++;
      void execute(batch).finally(() => {
        active--;
        pump();
      });
    }
  }

  async function execute(batch: Pending[]): Promise<void> {
    try {
      const results = await statement(batch.map((p) => p.call));
      batch.forEach((p, i) => p.resolve(results[i]!));
    } catch (error) {
      if (batch.length > 1 && RETRY_ALONE.has(pgErrorCode(error) ?? '')) {
        // Two batches raced for one key (or deadlocked): each call again on its own.
        for (const p of batch) await execute([p]);
        return;
      }
      if (batch.length === 1 && RETRY_ALONE.has(pgErrorCode(error) ?? '')) {
        // A concurrent call took the same round or transaction id first: whatever it recorded
        // answers this one.
        try {
          const [again] = await statement([batch[0]!.call]);
          batch[0]!.resolve(again!);
        } catch (second) {
          batch[0]!.reject(second);
        }
        return;
      }
      for (const p of batch) p.reject(error);
    }
  }

  async function statement(calls: SeamlessCall[]): Promise<CallResult[]> {
    // The ledger's lock order: member wallets by id. The batch keeps the order it runs in.
    const order = calls.map((_, i) => i).sort((a, b) => calls[a]!.main - calls[b]!.main);
    const payload = JSON.stringify(
      order.map((i) => calls[i]),
      (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value),
    );
    statements++;
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

  return {
    run,
    /** Statements run so far (the benchmark reports statements per call). */
    statements: () => statements,
  };
}
