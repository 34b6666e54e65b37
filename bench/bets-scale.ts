/**
 * Measures the portal at the size bench/bets-generate.ts builds (run that first):
 *
 * - The betting record through the real API: the real app listens on loopback, the busiest
 *   member signs in through the real login, and GET /wps/member/records/bets is called one
 *   request at a time (BETS_SCALE_REQUESTS, 60, per shape after 5 warm-ups): the web's default
 *   (previous 7 days, first page), previous 30 days, all time first page, a deep page (the middle
 *   of the member's record) and the last page. p50/p95/max; the target is p95 ≤ 200 ms.
 * - The rollup job's passes (`rollUpPending`, 5,000 bets a pass) over the bets the generator left
 *   pending (those settled in the last day), until nothing is pending.
 * - The reconcile (`reconcileBets`, as `npm run bets:reconcile` runs it): every daily and hourly
 *   rollup recomputed from its bets and compared; it must find no difference.
 *
 * Writes bench/results/bets-scale.json (with the generator's figures when present).
 * Environment: DATABASE_URL, BETS_SCALE_DB (bench/bets-scale-db.ts), BETS_SCALE_REQUESTS.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { reconcileBets } from '../apps/server/src/modules/bets/reconcile.service.ts';
import { rollUpPending } from '../apps/server/src/modules/bets/rollup.service.ts';
import { policyOf } from '../apps/server/src/modules/system/merchant-policy.ts';
import { freshIp, login } from '../apps/server/test/account-client.ts';
import {
  BUSY_USERNAME,
  GENERATE_RESULT,
  SCALE_PASSWORD,
  SCALE_RESULT,
  SCALE_URL,
  secondsSince,
} from './bets-scale-db.ts';

const REQUESTS = Number(process.env.BETS_SCALE_REQUESTS ?? 60);
const TARGET_P95_MS = 200;
const startedAll = performance.now();

const client = new pg.Client({ connectionString: SCALE_URL });
await client.connect().catch((error: unknown) => {
  console.error(`No data set at ${SCALE_URL}: run npm run bets:generate first.`);
  throw error;
});
const one = async <T>(text: string, values?: unknown[]) =>
  (await client.query(text, values)).rows[0] as T;

const { bets } = await one<{ bets: number }>(`select count(*)::int as bets from bets`);
const busy = await one<{ id: number; merchant_id: number; n: number }>(
  `select m.id, m.merchant_id, (select count(*)::int from bets where member_id = m.id) as n
   from members m where m.username = $1`,
  [BUSY_USERNAME],
);
const { partitions } = await one<{ partitions: number }>(
  `select count(*)::int as partitions from pg_inherits where inhparent = 'bets'::regclass`,
);
console.log(
  `${bets.toLocaleString('en')} bets; ${BUSY_USERNAME} has ${busy.n.toLocaleString('en')}`,
);

// --- The betting record through the real API -------------------------------------------------
const database = await createDatabase({ url: SCALE_URL });
const app = await buildApp({ database, crashEveryMs: 0, transferResolveEveryMs: 0 });
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const signedIn = await login(app, BUSY_USERNAME, SCALE_PASSWORD, {}, { remoteAddress: freshIp() });
const token = (signedIn.body as { value?: { token?: string } }).value?.token;
if (!token) throw new Error(`login failed: ${JSON.stringify(signedIn.body)}`);

const zone = policyOf(
  await one<{ policy: Record<string, unknown> }>(`select policy from merchants where id = $1`, [
    busy.merchant_id,
  ]),
).timeZone;
const day = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(
    new Date(Date.now() + offset * 86_400_000),
  );
const pageSize = 20;
const lastPage = Math.max(1, Math.ceil(busy.n / pageSize));
const shapes = [
  {
    name: 'previous 7 days, first page (the web default)',
    query: `from=${day(-6)}&to=${day(0)}&pageNo=1`,
  },
  { name: 'previous 30 days, first page', query: `from=${day(-29)}&to=${day(0)}&pageNo=1` },
  { name: 'all time, first page', query: 'pageNo=1' },
  {
    name: `all time, deep page ${Math.ceil(lastPage / 2)}`,
    query: `pageNo=${Math.ceil(lastPage / 2)}`,
  },
  { name: `all time, last page ${lastPage}`, query: `pageNo=${lastPage}` },
];

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const round1 = (x: number) => Math.round(x * 10) / 10;

const pages = [];
for (const shape of shapes) {
  const url = `${base}/wps/member/records/bets?pageSize=${pageSize}&${shape.query}`;
  const headers = { merchant: 'demo', language: 'EN', authorization: `Bearer ${token}` };
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < REQUESTS + 5; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    const body = (await res.json()) as { value?: { list: unknown[]; total: number } };
    const ms = performance.now() - started;
    if (res.status !== 200 || !body.value) throw new Error(`${url}: ${res.status}`);
    rows = body.value.list.length;
    if (i >= 5) times.push(ms);
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  pages.push({
    shape: shape.name,
    requests: times.length,
    rowsOnPage: rows,
    p50Ms: round1(percentile(times, 50)),
    p95Ms: round1(p95),
    maxMs: round1(times.at(-1) ?? 0),
    meetsTarget: p95 <= TARGET_P95_MS,
  });
}
await app.close();
console.table(pages);

// --- The rollup job's passes over what is pending, then the reconcile ---------------------------
// The real code (modules/bets): `rollUpPending` one pass of 5,000 at a time, then `reconcileBets`.
const { pending } = await one<{ pending: number }>(
  `select count(*)::int as pending from bets where rolled_up_at is null and status <> 'OPEN'`,
);
const scale = await createDatabase({ url: SCALE_URL });
const rollupStarted = performance.now();
const batchMs: number[] = [];
let counted = 0;
for (;;) {
  const started = performance.now();
  const pass = await rollUpPending(scale.db, { batchSize: 5_000, maxPasses: 1 }, new Date());
  if (pass.counted === 0) break;
  batchMs.push(performance.now() - started);
  counted += pass.counted;
}
const rollupSeconds = secondsSince(rollupStarted);
batchMs.sort((a, b) => a - b);
const rollup = {
  shape: 'the rollup job (rollUpPending), passes of 5,000',
  pendingBefore: pending,
  counted,
  batches: batchMs.length,
  seconds: rollupSeconds,
  betsPerSecond: Math.round(counted / Math.max(rollupSeconds, 0.001)),
  batchP50Ms: batchMs.length ? round1(percentile(batchMs, 50)) : 0,
  batchMaxMs: batchMs.length ? round1(batchMs.at(-1) ?? 0) : 0,
};
console.log(rollup);

const reconcileStarted = performance.now();
const reconciled = await reconcileBets(scale.db);
const reconcile = {
  ok: reconciled.ok,
  merchants: reconciled.merchants.map((m) => ({
    merchantId: m.merchantId,
    ok: m.ok,
    hourly: m.hourly.total,
    daily: m.daily.total,
    validStake: m.validStake.total,
  })),
  lag: reconciled.lag,
  seconds: secondsSince(reconcileStarted),
};
console.log(reconcile);
await scale.close();
await client.end();

const generated: unknown = existsSync(GENERATE_RESULT)
  ? JSON.parse(readFileSync(GENERATE_RESULT, 'utf8'))
  : null;
const result = {
  date: new Date().toISOString(),
  dataSet: { bets, partitions, busyMemberBets: busy.n, generated },
  bettingRecord: { targetP95Ms: TARGET_P95_MS, pageSize, pages },
  rollup,
  reconcile,
  wallSeconds: secondsSince(startedAll),
};
writeFileSync(SCALE_RESULT, JSON.stringify(result, null, 2));
console.log(`wall ${result.wallSeconds} s → ${SCALE_RESULT.pathname}`);
if (pages.some((p) => !p.meetsTarget) || !reconcile.ok) process.exitCode = 1;
