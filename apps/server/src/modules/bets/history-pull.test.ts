import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProviderApp } from '@portal/demo-provider/app';
import { vendorSecret } from '@portal/contracts/provider-signing';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { adminCall, signIn } from '../../../test/operator-client.ts';
import { memberCall, newPlayer } from '../../../test/wallet-client.ts';
import { runJobOnce } from '../../lib/jobs.ts';
import { GAMES } from '../games/catalog/catalog-data.ts';
import { DEFAULT_PROVIDER_SEED } from '../register-vendors.ts';
import { createVendorClient } from '../vendors/vendor-client.ts';
import { createHistoryPull, HISTORY_OVERLAP_MS, type BetHistoryPort } from './history-pull.ts';

/**
 * Transfer-wallet vendors' bets reach the one bet record: bets played at the real demo vendor
 * (apps/demo-provider, on loopback) are pulled from its signed bet history by the job and show
 * in the member's betting record, each once however often, however concurrently it is pulled.
 */
let t: TestApp;
let vendor: FastifyInstance;
let vendorUrl: string;
let owner: string;

beforeAll(async () => {
  vendor = buildProviderApp({ faults: true });
  vendorUrl = await vendor.listen({ host: '127.0.0.1', port: 0 });
  t = await buildTestApp({ providerUrl: vendorUrl, catalogTtlMs: 0 });
  // These vendors keep the member's money themselves while they play (the seed plays all
  // vendors seamless).
  await t.database.db.execute(
    sql`update game_vendors set wallet = 'TRANSFER' where code in ('PG', 'JDB')`,
  );
  owner = (await signIn(t.app, 'owner', 'Owner#2026')).token;
});
afterAll(async () => {
  await t?.app.close();
  await vendor?.close();
});

/** A logger that keeps what was said at warn and error, as `level: message`. */
function recorder() {
  const lines: string[] = [];
  const keep = (level: string) => (_fields: object, message: string) =>
    void lines.push(`${level}: ${message}`);
  const log = { info: () => {}, warn: keep('warn'), error: keep('error') };
  return { log: log as unknown as FastifyBaseLogger, lines };
}

const client = (baseUrl = vendorUrl) =>
  createVendorClient({
    baseUrl,
    secretOf: (code) => vendorSecret(DEFAULT_PROVIDER_SEED, code),
    timeoutMs: 2_000,
  });
/** A node's history pull (each call is another node: its own client and state). */
const pull = (baseUrl = vendorUrl, log?: FastifyBaseLogger) =>
  createHistoryPull({ db: t.database.db, vendors: client(baseUrl), log }).job;

// Passes run a minute ahead of the vendor's clock, so the bets just played are past the settle
// delay; each pass is later than the one before.
let clock = 0;
const passAt = () => new Date((clock = Math.max(clock + 1_000, Date.now() + 60_000)));
const pass = (job = pull()) => runJobOnce(t.database.db, job, passAt());

const gameOf = (vendorCode: string) =>
  GAMES.find((g) => g.vendor === vendorCode && g.category === 'RNG' && !g.vassalage)!;

/** Opens a transfer vendor's slot through the portal (the main balance moves to the vendor). */
async function launch(token: string, vendorCode: string): Promise<string> {
  const game = gameOf(vendorCode);
  const list = await t.app.inject({
    method: 'GET',
    url: `/lgw/games/list?vassalage=${vendorCode}&gameType=RNG&pageSize=999`,
  });
  const nodeId = (list.json().value.content as { nodeId: number; gameCode: string }[]).find(
    (g) => g.gameCode === game.code,
  )!.nodeId;
  const opened = await memberCall(t.app, token, 'POST', '/wps/game/launchGame', {
    nodeId,
    mode: 'REAL',
  });
  expect(opened.status).toBe(200);
  return String(opened.body.value.url).split('/play/')[1]!;
}

/** One spin on the vendor's game page, as the player's browser plays it. */
async function spin(sessionId: string, stake = '1.00') {
  const res = await fetch(`${vendorUrl}/api/sessions/${sessionId}/play`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ stake }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { roundId: string; stake: string; payout: string };
}

const record = async (token: string) =>
  (await memberCall(t.app, token, 'GET', '/wps/member/records/bets?pageSize=100')).body.value as {
    total: number;
    list: Record<string, unknown>[];
  };

async function betCount(memberId: number): Promise<number> {
  const rows = await t.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from bets where member_id = ${memberId}`,
  );
  return (rows as { rows: { n: number }[] }).rows[0]!.n;
}

/** Each vendor's watermark in epoch milliseconds. */
async function watermarks(): Promise<Record<string, number>> {
  const rows = await t.database.db.execute(
    sql`select vendor, (extract(epoch from watermark) * 1000)::float8 as ms
        from bet_history_cursors order by vendor`,
  );
  const list = (rows as { rows: { vendor: string; ms: number }[] }).rows;
  return Object.fromEntries(list.map((r) => [r.vendor, Number(r.ms)]));
}

/** Rows the vendor's history serves besides the bets played (its test-only switch). */
async function inject(vendorCode: string, bets: object[], replace = false) {
  const res = await fetch(`${vendorUrl}/__history`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ vendor: vendorCode, bets, replace }),
  });
  expect(res.status).toBe(200);
}

describe('transfer-wallet bet history', () => {
  it('puts the bets played at the vendor in the betting record, once however often pulled', async () => {
    const p = await newPlayer(t.app, t.database.db, { balance: 10_000n });
    const session = await launch(p.token, 'PG');
    const spins = [await spin(session), await spin(session), await spin(session, '2.50')];
    expect((await record(p.token)).total).toBe(0);

    expect(await pass()).toBe(true);
    const first = await record(p.token);
    expect(first.total).toBe(3);
    const game = gameOf('PG');
    for (const s of spins) {
      const stake = Math.round(Number(s.stake) * 100);
      const payout = Math.round(Number(s.payout) * 100);
      expect(first.list).toContainEqual(
        expect.objectContaining({
          vendor: 'PG',
          gameCode: game.code,
          gameName: game.name.en,
          category: 'RNG',
          stake: s.stake,
          validBet: s.stake,
          payout: s.payout,
          profit: ((payout - stake) / 100).toFixed(2),
        }),
      );
    }

    // Again, and again from an old watermark (a restart, a slow node): nothing more, no error.
    const { log, lines } = recorder();
    expect(await pass(pull(vendorUrl, log))).toBe(true);
    await t.database.db.execute(
      sql`update bet_history_cursors set watermark = watermark - interval '50 minutes'`,
    );
    expect(await pass(pull(vendorUrl, log))).toBe(true);
    expect(lines).toEqual([]);
    expect(await record(p.token)).toEqual(first);
    expect(await betCount(p.id)).toBe(3);
  });

  it('counts each bet once when two nodes pull at the same time', async () => {
    const p = await newPlayer(t.app, t.database.db, { balance: 10_000n });
    const session = await launch(p.token, 'PG');
    for (let i = 0; i < 5; i += 1) await spin(session);
    const at = passAt();
    const ran = await Promise.all(
      [pull(), pull(), pull()].map((j) => runJobOnce(t.database.db, j, at)),
    );
    expect(ran).toContain(true);
    expect(await betCount(p.id)).toBe(5);

    // Two nodes certainly both pulling the same window: the first is held at its first page
    // until the second (whose locked pass starts once the first's has committed) gets there.
    for (let i = 0; i < 4; i += 1) await spin(session);
    let arrived = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const waiters: (() => void)[] = [];
    const arrival = (n: number) =>
      new Promise<void>((resolve) => (arrived >= n ? resolve() : waiters.push(resolve)));
    const held = (): BetHistoryPort => {
      const real = client();
      return {
        betHistory: async (code, query) => {
          if (code === 'PG' && query.page === 1) {
            arrived += 1;
            waiters.splice(0).forEach((wake) => wake());
            await gate;
          }
          return real.betHistory(code, query);
        },
      };
    };
    const { log, lines } = recorder();
    const node = () => createHistoryPull({ db: t.database.db, vendors: held(), log }).job;
    const later = passAt();
    const first = runJobOnce(t.database.db, node(), later);
    await arrival(1);
    const second = runJobOnce(t.database.db, node(), later);
    await arrival(2);
    release();
    expect(await Promise.all([first, second])).toEqual([true, true]);
    // Both recorded their pages without a conflict error, and the bets are there once.
    expect(lines).toEqual([]);
    expect(await betCount(p.id)).toBe(9);
    expect((await record(p.token)).total).toBe(9);
  });

  it('records rows it cannot place as bet exceptions and goes on with the rest', async () => {
    const p = await newPlayer(t.app, t.database.db, { balance: 10_000n });
    const game = GAMES.find((g) => g.vendor === 'JDB' && !g.vassalage)!;
    const player = `${p.merchantId}-${p.id}`;
    const tag = `${p.id}`;
    const good = { playerId: player, gameCode: game.code, stake: '4.00', payout: '6.00' };
    await inject('JDB', [
      { ...good, betId: `ok-${tag}` },
      { ...good, betId: `void-${tag}`, status: 'VOID', payout: '0.00' },
      { ...good, betId: `nobody-${tag}`, playerId: `${p.merchantId}-999999999` },
      { ...good, betId: `ghost-${tag}`, playerId: 'ghost' },
      { ...good, betId: `nogame-${tag}`, gameCode: 'NO_SUCH_GAME' },
      { ...good, betId: `bad-${tag}`, stake: 'lots' },
      // The same bet served twice.
      { ...good, betId: `twice-${tag}` },
      { ...good, betId: `twice-${tag}` },
    ]);
    const before = await watermarks();
    const { log, lines } = recorder();
    expect(await pass(pull(vendorUrl, log))).toBe(true);
    expect(lines.filter((l) => l.includes('bet exception'))).toHaveLength(4);
    expect(lines.filter((l) => l.startsWith('error'))).toEqual([]);

    const mine = await record(p.token);
    expect(mine.total).toBe(3);
    const byStatus = Object.fromEntries(
      mine.list.map((b) => [`${String(b.validBet)}/${String(b.payout)}`, b]),
    );
    // SETTLED: valid stake is the stake. VOID: valid stake 0, the stake came back (net 0).
    expect(Object.keys(byStatus).sort()).toEqual(['0.00/4.00', '4.00/6.00']);
    expect(byStatus['0.00/4.00']).toMatchObject({ stake: '4.00', profit: '0.00' });
    expect(mine.list.filter((b) => b.validBet === '4.00')).toHaveLength(2);
    // The pass went on: the watermark moved.
    expect((await watermarks()).JDB).not.toBe(before.JDB);

    const exceptions = await adminCall(
      t.app,
      'GET',
      '/wps/admin/bets/exceptions?pageSize=100',
      owner,
    );
    expect(exceptions.status).toBe(200);
    const ofTag = (exceptions.body.value.list as Record<string, unknown>[]).filter((e) =>
      String(e.vendorBetId).endsWith(`-${tag}`),
    );
    expect(
      ofTag.map((e) => [e.vendorBetId, e.kind, e.unassigned, e.source, e.vendor]).sort(),
    ).toEqual([
      [`bad-${tag}`, 'BAD_ROW', true, 'HISTORY', 'JDB'],
      [`ghost-${tag}`, 'UNKNOWN_PLAYER', true, 'HISTORY', 'JDB'],
      [`nobody-${tag}`, 'UNKNOWN_PLAYER', false, 'HISTORY', 'JDB'],
      [`nogame-${tag}`, 'UNKNOWN_GAME', false, 'HISTORY', 'JDB'],
    ]);
    const nogame = ofTag.find((e) => e.kind === 'UNKNOWN_GAME')!;
    expect(nogame.detail).toMatchObject({ betId: `nogame-${tag}`, gameCode: 'NO_SUCH_GAME' });

    // Pulled again (overlap): no new bets, no new exceptions.
    expect(await pass()).toBe(true);
    expect((await record(p.token)).total).toBe(3);
    const again = await adminCall(t.app, 'GET', '/wps/admin/bets/exceptions?pageSize=100', owner);
    expect(again.body.value.total).toBe(exceptions.body.value.total);
  });

  it('shows a bet the vendor changed after settlement to the operator and leaves the record', async () => {
    const p = await newPlayer(t.app, t.database.db, { balance: 10_000n });
    const game = GAMES.find((g) => g.vendor === 'JDB' && !g.vassalage)!;
    const row = {
      betId: `later-${p.id}`,
      playerId: `${p.merchantId}-${p.id}`,
      gameCode: game.code,
      stake: '9.00',
      payout: '0.00',
    };
    await inject('JDB', [row]);
    expect(await pass()).toBe(true);
    expect((await record(p.token)).list).toEqual([
      expect.objectContaining({ stake: '9.00', validBet: '9.00', payout: '0.00' }),
    ]);

    // The vendor voids it afterwards: it is served again, with a new settled time.
    await inject('JDB', [{ ...row, status: 'VOID' }], true);
    expect(await pass()).toBe(true);
    expect((await record(p.token)).list).toEqual([
      expect.objectContaining({ stake: '9.00', validBet: '9.00', payout: '0.00' }),
    ]);
    const list = await adminCall(t.app, 'GET', '/wps/admin/bets/exceptions?pageSize=100', owner);
    const changed = (list.body.value.list as Record<string, unknown>[]).filter(
      (e) => e.vendorBetId === row.betId,
    );
    expect(changed).toEqual([
      expect.objectContaining({
        kind: 'CHANGED_AFTER_SETTLEMENT',
        unassigned: false,
        detail: expect.objectContaining({ status: 'VOID', stake: '9.00' }),
        resolvedAt: null,
      }),
    ]);
  });

  it('leaves the watermark where it was when the vendor does not answer', async () => {
    const before = await watermarks();
    expect(Object.keys(before).length).toBeGreaterThan(0);
    // Nothing listens there: every vendor's pull fails, and the pass still ends normally.
    const { log, lines } = recorder();
    expect(await pass(pull('http://127.0.0.1:9', log))).toBe(true);
    expect(await watermarks()).toEqual(before);
    expect(lines).toEqual(
      Object.keys(before).map(() => 'warn: bet history not pulled: vendor did not answer'),
    );
  });

  it('pulls from an overlap before the watermark, at most one window per pass', async () => {
    const asked: { vendor: string; from: Date; to: Date }[] = [];
    const job = createHistoryPull({
      db: t.database.db,
      vendors: {
        betHistory: async (code, query) => {
          asked.push({ vendor: code, from: query.from, to: query.to });
          return { rows: [], hasMore: false };
        },
      },
    }).job;
    const mark = new Date((await watermarks()).PG!);
    // Ten hours later: one hour per pass, starting ten minutes before the watermark.
    const later = new Date(mark.getTime() + 10 * 3_600_000);
    expect(await runJobOnce(t.database.db, job, later)).toBe(true);
    const pg = asked.find((a) => a.vendor === 'PG')!;
    expect(pg.from.getTime()).toBe(mark.getTime() - HISTORY_OVERLAP_MS);
    expect(pg.to.getTime()).toBe(mark.getTime() + 3_600_000);
    expect((await watermarks()).PG).toBe(mark.getTime() + 3_600_000);
  });
});
