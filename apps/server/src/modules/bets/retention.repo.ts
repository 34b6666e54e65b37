import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/** The month-partitioned tables (migration 0018), in the order the seamless calls lock them. */
export const PARTITIONED = ['provider_transactions', 'bets'] as const;
export type Partitioned = (typeof PARTITIONED)[number];

export interface MonthPartition {
  name: string;
  /** First day of the month it holds (UTC). */
  month: Date;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The monthly partitions of a table (`<table>_pYYYY_MM`), oldest first; not the DEFAULT one. */
export async function monthPartitions(db: Executor, table: Partitioned): Promise<MonthPartition[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`
      select c.relname as name
      from pg_inherits i
      join pg_class c on c.oid = i.inhrelid
      where i.inhparent = ${table}::regclass
        and c.relname ~ ${`^${table}_p[0-9]{4}_[0-9]{2}$`}
      order by c.relname`),
  );
  return rows.map(({ name }) => {
    const [year, month] = name
      .slice(table.length + 2)
      .split('_')
      .map(Number);
    return { name, month: new Date(Date.UTC(year!, month! - 1, 1)) };
  });
}

/**
 * A DDL step waits at most this long for its table lock, then fails (the job retries next pass):
 * a lock request queued behind a long report would otherwise stall every bet behind it.
 */
export async function limitLockWait(db: Executor, ms: number) {
  await db.execute(sql.raw(`set local lock_timeout = ${Math.trunc(ms)}`));
}

/** Locks both tables for partition changes, in the seamless calls' order (no deadlock with them). */
export async function lockPartitioned(db: Executor) {
  await db.execute(sql.raw(`lock table ${PARTITIONED.join(', ')} in access exclusive mode`));
}

/** Creates this month's through `ahead` months' partitions, and months waiting in DEFAULT. */
export async function ensureMonthPartitions(db: Executor, ahead: number, asOf: Date) {
  const [row] = rowsOf<{ created: number }>(
    await db.execute(
      sql`select ensure_month_partitions(${ahead}::int, ${asOf.toISOString()}::timestamptz) as created`,
    ),
  );
  return row?.created ?? 0;
}

/** Whether a table's DEFAULT partition holds rows (ensure_month_partitions gives them a month). */
export async function defaultHoldsRows(db: Executor, table: Partitioned) {
  const [row] = rowsOf<{ any: boolean }>(
    await db.execute(sql.raw(`select exists (select 1 from ${table}_default) as any`)),
  );
  return row?.any === true;
}

/**
 * Whether a bets partition still holds an OPEN bet or one the rollup job has not counted: both
 * have no `rolled_up_at`, so one look into the partial index bets_rollup_pending answers.
 */
export async function holdsUnfinishedBets(db: Executor, partition: string) {
  const name = sql.identifier(partition);
  const [row] = rowsOf<{ any: boolean }>(
    await db.execute(sql`select exists (select 1 from ${name} where rolled_up_at is null) as any`),
  );
  return row?.any === true;
}

export async function dropPartition(db: Executor, partition: string) {
  await db.execute(sql`drop table ${sql.identifier(partition)}`);
}
