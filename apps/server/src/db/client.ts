import { mkdirSync } from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as schema from './schema/index.ts';
import { ALWAYS_UP, createDbHealth, type DbHealth } from '../lib/db-health.ts';

/** The Drizzle database, whichever driver is underneath: where a transaction is started. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** One transaction of it, as `db.transaction(fn)` hands it to `fn`. */
export type Tx = PgTransaction<
  PgQueryResultHKT,
  typeof schema,
  ExtractTablesWithRelations<typeof schema>
>;
/**
 * Where queries run: the database or one of its transactions (a `PgTransaction` is a
 * `PgDatabase`, so both are assignable without a cast). Repos take this.
 */
export type Executor = Db | Tx;
export type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  /** Applies the generated migrations in apps/server/drizzle. */
  migrate(): Promise<void>;
  /** Cheap round trip for readiness checks. */
  ping(): Promise<void>;
  /** Whether the database can be reached right now (PostgreSQL can go away; PGlite cannot). */
  health: DbHealth;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory, or `memory://` for an in-memory database. */
  pglitePath?: string;
  /**
   * How long a call may wait for a PostgreSQL connection, new or pooled, before it fails (ms,
   * default 3000): a cut network or a queue that long answers 503 instead of hanging.
   */
  connectTimeoutMs?: number;
}

const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

const MIGRATION_LOCK_KEY = 7_270_001;

/**
 * Drizzle's PGlite driver keeps dates, timestamps, intervals and numeric arrays as text by
 * passing these parsers with every query, and PGlite then copies its whole parser map per query
 * (about a tenth of a movement's time). The client is given them once instead.
 */
const keepText = (value: string) => value;
const DRIZZLE_PARSERS = Object.fromEntries(
  [
    types.TIMESTAMP,
    types.TIMESTAMPTZ,
    types.INTERVAL,
    types.DATE,
    1231,
    1115,
    1185,
    1187,
    1182,
  ].map((oid) => [oid, keepText]),
);

interface QueryClient {
  query(query: string, params?: unknown[], options?: { parsers?: unknown }): Promise<unknown>;
  transaction(fn: (tx: never) => Promise<unknown>): Promise<unknown>;
}

/** The client (or a transaction of it) with per-query parsers dropped: the client has them. */
function withSharedParsers<T extends object>(client: T): T {
  const target = client as unknown as QueryClient;
  return new Proxy(client, {
    get(obj, prop) {
      if (prop === 'query') {
        return (query: string, params?: unknown[], options?: { parsers?: unknown }) =>
          target.query(
            query,
            params,
            options?.parsers ? { ...options, parsers: undefined } : options,
          );
      }
      if (prop === 'transaction') {
        return (fn: (tx: object) => Promise<unknown>) =>
          target.transaction((tx: never) => fn(withSharedParsers(tx as object)));
      }
      const value: unknown = Reflect.get(obj, prop, obj);
      return typeof value === 'function'
        ? (value as (...a: unknown[]) => unknown).bind(obj)
        : value;
    },
  });
}

/** Opens PGlite (file or memory) or a pg pool, depending on configuration. */
export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      // A cut network must fail a call in seconds (503), not hang it.
      connectionTimeoutMillis: options.connectTimeoutMs ?? 3_000,
      keepAlive: true,
    });
    const db = drizzlePg({ client: pool, schema });
    const ping = async () => {
      await db.execute(sql`select 1`);
    };
    const health = createDbHealth(ping);
    // A client can be cut by the server or the network (restart, failover, outage). The pool
    // drops an idle one and opens a new one on demand; a checked-out one fails its query. Without
    // these listeners the 'error' event would crash the process.
    pool.on('error', (err) => void health.observe(err));
    pool.on('connect', (client) => client.on('error', (err) => void health.observe(err)));
    return {
      health,
      db,
      kind: 'postgres',
      migrate: async () => {
        // Nodes starting together migrate one at a time.
        const lock = await pool.connect();
        try {
          await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          await migratePg(db, { migrationsFolder });
        } finally {
          await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
          lock.release();
        }
      },
      ping,
      close: async () => {
        health.close();
        await pool.end();
      },
    };
  }
  const dataDir = options.pglitePath ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { parsers: DRIZZLE_PARSERS });
  const db = drizzlePglite({ client: withSharedParsers(client), schema });
  return {
    health: ALWAYS_UP,
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
