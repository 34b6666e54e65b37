// Proof-of-work bot check (ALTCHA style) behind a small interface, so a hosted provider
// (Turnstile, reCAPTCHA…) can replace it without touching the forms.
import { authPaths } from '../config/paths.ts';
import { apiFetch } from './api-client.ts';

export interface BotCheckChallenge {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber?: number;
}

/** Produces the opaque `botcheck` string that login and registration bodies carry. */
export interface BotCheckProvider {
  run: (signal?: AbortSignal) => Promise<string>;
}

const DEFAULT_MAX_NUMBER = 1_000_000;
/** Numbers hashed per batch; the UI gets the main thread back between batches. */
const BATCH = 2000;

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
}

const yieldToUi = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Finds n in [0, maxnumber] with hex(SHA-256(salt + n)) === challenge; null if there is none. */
export async function solveChallenge(
  challenge: BotCheckChallenge,
  signal?: AbortSignal,
): Promise<number | null> {
  const max = challenge.maxnumber ?? DEFAULT_MAX_NUMBER;
  const target = challenge.challenge.toLowerCase();
  const encoder = new TextEncoder();
  // Digests of one batch run concurrently (WebCrypto works off the main thread); between
  // batches the UI gets a turn, so the "verifying…" state keeps animating.
  for (let start = 0; start <= max; start += BATCH) {
    const numbers = Array.from({ length: Math.min(BATCH, max - start + 1) }, (_, i) => start + i);
    const digests = await Promise.all(
      numbers.map((n) => crypto.subtle.digest('SHA-256', encoder.encode(`${challenge.salt}${n}`))),
    );
    const index = digests.findIndex((digest) => toHex(digest) === target);
    if (index >= 0) return numbers[index] ?? null;
    await yieldToUi();
    signal?.throwIfAborted();
  }
  return null;
}

/** The solution as the server reads it: base64 of the JSON payload. */
export function encodeSolution(challenge: BotCheckChallenge, number: number): string {
  const { algorithm, salt, signature } = challenge;
  return btoa(
    JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }),
  );
}

/** The built-in provider: fetch a challenge from the server and solve it here. */
export const proofOfWorkProvider: BotCheckProvider = {
  run: async (signal) => {
    const challenge = await apiFetch<BotCheckChallenge>(authPaths.botcheck, { signal });
    const number = await solveChallenge(challenge, signal);
    // An unsolvable challenge still goes out; the server answers AUTH_BOTCHECK_FAILED.
    return encodeSolution(challenge, number ?? -1);
  },
};

let provider: BotCheckProvider = proofOfWorkProvider;

export function setBotCheckProvider(next: BotCheckProvider): void {
  provider = next;
}

/** Runs the active provider; the forms show a "verifying…" state meanwhile. */
export function runBotCheck(signal?: AbortSignal): Promise<string> {
  return provider.run(signal);
}
