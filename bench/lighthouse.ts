/// <reference types="node" />
/**
 * Lighthouse budget (mobile preset, the default config: simulated slow 4G and a 4× slower CPU):
 * the home page, a game list page and a player-centre page of the built portal, each run
 * LIGHTHOUSE_RUNS times (3 by default), medians compared with the budgets of issue 14. Starts the
 * same servers as the browser tests (the demo vendor and gateway, then the portal on in-memory
 * PGlite with the e2e fixtures), in their own processes. Writes bench/results/lighthouse.json and
 * prints every miss; exits non-zero on a miss. Not a test: the figures depend on the machine.
 *
 * Run `npm run bench:lighthouse` (it builds first); LIGHTHOUSE_PAGES=home,game list measures only those. LIGHTHOUSE_REPORTS=1 also keeps each page's
 * last full report (bench/results/lighthouse-<page>.json) to open in the Lighthouse viewer.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { apiServer } from '../playwright.shared.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3900);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PLAYER = { username: 'player01', password: 'Player#2026' };

interface Budget {
  performance: number;
  accessibility: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  largestContentfulPaintMs: number;
}
const PAGE_BUDGET = {
  accessibility: 100,
  totalBlockingTimeMs: 200,
  cumulativeLayoutShift: 0.05,
  largestContentfulPaintMs: 2_000,
};
const PAGES: { name: string; path: string; member: boolean; budget: Budget }[] = [
  { name: 'home', path: '/', member: false, budget: { ...PAGE_BUDGET, performance: 95 } },
  { name: 'game list', path: '/rng', member: false, budget: { ...PAGE_BUDGET, performance: 90 } },
  {
    name: 'player centre',
    path: '/transactionHistory',
    member: true,
    budget: { ...PAGE_BUDGET, performance: 90 },
  },
];

/** Starts one server of the e2e set and waits for its health address. */
interface ServerSpec {
  command: string;
  cwd?: string;
  env?: Record<string, string>;
  url?: string;
  timeout?: number;
}

async function startServer(spec: ServerSpec): Promise<ChildProcess> {
  const [cmd = 'node', ...args] = spec.command.split(' ');
  const child = spawn(cmd, args, {
    cwd: resolve(root, 'apps/web', spec.cwd ?? '.'),
    env: { ...process.env, ...spec.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + (spec.timeout ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${spec.command} exited with ${child.exitCode}`);
    const up = await fetch(spec.url ?? '').then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    if (Date.now() > deadline) throw new Error(`${spec.url} did not answer in time`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Signs the member in through the login popup, as a player would (the token stays in the tab). */
async function signIn(page: Page) {
  await page.goto(`${ORIGIN}/login`, { waitUntil: 'networkidle0' });
  await page.locator('[data-testid="login-username"] input').fill(PLAYER.username);
  await page.locator('[data-testid="login-password"] input').fill(PLAYER.password);
  await page.locator('[data-testid="login-submit"]').click();
  await page.waitForSelector('[data-testid="header-account"]', { timeout: 60_000 });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const servers: ChildProcess[] = [];
const chrome = await launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  for (const spec of apiServer(PORT) as ServerSpec[]) servers.push(await startServer(spec));
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const rows = [];
  const only = process.env.LIGHTHOUSE_PAGES?.split(',');
  for (const target of PAGES.filter((p) => !only || only.includes(p.name))) {
    const runs: Record<keyof Budget, number>[] = [];
    // One unmeasured visit first: a live site's server is warm (its code compiled, its queries
    // planned); the first request after a start is not what players meet. Lighthouse still
    // clears the browser's caches before each measured run.
    const warm = await browser.newPage();
    if (target.member) await signIn(warm);
    await warm.goto(`${ORIGIN}${target.path}`, { waitUntil: 'networkidle0' });
    await warm.close();
    for (let i = 0; i < RUNS; i += 1) {
      // Lighthouse now and then loses the trace (NO_NAVSTART): such a run is taken again.
      let lhr!: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
      for (let attempt = 1; ; attempt += 1) {
        const page = await browser.newPage();
        if (target.member) await signIn(page);
        const result = await lighthouse(
          `${ORIGIN}${target.path}`,
          {
            logLevel: 'error',
            output: 'json',
            onlyCategories: ['performance', 'accessibility', 'best-practices'],
            // The member's token lives in this tab's session storage.
            disableStorageReset: target.member,
          },
          undefined,
          page,
        );
        await page.close();
        lhr = result!.lhr;
        if (!lhr.runtimeError || attempt === 3) break;
        console.log(`${target.name} run ${i + 1}: ${lhr.runtimeError.code}, measuring again`);
      }
      if (process.env.LIGHTHOUSE_REPORTS) {
        const file = join(root, `bench/results/lighthouse-${target.name.replace(/ /g, '-')}.json`);
        writeFileSync(file, JSON.stringify(lhr));
      }
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      runs.push({
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        totalBlockingTimeMs: Math.round(audit('total-blocking-time')),
        cumulativeLayoutShift: Number(audit('cumulative-layout-shift').toFixed(3)),
        largestContentfulPaintMs: Math.round(audit('largest-contentful-paint')),
      });
      console.log(`${target.name} run ${i + 1}:`, JSON.stringify(runs.at(-1)));
    }
    const med = Object.fromEntries(
      (Object.keys(target.budget) as (keyof Budget)[]).map((k) => [
        k,
        median(runs.map((r) => r[k])),
      ]),
    ) as Record<keyof Budget, number>;
    const higherIsBetter = (k: keyof Budget) => k === 'performance' || k === 'accessibility';
    const misses = (Object.keys(target.budget) as (keyof Budget)[])
      .filter((k) => (higherIsBetter(k) ? med[k] < target.budget[k] : med[k] > target.budget[k]))
      .map((k) => `${k} ${med[k]} (budget ${higherIsBetter(k) ? '≥' : '≤'} ${target.budget[k]})`);
    rows.push({
      page: target.name,
      path: target.path,
      runs,
      median: med,
      budget: target.budget,
      misses,
    });
  }
  await browser.disconnect();

  console.table(rows.map((r) => ({ page: r.page, ...r.median, misses: r.misses.length })));
  const out = join(root, 'bench/results/lighthouse.json');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(
    out,
    `${JSON.stringify({ generatedAt: new Date().toISOString(), preset: 'mobile', runs: RUNS, rows }, null, 2)}\n`,
  );
  console.log(`wrote ${out}`);
  const missed = rows.filter((r) => r.misses.length > 0);
  for (const r of missed) console.error(`MISS ${r.page}: ${r.misses.join('; ')}`);
  process.exitCode = missed.length > 0 ? 1 : 0;
} finally {
  chrome.kill();
  for (const child of servers.reverse()) child.kill('SIGTERM');
}
