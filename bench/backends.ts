/// <reference types="node" />
/**
 * The benchmarks' databases: PGlite in memory, and a fresh PostgreSQL database per run (dropped
 * after) when one answers; and the statement counter both report per call.
 */
import { performance } from 'node:perf_hooks';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createDatabase, type Database } from '../apps/server/src/db/client.ts';

export interface Backend {
  name: 'pglite' | 'postgres';
  label: string;
  database: Database;
  dispose: () => Promise<void>;
}

export async function openPglite(): Promise<Backend> {
  const database = await createDatabase({ pglitePath: 'memory://' });
  return { name: 'pglite', label: 'pglite (memory)', database, dispose: async () => undefined };
}

/** A fresh PostgreSQL database for this run (dropped after), or undefined when none answers. */
export async function openPostgres(prefix = 'bench'): Promise<Backend | { skipped: string }> {
  const explicit = process.env.DATABASE_URL;
  const adminUrl = explicit ?? 'postgres://postgres@127.0.0.1:5432/test';
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2_000 });
  try {
    await admin.connect();
  } catch (error) {
    if (explicit) throw error;
    return { skipped: `no PostgreSQL at ${adminUrl}: ${String(error)}` };
  }
  const name = `${prefix}_${Date.now()}`;
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ url: url.toString() });
  return {
    name: 'postgres',
    label: `postgresql (${name}, pool of 10)`,
    database,
    dispose: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/**
 * Counts the statements the process sends (PGlite: protocol Sync messages, and
 * the time spent inside the engine, which runs on this thread; PostgreSQL: client round trips,
 * BEGIN and COMMIT included).
 */
export const dbStats = { statements: 0, busyMs: 0 };
let pgPatched = false;
export function instrument(backend: Backend) {
  if (backend.name === 'pglite') {
    const client = (backend.database.db as unknown as { $client: PGlite }).$client;
    const original = client.execProtocolStream.bind(client);
    client.execProtocolStream = async (message, options) => {
      // Every statement ends with one Sync message (extended protocol: Parse, Describe, Bind,
      // Describe, Execute, Sync; simple query: Query, Sync), each sent as its own call.
      if (message[0] === 0x53) dbStats.statements++;
      const t0 = performance.now();
      try {
        return await original(message, options);
      } finally {
        dbStats.busyMs += performance.now() - t0;
      }
    };
  } else if (!pgPatched) {
    pgPatched = true;
    const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
    const original = proto.query;
    proto.query = function (this: unknown, ...args: unknown[]) {
      dbStats.statements++;
      return original.apply(this, args);
    };
  }
}

/**
 * Runs a benchmark on PGlite, then on a fresh PostgreSQL database (skipped when none answers),
 * or on the one BENCH_DB names (pglite|postgres); each backend instrumented and closed after.
 * Returns each run's result, or a skip note for PostgreSQL.
 */
export async function onEachBackend<T>(
  prefix: string,
  run: (backend: Backend) => Promise<T>,
): Promise<(T | { backend: 'postgres'; skipped: string })[]> {
  const which = process.env.BENCH_DB;
  const results: (T | { backend: 'postgres'; skipped: string })[] = [];
  if (which !== 'postgres') {
    const backend = await openPglite();
    instrument(backend);
    try {
      results.push(await run(backend));
    } finally {
      await backend.database.close();
    }
  }
  if (which !== 'pglite') {
    const backend = await openPostgres(prefix);
    if ('skipped' in backend) results.push({ backend: 'postgres', skipped: backend.skipped });
    else {
      instrument(backend);
      try {
        results.push(await run(backend));
      } finally {
        await backend.database.close();
        await backend.dispose();
      }
    }
  }
  return results;
}
