/**
 * Wallet benchmark: game-wallet debits (IN: main wallet → PROVIDER:<vendor>) and credits (OUT)
 * at three depths, in one run, on PGlite and (when reachable) PostgreSQL:
 *
 * - `ledger`:  `ledger.post` called in-process with the movement the game wallet posts;
 * - `service`: `gameWallets.transfer` in-process (the ledger post plus what the route's service
 *              adds: the vendor-balance check on OUT, the balance read after, the balance event);
 * - `http`:    POST /wps/wallet/game-transfer over loopback with autocannon (run in a child
 *              process, bench/wallet-load.ts) against the real app listening on 127.0.0.1.
 *
 * Scenarios: "uncontended" spreads the players over the seven transfer vendors (seven house
 * accounts; the in-process `ledger` tier also runs with one house account per player), and
 * "contended" has every player move money through the one PROVIDER:PG account. Every tier runs
 * with the same concurrency, and each connection (or in-process worker) owns its own players, so
 * no two callers touch the same member wallet at once.
 *
 * Players are real members signed in through the real login (encrypted body, proof-of-work bot
 * check, argon2id), sent with app.inject from a distinct documentation address each (the login
 * route allows 30 a minute per address). They are funded through the ledger. The game-transfer
 * rate limit (1,200 a minute per session) stays on; a 429 counts as an error.
 *
 * After every run the ledger is reconciled (every transaction sums to zero, the whole ledger sums
 * to zero, every wallet equals the sum of its entries) and the number of new GAME_TRANSFER
 * transactions is compared with the acknowledged calls; any violation stops the bench with exit
 * code 1. Writes bench/results/wallet.json.
 *
 * Environment: BENCH_DURATION (s per HTTP run, 10), BENCH_INPROCESS_DURATION (s per in-process
 * run, 3), BENCH_CONNECTIONS (20), BENCH_PLAYERS (100), DATABASE_URL (PostgreSQL admin URL; else
 * postgres://postgres@127.0.0.1:5432/test when it answers), BENCH_DB=pglite|postgres for one of
 * them, BENCH_SCENARIOS=id,id for some scenarios only (no targets then), BENCH_STRICT=1 to exit 1
 * when a target is missed (it always does on a ledger violation or an HTTP error).
 */
import { fork } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { and, count, eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { prepareDatabase } from '../apps/server/src/db/prepare.ts';
import { ledgerTransactions, members, merchants } from '../apps/server/src/db/schema/index.ts';
import { AppError } from '../apps/server/src/lib/app-error.ts';
import { hashPassword } from '../apps/server/src/lib/passwords.ts';
import {
  TRANSFER_VENDORS,
  createGameWalletService,
} from '../apps/server/src/modules/vendors/game-wallet.service.ts';
import { createLedgerService } from '../apps/server/src/modules/wallet/ledger.service.ts';
import { freshIp, login } from '../apps/server/test/account-client.ts';
import type { LoadJob, LoadResult } from './wallet-load.ts';
import { dbStats, instrument, openPglite, openPostgres, type Backend } from './backends.ts';

const HTTP_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const IN_PROCESS_SECONDS = Number(process.env.BENCH_INPROCESS_DURATION ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 100);
const STRICT = process.env.BENCH_STRICT === '1';
const PASSWORD = 'Bench#2026wallet';
/** Each call moves 1.00; players open with 1,000,000.00 and 100,000.00 at their vendors. */
const AMOUNT = '1.00';
const AMOUNT_MINOR = 100n;
const OPENING_MINOR = 100_000_000n;
const AT_VENDOR_MINOR = 10_000_000n;

const TARGETS = {
  pgliteDebitsPerSecond: 1_000,
  p99Ms: 100,
  // Issue 12 raised it from 0.6 (issue 4).
  httpOverInProcess: 0.7,
  contendedOverUncontended: 0.8,
};

type Tier = 'ledger' | 'service' | 'http';
type Direction = 'IN' | 'OUT';
type Houses = 'spread' | 'shared' | 'distinct';

interface Scenario {
  id: string;
  direction: Direction;
  houses: Houses;
  tiers: Tier[];
}

const ALL_SCENARIOS: Scenario[] = [
  {
    id: 'debit-uncontended',
    direction: 'IN',
    houses: 'spread',
    tiers: ['ledger', 'service', 'http'],
  },
  {
    id: 'debit-contended',
    direction: 'IN',
    houses: 'shared',
    tiers: ['ledger', 'service', 'http'],
  },
  { id: 'debit-distinct-houses', direction: 'IN', houses: 'distinct', tiers: ['ledger'] },
  { id: 'credit-uncontended', direction: 'OUT', houses: 'spread', tiers: ['ledger', 'http'] },
  {
    id: 'credit-contended',
    direction: 'OUT',
    houses: 'shared',
    tiers: ['ledger', 'service', 'http'],
  },
];

/** BENCH_SCENARIOS=debit-contended,credit-contended runs only those (targets need them all). */
const ONLY = process.env.BENCH_SCENARIOS?.split(',').map((x) => x.trim());
const SCENARIOS = ONLY ? ALL_SCENARIOS.filter((s) => ONLY.includes(s.id)) : ALL_SCENARIOS;

const HOUSE_NOTE: Record<Houses, string> = {
  spread: `players spread over ${TRANSFER_VENDORS.length} vendors (${TRANSFER_VENDORS.length} house accounts)`,
  shared: 'every player through PROVIDER:PG (one house account)',
  distinct: 'one house account per player (PROVIDER:BENCHnnn, in-process only)',
};

interface Run {
  scenario: string;
  tier: Tier;
  direction: Direction;
  houseAccounts: string;
  connections: number;
  durationSeconds: number;
  ok: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  errors: number;
  errorKinds: Record<string, number>;
  /** Statements per acknowledged call; PGlite also: engine time per call and its share of the run. */
  db: { statementsPerCall: number; engineMsPerCall?: number; engineBusyShare?: number };
  ledger: { total: string; unbalanced: number; drift: number; newTransactions: number };
}

interface Player {
  id: number;
  username: string;
  token: string;
  main: number;
  spreadVendor: string;
  distinctHouse: number;
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const percentile = (xs: number[], p: number) =>
  xs[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0;
const round1 = (x: number) => Math.round(x * 10) / 10;
const round3 = (x: number) => Math.round(x * 1000) / 1000;
const runId = () => Math.random().toString(36).slice(2, 8);

class InvariantViolation extends Error {}

// ------------------------------------------------------------------ database statement counter

// ------------------------------------------------------------------ load generator (child)

const loader = fork(new URL('./wallet-load.ts', import.meta.url), {
  execArgv: ['--import', 'tsx'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
function load(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    loader.once('message', (message: { ok: boolean; result?: LoadResult; error?: string }) => {
      if (message.ok) resolve(message.result!);
      else reject(new Error(message.error));
    });
    loader.send(job);
  });
}

// ------------------------------------------------------------------ in-process runner

async function inProcess(
  players: Player[],
  op: (player: Player, requestId: string) => Promise<unknown>,
): Promise<Omit<Run, 'scenario' | 'tier' | 'direction' | 'houseAccounts' | 'ledger' | 'db'>> {
  const latencies: number[] = [];
  const errorKinds: Record<string, number> = {};
  const prefix = runId();
  const started = performance.now();
  const deadline = started + IN_PROCESS_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, k) => {
      const mine = players.filter((_, i) => i % CONNECTIONS === k);
      let seq = 0;
      while (performance.now() < deadline) {
        const player = mine[seq % mine.length];
        if (!player) break;
        const t0 = performance.now();
        try {
          await op(player, `${prefix}${k}x${seq++}`);
          latencies.push(performance.now() - t0);
        } catch (error) {
          const kind = error instanceof AppError ? error.code : String(error).slice(0, 80);
          errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const xs = sorted(latencies);
  const errors = Object.values(errorKinds).reduce((a, b) => a + b, 0);
  return {
    connections: CONNECTIONS,
    durationSeconds: round3(seconds),
    ok: latencies.length,
    requestsPerSecond: Math.round(latencies.length / seconds),
    latencyP50Ms: round1(percentile(xs, 0.5)),
    latencyP99Ms: round1(percentile(xs, 0.99)),
    latencyMaxMs: round1(xs.at(-1) ?? 0),
    errors,
    errorKinds,
  };
}

// ------------------------------------------------------------------ one backend

async function benchBackend(backend: Backend) {
  const { database } = backend;
  const db = database.db;
  instrument(backend);
  const setupStarted = performance.now();
  await prepareDatabase(database, { seed: 'always' });
  // The crash game's job would share the engine with the measured calls.
  const app = await buildApp({ database, botcheckMaxNumber: 1_000, crashEveryMs: 0 });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const runs: Run[] = [];
  try {
    const [demo] = await db.select().from(merchants).where(eq(merchants.code, 'demo'));
    if (!demo) throw new Error('demo white label missing');
    const merchant = demo;
    const ledger = createLedgerService({ db });
    // As the app does: publish the new balance, reading it only when the caller does not know it.
    const gameWallets = createGameWalletService({
      db,
      ledger,
      onBalanceChange: (_merchant: unknown, memberId: number, known?: bigint) => {
        if (known === undefined) void ledger.mainBalance(memberId).catch(() => undefined);
      },
      lanes: backend.name === 'pglite' ? 1 : 4,
    });
    const houseOf = new Map<string, number>();
    for (const vendor of TRANSFER_VENDORS) {
      houseOf.set(vendor, await ledger.houseAccountId(merchant, `PROVIDER:${vendor}`));
    }
    const adjustments = await ledger.houseAccountId(merchant, 'ADJUSTMENTS');

    // Players: inserted, funded through the ledger and put 100,000.00 at their vendors.
    const passwordHash = await hashPassword(PASSWORD);
    const tag = runId();
    const rows = await db
      .insert(members)
      .values(
        Array.from({ length: PLAYERS }, (_, i) => {
          const username = `bw${tag}${i}`;
          return {
            merchantId: merchant.id,
            username,
            usernameKey: username,
            passwordHash,
            payeeName: 'Bench Player',
            referralCode: `BW${tag}${i}`.toUpperCase().slice(0, 16),
          };
        }),
      )
      .returning({ id: members.id, username: members.username });
    const players: Player[] = [];
    for (const [i, row] of rows.entries()) {
      const main = await ledger.memberAccountId(merchant, row.id, 'MAIN');
      const distinctHouse = await ledger.houseAccountId(
        merchant,
        `PROVIDER:BENCH${String(i).padStart(3, '0')}`,
      );
      const spreadVendor = TRANSFER_VENDORS[i % TRANSFER_VENDORS.length] ?? 'PG';
      await ledger.post({
        merchantId: merchant.id,
        kind: 'ADJUSTMENT',
        key: { source: 'BENCH', externalId: `fund-${row.id}`, operation: 'FUND' },
        memberId: row.id,
        lines: [
          { accountId: adjustments, amount: -OPENING_MINOR },
          { accountId: main, amount: OPENING_MINOR },
        ],
      });
      // Through the service, so the member's vendor positions hold what the credits take out.
      for (const vendor of new Set([spreadVendor, 'PG'])) {
        await gameWallets.transfer(merchant, row.id, {
          vendor,
          direction: 'IN',
          amount: (Number(AT_VENDOR_MINOR) / 100).toFixed(2),
          requestId: `seed-${vendor}`,
        });
      }
      players.push({
        id: row.id,
        username: row.username,
        token: '',
        main,
        spreadVendor,
        distinctHouse,
      });
    }

    // Sign every player in through the real login, four at a time.
    const loginStarted = performance.now();
    let nextLogin = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (nextLogin < players.length) {
          const player = players[nextLogin++];
          if (!player) break;
          const res = await login(app, player.username, PASSWORD, {}, { remoteAddress: freshIp() });
          const token = (res.body as { value?: { token?: string } }).value?.token;
          if (res.status !== 200 || !token) {
            throw new Error(`login of ${player.username} failed: ${JSON.stringify(res.body)}`);
          }
          player.token = token;
        }
      }),
    );
    const loginSeconds = (performance.now() - loginStarted) / 1000;

    const countTransfers = async () => {
      const [row] = await db
        .select({ n: count() })
        .from(ledgerTransactions)
        .where(
          and(
            eq(ledgerTransactions.merchantId, merchant.id),
            eq(ledgerTransactions.kind, 'GAME_TRANSFER'),
          ),
        );
      return Number(row?.n ?? 0);
    };
    let transfersBefore = await countTransfers();

    /** Waits for in-flight calls to land, reconciles, and checks the count of new transfers. */
    async function checkLedger(label: string, acknowledged: number, mayAlsoHaveLanded: number) {
      let last = -1;
      let now = await countTransfers();
      while (now !== last) {
        await new Promise((r) => setTimeout(r, 150));
        last = now;
        now = await countTransfers();
      }
      const report = await ledger.reconcile(merchant.id);
      const newTransactions = now - transfersBefore;
      transfersBefore = now;
      const problems: string[] = [];
      if (report.total !== 0n) problems.push(`entries sum to ${report.total}, not 0`);
      if (report.unbalanced.length > 0) {
        problems.push(`${report.unbalanced.length} transactions do not sum to zero`);
      }
      if (report.drift.length > 0) {
        problems.push(
          `${report.drift.length} wallets differ from their entries: ${JSON.stringify(
            report.drift.slice(0, 5).map((d) => ({ ...d, balance: String(d.balance) })),
          )}`,
        );
      }
      if (newTransactions < acknowledged || newTransactions > acknowledged + mayAlsoHaveLanded) {
        problems.push(
          `${newTransactions} new GAME_TRANSFER transactions for ${acknowledged} acknowledged calls`,
        );
      }
      if (problems.length > 0) {
        throw new InvariantViolation(
          `LEDGER INVARIANT VIOLATED after ${backend.name} ${label}:\n  ${problems.join('\n  ')}`,
        );
      }
      return {
        total: report.total.toString(),
        unbalanced: report.unbalanced.length,
        drift: report.drift.length,
        newTransactions,
      };
    }

    const houseFor = (scenario: Scenario, player: Player) =>
      scenario.houses === 'shared'
        ? houseOf.get('PG')!
        : scenario.houses === 'distinct'
          ? player.distinctHouse
          : houseOf.get(player.spreadVendor)!;
    const vendorFor = (scenario: Scenario, player: Player) =>
      scenario.houses === 'shared' ? 'PG' : player.spreadVendor;

    async function runTier(scenario: Scenario, tier: Tier, seconds = 0): Promise<Run> {
      const label = `${scenario.id} / ${tier}`;
      const common = {
        scenario: scenario.id,
        tier,
        direction: scenario.direction,
        houseAccounts: HOUSE_NOTE[scenario.houses],
      };
      dbStats.statements = 0;
      dbStats.busyMs = 0;
      const dbUse = (calls: number, seconds: number): Run['db'] => ({
        statementsPerCall: round1(dbStats.statements / Math.max(calls, 1)),
        ...(backend.name === 'pglite'
          ? {
              engineMsPerCall: round3(dbStats.busyMs / Math.max(calls, 1)),
              engineBusyShare: round3(dbStats.busyMs / (seconds * 1000)),
            }
          : {}),
      });
      if (tier === 'http') {
        const result = await load({
          url: base,
          connections: CONNECTIONS,
          durationSeconds: seconds || HTTP_SECONDS,
          players: players.map((p) => ({ token: p.token, vendor: vendorFor(scenario, p) })),
          direction: scenario.direction,
          amount: AMOUNT,
          prefix: runId(),
        });
        const errorKinds: Record<string, number> = {};
        for (const [code, n] of Object.entries(result.statusCodes)) {
          if (!code.startsWith('2')) errorKinds[`HTTP ${code}`] = n;
        }
        if (result.timeouts) errorKinds.timeouts = result.timeouts;
        if (result.socketErrors) errorKinds['socket errors'] = result.socketErrors;
        return {
          ...common,
          connections: CONNECTIONS,
          durationSeconds: result.durationSeconds,
          ok: result.ok,
          requestsPerSecond: result.requestsPerSecond,
          latencyP50Ms: result.latencyP50Ms,
          latencyP99Ms: result.latencyP99Ms,
          latencyMaxMs: result.latencyMaxMs,
          errors: result.errors,
          errorKinds,
          db: dbUse(result.ok, result.durationSeconds),
          // Calls cut off when the run ended (or that timed out) may still have landed.
          ledger: await checkLedger(label, result.ok, CONNECTIONS + result.errors),
        };
      }
      const sign = scenario.direction === 'IN' ? 1n : -1n;
      const measured = await inProcess(players, (player, requestId) =>
        tier === 'ledger'
          ? ledger.post({
              merchantId: merchant.id,
              kind: 'GAME_TRANSFER',
              key: {
                source: 'GAME_TRANSFER',
                externalId: `${player.id}:${requestId}`,
                operation: scenario.direction,
              },
              memberId: player.id,
              reference: `${scenario.direction === 'IN' ? '→' : '←'} ${vendorFor(scenario, player)}`,
              lines: [
                { accountId: player.main, amount: -sign * AMOUNT_MINOR },
                { accountId: houseFor(scenario, player), amount: sign * AMOUNT_MINOR },
              ],
            })
          : gameWallets.transfer(merchant, player.id, {
              vendor: vendorFor(scenario, player),
              direction: scenario.direction,
              amount: AMOUNT,
              requestId,
            }),
      );
      const dbUsage = dbUse(measured.ok, measured.durationSeconds);
      return {
        ...common,
        ...measured,
        db: dbUsage,
        ledger: await checkLedger(label, measured.ok, 0),
      };
    }

    const setupSeconds = (performance.now() - setupStarted) / 1000;
    // Warm-up: two seconds of HTTP debits (checked like the rest, not reported).
    for (const first of ALL_SCENARIOS.slice(0, 1)) await runTier(first, 'http', 2);

    for (const scenario of SCENARIOS) {
      for (const tier of scenario.tiers) {
        const run = await runTier(scenario, tier);
        runs.push(run);
        console.log(
          `${backend.name.padEnd(8)} ${scenario.id.padEnd(22)} ${tier.padEnd(7)} ` +
            `${String(run.requestsPerSecond).padStart(6)}/s  p50 ${run.latencyP50Ms} ms  ` +
            `p99 ${run.latencyP99Ms} ms  errors ${run.errors}`,
        );
      }
    }
    return {
      database: backend.label,
      setup: {
        players: PLAYERS,
        signIn:
          'real POST /wps/session/login (encrypted body, bot check, argon2id) via app.inject, one documentation address per player',
        loginSeconds: round1(loginSeconds),
        setupSeconds: round1(setupSeconds),
        backendSeconds: round1((performance.now() - setupStarted) / 1000),
      },
      runs,
    };
  } finally {
    await app.close();
  }
}

// ------------------------------------------------------------------ ratios and targets

function analyse(name: Backend['name'], runs: Run[]) {
  if (ONLY) return { ratios: {}, targets: [] };
  const rate = (scenario: string, tier: Tier) =>
    runs.find((r) => r.scenario === scenario && r.tier === tier);
  const ratios: Record<string, number> = {};
  const targets: { target: string; value: number; limit: number; met: boolean }[] = [];
  const check = (target: string, value: number, limit: number, atMost = false) =>
    targets.push({ target, value, limit, met: atMost ? value <= limit : value >= limit });

  for (const scenario of SCENARIOS.filter((s) => s.tiers.includes('http'))) {
    const http = rate(scenario.id, 'http')!;
    const ledger = rate(scenario.id, 'ledger')!;
    const service = rate(scenario.id, 'service');
    const httpOverLedger = round3(http.requestsPerSecond / ledger.requestsPerSecond);
    ratios[`${scenario.id}: http ÷ ledger`] = httpOverLedger;
    if (service) {
      ratios[`${scenario.id}: http ÷ service`] = round3(
        http.requestsPerSecond / service.requestsPerSecond,
      );
      ratios[`${scenario.id}: service ÷ ledger`] = round3(
        service.requestsPerSecond / ledger.requestsPerSecond,
      );
    }
    check(
      `${scenario.id}: HTTP ≥ 70 % of in-process (ledger.post)`,
      httpOverLedger,
      TARGETS.httpOverInProcess,
    );
    check(`${scenario.id}: HTTP errors = 0`, http.errors, 0, true);
    if (name === 'pglite' && scenario.direction === 'IN') {
      check(
        `${scenario.id}: HTTP debits/s on PGlite ≥ ${TARGETS.pgliteDebitsPerSecond}`,
        http.requestsPerSecond,
        TARGETS.pgliteDebitsPerSecond,
      );
      check(
        `${scenario.id}: HTTP p99 ≤ ${TARGETS.p99Ms} ms`,
        http.latencyP99Ms,
        TARGETS.p99Ms,
        true,
      );
    }
  }
  for (const kind of ['debit', 'credit']) {
    for (const tier of ['http', 'ledger'] as Tier[]) {
      const contended = rate(`${kind}-contended`, tier)!;
      const uncontended = rate(`${kind}-uncontended`, tier)!;
      const ratio = round3(contended.requestsPerSecond / uncontended.requestsPerSecond);
      ratios[`${kind} ${tier}: contended ÷ uncontended`] = ratio;
      check(
        `${kind} ${tier}: one shared house account ≥ 80 % of spread`,
        ratio,
        TARGETS.contendedOverUncontended,
      );
    }
  }
  const distinct = rate('debit-distinct-houses', 'ledger')!;
  ratios['debit ledger: contended ÷ distinct houses'] = round3(
    rate('debit-contended', 'ledger')!.requestsPerSecond / distinct.requestsPerSecond,
  );
  return { ratios, targets };
}

// ------------------------------------------------------------------ main

// The figures depend on what else the machine runs: the load average is recorded with them.
const loadAverageAtStart = os.loadavg().map(round1);
const results: unknown[] = [];
const skipped: string[] = [];
let failure: Error | undefined;
try {
  const only = process.env.BENCH_DB; // pglite | postgres; both when unset
  const pgOrSkip =
    only === 'pglite' ? { skipped: 'BENCH_DB=pglite' } : await openPostgres('bench_wallet');
  const backends: (() => Promise<Backend>)[] = only === 'postgres' ? [] : [openPglite];
  if ('skipped' in pgOrSkip) skipped.push(`postgres: ${pgOrSkip.skipped}`);
  else backends.push(async () => pgOrSkip);
  for (const open of backends) {
    const backend = await open();
    try {
      const measured = await benchBackend(backend);
      const analysis = analyse(backend.name, measured.runs);
      results.push({ ...measured, ...analysis });
      console.table(
        measured.runs.map((r) => ({
          scenario: r.scenario,
          tier: r.tier,
          'req/s': r.requestsPerSecond,
          'p50 ms': r.latencyP50Ms,
          'p99 ms': r.latencyP99Ms,
          errors: r.errors,
          'stmts/call': r.db.statementsPerCall,
          'ledger ok': `Σ=${r.ledger.total} drift=${r.ledger.drift}`,
        })),
      );
      console.table(Object.entries(analysis.ratios).map(([ratio, value]) => ({ ratio, value })));
      console.table(
        analysis.targets.map((t) => ({
          target: t.target,
          value: t.value,
          limit: t.limit,
          met: t.met ? 'yes' : 'MISSED',
        })),
      );
    } finally {
      await backend.dispose();
    }
  }
} catch (error) {
  failure = error instanceof Error ? error : new Error(String(error));
} finally {
  loader.disconnect();
}

mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('./results/wallet.json', import.meta.url),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        cpu: os.cpus()[0]?.model,
        node: process.version,
        loadAverageAtStart,
        loadAverageAtEnd: os.loadavg().map(round1),
      },
      config: {
        players: PLAYERS,
        connections: CONNECTIONS,
        httpSecondsPerRun: HTTP_SECONDS,
        inProcessSecondsPerRun: IN_PROCESS_SECONDS,
        amountPerCall: AMOUNT,
        targets: TARGETS,
      },
      skipped,
      backends: results,
      ...(failure ? { failure: failure.message } : {}),
    },
    null,
    2,
  ),
);
if (failure) {
  console.error(`\n${'!'.repeat(72)}\n${failure.message}\n${'!'.repeat(72)}`);
  process.exitCode = 1;
} else if (
  results.some((r) =>
    (r as ReturnType<typeof analyse>).targets.some(
      (t) => !t.met && (STRICT || /errors/.test(t.target)),
    ),
  )
) {
  process.exitCode = 1;
}
