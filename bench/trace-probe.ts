/// <reference types="node" />
// Scratch probe (not committed): a 4× throttled trace of one page, top-level tasks and what runs in them.
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { launch } from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { apiServer } from '../playwright.shared.ts';

const PORT = 3910;
const path = process.argv[2] ?? '/';
const servers: ChildProcess[] = [];
for (const spec of apiServer(PORT) as { command: string; cwd?: string; env?: Record<string, string>; url?: string }[]) {
  const [cmd = 'node', ...args] = spec.command.split(' ');
  const child = spawn(cmd, args, { cwd: resolve('apps/web', spec.cwd ?? '.'), env: { ...process.env, ...spec.env }, stdio: 'ignore' });
  servers.push(child);
  for (;;) {
    if (await fetch(spec.url ?? '').then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 250));
  }
}
const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.tracing.start({ path: '/work/probe/trace.json', categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'] });
  await page.goto(`http://127.0.0.1:${PORT}${path}`, { waitUntil: 'load' });
  await new Promise((r) => setTimeout(r, 10_000));
  await page.tracing.stop();
  await browser.disconnect();
} finally {
  chrome.kill();
  for (const s of servers) s.kill('SIGTERM');
}
