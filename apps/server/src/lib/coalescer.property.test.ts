import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCoalescer } from './coalescer.ts';

/*
 * The coalescer against a model of the ledger's statements: a call debits or credits one wallet
 * under an idempotency key; a debit that would overdraw is refused; a repeated key answers what
 * the first recorded. The statement applies its calls atomically (like one SQL statement in its
 * transaction) after an await, so lanes interleave; it can also fail as a race between batches
 * (nothing applied) or fail outright.
 */

interface Call {
  key: string;
  wallet: number;
  delta: number;
}
type Result = { ok: true; balance: number } | { ok: false; reason: 'INSUFFICIENT' };

class Ledger {
  balances = new Map<number, number>();
  recorded = new Map<string, Result>();
  /** First occurrences of keys, in the order they were applied. */
  applied: Call[] = [];

  apply(call: Call): Result {
    const seen = this.recorded.get(call.key);
    if (seen) return seen;
    const balance = this.balances.get(call.wallet) ?? 0;
    const result: Result =
      balance + call.delta < 0
        ? { ok: false, reason: 'INSUFFICIENT' }
        : { ok: true, balance: balance + call.delta };
    if (result.ok) this.balances.set(call.wallet, result.balance);
    this.recorded.set(call.key, result);
    this.applied.push(call);
    return result;
  }
}

const race = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });
const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

const callArb = fc.record({
  key: fc.integer({ min: 0, max: 40 }).map((k) => `k${k}`),
  wallet: fc.integer({ min: 1, max: 4 }),
  delta: fc.integer({ min: -500, max: 500 }),
});

describe('coalescer (property)', () => {
  it('one lane, no failures: batching answers every call exactly as running it alone in order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(callArb, { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 1, max: 16 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 60, maxLength: 60 }),
        async (calls, maxBatch, gaps) => {
          const batched = new Ledger();
          const coalescer = createCoalescer<Call, Result>({
            lanes: 1,
            maxBatch,
            statement: async (batch) => {
              await tick(1);
              return batch.map((c) => batched.apply(c));
            },
          });
          const answers: Promise<Result>[] = [];
          for (const [i, call] of calls.entries()) {
            answers.push(coalescer.run(call));
            if (gaps[i]! > 0) await tick(gaps[i]!);
          }
          const got = await Promise.all(answers);

          const alone = new Ledger();
          expect(got).toEqual(calls.map((c) => alone.apply(c)));
          expect(batched.balances).toEqual(alone.balances);
          expect(coalescer.statements()).toBeLessThanOrEqual(calls.length);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('several lanes with races and failures: every call answered once, each key applied once, no overdraft', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(callArb, { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 16 }),
        fc.array(fc.constantFrom('ok', 'ok', 'ok', 'race', 'fail'), {
          minLength: 200,
          maxLength: 200,
        }),
        async (calls, lanes, maxBatch, fates) => {
          const ledger = new Ledger();
          let n = 0;
          const coalescer = createCoalescer<Call, Result>({
            lanes,
            maxBatch,
            statement: async (batch) => {
              const fate = fates[n++ % fates.length]!;
              await tick(fate === 'ok' ? 1 : 0);
              // A race only happens between batches: a call alone that races once more is
              // answered by its retry, which sees what the other batch recorded.
              if (fate === 'race' && batch.length > 1) throw race();
              if (fate === 'fail') throw new Error('connection lost');
              return batch.map((c) => ledger.apply(c));
            },
          });
          const settled = await Promise.allSettled(calls.map((c) => coalescer.run(c)));

          // Every call has exactly one answer; a failed one was never applied by its batch.
          expect(settled).toHaveLength(calls.length);
          for (const [i, outcome] of settled.entries()) {
            const key = calls[i]!.key;
            if (outcome.status === 'fulfilled') {
              // Whatever the key recorded first is what every answer for it says.
              expect(outcome.value).toEqual(ledger.recorded.get(key));
            } else {
              expect(String(outcome.reason)).toMatch(/connection lost/);
            }
          }
          // Each key was applied once, and the order the batches applied the calls in, replayed
          // one call at a time, gives the same answers and balances: batching changed nothing.
          const keys = ledger.applied.map((c) => c.key);
          expect(new Set(keys).size).toBe(keys.length);
          const replay = new Ledger();
          for (const c of ledger.applied) {
            expect(replay.apply(c)).toEqual(ledger.recorded.get(c.key));
          }
          expect(replay.balances).toEqual(ledger.balances);
          for (const balance of ledger.balances.values()) expect(balance).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 60 },
    );
  });
});
