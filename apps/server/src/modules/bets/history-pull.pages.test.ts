import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BetHistoryRequest } from '@portal/contracts/provider';
import { vendorSecret } from '@portal/contracts/provider-signing';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { startFakeHistoryVendor, type HistoryAnswer } from '../../../test/vendor-fixture.ts';
import { memberCall, newPlayer } from '../../../test/wallet-client.ts';
import { runJobOnce, type Job } from '../../lib/jobs.ts';
import { GAMES } from '../games/catalog/catalog-data.ts';
import { DEFAULT_PROVIDER_SEED } from '../register-vendors.ts';
import { createVendorClient } from '../vendors/vendor-client.ts';
import { createHistoryPull } from './history-pull.ts';

/**
 * The pull against a vendor whose pages misbehave (the vendor fixture, signed like the real
 * one): rows out of order, rows repeated on the next page, a page that fails half-way through a
 * window. Every bet is counted once, and the watermark moves only past windows pulled whole.
 */
let t: TestApp;
let vendor: Awaited<ReturnType<typeof startFakeHistoryVendor>>;
let script: (request: BetHistoryRequest) => HistoryAnswer = () => ({ bets: [], hasMore: false });
let job: Job;

beforeAll(async () => {
  vendor = await startFakeHistoryVendor((request) =>
    request.vendor === 'PG' ? script(request) : { bets: [], hasMore: false },
  );
  t = await buildTestApp({ catalogTtlMs: 0 });
  await t.database.db.execute(sql`update game_vendors set wallet = 'TRANSFER' where code = 'PG'`);
  const vendors = createVendorClient({
    baseUrl: vendor.url,
    secretOf: (code) => vendorSecret(DEFAULT_PROVIDER_SEED, code),
  });
  job = createHistoryPull({ db: t.database.db, vendors, pageSize: 2 }).job;
});
afterAll(async () => {
  await t?.app.close();
  await vendor?.close();
});

let clock = Date.now() + 60_000;
const pass = () => runJobOnce(t.database.db, job, new Date((clock += 60_000)));

async function pgWatermark(): Promise<number | undefined> {
  const rows = await t.database.db.execute(
    sql`select (extract(epoch from watermark) * 1000)::float8 as ms
        from bet_history_cursors where vendor = 'PG'`,
  );
  const ms = (rows as { rows: { ms: number }[] }).rows[0]?.ms;
  return ms === undefined ? undefined : Number(ms);
}

describe('bet history pages that misbehave', () => {
  it('counts reordered and repeated rows once; a failed page keeps the window for the next pass', async () => {
    const p = await newPlayer(t.app, t.database.db, { balance: 1_000n });
    const game = GAMES.find((g) => g.vendor === 'PG' && g.category === 'RNG' && !g.vassalage)!;
    const bet = (n: number, at: string) => ({
      betId: `pg-${p.id}-${n}`,
      roundId: `r-${p.id}-${n}`,
      playerId: `${p.merchantId}-${p.id}`,
      gameCode: game.code,
      currency: 'BDT',
      stake: `${n}.00`,
      payout: '0.00',
      status: 'SETTLED',
      placedAt: at,
      settledAt: at,
    });
    const pages = (answers: Record<number, HistoryAnswer>) => (request: BetHistoryRequest) =>
      answers[request.page] ?? { bets: [], hasMore: false };
    const row = (n: number) => (r: BetHistoryRequest) => bet(n, r.from);
    const [b1, b2, b3, b4] = [row(1), row(2), row(3), row(4)];

    // Out of order within a page, and the next page repeats a row of the first.
    script = (r) =>
      pages({
        1: { bets: [b3(r), b1(r)], hasMore: true },
        2: { bets: [b1(r), b2(r)], hasMore: false },
      })(r);
    expect(await pass()).toBe(true);
    const first = vendor.requests.filter((r) => r.vendor === 'PG');
    expect(first.map((r) => [r.page, r.pageSize])).toEqual([
      [1, 2],
      [2, 2],
    ]);
    expect(first[1]!.from).toBe(first[0]!.from);
    const record = await memberCall(t.app, p.token, 'GET', '/wps/member/records/bets');
    expect(record.body.value.total).toBe(3);
    expect(record.body.value.list.map((b: { stake: string }) => b.stake).sort()).toEqual([
      '1.00',
      '2.00',
      '3.00',
    ]);
    const pulledTo = await pgWatermark();
    expect(pulledTo).toBe(Date.parse(first[0]!.to));

    // Page 1 comes (with a new bet), page 2 fails: what came is recorded, the watermark stays.
    vendor.requests.length = 0;
    script = (r) => pages({ 1: { bets: [b2(r), b4(r), b3(r)], hasMore: true }, 2: 'FAIL' })(r);
    expect(await pass()).toBe(true);
    expect(await pgWatermark()).toBe(pulledTo);
    const failed = vendor.requests.filter((r) => r.vendor === 'PG');
    expect(failed.map((r) => r.page)).toEqual([1, 2]);
    expect(
      (await memberCall(t.app, p.token, 'GET', '/wps/member/records/bets')).body.value.total,
    ).toBe(4);

    // The next pass pulls the same window again, whole this time, and adds nothing twice.
    vendor.requests.length = 0;
    script = (r) =>
      pages({
        1: { bets: [b4(r), b1(r)], hasMore: true },
        2: { bets: [b3(r), b2(r)], hasMore: false },
      })(r);
    expect(await pass()).toBe(true);
    const again = vendor.requests.filter((r) => r.vendor === 'PG');
    expect(again[0]!.from).toBe(failed[0]!.from);
    expect(await pgWatermark()).toBe(Date.parse(again[0]!.to));
    expect(
      (await memberCall(t.app, p.token, 'GET', '/wps/member/records/bets')).body.value.total,
    ).toBe(4);
  });
});
