import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import type { DbHealth } from './db-health.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the database can be reached (app.ts decorates it from the Database). */
    dbHealth: DbHealth;
  }
}

export interface Job {
  /** Also the advisory-lock key: one node runs a job at a time. */
  name: string;
  everyMs: number;
  /**
   * When the first pass runs after start (default `everyMs`): a daily job gets an early first
   * pass, or nodes restarted more often than daily would never run it.
   */
  firstAfterMs?: number | undefined;
  /**
   * One pass, inside the job's transaction. `afterCommit` queues work that must wait until the
   * pass has committed (events about what it changed, calls to other systems); it is dropped
   * when the pass rolls back. A task that returns a promise is part of the pass: `runJobOnce`
   * resolves when it has settled.
   */
  run(
    db: Executor,
    now: Date,
    afterCommit: (task: () => void | Promise<void>) => void,
  ): Promise<void>;
}

/**
 * Runs one pass of a job inside a transaction holding a PostgreSQL advisory lock on its name, so
 * two nodes never run it at once; a node that cannot take the lock skips the pass. The tasks the
 * pass queued run after the commit, in order, each awaited.
 */
export async function runJobOnce(db: Db, job: Job, now = new Date()): Promise<boolean> {
  const after: (() => void | Promise<void>)[] = [];
  const ok = await db.transaction(async (tx) => {
    const rows = await tx.execute(
      sql`select pg_try_advisory_xact_lock(hashtext(${job.name})) as ok`,
    );
    const locked = (rows as { rows: { ok: boolean }[] }).rows[0]?.ok === true;
    if (locked) await job.run(tx, now, (task) => after.push(task));
    return locked;
  });
  for (const task of after) await task();
  return ok;
}

/**
 * Starts every job on its interval; returns a stop function. Failures are logged, not fatal; while
 * the database is unreachable a job skips its pass.
 */
export function startJobs(app: FastifyInstance, db: Db, jobs: readonly Job[]): () => void {
  const health = app.dbHealth;
  const pass = (job: Job) => () => {
    if (health.isDown()) return;
    runJobOnce(db, job).catch((err: unknown) => {
      if (health.observe(err)) app.log.warn({ err, job: job.name }, 'job skipped: no database');
      else app.log.error({ err, job: job.name }, 'job failed');
    });
  };
  const timers = jobs.map((job) => setInterval(pass(job), job.everyMs));
  const firsts = jobs
    .filter((job) => job.firstAfterMs !== undefined && job.firstAfterMs < job.everyMs)
    .map((job) => setTimeout(pass(job), job.firstAfterMs));
  for (const timer of [...timers, ...firsts]) timer.unref();
  return () => {
    timers.forEach((timer) => clearInterval(timer));
    firsts.forEach((timer) => clearTimeout(timer));
  };
}
