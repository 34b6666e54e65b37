import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { bets, providerTransactions } from '../../db/schema/index.ts';
import { runJobOnce } from '../../lib/jobs.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { createRetentionJob } from './retention.ts';

/** The first instant of the month `offset` months from `at`'s month (UTC), plus `days`. */
function monthOf(at: Date, offset: number, days = 0) {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + offset, 1 + days));
}
const suffix = (month: Date) =>
  `${month.getUTCFullYear()}_${String(month.getUTCMonth() + 1).padStart(2, '0')}`;

describe('bets retention job (month partitions)', () => {
  let database: Database;
  let db: Db;
  const now = new Date();
  let seq = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
  });
  afterAll(() => database?.close());

  async function bet(
    placedAt: Date,
    status = 'SETTLED',
    rolledUp = true,
  ): Promise<{ id: number; vendorBetId: string }> {
    seq += 1;
    const vendorBetId = `ret-${seq}`;
    const [row] = await db
      .insert(bets)
      .values({
        merchantId: 1,
        memberId: 1,
        vendor: 'RET',
        vendorBetId,
        roundId: vendorBetId,
        gameCode: 'g',
        gameName: 'G',
        category: 'SLOT',
        stake: 100n,
        validBet: status === 'SETTLED' ? 100n : 0n,
        status,
        placedAt,
        settledAt: status === 'OPEN' ? null : placedAt,
        rolledUpAt: rolledUp && status !== 'OPEN' ? placedAt : null,
      })
      .returning({ id: bets.id });
    return { id: row!.id, vendorBetId };
  }

  async function vendorTx(createdAt: Date) {
    seq += 1;
    await db.insert(providerTransactions).values({
      merchantId: 1,
      vendor: 'RET',
      transactionId: `tx-${seq}`,
      call: 'bet',
      memberId: 1,
      roundId: `r-${seq}`,
      gameCode: 'g',
      amount: 100n,
      status: 'OK',
      createdAt,
    });
  }

  const count = async (table: 'bets' | 'provider_transactions', month: Date) => {
    const key = table === 'bets' ? 'placed_at' : 'created_at';
    const result = await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)}
          where ${sql.identifier(key)} >= ${month.toISOString()}::timestamptz
            and ${sql.identifier(key)} < ${monthOf(month, 1).toISOString()}::timestamptz
            and vendor = 'RET'`,
    );
    return (result as { rows: { n: number }[] }).rows[0]!.n;
  };
  const partitionExists = async (table: string, month: Date) => {
    const result = await db.execute(
      sql`select to_regclass(${`${table}_p${suffix(month)}`}) is not null as present`,
    );
    return (result as { rows: { present: boolean }[] }).rows[0]!.present;
  };

  it('keeps vendor transaction ids four whole months, never less, whatever is configured', async () => {
    for (const offset of [-6, -5, -4, -1]) {
      await vendorTx(monthOf(now, offset, 27)); // late in the month: the youngest rows of it
    }
    expect(await runJobOnce(db, createRetentionJob({ betsKeepMonths: 1 }), now)).toBe(true);
    // A month goes once its last day is four whole months old: by now, -6 and -5 are.
    expect(await count('provider_transactions', monthOf(now, -6))).toBe(0);
    expect(await count('provider_transactions', monthOf(now, -5))).toBe(0);
    expect(await partitionExists('provider_transactions', monthOf(now, -5))).toBe(false);
    expect(await count('provider_transactions', monthOf(now, -4))).toBe(1);
    expect(await count('provider_transactions', monthOf(now, -1))).toBe(1);
  });

  it('keeps bets as configured, and never drops a month with open or not rolled-up bets', async () => {
    await bet(monthOf(now, -10, 3));
    const open = await bet(monthOf(now, -9, 5), 'OPEN');
    await bet(monthOf(now, -9, 6));
    const pending = await bet(monthOf(now, -8, 2), 'VOID', false);
    await bet(monthOf(now, -6, 20));
    const job = createRetentionJob({ betsKeepMonths: 6 });

    await runJobOnce(db, job, now);
    expect(await count('bets', monthOf(now, -10))).toBe(0);
    expect(await partitionExists('bets', monthOf(now, -10))).toBe(false);
    expect(await count('bets', monthOf(now, -9))).toBe(2); // an OPEN round holds its month
    expect(await count('bets', monthOf(now, -8))).toBe(1); // not rolled up yet
    expect(await count('bets', monthOf(now, -6))).toBe(1); // within six whole months

    // The round settles and the rollup counts both: the next pass lets the months go.
    await db.execute(
      sql`update bets set status = 'SETTLED', settled_at = now(), rolled_up_at = now()
          where vendor = 'RET' and vendor_bet_id in (${open.vendorBetId}, ${pending.vendorBetId})`,
    );
    await runJobOnce(db, job, now);
    expect(await count('bets', monthOf(now, -9))).toBe(0);
    expect(await count('bets', monthOf(now, -8))).toBe(0);
    expect(await count('bets', monthOf(now, -6))).toBe(1);
    // The minimum holds whatever is configured: four months, not one.
    await runJobOnce(db, createRetentionJob({ betsKeepMonths: 1 }), now);
    expect(await count('bets', monthOf(now, -6))).toBe(0);
    await bet(monthOf(now, -4, 10));
    await runJobOnce(db, createRetentionJob({ betsKeepMonths: 1 }), now);
    expect(await count('bets', monthOf(now, -4))).toBe(1);
  });

  it('creates the coming months, and gives rows caught by DEFAULT a month of their own', async () => {
    const later = monthOf(now, 7, 14);
    const stray = await bet(monthOf(now, 12, 1)); // past every partition: DEFAULT takes it
    expect(await partitionExists('bets', monthOf(now, 12))).toBe(false);
    await runJobOnce(db, createRetentionJob(), later);
    for (const offset of [7, 8, 9, 10]) {
      expect(await partitionExists('bets', monthOf(now, offset))).toBe(true);
      expect(await partitionExists('provider_transactions', monthOf(now, offset))).toBe(true);
    }
    expect(await partitionExists('bets', monthOf(now, 12))).toBe(true);
    const moved = await db.execute(
      sql`select tableoid::regclass::text as part, id::int as id from bets where vendor_bet_id = ${stray.vendorBetId}`,
    );
    expect((moved as { rows: unknown[] }).rows).toEqual([
      { part: `bets_p${suffix(monthOf(now, 12))}`, id: stray.id },
    ]);
    // Nothing left to do: a second pass changes nothing.
    const partitions = async () =>
      ((await db.execute(sql`select count(*)::int as n from pg_inherits`)) as { rows: unknown[] })
        .rows;
    const before = await partitions();
    await runJobOnce(db, createRetentionJob(), later);
    expect(await partitions()).toEqual(before);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'lets two nodes create the same months at once',
    async () => {
      const { createDatabase } = await import('../../db/client.ts');
      const url = new URL(process.env.DATABASE_URL!);
      const row = await db.execute(sql`select current_database() as name`);
      url.pathname = `/${(row as { rows: { name: string }[] }).rows[0]!.name}`;
      const other = await createDatabase({ url: url.toString() });
      try {
        const at = monthOf(now, 20).toISOString();
        const made = await Promise.all(
          [db, other.db, db, other.db].map(async (node) => {
            const result = await node.execute(
              sql`select ensure_month_partitions(2, ${at}::timestamptz) as n`,
            );
            return (result as { rows: { n: number }[] }).rows[0]!.n;
          }),
        );
        // Three months of two tables, each created exactly once.
        expect(made.reduce((a, b) => a + b, 0)).toBe(6);
        expect(await partitionExists('bets', monthOf(now, 22))).toBe(true);
      } finally {
        await other.close();
      }
    },
  );
});
