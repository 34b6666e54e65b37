import net from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createDatabase, type Database } from './client.ts';
import { prepareDatabase } from './prepare.ts';
import { ledgerTransactions } from './schema/index.ts';
import { createLedgerService } from '../modules/wallet/ledger.service.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { PreliminaryCallFailed, login } from '../../test/account-client.ts';
import { SEAMLESS_SLOT, startFakeVendor, vendorCall } from '../../test/vendor-fixture.ts';
import { PLAYER_PASSWORD, memberCall, newPlayer, rid } from '../../test/wallet-client.ts';
import type { FastifyInstance } from 'fastify';

/**
 * A TCP proxy in front of PostgreSQL that the test can cut: `cut()` drops every open connection
 * and refuses new ones until `restore()`.
 */
async function startCuttableProxy(target: { host: string; port: number }) {
  const open = new Set<net.Socket>();
  let isCut = false;
  const server = net.createServer((client) => {
    if (isCut) return void client.destroy();
    const upstream = net.connect(target.port, target.host);
    open.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      isCut = true;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    restore() {
      isCut = false;
    },
    /** Drops what is still open (server.close alone waits for every connection to end). */
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        open.clear();
        server.close(() => resolve());
      }),
  };
}

const adminUrl = process.env.DATABASE_URL;
const CUT_MS = 10_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!adminUrl)('a PostgreSQL outage (10 s cut through a TCP proxy)', () => {
  let direct: Database;
  let proxied: Database;
  let proxy: Awaited<ReturnType<typeof startCuttableProxy>>;
  let vendor: Awaited<ReturnType<typeof startFakeVendor>>;
  let app: FastifyInstance;

  beforeAll(async () => {
    direct = await createTestDatabase();
    await prepareDatabase(direct, { seed: 'always', fixtures: 'e2e' });
    const url = new URL(adminUrl!);
    proxy = await startCuttableProxy({ host: url.hostname, port: Number(url.port || 5432) });
    const dbName = await direct.db.execute<{ name: string }>(
      sql`select current_database() as name`,
    );
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    url.pathname = `/${(dbName as { rows: { name: string }[] }).rows[0]!.name}`;
    proxied = await createDatabase({ url: url.toString(), connectTimeoutMs: 1_000 });
    vendor = await startFakeVendor();
    app = await buildApp({
      database: proxied,
      botcheckMaxNumber: 200,
      e2eFixtures: true,
      crashEveryMs: 0,
      transferResolveEveryMs: 0,
      catalogTtlMs: 0,
      providerUrl: vendor.url,
      // The jobs run through the cut too: they must skip, not crash.
      autoConfirmEverySeconds: 1,
    });
    await app.ready();
  }, 60_000);

  afterAll(async () => {
    // Cut first: a pool ending on a live proxy waits for the proxy; on a cut one it ends at once.
    // Each step is bounded: under the whole suite one of them has outlasted the hook, and what
    // this file proves is above (the worker process ends with the file anyway).
    proxy?.cut();
    const bounded = async (name: string, step: () => Promise<unknown> | undefined) => {
      const timer = sleep(10_000).then(() => `${name} still closing after 10 s`);
      const late = await Promise.race([Promise.resolve(step()).then(() => undefined), timer]);
      if (late) console.warn(late);
    };
    await bounded('app', () => app?.close());
    await bounded('vendor', () => vendor?.close());
    await bounded('proxy', () => proxy?.close());
    await bounded('database', () => direct?.close());
  }, 60_000);

  it('lives, answers 503 with Retry-After while cut, then every acknowledged movement is in the ledger once', async () => {
    const list = await app.inject({
      url: `/lgw/games/list?vassalage=${SEAMLESS_SLOT.vendor}&gameType=RNG&pageSize=999`,
    });
    const nodeId = (list.json().value.content as { nodeId: number; gameCode: string }[]).find(
      (g) => g.gameCode === SEAMLESS_SLOT.code,
    )!.nodeId;
    const players: (Awaited<ReturnType<typeof newPlayer>> & {
      launchToken: string;
      playerId: string;
    })[] = [];
    for (let i = 0; i < 3; i += 1) {
      const p = await newPlayer(app, proxied.db, { balance: 1_000_000n, paymentPassword: false });
      await memberCall(app, p.token, 'POST', '/wps/game/launchGame', { nodeId, mode: 'REAL' });
      const launch = vendor.launches.at(-1)!;
      players.push({ ...p, launchToken: launch.token, playerId: launch.playerId });
    }

    interface Sent {
      kind: 'bet' | 'transfer' | 'login' | 'balance';
      at: number;
      status: number;
      retryAfter?: string | undefined;
    }
    const sent: Sent[] = [];
    interface Movement {
      key: string;
      amount: bigint;
      memberId: number;
      redo: () => Promise<number>;
    }
    const acknowledged: Movement[] = [];
    const pending: Movement[] = [];

    const bet = (p: (typeof players)[number]) => {
      const body = {
        transactionId: `b-${rid()}`,
        playerId: p.playerId,
        token: p.launchToken,
        roundId: `r-${rid()}`,
        gameCode: SEAMLESS_SLOT.code,
        amount: '1.00',
        currency: 'BDT',
      };
      const redo = async () => {
        const res = await vendorCall(app, SEAMLESS_SLOT.vendor, 'bet', body);
        return res.status === 200 && res.body.status === 'OK' ? 200 : res.status;
      };
      return { key: `VENDOR:${SEAMLESS_SLOT.vendor}|${body.transactionId}`, redo };
    };
    const transfer = (p: (typeof players)[number]) => {
      const requestId = rid();
      const redo = async () =>
        (
          await memberCall(app, p.token, 'POST', '/wps/wallet/game-transfer', {
            vendor: 'PG',
            direction: 'IN',
            amount: '2.00',
            requestId,
          })
        ).status;
      return { requestId, redo };
    };

    let stop = false;
    const cutAt = { start: 0, end: 0 };
    const worker = async (n: number) => {
      let i = 0;
      while (!stop) {
        const p = players[(n + i) % players.length]!;
        const at = Date.now();
        const which = i % 4;
        i += 1;
        if (which === 0 || which === 1) {
          const b = bet(p);
          const status = await b.redo();
          sent.push({ kind: 'bet', at, status });
          const item = { key: b.key, amount: 100n, memberId: p.id, redo: b.redo };
          (status === 200 ? acknowledged : pending).push(item);
        } else if (which === 2) {
          const tr = transfer(p);
          const status = await tr.redo();
          sent.push({ kind: 'transfer', at, status });
          const item = { key: `${p.id}:${tr.requestId}`, amount: 200n, memberId: p.id };
          (status === 200 ? acknowledged : pending).push({ ...item, redo: tr.redo });
        } else if (n === 0) {
          // A login first fetches the bot-check challenge and the public key: any step may
          // meet the cut, and a browser is told 503 there as it would be at the login itself.
          const status = await login(app, p.username, PLAYER_PASSWORD).then(
            (res) => res.status,
            (error: unknown) => {
              if (error instanceof PreliminaryCallFailed) return error.status;
              throw error;
            },
          );
          sent.push({ kind: 'login', at, status });
        } else {
          const res = await app.inject({
            url: '/wps/v2/wallets/balance',
            headers: { merchant: 'demo', authorization: `Bearer ${p.token}` },
          });
          sent.push({
            kind: 'balance',
            at,
            status: res.statusCode,
            retryAfter: res.headers['retry-after'],
          });
        }
        // A client told 503 waits a little before its next call, as a browser or vendor would.
        await sleep(sent.at(-1)?.status === 503 ? 200 : 20);
      }
    };
    const workers = [0, 1, 2, 3].map((n) => worker(n));
    await sleep(1_500);
    cutAt.start = Date.now();
    proxy.cut();
    const during: number[] = [];
    const ready = async () => (await app.inject({ url: '/readyz' })).statusCode;
    await sleep(2_000);
    during.push(await ready());
    await sleep(CUT_MS - 2_000);
    proxy.restore();
    cutAt.end = Date.now();
    // Within 2 s of its return, the portal serves again.
    while ((await ready()) !== 200) {
      await sleep(50);
      if (Date.now() - cutAt.end > 2_000) break;
    }
    const back = Date.now() - cutAt.end;
    await sleep(2_000);
    stop = true;
    await Promise.all(workers);

    expect(during).toEqual([503]);
    expect(back).toBeLessThanOrEqual(2_000);
    // Only 200 and 503: never a 500, never a dropped connection.
    const statuses = new Set(sent.map((s) => s.status));
    expect([...statuses].sort()).toEqual([200, 503]);
    const inCut = sent.filter((s) => s.at > cutAt.start + 100 && s.at < cutAt.end);
    expect(inCut.length).toBeGreaterThan(20);
    expect(new Set(inCut.map((s) => s.status))).toEqual(new Set([503]));
    expect(
      sent.filter((s) => s.status === 503 && s.retryAfter !== undefined).length,
    ).toBeGreaterThan(0);
    const afterReturn = sent.filter((s) => s.at > cutAt.end + 2_000);
    expect(afterReturn.length).toBeGreaterThan(0);
    expect(afterReturn.every((s) => s.status === 200)).toBe(true);

    // The vendor and the player retry what got no answer; each lands once.
    for (let i = 0; i < pending.length; i += 8) {
      const batch = pending.slice(i, i + 8);
      expect(await Promise.all(batch.map((item) => item.redo()))).toEqual(batch.map(() => 200));
    }
    const ledger = createLedgerService({ db: direct.db });
    for (const item of [...acknowledged, ...pending]) {
      const [source, externalId] = item.key.includes('|')
        ? item.key.split('|')
        : ['GAME_TRANSFER', item.key];
      const rows = await direct.db
        .select({ id: ledgerTransactions.id })
        .from(ledgerTransactions)
        .where(
          and(
            eq(ledgerTransactions.externalId, externalId!),
            item.key.includes('|') ? eq(ledgerTransactions.source, source!) : undefined,
          ),
        );
      expect(rows.length, item.key).toBe(1);
    }
    for (const p of players) {
      const spent = [...acknowledged, ...pending]
        .filter((m) => m.memberId === p.id)
        .reduce((sum, m) => sum + m.amount, 0n);
      expect(await ledger.mainBalance(p.id)).toBe(1_000_000n - spent);
    }
    const report = await ledger.reconcile(players[0]!.merchantId);
    expect(report).toMatchObject({ unbalanced: [], drift: [], total: 0n });
  }, 120_000);
});
