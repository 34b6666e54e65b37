/**
 * Accounts benchmark: full encrypted password logins (RSA-OAEP unwrap, AES-GCM, nonce claim,
 * bot-check verify, argon2id verify, session insert) against an in-process server on in-memory
 * PGlite. Payloads are prepared before timing. Writes bench/results/api-accounts.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app.ts';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { prepareDatabase } from '../apps/server/src/db/prepare.ts';
import { encryptBody, freshIp, solveBotcheck } from '../apps/server/test/account-client.ts';
import { merchantModules } from '../apps/server/src/db/schema/index.ts';
import { eq } from 'drizzle-orm';

const SEQUENTIAL = Number(process.env.BENCH_LOGINS ?? 40);
const CONCURRENCY = 4;

const database = await createDatabase({ pglitePath: 'memory://' });
await prepareDatabase(database, { seed: 'always' });
// Every call comes from its own address (so per-address throttles do not cut the run short);
// the new-address check is off so each call is the whole login, ending in a new session.
await database.db
  .update(merchantModules)
  .set({ enabled: false })
  .where(eq(merchantModules.modId, 'NEWIPVERIF3'));
const app = await buildApp({ database, botcheckMaxNumber: 1000, crashEveryMs: 0 });
await app.ready();

async function preparedLogin() {
  const sealed = await encryptBody(app, {
    username: 'player01',
    password: 'Player#2026',
    botcheck: await solveBotcheck(app),
  });
  const remoteAddress = freshIp();
  return () =>
    app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { merchant: 'demo', ...sealed.headers },
      payload: sealed.payload,
      remoteAddress,
    });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

// Sequential latency.
const calls = await Promise.all(Array.from({ length: SEQUENTIAL }, preparedLogin));
const latencies: number[] = [];
let failures = 0;
for (const call of calls) {
  const started = performance.now();
  const res = await call();
  latencies.push(performance.now() - started);
  if (res.statusCode !== 200) failures++;
}

// Throughput with a few callers at once (argon2 runs on libuv's thread pool).
const batch = await Promise.all(Array.from({ length: SEQUENTIAL }, preparedLogin));
const started = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < batch.length) {
      const res = await batch[next++]();
      if (res.statusCode !== 200) failures++;
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
await app.close();

const result = {
  date: new Date().toISOString(),
  database: 'pglite (memory)',
  logins: SEQUENTIAL,
  medianLoginMs: Number(median(latencies).toFixed(1)),
  p90LoginMs: Number(
    [...latencies].sort((a, b) => a - b)[Math.floor(latencies.length * 0.9)].toFixed(1),
  ),
  concurrency: CONCURRENCY,
  loginsPerSecond: Number((batch.length / seconds).toFixed(1)),
  failures,
};
console.table([result]);
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('./results/api-accounts.json', import.meta.url),
  JSON.stringify(result, null, 2),
);
if (failures > 0) process.exitCode = 1;
