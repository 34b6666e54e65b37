/**
 * API benchmark: the first-paint calls against an in-process server on in-memory PGlite.
 * Writes bench/results/api-system.json. Figures are medians of several runs; compare ratios,
 * not absolute numbers, across machines.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app.ts';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { prepareDatabase } from '../apps/server/src/db/prepare.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CONNECTIONS = 20;

const database = await createDatabase({ pglitePath: 'memory://' });
await prepareDatabase(database, { seed: 'always' });
const app = await buildApp({ database, crashEveryMs: 0 });
const base = await app.listen({ port: 0, host: '127.0.0.1' });

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const targets = [
  { name: 'GET /healthz', path: '/healthz' },
  { name: 'GET /wps/system/status', path: '/wps/system/status' },
  { name: 'GET /wps/system/site', path: '/wps/system/site' },
];

const results = [];
for (const target of targets) {
  const rps: number[] = [];
  const p50: number[] = [];
  const p99: number[] = [];
  let errors = 0;
  for (let run = 0; run < RUNS; run++) {
    const result = await autocannon({
      url: `${base}${target.path}`,
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers: { merchant: 'demo', language: 'EN' },
    });
    rps.push(result.requests.average);
    p50.push(result.latency.p50);
    p99.push(result.latency.p99);
    errors += result.errors + result.non2xx;
  }
  results.push({
    name: target.name,
    runs: RUNS,
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    medianRequestsPerSecond: Math.round(median(rps)),
    medianLatencyP50Ms: median(p50),
    medianLatencyP99Ms: median(p99),
    errors,
  });
}
await app.close();

console.table(results);
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('./results/api-system.json', import.meta.url),
  JSON.stringify({ date: new Date().toISOString(), database: 'pglite (memory)', results }, null, 2),
);
if (results.some((r) => r.errors > 0)) process.exitCode = 1;
