import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase } from '../../test/test-database.ts';
import type { Database } from './client.ts';
import { bets } from './schema/index.ts';

const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

function monthOf(at: Date, offset: number, days = 0) {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + offset, 1 + days));
}
const suffix = (month: Date) =>
  `${month.getUTCFullYear()}_${String(month.getUTCMonth() + 1).padStart(2, '0')}`;

/**
 * Migration 0018 on a database that already holds bets and vendor transactions: the database is
 * brought to 0017 by hand (recorded as drizzle's migrator records it), filled, then migrated.
 */
describe('migration 0018: month partitions over existing rows', () => {
  let database: Database;
  const now = new Date();
  const placed = [monthOf(now, -14, 3), monthOf(now, -2, 27), monthOf(now, 0, 0)];

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    const { db } = database;
    const migrations = readMigrationFiles({ migrationsFolder });
    // 0000 through 0017: the schema before this migration.
    for (const migration of migrations.slice(0, 18)) {
      for (const statement of migration.sql) await db.execute(sql.raw(statement));
    }
    await db.execute(sql`create schema drizzle`);
    await db.execute(
      sql`create table drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
    );
    await db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('0017', ${migrations[17]!.folderMillis})`,
    );
    for (const [i, at] of placed.entries()) {
      await db.execute(sql`
        insert into bets (merchant_id, member_id, vendor, vendor_bet_id, round_id, game_code,
          game_name, category, stake, valid_bet, payout, status, placed_at, settled_at)
        values (1, 7, 'OLD', ${`old-${i}`}, ${`old-${i}`}, 'g', 'G', 'SLOT', 500, 500, 0, 'SETTLED',
          ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz)`);
      await db.execute(sql`
        insert into provider_transactions (merchant_id, vendor, transaction_id, call, member_id,
          round_id, game_code, amount, status, created_at)
        values (1, 'OLD', ${`t-${i}`}, 'bet', 7, ${`old-${i}`}, 'g', 500, 'OK',
          ${at.toISOString()}::timestamptz)`);
    }
    await database.migrate();
  });
  afterAll(() => database?.close());

  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as { rows: T[] }).rows;

  it('copies every row, with its id, into its month', async () => {
    const copied = await rows<{ part: string; id: number; vendor_bet_id: string }>(
      sql`select tableoid::regclass::text as part, id::int as id, vendor_bet_id from bets order by id`,
    );
    expect(copied).toEqual(
      placed.map((at, i) => ({
        part: `bets_p${suffix(at)}`,
        id: i + 1,
        vendor_bet_id: `old-${i}`,
      })),
    );
    const calls = await rows<{ part: string }>(
      sql`select tableoid::regclass::text as part from provider_transactions order by id`,
    );
    expect(calls.map((c) => c.part)).toEqual(
      placed.map((at) => `provider_transactions_p${suffix(at)}`),
    );
  });

  it('has a partition for every month from the oldest row through three ahead, and a DEFAULT', async () => {
    const names = new Set(
      (
        await rows<{ name: string }>(
          sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
              where i.inhparent = 'bets'::regclass`,
        )
      ).map((r) => r.name),
    );
    for (let offset = -14; offset <= 3; offset += 1) {
      expect(names.has(`bets_p${suffix(monthOf(now, offset))}`), `month ${offset}`).toBe(true);
    }
    expect(names.has('bets_default')).toBe(true);
    expect(names.has(`bets_p${suffix(monthOf(now, 4))}`)).toBe(false);
  });

  it('gives new rows ids after the copied ones, and refuses the same bet at the same time', async () => {
    const [fresh] = await database.db
      .insert(bets)
      .values({
        merchantId: 1,
        memberId: 7,
        vendor: 'OLD',
        vendorBetId: 'new-1',
        roundId: 'new-1',
        gameCode: 'g',
        gameName: 'G',
        category: 'SLOT',
        stake: 100n,
        validBet: 100n,
      })
      .returning({ id: bets.id });
    expect(fresh!.id).toBe(placed.length + 1);
    await expect(
      database.db.execute(sql`
        insert into bets (merchant_id, member_id, vendor, vendor_bet_id, round_id, game_code,
          game_name, category, stake, valid_bet, placed_at)
        values (1, 7, 'OLD', 'old-1', 'old-1', 'g', 'G', 'SLOT', 1, 1,
          ${placed[1]!.toISOString()}::timestamptz)`),
    ).rejects.toThrow();
  });
});
