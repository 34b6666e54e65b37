/**
 * Crash test: the real server runs as a child process (`node --import tsx src/main.ts`) while
 * eight players stream 2,000 game-wallet transfers through HTTP; the server is killed with
 * SIGKILL at 3–5 random moments and restarted, and every call that was not acknowledged is sent
 * again with its own requestId until it answers 200. Afterwards the database is opened directly:
 * the ledger sums to zero with no drift, there is exactly one GAME_TRANSFER transaction per
 * requestId (nothing lost, nothing doubled) with the planned amount, and each player's main
 * wallet and vendor positions equal what the plan says.
 *
 * Database: a PGlite data directory in a temporary folder, or with DATABASE_URL a fresh
 * PostgreSQL database (dropped at the end). CRASH_SEED=<n> replays one plan and kill schedule.
 *
 * The server vitest project only collects src/**: run this file with
 *   npx vitest run -c apps/server/test/crash/vitest.config.ts
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../src/db/client.ts';
import { prepareDatabase } from '../../src/db/prepare.ts';
import {
  ledgerEntries,
  ledgerTransactions,
  members,
  merchants,
  walletAccounts,
} from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { createSessionService } from '../../src/modules/session/session.service.ts';
import { createLedgerService } from '../../src/modules/wallet/ledger.service.ts';
import { bearer } from '../account-client.ts';
import { fund } from '../wallet-client.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const PLAYERS = 8;
const MOVEMENTS = 2_000;
const OPENING = 1_000_000n; // 10,000.00 each: 250 transfers in of at most 20.00 always fit
const VENDORS = ['PG', 'JDB'] as const;
/** Where the time goes, printed with the result. */
const timings = { setupSeconds: 0, startSeconds: [] as number[], streamSeconds: 0 };

// ---------------------------------------------------------------- the plan (seeded)

const seed = Number(process.env.CRASH_SEED ?? randomBytes(4).readUInt32LE(0));
function mulberry32(a: number) {
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const random = mulberry32(seed);
const between = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));

interface Planned {
  requestId: string;
  direction: 'IN' | 'OUT';
  vendor: string;
  /** Minor units. */
  amount: bigint;
  /** The first 200 is thrown away as if the answer got lost: the call is sent again. */
  loseFirstAnswer: boolean;
}

/**
 * Each player's calls run one after another, so a transfer out is only sent once everything
 * before it has landed: the plan never takes out more than the player has at that vendor.
 */
function planFor(player: number, count: number): Planned[] {
  const at = new Map<string, bigint>(VENDORS.map((v) => [v, 0n]));
  const plan: Planned[] = [];
  for (let i = 0; i < count; i++) {
    const funded = VENDORS.filter((v) => at.get(v)! >= 100n);
    const out = funded.length > 0 && random() < 0.45;
    const vendor = out ? funded[between(0, funded.length - 1)]! : VENDORS[between(0, 1)]!;
    const amount = out
      ? BigInt(between(1, Number(at.get(vendor)! < 2_000n ? at.get(vendor)! : 2_000n)))
      : BigInt(between(1, 2_000));
    at.set(vendor, at.get(vendor)! + (out ? -amount : amount));
    plan.push({
      requestId: `crash${seed.toString(36)}p${player}r${i}`,
      direction: out ? 'OUT' : 'IN',
      vendor,
      amount,
      loseFirstAnswer: random() < 0.01,
    });
  }
  return plan;
}

const formatMinor = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------- the database under test

interface Target {
  kind: 'pglite' | 'postgres';
  /** Environment for the server process. */
  env: Record<string, string>;
  open: () => Promise<Database>;
  dispose: () => Promise<void>;
}

async function makeTarget(): Promise<Target> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-crash-'));
    const dataDir = path.join(dir, 'pglite');
    return {
      kind: 'pglite',
      env: { PGLITE_PATH: dataDir },
      open: () => createDatabase({ pglitePath: dataDir }),
      dispose: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `portal_crash_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    env: { DATABASE_URL: url.toString() },
    open: () => createDatabase({ url: url.toString() }),
    dispose: async () => {
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

// ---------------------------------------------------------------- the server process

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

class ServerProcess {
  private child: ChildProcess | undefined;
  private stderr = '';
  private upResolve: (() => void) | undefined;
  /** Resolves while the server is up; replaced by a pending one just before a kill. */
  up: Promise<void> = Promise.resolve();
  starts = 0;
  /** When the last SIGKILL was sent (ms since the epoch). */
  killedAt = 0;

  constructor(
    readonly base: string,
    private readonly env: Record<string, string>,
  ) {}

  async start(): Promise<void> {
    const env: Record<string, string> = {};
    for (const [k, v] of Object.entries(process.env)) {
      if (v !== undefined && !['DATABASE_URL', 'PGLITE_PATH', 'REDIS_URL'].includes(k)) env[k] = v;
    }
    const { port } = new URL(this.base);
    this.stderr = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: repoRoot,
      env: {
        ...env,
        ...this.env,
        PORT: port,
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        SEED: 'auto',
        WEB_DIST: path.join(repoRoot, 'no-web-dist'),
        ADMIN_DIST: path.join(repoRoot, 'no-admin-dist'),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr.on('data', (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString()).slice(-4_000);
    });
    this.child = child;
    this.starts++;
    const began = performance.now();
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) {
        throw new Error(`server exited with ${child.exitCode} while starting:\n${this.stderr}`);
      }
      try {
        const res = await fetch(`${this.base}/readyz`, { signal: AbortSignal.timeout(2_000) });
        if (res.status === 200) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        throw new Error(`server not ready after 60 s (start ${this.starts}):\n${this.stderr}`);
      }
      await sleep(100);
    }
    timings.startSeconds.push(Math.round(performance.now() - began) / 1000);
    this.upResolve?.();
    this.upResolve = undefined;
  }

  /** SIGKILL, then start again; callers wait on `up` meanwhile. */
  async crashAndRestart(): Promise<void> {
    this.up = new Promise((resolve) => (this.upResolve = resolve));
    const child = this.child!;
    const exited = once(child, 'exit');
    this.killedAt = Date.now();
    child.kill('SIGKILL');
    await exited;
    await this.start();
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }
}

// ---------------------------------------------------------------- the test

interface Player {
  id: number;
  token: string;
  plan: Planned[];
}

let target: Target;
let server: ServerProcess | undefined;
let merchant: { id: number; currency: string };
const players: Player[] = [];

beforeAll(async () => {
  const started = performance.now();
  target = await makeTarget();
  // Prepare the database in this process (schema, demo data, players with an opening balance),
  // then hand it to the server process.
  const database = await target.open();
  try {
    await prepareDatabase(database, { seed: 'always' });
    const db = database.db;
    const [row] = await db.select().from(merchants).where(eq(merchants.code, 'demo'));
    merchant = row!;
    // Sessions are opened here through the session service (the login itself, with its
    // proof-of-work bot check, is not what this test is about and costs seconds per player).
    const passwordHash = await hashPassword(randomBytes(12).toString('base64url'));
    const sessions = createSessionService({ db });
    const perPlayer = MOVEMENTS / PLAYERS;
    for (let i = 0; i < PLAYERS; i++) {
      const username = `crash${seed.toString(36)}x${i}`;
      const [member] = await db
        .insert(members)
        .values({
          merchantId: merchant.id,
          username,
          usernameKey: username,
          passwordHash,
          payeeName: 'Crash Player',
          referralCode: `CR${seed.toString(36)}${i}`.toUpperCase().slice(0, 16),
        })
        .returning({ id: members.id });
      await fund(db, member!.id, OPENING);
      const { token } = await sessions.create({
        merchantId: merchant.id,
        memberId: member!.id,
        area: 'member',
        ip: '127.0.0.1',
        userAgent: 'crash-test',
        limits: { idleMinutes: 60, absoluteHours: 24 },
      });
      players.push({ id: member!.id, token, plan: planFor(i, perPlayer) });
    }
  } finally {
    await database.close();
  }
  server = new ServerProcess(`http://127.0.0.1:${await freePort()}`, target.env);
  await server.start();
  timings.setupSeconds = (performance.now() - started) / 1000;
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await target?.dispose();
});

describe(`ledger under SIGKILL (seed ${seed})`, () => {
  it('loses nothing and doubles nothing across kills and retries', async () => {
    const srv = server!;
    const kills = process.env.CRASH_KILLS ? Number(process.env.CRASH_KILLS) : between(3, 5);
    // Kill points, in acknowledged calls, at least 150 apart inside the stream.
    const points: number[] = [];
    while (points.length < kills) {
      const p = between(150, MOVEMENTS - 150);
      if (points.every((q) => Math.abs(q - p) >= 150)) points.push(p);
    }
    points.sort((a, b) => a - b);

    let acknowledged = 0;
    let retried = 0;
    let answersLost = 0;
    /** Calls cut off by a kill, and when that kill came. */
    const interrupted = new Map<string, number>();
    let inFlight = 0;
    const inFlightAtKill: number[] = [];
    const refused: string[] = [];

    async function drive(player: Player) {
      for (const call of player.plan) {
        let attempts = 0;
        let loseAnswer = call.loseFirstAnswer;
        for (;;) {
          attempts++;
          if (attempts > 50) throw new Error(`${call.requestId}: no answer after 50 attempts`);
          await srv.up;
          inFlight++;
          let status: number | undefined;
          let body = '';
          try {
            const res = await fetch(`${srv.base}/wps/wallet/game-transfer`, {
              method: 'POST',
              headers: { ...bearer(player.token), 'content-type': 'application/json' },
              body: JSON.stringify({
                vendor: call.vendor,
                direction: call.direction,
                amount: formatMinor(call.amount),
                requestId: call.requestId,
              }),
              signal: AbortSignal.timeout(20_000),
            });
            status = res.status;
            body = await res.text();
          } catch {
            // The connection died with the server: not acknowledged, send it again.
            interrupted.set(`${player.id}:${call.requestId}`, srv.killedAt);
          } finally {
            inFlight--;
          }
          if (status === 200 && loseAnswer) {
            loseAnswer = false;
            answersLost++;
            continue;
          }
          if (status === 200) break;
          if (status !== undefined && status >= 400 && status < 500) {
            // A definitive refusal: the plan never runs out of money, so this is a failure.
            refused.push(`${call.requestId} ${status} ${body}`);
            break;
          }
          if (status !== undefined) await sleep(50); // 5xx: the server is going down
          retried++;
        }
        acknowledged++;
      }
    }

    let driverFailed = false;
    async function killer() {
      for (const point of points) {
        while (acknowledged < point) {
          if (driverFailed) return;
          await sleep(2);
        }
        await sleep(between(0, 15));
        inFlightAtKill.push(inFlight);
        await srv.crashAndRestart();
      }
    }

    const streamStarted = performance.now();
    await Promise.all([
      ...players.map((player) =>
        drive(player).catch((error: unknown) => {
          driverFailed = true;
          throw error;
        }),
      ),
      killer(),
    ]);
    timings.streamSeconds = (performance.now() - streamStarted) / 1000;
    await srv.stop();

    expect(refused).toEqual([]);
    expect(acknowledged).toBe(MOVEMENTS);
    expect(srv.starts).toBe(kills + 1);
    // The kills have to hit calls in flight, or the retry path went untested.
    expect(retried).toBeGreaterThan(0);
    // Calls whose answer was thrown away had landed: sent again, they must not move money twice.
    expect(answersLost).toBeGreaterThan(0);

    // The server is down: read the ledger directly.
    const database = await target.open();
    try {
      const db = database.db;
      const ledger = createLedgerService({ db });
      const report = await ledger.reconcile(merchant.id);
      expect(report.total).toBe(0n);
      expect(report.unbalanced).toEqual([]);
      expect(report.drift).toEqual([]);

      const ids = players.map((p) => p.id);
      const transactions = await db
        .select({
          id: ledgerTransactions.id,
          memberId: ledgerTransactions.memberId,
          externalId: ledgerTransactions.externalId,
          operation: ledgerTransactions.operation,
          createdAt: ledgerTransactions.createdAt,
        })
        .from(ledgerTransactions)
        .where(
          and(
            eq(ledgerTransactions.kind, 'GAME_TRANSFER'),
            inArray(ledgerTransactions.memberId, ids),
          ),
        );
      // Cut-off calls that had committed before the kill: their retry was answered as a replay.
      const landedBeforeKill = transactions.filter((t) => {
        const killedAt = interrupted.get(t.externalId);
        return killedAt !== undefined && t.createdAt.getTime() <= killedAt;
      }).length;
      console.info(
        `crash test on ${target.kind}, seed ${seed}: ${kills} kills at ${points.join(', ')} ` +
          `acknowledged calls, ${inFlightAtKill.join('/')} calls in flight at the kills ` +
          `(${interrupted.size} cut off, ${landedBeforeKill} of them had committed), ` +
          `${retried} retries, ${answersLost} answers thrown away and the calls resent; ` +
          `setup ${timings.setupSeconds.toFixed(1)} s, server starts ` +
          `${timings.startSeconds.join('/')} s, stream ${timings.streamSeconds.toFixed(1)} s`,
      );

      // Exactly one transaction per requestId: none lost, none doubled, none unplanned.
      const planned = new Map<string, Planned>(
        players.flatMap((p) => p.plan.map((c) => [`${p.id}:${c.requestId}`, c] as const)),
      );
      expect(planned.size).toBe(MOVEMENTS);
      expect(transactions).toHaveLength(MOVEMENTS);
      expect(new Set(transactions.map((t) => t.externalId)).size).toBe(MOVEMENTS);
      for (const t of transactions) {
        const call = planned.get(t.externalId);
        expect(call, `unplanned transaction ${t.externalId}`).toBeDefined();
        expect(t.operation).toBe(call!.direction);
      }
      // Each transaction moved the planned amount between the main wallet and the vendor.
      const entries = await db
        .select({
          externalId: ledgerTransactions.externalId,
          kind: walletAccounts.kind,
          amount: ledgerEntries.amount,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .innerJoin(walletAccounts, eq(walletAccounts.id, ledgerEntries.accountId))
        .where(
          and(
            eq(ledgerTransactions.kind, 'GAME_TRANSFER'),
            inArray(ledgerTransactions.memberId, ids),
          ),
        );
      expect(entries).toHaveLength(2 * MOVEMENTS);
      const mismatched = entries.filter((e) => {
        const call = planned.get(e.externalId)!;
        const toVendor = call.direction === 'IN' ? call.amount : -call.amount;
        return e.kind === 'MAIN'
          ? e.amount !== -toVendor
          : e.kind !== `PROVIDER:${call.vendor}` || e.amount !== toVendor;
      });
      expect(mismatched).toEqual([]);

      // Balances: opening − Σ in + Σ out, and what is left at each vendor.
      for (const player of players) {
        const sum = (direction: 'IN' | 'OUT', vendor?: string) =>
          player.plan
            .filter((c) => c.direction === direction && (!vendor || c.vendor === vendor))
            .reduce((acc, c) => acc + c.amount, 0n);
        expect(await ledger.mainBalance(player.id)).toBe(OPENING - sum('IN') + sum('OUT'));
        for (const vendor of VENDORS) {
          const atVendor = entries
            .filter((e) => e.externalId.startsWith(`${player.id}:`))
            .filter((e) => e.kind === `PROVIDER:${vendor}`)
            .reduce((acc, e) => acc + e.amount, 0n);
          expect(atVendor).toBe(sum('IN', vendor) - sum('OUT', vendor));
        }
      }
    } finally {
      await database.close();
    }
  }, 240_000);
});
