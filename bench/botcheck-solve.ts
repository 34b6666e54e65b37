/// <reference types="node" />
/**
 * Bot-check solve time (issue 14): the median and 90th percentile of 20 solves of real ALTCHA
 * challenges, before (one WebCrypto digest() per number, 2000 at a time, the old 100 000 bound)
 * and after (the synchronous SHA-256 solver, the new budgeted bound). Also the bare hash rate the
 * budget in apps/server/src/modules/auth/botcheck.ts divides by its phone factors.
 *
 * Run: node --import tsx bench/botcheck-solve.ts
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { createChallenge } from 'altcha-lib/v1';
import {
  solveChallengeSync,
  type BotCheckChallenge,
} from '../packages/contracts/src/botcheck-solver.ts';
import { BOTCHECK_MAX_NUMBER } from '../apps/server/src/modules/auth/botcheck.ts';

const RUNS = 20;

/** The solver as it was before issue 14. */
async function oldSolve(challenge: BotCheckChallenge): Promise<number | null> {
  const max = challenge.maxnumber ?? 1_000_000;
  const encoder = new TextEncoder();
  const toHex = (b: ArrayBuffer) =>
    Array.from(new Uint8Array(b), (x) => x.toString(16).padStart(2, '0')).join('');
  for (let start = 0; start <= max; start += 2000) {
    const numbers = Array.from({ length: Math.min(2000, max - start + 1) }, (_, i) => start + i);
    const digests = await Promise.all(
      numbers.map((n) => crypto.subtle.digest('SHA-256', encoder.encode(`${challenge.salt}${n}`))),
    );
    const index = digests.findIndex((d) => toHex(d) === challenge.challenge);
    if (index >= 0) return numbers[index] ?? null;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return null;
}

async function measure(
  label: string,
  maxNumber: number,
  solve: (c: BotCheckChallenge) => Promise<number | null> | number | null,
) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const challenge = await createChallenge({ hmacKey: 'bench', maxNumber });
    const started = performance.now();
    await solve(challenge);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const ms = (i: number) => Math.round(times[i] ?? 0);
  console.log(`${label.padEnd(44)} median ${ms(RUNS / 2)} ms  p90 ${ms(RUNS * 0.9 - 1)} ms`);
}

const salt = 'a1b2c3d4e5f6a1b2c3d4e5f6?expires=1764150000&';
const hashes = 200_000;
const started = performance.now();
solveChallengeSync({
  algorithm: 'SHA-256',
  challenge: 'none',
  salt,
  signature: '',
  maxnumber: hashes,
});
const rate = Math.round(hashes / ((performance.now() - started) / 1000));
console.log(`${os.cpus()[0]?.model ?? 'cpu'}, load ${os.loadavg()[0]?.toFixed(1)}`);
console.log(`synchronous SHA-256: ${rate} hashes/s`);
await measure('before: WebCrypto per number, max 100 000', 100_000, oldSolve);
await measure('after, same bound: sync SHA-256, max 100 000', 100_000, (c) =>
  solveChallengeSync(c),
);
await measure(`after: sync SHA-256, max ${BOTCHECK_MAX_NUMBER}`, BOTCHECK_MAX_NUMBER, (c) =>
  solveChallengeSync(c),
);
