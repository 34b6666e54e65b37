import type { Db } from '../../db/client.ts';
import * as repo from './attempt-limits.repo.ts';

/** How many tries a secret gets: `max` within `windowMs`; reaching it locks for `lockMs`. */
export interface LimitRule {
  scope: string;
  max: number;
  windowMs: number;
  lockMs: number;
}

export type Claim =
  | { allowed: true; tries: number; lockedUntil: Date | null }
  | { allowed: false; tries: number; lockedUntil: Date };

export type CheckResult =
  { ok: true } | { ok: false; tries: number; lockedUntil: Date | null; wasLocked: boolean };

export type AttemptLimits = ReturnType<typeof createAttemptLimits>;

/**
 * Try counters kept in the database, shared by every node: a try is counted in the statement
 * that allows it, so parallel guesses never get more than `max` comparisons.
 */
export function createAttemptLimits(deps: { db: Db; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

  /** Counts a try; `allowed: false` (nothing counted) while the key is locked. */
  async function claim(rule: LimitRule, key: string): Promise<Claim> {
    const t = now();
    const row = await repo.claim(deps.db, rule.scope, key, {
      max: rule.max,
      now: t,
      windowStart: new Date(t.getTime() - rule.windowMs),
      lockUntil: new Date(t.getTime() + rule.lockMs),
    });
    if (row) return { allowed: true, tries: row.tries, lockedUntil: row.lockedUntil };
    const locked = await repo.find(deps.db, rule.scope, key);
    return {
      allowed: false,
      tries: locked?.tries ?? rule.max,
      lockedUntil: locked?.lockedUntil ?? new Date(t.getTime() + rule.lockMs),
    };
  }

  /** Gives a try back (it was the right secret), lifting the lock it may have set. */
  function refund(rule: LimitRule, key: string): Promise<void> {
    return repo.refund(deps.db, rule.scope, key, rule.max);
  }

  /** Forgets every try under the key. */
  function reset(rule: LimitRule, key: string): Promise<void> {
    return repo.reset(deps.db, rule.scope, key);
  }

  /**
   * Runs `test` (the comparison) with the key's counter row locked, so checks of one key are
   * serialised: a failure is counted before the next check may start, and checks in flight never
   * count against a right answer. Refused without running `test` while locked. For secrets where
   * parallel right answers are normal (a double-tapped payment); the comparison holds the row
   * lock for its duration, so keep it to one password hash.
   */
  async function check(
    rule: LimitRule,
    key: string,
    test: () => Promise<boolean>,
  ): Promise<CheckResult> {
    return deps.db.transaction(async (db) => {
      const t = now();
      const row = await repo.lockRow(db, rule.scope, key, t);
      if (row.lockedUntil && row.lockedUntil > t) {
        return { ok: false, tries: row.tries, lockedUntil: row.lockedUntil, wasLocked: true };
      }
      if (await test()) {
        await repo.reset(db, rule.scope, key);
        return { ok: true };
      }
      const isFresh =
        row.windowStart.getTime() <= t.getTime() - rule.windowMs || row.lockedUntil !== null;
      const tries = (isFresh ? 0 : row.tries) + 1;
      const lockedUntil = tries >= rule.max ? new Date(t.getTime() + rule.lockMs) : null;
      await repo.save(db, rule.scope, key, {
        tries,
        windowStart: isFresh ? t : row.windowStart,
        lockedUntil,
      });
      return { ok: false, tries, lockedUntil, wasLocked: false };
    });
  }

  return { claim, refund, reset, check };
}
