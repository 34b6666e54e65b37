/// <reference types="node" />
/**
 * Games benchmark, in one run:
 *
 * - `seamless`: bet + win pairs (1.00 staked, 0.50 won, round ended) sent by the demo vendor's
 *   own client code (apps/demo-provider PortalClient: signed requests, retries) from a child
 *   process (bench/games-load.ts) over loopback HTTP to the real portal listening on 127.0.0.1, on PGlite. Players launched the game through
 *   the real launch call (real logins), so every bet carries a live launch token.
 * - `ledger`: the wallet benchmark's in-process tier (`ledger.post`, the same movement a bet
 *   makes) on the same database, for the ratio.
 * - `outcomes`: provably fair outcome generation per core (HMAC-SHA256 on node:crypto + the
 *   game's mapping) for dice, limbo, crash and slot.
 *
 * After the run the ledger is reconciled; a violation exits 1. Writes bench/results/games.json.
 * Environment: BENCH_DURATION (s, 10), BENCH_CONNECTIONS (20), BENCH_PLAYERS (40).
 */
import { fork } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import {
  createFloatSource,
  diceOutcome,
  limboOutcome,
  slotOutcome,
  crashPointFromFloat,
} from '@portal/fair';
import { nodeHmacSha256 } from '@portal/fair/node';
import { buildApp } from '../apps/server/src/app.ts';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { prepareDatabase } from '../apps/server/src/db/prepare.ts';
import { members, merchants } from '../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../apps/server/src/lib/passwords.ts';
import { DEFAULT_PROVIDER_SEED } from '../apps/server/src/modules/register-vendors.ts';
import { playableVendorSlot } from '../apps/server/src/modules/games/catalog/catalog-data.ts';
import { createLedgerService } from '../apps/server/src/modules/wallet/ledger.service.ts';
import { freshIp, login } from '../apps/server/test/account-client.ts';
import { startFakeVendor } from '../apps/server/test/vendor-fixture.ts';
import type { GamesLoadJob, GamesLoadResult } from './games-load.ts';

const SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 40);
const PASSWORD = 'Bench#2026games';
const OUTCOME_TARGET = 300_000;

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const pct = (xs: number[], p: number) =>
  xs[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0;
const round1 = (x: number) => Math.round(x * 10) / 10;

const SLOT = playableVendorSlot();

async function main() {
  const vendor = await startFakeVendor();
  const database = await createDatabase({ pglitePath: 'memory://' });
  await prepareDatabase(database, { seed: 'always' });
  const db = database.db;
  const app = await buildApp({
    database,
    logger: false,
    botcheckMaxNumber: 200,
    providerUrl: vendor.url,
    crashEveryMs: 0,
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'demo'));
  const ledger = createLedgerService({ db });
  const hash = await hashPassword(PASSWORD);
  const listed = await app.inject({
    method: 'GET',
    url: `/lgw/games/list?vassalage=${SLOT.vendor}&pageSize=999`,
  });
  const games = listed.json<{ value: { content: { nodeId: number; gameCode: string }[] } }>();
  const nodeId = games.value.content.find((g) => g.gameCode === SLOT.code)!.nodeId;

  // Players: real members, funded through the ledger, signed in, who launched the slot.
  const players: { playerId: string; token: string }[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const username = `gb${Date.now().toString(36)}${i}`;
    const [row] = await db
      .insert(members)
      .values({
        merchantId: merchant.id,
        username,
        usernameKey: username,
        passwordHash: hash,
        referralCode: username.toUpperCase().slice(0, 16),
      })
      .returning({ id: members.id });
    const main = await ledger.memberAccountId(merchant, row.id, 'MAIN');
    const house = await ledger.houseAccountId(merchant, 'ADJUSTMENTS');
    await ledger.post({
      merchantId: merchant.id,
      kind: 'ADJUSTMENT',
      key: { source: 'BENCH', externalId: username, operation: 'FUND' },
      memberId: row.id,
      lines: [
        { accountId: house, amount: -100_000_000n },
        { accountId: main, amount: 100_000_000n },
      ],
    });
    const signed = await login(app, username, PASSWORD, {}, { remoteAddress: freshIp() });
    const token = (signed.body as { value: { token: string } }).value.token;
    const launched = await app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: { authorization: `Bearer ${token}` },
      payload: { nodeId, mode: 'REAL' },
    });
    if (launched.statusCode !== 200) throw new Error(`launch failed: ${launched.body}`);
    const launch = vendor.launches.at(-1)!;
    players.push({ playerId: launch.playerId, token: launch.token });
  }

  // ---------------------------------------------------------------- seamless pairs over HTTP
  const child = fork(new URL('./games-load.ts', import.meta.url), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const job: GamesLoadJob = {
    walletUrl: address,
    vendor: SLOT.vendor,
    gameCode: SLOT.code,
    seed: DEFAULT_PROVIDER_SEED,
    seconds: SECONDS,
    connections: CONNECTIONS,
    players,
  };
  const loaded = await new Promise<GamesLoadResult>((resolve, reject) => {
    child.once('message', (m: { ok: boolean; result?: GamesLoadResult; error?: string }) =>
      m.ok ? resolve(m.result!) : reject(new Error(m.error)),
    );
    child.send(job);
  });
  const { pairs, errors, errorKinds } = loaded;
  const elapsed = loaded.seconds;
  const pairLatencies = loaded.latencies;
  const lat = sorted(pairLatencies);
  const seamless = {
    connections: CONNECTIONS,
    players: PLAYERS,
    durationSeconds: round1(elapsed),
    pairs,
    pairsPerSecond: round1(pairs / elapsed),
    callsPerSecond: round1((2 * pairs) / elapsed),
    pairLatencyP50Ms: round1(pct(lat, 0.5)),
    pairLatencyP99Ms: round1(pct(lat, 0.99)),
    errors,
    errorKinds,
  };

  // ---------------------------------------------------------------- in-process ledger tier
  const house = await ledger.houseAccountId(merchant, `PROVIDER:${SLOT.vendor}`);
  const mains: number[] = [];
  for (const p of players) {
    const memberId = Number(p.playerId.split('-')[1]);
    mains.push(await ledger.memberAccountId(merchant, memberId, 'MAIN'));
  }
  let posts = 0;
  const ledgerUntil = performance.now() + 3_000;
  const l0 = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, c) => {
      while (performance.now() < ledgerUntil) {
        const main = mains[c % mains.length];
        await ledger.post({
          merchantId: merchant.id,
          kind: 'BET',
          key: { source: 'BENCH', externalId: `l-${c}-${posts}`, operation: 'BET' },
          lines: [
            { accountId: main, amount: -100n },
            { accountId: house, amount: 100n },
          ],
        });
        posts++;
      }
    }),
  );
  const ledgerRate = round1(posts / ((performance.now() - l0) / 1_000));

  const check = await ledger.reconcile(merchant.id);
  const ledgerOk = check.total === 0n && check.unbalanced.length === 0 && check.drift.length === 0;

  // ---------------------------------------------------------------- outcomes per core
  const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'bench' };
  const rate = (one: (nonce: number) => unknown) => {
    const runs: number[] = [];
    for (let r = 0; r < 3; r++) {
      let n = 0;
      const end = performance.now() + 500;
      const s0 = performance.now();
      while (performance.now() < end) {
        for (let i = 0; i < 1_000; i++) one(n++);
      }
      runs.push(n / ((performance.now() - s0) / 1_000));
    }
    return Math.round(sorted(runs)[1]);
  };
  const outcomes = {
    dice: rate((nonce) =>
      diceOutcome(createFloatSource(nodeHmacSha256, { ...seeds, nonce }), {
        direction: 'under',
        targetHundredths: 5000,
      }),
    ),
    limbo: rate((nonce) =>
      limboOutcome(createFloatSource(nodeHmacSha256, { ...seeds, nonce }), {
        targetHundredths: 200,
      }),
    ),
    crash: rate((nonce) =>
      crashPointFromFloat(createFloatSource(nodeHmacSha256, { ...seeds, nonce })()),
    ),
    slot: rate((nonce) => slotOutcome(createFloatSource(nodeHmacSha256, { ...seeds, nonce }), {})),
  };

  const results = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
    database: 'pglite (memory)',
    seamless,
    ledgerInProcessPerSecond: ledgerRate,
    seamlessCallsOverInProcess: Math.round(((2 * pairs) / elapsed / ledgerRate) * 1000) / 1000,
    outcomesPerSecondPerCore: outcomes,
    outcomeTarget: OUTCOME_TARGET,
    ledger: {
      total: check.total.toString(),
      unbalanced: check.unbalanced.length,
      drift: check.drift.length,
    },
  };
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(new URL('./results/games.json', import.meta.url), JSON.stringify(results, null, 2));
  console.log(JSON.stringify(results, null, 2));

  await app.close();
  await vendor.close();
  if (!ledgerOk) {
    console.error('ledger invariants violated');
    process.exit(1);
  }
}

await main();
