import { pgErrorCode } from './pg-errors.ts';

/*
 * Coalescing: calls that arrive while the database is busy with earlier ones run together in one
 * statement. The first call of an idle runner waits only for the rest of the current turn of the
 * event loop (the requests already read), so a quiet system answers as fast as a direct call,
 * and a busy one spends one round trip, one parse and one commit on up to `maxBatch` calls.
 *
 * Each call keeps its own outcome: the statement answers one result per call, in the order the
 * calls were given. A statement that fails with a race between two batches (a unique key taken
 * by the other, a deadlock, a serialisation failure) is run again call by call, and a single
 * call once more (whatever the other batch recorded then answers it); any other failure fails
 * every call of the batch, each answered only after its statement has finished.
 */

/** Errors after which a batch is run again call by call (a race between two batches). */
const RETRY_ALONE = new Set(['23505', '40P01', '40001']);

interface Pending<C, R> {
  call: C;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

export interface Coalescer<C, R> {
  run: (call: C) => Promise<R>;
  /** Statements run so far (benchmarks report statements per call). */
  statements: () => number;
}

/**
 * A runner of `statement` with at most `lanes` statements in flight (1 on PGlite's single
 * connection; a few on a PostgreSQL pool, leaving connections for everything else), each taking
 * up to `maxBatch` of the calls that queued meanwhile.
 */
export function createCoalescer<C, R>(options: {
  lanes: number;
  maxBatch: number;
  statement: (calls: C[]) => Promise<R[]>;
}): Coalescer<C, R> {
  const queue: Pending<C, R>[] = [];
  let active = 0;
  let statements = 0;
  let scheduled = false;

  function run(call: C): Promise<R> {
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
    while (active < options.lanes && queue.length > 0) {
      const batch = queue.splice(0, options.maxBatch);
      active++;
      void execute(batch).finally(() => {
        active--;
        pump();
      });
    }
  }

  async function once(calls: C[]): Promise<R[]> {
    statements++;
    return options.statement(calls);
  }

  async function execute(batch: Pending<C, R>[]): Promise<void> {
    try {
      const results = await once(batch.map((p) => p.call));
      batch.forEach((p, i) => p.resolve(results[i]!));
    } catch (error) {
      const race = RETRY_ALONE.has(pgErrorCode(error) ?? '');
      if (race && batch.length > 1) {
        // Two batches raced for one key (or deadlocked): each call again on its own.
        for (const p of batch) await execute([p]);
        return;
      }
      if (race) {
        // A concurrent call took the same key first: whatever it recorded answers this one.
        try {
          const [again] = await once([batch[0]!.call]);
          batch[0]!.resolve(again!);
        } catch (second) {
          batch[0]!.reject(second);
        }
        return;
      }
      for (const p of batch) p.reject(error);
    }
  }

  return { run, statements: () => statements };
}

/**
 * A batch as the SQL functions read it: the calls sorted by `lockKey` (the member wallet id, the
 * ledger's lock order) as a JSON array, bigints as strings; `order[k]` is the index, in the calls
 * given, of the k-th call sent (the functions answer with that k as `idx`).
 */
export function lockOrdered<C>(calls: C[], lockKey: (call: C) => number) {
  const order = calls.map((_, i) => i).sort((a, b) => lockKey(calls[a]!) - lockKey(calls[b]!));
  const payload = JSON.stringify(
    order.map((i) => calls[i]),
    (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value),
  );
  return { order, payload };
}
