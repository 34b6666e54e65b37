import { and, eq, lt, or, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { attemptCounters } from '../../db/schema/index.ts';

export type CounterRow = typeof attemptCounters.$inferSelect;

// The existing row inside ON CONFLICT DO UPDATE, spelled out (a bare name would be ambiguous).
const current = (column: string) => sql.raw(`"attempt_counters"."${column}"`);
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Counts one try and allows it, in one statement, unless the counter is locked. A window older
 * than `windowStart` or an expired lock starts over at one; the try that reaches `max` sets
 * `lockedUntil`. Undefined when the try is refused (nothing is counted then).
 */
export async function claim(
  db: Executor,
  scope: string,
  key: string,
  rule: { max: number; now: Date; windowStart: Date; lockUntil: Date },
): Promise<Pick<CounterRow, 'tries' | 'lockedUntil'> | undefined> {
  const fresh = sql`(${current('window_start')} <= ${at(rule.windowStart)} or ${current('locked_until')} <= ${at(rule.now)})`;
  const tries = sql`(case when ${fresh} then 1 else ${current('tries')} + 1 end)`;
  const [row] = await db
    .insert(attemptCounters)
    .values({
      scope,
      key,
      tries: 1,
      windowStart: rule.now,
      lockedUntil: rule.max <= 1 ? rule.lockUntil : null,
    })
    .onConflictDoUpdate({
      target: [attemptCounters.scope, attemptCounters.key],
      set: {
        tries,
        windowStart: sql`case when ${fresh} then ${at(rule.now)} else ${current('window_start')} end`,
        lockedUntil: sql`case when ${tries} >= ${rule.max} then ${at(rule.lockUntil)} else null end`,
      },
      setWhere: sql`(${current('locked_until')} is null or ${current('locked_until')} <= ${at(rule.now)})`,
    })
    .returning({ tries: attemptCounters.tries, lockedUntil: attemptCounters.lockedUntil });
  return row;
}

/** The counter row, created at zero if missing, locked until the transaction ends. */
export async function lockRow(
  db: Executor,
  scope: string,
  key: string,
  now: Date,
): Promise<CounterRow> {
  await db
    .insert(attemptCounters)
    .values({ scope, key, tries: 0, windowStart: now })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(attemptCounters)
    .where(and(eq(attemptCounters.scope, scope), eq(attemptCounters.key, key)))
    .for('update');
  return row!;
}

/** Writes the counter's new state (inside the transaction that locked it). */
export async function save(
  db: Executor,
  scope: string,
  key: string,
  values: Pick<CounterRow, 'tries' | 'windowStart' | 'lockedUntil'>,
): Promise<void> {
  await db
    .update(attemptCounters)
    .set(values)
    .where(and(eq(attemptCounters.scope, scope), eq(attemptCounters.key, key)));
}

/** The counter as it stands, if any. */
export async function find(
  db: Executor,
  scope: string,
  key: string,
): Promise<CounterRow | undefined> {
  const [row] = await db
    .select()
    .from(attemptCounters)
    .where(and(eq(attemptCounters.scope, scope), eq(attemptCounters.key, key)));
  return row;
}

/** Gives back a try that turned out good; a lock it had set is lifted. */
export async function refund(db: Executor, scope: string, key: string, max: number): Promise<void> {
  await db
    .update(attemptCounters)
    .set({
      tries: sql`greatest(${attemptCounters.tries} - 1, 0)`,
      lockedUntil: sql`case when ${attemptCounters.tries} - 1 < ${max} then null else ${attemptCounters.lockedUntil} end`,
    })
    .where(and(eq(attemptCounters.scope, scope), eq(attemptCounters.key, key)));
}

/** Forgets the counter (the rightful owner proved themselves). */
export async function reset(db: Executor, scope: string, key: string): Promise<void> {
  await db
    .delete(attemptCounters)
    .where(and(eq(attemptCounters.scope, scope), eq(attemptCounters.key, key)));
}

/** Deletes counters whose window and lock are both over. */
export async function prune(db: Executor, windowsBefore: Date, now: Date): Promise<void> {
  await db
    .delete(attemptCounters)
    .where(
      and(
        lt(attemptCounters.windowStart, windowsBefore),
        or(isNull(attemptCounters.lockedUntil), lt(attemptCounters.lockedUntil, now)),
      ),
    );
}
