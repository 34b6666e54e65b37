/// <reference types="node" />
/**
 * Games benchmark, in one run, on PGlite and (when reachable) PostgreSQL:
 *
 * - `seamless`: bet + win pairs sent by the demo vendor's own client code (apps/demo-provider
 *   PortalClient: signed requests, retries) from a child process (bench/games-load.ts) over
 *   loopback HTTP to the real portal listening on 127.0.0.1. Players are real members who signed
 *   in through the real login and launched the games through the real launch call, so every bet
 *   carries a live launch token. Two scenarios: "uncontended" spreads the players over five
 *   vendors (five house accounts), "contended" puts every player on one vendor.
 * - `ledger`: the in-process ledger (`ledger.post`, the movement a bet makes) on the same
 *   database with the same concurrency, for the ratio.
 * - `outcomes`: provably fair outcome generation per core (HMAC-SHA256 on node:crypto + the
 *   game's mapping) for dice, limbo, crash and slot (once).
 *
 * Statements per call count what the process sends to the database during the run (backends.ts).
 * After every run the ledger is reconciled and the bets are rolled up and reconciled against the
 * rollups; a violation exits 1. Targets (issue 12) are printed as met or missed; BENCH_STRICT=1
 * exits 1 on a miss. Writes bench/results/games.json.
 *
 * Environment: BENCH_DURATION (s per HTTP run, 10), BENCH_INPROCESS_DURATION (s, 3),
 * BENCH_CONNECTIONS (64), BENCH_PLAYERS (100), BENCH_DB=pglite|postgres for one of them,
 * DATABASE_URL (PostgreSQL admin URL; else postgres://postgres@127.0.0.1:5432/test when it
 * answers).
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
import { formatAmount, parseAmount } from '@portal/contracts/money';
import { buildApp } from '../apps/server/src/app.ts';
import { prepareDatabase } from '../apps/server/src/db/prepare.ts';
import { members, merchants } from '../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../apps/server/src/lib/passwords.ts';
import { DEFAULT_PROVIDER_SEED } from '../apps/server/src/modules/register-vendors.ts';
import {
  playableSeamlessGames,
  playableVendorSlot,
} from '../apps/server/src/modules/games/catalog/catalog-data.ts';
import { createLedgerService } from '../apps/server/src/modules/wallet/ledger.service.ts';
import { freshIp, login } from '../apps/server/test/account-client.ts';
import { startFakeVendor } from '../apps/server/test/vendor-fixture.ts';
import { dbStats, instrument, openPglite, openPostgres, type Backend } from './backends.ts';
import { checkBets } from './bets-check.ts';
import type { GamesLoadJob, GamesLoadResult } from './games-load.ts';

const SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const IN_PROCESS_SECONDS = Number(process.env.BENCH_INPROCESS_DURATION ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 100);
const STRICT = process.env.BENCH_STRICT === '1';
const PASSWORD = 'Bench#2026games';
const OUTCOME_TARGET = 300_000;
const TARGETS = {
  seamlessOverInProcess: 0.7,
  postgresCallsPerSecond: 3_000,
  postgresP99Ms: 50,
  contendedOverUncontended: 0.8,
};

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const pct = (xs: number[], p: number) =>
  xs[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0;
const round1 = (x: number) => Math.round(x * 10) / 10;
const round3 = (x: number) => Math.round(x * 1000) / 1000;

const SLOT = playableVendorSlot();
/** Five vendors, five house accounts: the contended vendor's slot and four others. */
const SPREAD = [SLOT, ...playableSeamlessGames(5).filter((g) => g.vendor !== SLOT.vendor)].slice(
  0,
  5,
);

const loader = fork(new URL('./games-load.ts', import.meta.url), {
  execArgv: ['--import', 'tsx'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
function load(job: GamesLoadJob): Promise<GamesLoadResult> {
  return new Promise((resolve, reject) => {
    loader.once('message', (m: { ok: boolean; result?: GamesLoadResult; error?: string }) =>
      m.ok ? resolve(m.result!) : reject(new Error(m.error)),
    );
    loader.send(job);
  });
}

async function benchBackend(backend: Backend) {
  const { database } = backend;
  const db = database.db;
  await prepareDatabase(database, { seed: 'always' });
  instrument(backend);
  const vendor = await startFakeVendor();
  const app = await buildApp({
    database,
    logger: false,
    botcheckMaxNumber: 200,
    providerUrl: vendor.url,
    // The crash game's job would share the engine with the measured calls.
    crashEveryMs: 0,
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'demo'));
    if (!merchant) throw new Error('demo white label missing');
    const ledger = createLedgerService({ db });
    const hash = await hashPassword(PASSWORD);

    // The node of each game, from the public list.
    const nodes = new Map<string, number>();
    for (const game of SPREAD) {
      const listed = await app.inject({
        method: 'GET',
        url: `/lgw/games/list?vassalage=${game.vendor}&pageSize=999`,
      });
      const content = listed.json<{ value: { content: { nodeId: number; gameCode: string }[] } }>()
        .value.content;
      const node = content.find((g) => g.gameCode === game.code);
      if (!node) throw new Error(`${game.code} is not listed`);
      nodes.set(game.code, node.nodeId);
    }

    // Players: real members, funded through the ledger, signed in, who launched their games.
    type Seat = GamesLoadJob['players'][number];
    const contended: Seat[] = [];
    const spread: Seat[] = [];
    const house = await ledger.houseAccountId(merchant, 'ADJUSTMENTS');
    const stakeOf = (game: (typeof SPREAD)[number]) => {
      const stake = parseAmount(game.minBet)!;
      return { stake: formatAmount(stake), win: formatAmount(stake / 2n) };
    };
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
      await ledger.post({
        merchantId: merchant.id,
        kind: 'ADJUSTMENT',
        key: { source: 'BENCH', externalId: username, operation: 'FUND' },
        memberId: row.id,
        lines: [
          { accountId: house, amount: -1_000_000_000n },
          { accountId: main, amount: 1_000_000_000n },
        ],
      });
      const signed = await login(app, username, PASSWORD, {}, { remoteAddress: freshIp() });
      const token = (signed.body as { value: { token: string } }).value.token;
      const launch = async (game: (typeof SPREAD)[number]): Promise<Seat> => {
        const launched = await app.inject({
          method: 'POST',
          url: '/wps/game/launchGame',
          headers: { authorization: `Bearer ${token}` },
          payload: { nodeId: nodes.get(game.code), mode: 'REAL' },
        });
        if (launched.statusCode !== 200) throw new Error(`launch failed: ${launched.body}`);
        const last = vendor.launches.at(-1)!;
        return {
          playerId: last.playerId,
          token: last.token,
          vendor: game.vendor,
          gameCode: game.code,
          ...stakeOf(game),
        };
      };
      contended.push(await launch(SLOT));
      spread.push(await launch(SPREAD[i % SPREAD.length]));
    }

    const seamlessRun = async (scenario: string, players: Seat[]) => {
      const before = dbStats.statements;
      const loaded = await load({
        walletUrl: address,
        seed: DEFAULT_PROVIDER_SEED,
        seconds: SECONDS,
        connections: CONNECTIONS,
        players,
      });
      const statements = dbStats.statements - before;
      const calls = loaded.latencies.length;
      const lat = sorted(loaded.latencies);
      return {
        scenario,
        vendors: new Set(players.map((p) => p.vendor)).size,
        connections: CONNECTIONS,
        players: players.length,
        durationSeconds: round1(loaded.seconds),
        pairs: loaded.pairs,
        callsPerSecond: Math.round(calls / loaded.seconds),
        callLatencyP50Ms: round1(pct(lat, 0.5)),
        callLatencyP99Ms: round1(pct(lat, 0.99)),
        statementsPerCall: calls ? round3(statements / calls) : null,
        errors: loaded.errors,
        errorKinds: loaded.errorKinds,
      };
    };
    // Warm-up (JIT, caches, plans), not recorded.
    await load({
      walletUrl: address,
      seed: DEFAULT_PROVIDER_SEED,
      seconds: 2,
      connections: CONNECTIONS,
      players: spread,
    });
    const uncontended = await seamlessRun('uncontended', spread);
    const contendedRun = await seamlessRun('contended', contended);

    // ---------------------------------------------------------------- in-process ledger tier
    const slotHouse = await ledger.houseAccountId(merchant, `PROVIDER:${SLOT.vendor}`);
    const mains: number[] = [];
    for (const p of contended) {
      const memberId = Number(p.playerId.split('-')[1]);
      mains.push(await ledger.memberAccountId(merchant, memberId, 'MAIN'));
    }
    let posts = 0;
    const statementsBefore = dbStats.statements;
    const until = performance.now() + IN_PROCESS_SECONDS * 1_000;
    const l0 = performance.now();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async (_, c) => {
        let seq = 0;
        while (performance.now() < until) {
          const main = mains[c % mains.length];
          await ledger.post({
            merchantId: merchant.id,
            kind: 'BET',
            key: { source: 'BENCH', externalId: `l-${c}-${seq++}`, operation: 'BET' },
            lines: [
              { accountId: main, amount: -100n },
              { accountId: slotHouse, amount: 100n },
            ],
          });
          posts++;
        }
      }),
    );
    const ledgerRate = Math.round(posts / ((performance.now() - l0) / 1_000));
    const ledgerStatements = round3((dbStats.statements - statementsBefore) / posts);

    const check = await ledger.reconcile(merchant.id);
    const ledgerOk =
      check.total === 0n && check.unbalanced.length === 0 && check.drift.length === 0;
    const bets = await checkBets(db, merchant.id);

    return {
      database: backend.label,
      seamless: [uncontended, contendedRun],
      ledgerInProcess: { perSecond: ledgerRate, statementsPerPost: ledgerStatements },
      seamlessCallsOverInProcess: round3(uncontended.callsPerSecond / ledgerRate),
      contendedOverUncontended: round3(contendedRun.callsPerSecond / uncontended.callsPerSecond),
      ledger: {
        ok: ledgerOk,
        total: check.total.toString(),
        unbalanced: check.unbalanced.length,
        drift: check.drift.length,
      },
      bets,
    };
  } finally {
    await app.close();
    await vendor.close();
  }
}

function outcomesPerCore() {
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
  return {
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
}

type Measured = Awaited<ReturnType<typeof benchBackend>>;

/** The targets for one database: each met or missed, with the figure. */
function targets(name: Backend['name'], m: Measured) {
  const [uncontended] = m.seamless;
  const out: { target: string; value: number; met: boolean }[] = [
    {
      target: `seamless calls over in-process ledger ≥ ${TARGETS.seamlessOverInProcess}`,
      value: m.seamlessCallsOverInProcess,
      met: m.seamlessCallsOverInProcess >= TARGETS.seamlessOverInProcess,
    },
    {
      target: `contended over uncontended ≥ ${TARGETS.contendedOverUncontended}`,
      value: m.contendedOverUncontended,
      met: m.contendedOverUncontended >= TARGETS.contendedOverUncontended,
    },
  ];
  if (name === 'postgres' && uncontended) {
    out.push(
      {
        target: `seamless calls/s ≥ ${TARGETS.postgresCallsPerSecond} at ${CONNECTIONS} connections`,
        value: uncontended.callsPerSecond,
        met: uncontended.callsPerSecond >= TARGETS.postgresCallsPerSecond,
      },
      {
        target: `call p99 ≤ ${TARGETS.postgresP99Ms} ms`,
        value: uncontended.callLatencyP99Ms,
        met: uncontended.callLatencyP99Ms <= TARGETS.postgresP99Ms,
      },
    );
  }
  return out;
}

async function main() {
  const only = process.env.BENCH_DB;
  const results: Record<string, unknown> = {};
  const checks: Record<string, ReturnType<typeof targets>> = {};
  let violated = false;
  const openers: [Backend['name'], () => Promise<Backend | { skipped: string }>][] = [];
  if (only !== 'postgres') openers.push(['pglite', openPglite]);
  if (only !== 'pglite') openers.push(['postgres', () => openPostgres('bench_games')]);
  for (const [name, open] of openers) {
    const backend = await open();
    if ('skipped' in backend) {
      results[name] = backend;
      continue;
    }
    try {
      const measured = await benchBackend(backend);
      results[name] = measured;
      checks[name] = targets(name, measured);
      if (!measured.ledger.ok || !measured.bets.ok) violated = true;
    } finally {
      await backend.dispose();
    }
  }
  const report = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
    targets: checks,
    ...results,
    outcomesPerSecondPerCore: outcomesPerCore(),
    outcomeTarget: OUTCOME_TARGET,
  };
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(new URL('./results/games.json', import.meta.url), JSON.stringify(report, null, 2));
  console.log(JSON.stringify(report, null, 2));
  let missed = false;
  for (const [name, list] of Object.entries(checks)) {
    for (const t of list) {
      console.log(`${t.met ? 'met   ' : 'MISSED'} ${name}: ${t.target} (${t.value})`);
      if (!t.met) missed = true;
    }
  }
  loader.disconnect();
  if (violated) {
    console.error('ledger or bet-rollup invariants violated');
    process.exit(1);
  }
  if (STRICT && missed) process.exit(1);
}

await main();
