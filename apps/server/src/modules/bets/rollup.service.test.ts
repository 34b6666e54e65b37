import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBetRollup } from '../../../test/bet-rollups.ts';
import { insertBet, insertMerchant } from '../../../test/bet-rows.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { Database, Db } from '../../db/client.ts';
import { betRollupsDaily, betRollupsHourly, bets } from '../../db/schema/index.ts';
import { memberTotals } from './bets-summary.service.ts';
import { reconcileBets } from './reconcile.service.ts';
import { rollUpPending, rollupLag } from './rollup.service.ts';

let database: Database;
let db: Db;
let dhaka: number;
let kolkata: number;
let nextMember = 1_000;
const member = () => (nextMember += 1);

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  dhaka = await insertMerchant(db, 'dhaka', 'Asia/Dhaka');
  kolkata = await insertMerchant(db, 'kolkata', 'Asia/Kolkata');
});
afterAll(() => database.close());

const at = (iso: string) => new Date(iso);

async function expectClean() {
  const report = await reconcileBets(db);
  expect(report.merchants.filter((m) => !m.ok)).toEqual([]);
  expect(report.ok).toBe(true);
  return report;
}

/** Drains what is pending, whatever other tests left. */
async function drain() {
  while ((await rollupLag(db)).pending > 0) await runBetRollup(db);
}

describe('bet rollups', () => {
  it('buckets terminal bets by settled time: UTC hours, the white label’s days', async () => {
    await drain();
    const d = member();
    const k = member();
    const placed = at('2026-03-09T10:00:00Z');
    // Dhaka midnight is 18:00 UTC: one second either side are two days, two hours.
    await insertBet(db, {
      merchantId: dhaka,
      memberId: d,
      status: 'SETTLED',
      stake: 1_000n,
      payout: 2_500n,
      placedAt: placed,
      settledAt: at('2026-03-10T17:59:59Z'),
    });
    await insertBet(db, {
      merchantId: dhaka,
      memberId: d,
      status: 'SETTLED',
      stake: 300n,
      placedAt: placed,
      settledAt: at('2026-03-10T18:00:00Z'),
    });
    await insertBet(db, {
      merchantId: dhaka,
      memberId: d,
      status: 'VOID',
      stake: 700n,
      payout: 700n,
      settledAt: at('2026-03-10T18:10:00Z'),
    });
    const open = await insertBet(db, {
      merchantId: dhaka,
      memberId: d,
      status: 'OPEN',
      stake: 50n,
    });
    // Kolkata midnight is 18:30 UTC: one UTC hour holds two of its days.
    for (const settledAt of ['2026-03-10T18:15:00Z', '2026-03-10T18:45:00Z']) {
      await insertBet(db, {
        merchantId: kolkata,
        memberId: k,
        status: 'SETTLED',
        stake: 100n,
        payout: 40n,
        category: 'FISH',
        settledAt: at(settledAt),
      });
    }
    await insertBet(db, {
      merchantId: kolkata,
      memberId: k,
      status: 'ROLLED_BACK',
      stake: 0n,
      category: 'FISH',
      settledAt: at('2026-03-10T18:50:00Z'),
    });

    const now = at('2026-03-10T19:00:05Z');
    expect(await runBetRollup(db, {}, now)).toBe(true);
    const days = { by: 'day', from: '2026-03-09', to: '2026-03-12' } as const;
    const byDay = await memberTotals(db, { memberIds: [d, k] }, days, ['period']);
    expect(
      byDay.map((r) => [r.memberId, r.period, r.betCount, r.stake, r.validStake, r.net]),
    ).toEqual([
      [d, '2026-03-10', 1, 1_000n, 1_000n, 1_500n],
      [d, '2026-03-11', 2, 1_000n, 300n, -300n],
      [k, '2026-03-10', 1, 100n, 100n, -60n],
      [k, '2026-03-11', 2, 100n, 100n, -60n],
    ]);
    const hours = {
      by: 'hour' as const,
      from: at('2026-03-10T17:00:00Z'),
      to: at('2026-03-10T19:00:00Z'),
    };
    const byHour = await memberTotals(db, { memberIds: [d, k] }, hours, ['period']);
    expect(byHour.map((r) => [r.memberId, r.period, r.betCount])).toEqual([
      [d, '2026-03-10T17:00:00.000Z', 1],
      [d, '2026-03-10T18:00:00.000Z', 2],
      [k, '2026-03-10T18:00:00.000Z', 3],
    ]);
    // A white label's totals, split by category and vendor, over its days.
    const whole = await memberTotals(db, { merchantId: kolkata }, days, ['category', 'vendor']);
    expect(whole).toEqual([
      {
        memberId: k,
        period: null,
        category: 'FISH',
        vendor: 'PG',
        betCount: 3,
        stake: 200n,
        validStake: 200n,
        payout: 80n,
        net: -120n,
      },
    ]);
    // Counted ones are marked with the pass's time; the open bet waits.
    const marks = await db
      .select({ id: bets.id, rolledUpAt: bets.rolledUpAt })
      .from(bets)
      .where(eq(bets.memberId, d));
    expect(
      marks.filter((m) => m.id !== open).every((m) => m.rolledUpAt?.getTime() === now.getTime()),
    ).toBe(true);
    expect(marks.find((m) => m.id === open)?.rolledUpAt).toBeNull();
    await expectClean();

    // The open bet settles the next day: the next pass adds it to that day, not the placed one.
    await db
      .update(bets)
      .set({ status: 'SETTLED', validBet: 50n, payout: 10n, settledAt: at('2026-03-11T18:30:00Z') })
      .where(eq(bets.id, open));
    await runBetRollup(db);
    const after = await memberTotals(db, { memberIds: [d] }, days, ['period']);
    expect(after.map((r) => [r.period, r.betCount, r.stake])).toEqual([
      ['2026-03-10', 1, 1_000n],
      ['2026-03-11', 2, 1_000n],
      ['2026-03-12', 1, 50n],
    ]);
    await expectClean();
  });

  it('takes the oldest pending bets a bounded batch at a time; the lag shows what waits', async () => {
    await drain();
    const m = member();
    const ids: number[] = [];
    const base = Date.parse('2026-04-01T06:00:00Z');
    for (let i = 0; i < 10; i += 1) {
      const settledAt = new Date(base + i * 60_000);
      ids.push(
        await insertBet(db, {
          merchantId: dhaka,
          memberId: m,
          status: 'SETTLED',
          stake: 10n,
          settledAt,
        }),
      );
    }
    const now = new Date(base + 3_600_000);
    // Two passes of three: six counted, the four newest wait.
    await runBetRollup(db, { batchSize: 3, maxPasses: 2 }, now);
    const rolled = await db
      .select({ id: bets.id })
      .from(bets)
      .where(sql`${bets.memberId} = ${m} and ${bets.rolledUpAt} is not null`)
      .orderBy(bets.id);
    expect(rolled.map((r) => r.id)).toEqual(ids.slice(0, 6));
    expect(await rollupLag(db, now)).toEqual({
      pending: 4,
      oldestSettledAt: new Date(base + 6 * 60_000).toISOString(),
      lagSeconds: 3_600 - 6 * 60,
    });
    await expectClean(); // rollups equal the bets they hold, mid-way too
    await runBetRollup(db, { batchSize: 3, maxPasses: 2 }, now);
    expect((await rollupLag(db, now)).pending).toBe(0);
    const [total] = await memberTotals(
      db,
      { memberIds: [m] },
      { by: 'day', from: '2026-04-01', to: '2026-04-01' },
    );
    expect(total).toMatchObject({ betCount: 10, stake: 100n });
    await expectClean();
  });

  it('a pass that fails counts nothing; passes at once count every bet once', async () => {
    await drain();
    const m = member();
    for (let i = 0; i < 40; i += 1) {
      await insertBet(db, {
        merchantId: dhaka,
        memberId: m,
        status: 'SETTLED',
        stake: 5n,
        payout: 1n,
      });
    }
    const failed = await db
      .transaction(async (tx) => {
        const done = await rollUpPending(tx, {}, new Date());
        expect(done.counted).toBe(40);
        throw new Error('the node died');
      })
      .catch((err: Error) => err.message);
    expect(failed).toBe('the node died');
    expect((await rollupLag(db)).pending).toBe(40);
    expect(
      await db.select().from(betRollupsHourly).where(eq(betRollupsHourly.memberId, m)),
    ).toEqual([]);

    // Two scheduled runs (one takes the lock) and two passes that skip the lock altogether.
    await Promise.all([
      runBetRollup(db, { batchSize: 7, maxPasses: 2 }),
      runBetRollup(db, { batchSize: 7, maxPasses: 2 }),
      db.transaction((tx) => rollUpPending(tx, { batchSize: 5, maxPasses: 3 }, new Date())),
      db.transaction((tx) => rollUpPending(tx, { batchSize: 5, maxPasses: 3 }, new Date())),
    ]);
    await drain();
    const [daily] = await db.select().from(betRollupsDaily).where(eq(betRollupsDaily.memberId, m));
    expect(daily).toMatchObject({ betCount: 40, stake: 200n, validStake: 200n, payout: 40n });
    await expectClean();
  });

  it('reconcile names every difference between the rollups and their bets', async () => {
    await drain();
    const m = member();
    const settledAt = at('2026-05-02T03:10:00Z');
    await insertBet(db, {
      merchantId: dhaka,
      memberId: m,
      status: 'SETTLED',
      stake: 90n,
      settledAt,
    });
    await insertBet(db, {
      merchantId: dhaka,
      memberId: m,
      status: 'SETTLED',
      stake: 60n,
      category: 'LIVE',
      settledAt,
    });
    await runBetRollup(db);
    await expectClean();

    // A changed total, a lost day row, a bet marked counted that no pass counted, a bad valid stake.
    await db
      .update(betRollupsHourly)
      .set({ stake: sql`${betRollupsHourly.stake} + 1` })
      .where(sql`${betRollupsHourly.memberId} = ${m} and ${betRollupsHourly.category} = 'RNG'`);
    await db
      .delete(betRollupsDaily)
      .where(sql`${betRollupsDaily.memberId} = ${m} and ${betRollupsDaily.category} = 'LIVE'`);
    const sneaked = await insertBet(db, {
      merchantId: kolkata,
      memberId: m + 1,
      status: 'VOID',
      stake: 20n,
      settledAt,
    });
    await db
      .update(bets)
      .set({ rolledUpAt: new Date(), validBet: 20n })
      .where(eq(bets.id, sneaked));

    const report = await reconcileBets(db);
    expect(report.ok).toBe(false);
    const d = report.merchants.find((r) => r.merchantId === dhaka)!;
    expect(d.ok).toBe(false);
    expect(d.hourly.list).toEqual([
      {
        memberId: m,
        period: '2026-05-02T03:00:00Z',
        category: 'RNG',
        vendor: 'PG',
        bets: { betCount: '1', stake: '90', validStake: '90', payout: '0' },
        rollup: { betCount: '1', stake: '91', validStake: '90', payout: '0' },
      },
    ]);
    expect(d.daily).toEqual({
      total: 1,
      list: [
        {
          memberId: m,
          period: '2026-05-02',
          category: 'LIVE',
          vendor: 'PG',
          bets: { betCount: '1', stake: '60', validStake: '60', payout: '0' },
          rollup: null,
        },
      ],
    });
    const k = report.merchants.find((r) => r.merchantId === kolkata)!;
    expect(k.timeZone).toBe('Asia/Kolkata');
    expect(k.hourly.total).toBe(1);
    expect(k.daily.list[0]).toMatchObject({ memberId: m + 1, period: '2026-05-02', rollup: null });
    expect(k.validStake).toEqual({
      total: 1,
      list: [{ betId: sneaked, status: 'VOID', stake: '20', validStake: '20' }],
    });
  });
});
