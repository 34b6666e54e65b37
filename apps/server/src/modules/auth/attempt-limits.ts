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

  return { claim, refund, reset };
}
