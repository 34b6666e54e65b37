// The proof-of-work bot check the server asks for with a captcha (the same ALTCHA-style
// protocol the web app solves): find n with hex(SHA-256(salt + n)) === challenge.
import { api } from '../config/paths.ts';
import { apiFetch } from './api-client.ts';

export interface BotCheckChallenge {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber?: number;
}

const DEFAULT_MAX_NUMBER = 1_000_000;
/** Numbers hashed per batch; the page gets the main thread back between batches. */
const BATCH = 2000;

const toHex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

/** The n that solves the challenge, or null when there is none up to maxnumber. */
export async function solveChallenge(
  challenge: BotCheckChallenge,
  signal?: AbortSignal,
): Promise<number | null> {
  const max = challenge.maxnumber ?? DEFAULT_MAX_NUMBER;
  const target = challenge.challenge.toLowerCase();
  const encoder = new TextEncoder();
  for (let start = 0; start <= max; start += BATCH) {
    const numbers = Array.from({ length: Math.min(BATCH, max - start + 1) }, (_, i) => start + i);
    const digests = await Promise.all(
      numbers.map((n) => crypto.subtle.digest('SHA-256', encoder.encode(`${challenge.salt}${n}`))),
    );
    const index = digests.findIndex((digest) => toHex(digest) === target);
    if (index >= 0) return numbers[index] ?? null;
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
    signal?.throwIfAborted();
  }
  return null;
}

/** Fetches a challenge and solves it here; the result is the `botcheck` field of the body. */
export async function runBotCheck(signal?: AbortSignal): Promise<string> {
  const challenge = await apiFetch<BotCheckChallenge>(api.botcheck, { signal });
  const number = (await solveChallenge(challenge, signal)) ?? -1;
  const { algorithm, salt, signature } = challenge;
  return btoa(
    JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }),
  );
}
