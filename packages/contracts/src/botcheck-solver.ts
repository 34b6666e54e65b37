/**
 * The client side of the proof-of-work bot check (ALTCHA style), shared by the web app and the
 * console: find n with hex(SHA-256(salt + n)) === challenge, then send the base64 JSON solution.
 * Browser-safe (btoa, and the synchronous SHA-256 of @portal/fair).
 */
import { sha256HexAscii } from '@portal/fair/sha256';

export interface BotCheckChallenge {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber?: number | undefined;
}

const DEFAULT_MAX_NUMBER = 1_000_000;
/** Numbers hashed between progress reports (and, on the main thread, between UI turns). */
const CHUNK = 5000;

/** Reports the share of the search space tried so far, 0..1. */
export type SolveProgress = (fraction: number) => void;

/**
 * Synchronous search for n in [from, to] with hex(SHA-256(salt + n)) === challenge. A plain
 * loop with a synchronous hash: about 5× the rate of one WebCrypto digest() call per number.
 */
function search(challenge: BotCheckChallenge, from: number, to: number): number | null {
  const target = challenge.challenge.toLowerCase();
  const salt = challenge.salt;
  for (let n = from; n <= to; n++) {
    if (sha256HexAscii(`${salt}${n}`) === target) return n;
  }
  return null;
}

/** For a Web Worker: solves without yielding (the page's thread is not involved). */
export function solveChallengeSync(
  challenge: BotCheckChallenge,
  onProgress?: SolveProgress,
): number | null {
  const max = challenge.maxnumber ?? DEFAULT_MAX_NUMBER;
  for (let start = 0; start <= max; start += CHUNK) {
    const found = search(challenge, start, Math.min(start + CHUNK - 1, max));
    if (found !== null) return found;
    onProgress?.(Math.min(1, (start + CHUNK) / (max + 1)));
  }
  return null;
}

const yieldToUi = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Finds n in [0, maxnumber] with hex(SHA-256(salt + n)) === challenge; null if there is none.
 * The main-thread fallback (no Worker): between chunks the UI gets a turn.
 */
export async function solveChallenge(
  challenge: BotCheckChallenge,
  signal?: AbortSignal,
  onProgress?: SolveProgress,
): Promise<number | null> {
  const max = challenge.maxnumber ?? DEFAULT_MAX_NUMBER;
  for (let start = 0; start <= max; start += CHUNK) {
    signal?.throwIfAborted();
    const found = search(challenge, start, Math.min(start + CHUNK - 1, max));
    if (found !== null) return found;
    onProgress?.(Math.min(1, (start + CHUNK) / (max + 1)));
    await yieldToUi();
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
