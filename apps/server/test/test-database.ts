import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type Database } from '../src/db/client.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * PostgreSQL database (dropped on close) when DATABASE_URL is set, so suites never share state.
 */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<Database> {
  const migrate = options.migrate ?? true;
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const database = await createDatabase({ pglitePath: 'memory://' });
    if (migrate) await database.migrate();
    return database;
  }
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Test files run two at a time on two cores against one server: a burst of 200 calls may
  // wait longer than production's 3 s for a pooled connection (where waiting that long is shed
  // as a 503) without anything being wrong with the code under test.
  const database = await createDatabase({ url: url.toString(), connectTimeoutMs: 30_000 });
  if (migrate) await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
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
