/// <reference types="node" />
/**
 * Provably-fair engine benchmark: outcomes per second on one core for each in-house game, through
 * the real server path (`playRound` with `nodeHmacSha256` from `@portal/fair/node`: seed
 * validation, strict param parsing, the bet's HMAC rounds, the outcome). For reference it also
 * measures the bare HMAC rate (the server's, OpenSSL's through `createHmac`, and noble's) and the
 * browser path (@noble/hashes), which the verification page uses.
 *
 * Every figure is the median of 5 timed runs of BENCH_FAIR_MS (default 600) milliseconds each,
 * after one warm-up run. Writes bench/results/fair.json and prints a table. Target: ≥ 300 000
 * outcomes/s per core for every game in its one-HMAC case (the multi-HMAC cases, mines with 24
 * mines and plinko with 16 rows, are for reference). BENCH_STRICT=1 exits 1 if one is missed.
 *
 * Run: node --import tsx bench/fair.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  nobleHmacSha256,
  playRound,
  type GameKind,
  type GameParamsMap,
  type HmacSha256,
} from '../packages/fair/src/index.ts';
import {
  createNodeHmacSha256,
  nodeHmacSha256,
  randomServerSeed,
} from '../packages/fair/src/node.ts';

const RUN_MS = Number(process.env.BENCH_FAIR_MS ?? 600);
const RUNS = 5;
const TARGET_PER_SECOND = 300_000;
const STRICT = process.env.BENCH_STRICT === '1';

interface Case {
  label: string;
  game: GameKind;
  params: GameParamsMap[GameKind];
  /** HMAC-SHA256 calls per outcome (32 bytes = 8 floats each). */
  hmacsPerOutcome: number;
}

const CASES: Case[] = [
  {
    label: 'dice (over 50.00)',
    game: 'dice',
    params: { direction: 'over', targetHundredths: 5_000 },
    hmacsPerOutcome: 1,
  },
  {
    label: 'limbo (target 2.00×)',
    game: 'limbo',
    params: { targetHundredths: 200 },
    hmacsPerOutcome: 1,
  },
  {
    label: 'crash (cash-out 2.00×)',
    game: 'crash',
    params: { cashOutHundredths: 200 },
    hmacsPerOutcome: 1,
  },
  {
    label: 'mines (3 mines, 5 picks)',
    game: 'mines',
    params: { mines: 3, picks: [0, 6, 12, 18, 24] },
    hmacsPerOutcome: 1,
  },
  {
    label: 'mines (24 mines, 1 pick)',
    game: 'mines',
    params: { mines: 24, picks: [12] },
    hmacsPerOutcome: 3,
  },
  {
    label: 'plinko (8 rows, low)',
    game: 'plinko',
    params: { rows: 8, risk: 'low' },
    hmacsPerOutcome: 1,
  },
  {
    label: 'plinko (16 rows, high)',
    game: 'plinko',
    params: { rows: 16, risk: 'high' },
    hmacsPerOutcome: 2,
  },
  { label: 'slot (5×3, 10 lines)', game: 'slot', params: {}, hmacsPerOutcome: 1 },
];

/** Calls `step(i)` for i = 0, 1, … for about RUN_MS; returns calls per second. */
function timedRun(step: (i: number) => void, start: number): { perSecond: number; next: number } {
  const t0 = performance.now();
  let i = start;
  let elapsed: number;
  do {
    for (let j = 0; j < 2_000; j++) step(i++);
    elapsed = performance.now() - t0;
  } while (elapsed < RUN_MS);
  return { perSecond: ((i - start) / elapsed) * 1_000, next: i };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Median rate of RUNS timed runs after one warm-up, with fresh nonces throughout. */
function measure(step: (nonce: number) => void): { median: number; runs: number[] } {
  let nonce = 1; // crash round numbers start at 1
  nonce = timedRun(step, nonce).next; // warm-up
  const runs: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const run = timedRun(step, nonce);
    runs.push(Math.round(run.perSecond));
    nonce = run.next;
  }
  return { median: median(runs), runs };
}

const serverSeed = randomServerSeed();
const clientSeed = 'bench-client-seed';
let sink = 0; // keeps results observable so nothing is optimised away

function gameStep(c: Case, hmac: HmacSha256) {
  return (nonce: number) => {
    const result = playRound(
      { game: c.game, serverSeed, clientSeed, nonce, params: c.params },
      hmac,
    );
    sink += result.payoutMultiplierScaled;
  };
}

const loadAverageAtStart = os.loadavg().map((v) => Math.round(v * 10) / 10);
console.log(`fair bench: ${RUNS} runs × ${RUN_MS} ms per figure, median reported\n`);

const opensslHmacSha256 = createNodeHmacSha256();
const hmacRaw = {
  node: measure((nonce) => {
    sink += nodeHmacSha256(serverSeed, `${clientSeed}:${nonce}:0`)[0];
  }),
  openssl: measure((nonce) => {
    sink += opensslHmacSha256(serverSeed, `${clientSeed}:${nonce}:0`)[0];
  }),
  noble: measure((nonce) => {
    sink += nobleHmacSha256(serverSeed, `${clientSeed}:${nonce}:0`)[0];
  }),
};

const results = CASES.map((c) => {
  const node = measure(gameStep(c, nodeHmacSha256));
  const noble = measure(gameStep(c, nobleHmacSha256));
  const targeted = c.hmacsPerOutcome === 1;
  return {
    game: c.game,
    case: c.label,
    hmacsPerOutcome: c.hmacsPerOutcome,
    nodeOutcomesPerSecond: node.median,
    nodeRuns: node.runs,
    browserPathOutcomesPerSecond: noble.median,
    browserPathRuns: noble.runs,
    target: targeted ? TARGET_PER_SECOND : null,
    meetsTarget: targeted ? node.median >= TARGET_PER_SECOND : null,
  };
});

const fmt = (n: number) => n.toLocaleString('en-US');
console.table(
  Object.fromEntries([
    [
      'HMAC-SHA256 only',
      {
        'server /s': fmt(hmacRaw.node.median),
        'noble (browser) /s': fmt(hmacRaw.noble.median),
        HMACs: 1,
        target: `(OpenSSL createHmac: ${fmt(hmacRaw.openssl.median)})`,
      },
    ],
    ...results.map((r) => [
      r.case,
      {
        'server /s': fmt(r.nodeOutcomesPerSecond),
        'noble (browser) /s': fmt(r.browserPathOutcomesPerSecond),
        HMACs: r.hmacsPerOutcome,
        target: r.target === null ? '' : `${fmt(r.target)} ${r.meetsTarget ? 'met' : 'MISSED'}`,
      },
    ]),
  ]),
);

mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('./results/fair.json', import.meta.url),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      machine: {
        cpus: os.availableParallelism(),
        cpu: os.cpus()[0]?.model ?? 'unknown',
        node: process.version,
        loadAverageAtStart,
        loadAverageAtEnd: os.loadavg().map((v) => Math.round(v * 10) / 10),
      },
      config: {
        runs: RUNS,
        runMs: RUN_MS,
        statistic: 'median',
        threads: 1,
        targetPerSecond: TARGET_PER_SECOND,
        // "node…" figures: the server path, i.e. nodeHmacSha256 (the engine's own HMAC-SHA256
        // with the keyed state cached); "noble…" figures: the browser path (@noble/hashes).
        serverHmac: 'nodeHmacSha256 (packages/fair/src/hmac-sha256.ts)',
      },
      hmacOnly: {
        nodePerSecond: hmacRaw.node.median,
        opensslPerSecond: hmacRaw.openssl.median,
        noblePerSecond: hmacRaw.noble.median,
        nodeRuns: hmacRaw.node.runs,
        opensslRuns: hmacRaw.openssl.runs,
        nobleRuns: hmacRaw.noble.runs,
      },
      results,
    },
    null,
    2,
  ),
);
console.log(`\nwrote bench/results/fair.json (checksum ${sink % 997})`);
if (STRICT && results.some((r) => r.meetsTarget === false)) process.exitCode = 1;
