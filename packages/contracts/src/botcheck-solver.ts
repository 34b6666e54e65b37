/**
 * The client side of the proof-of-work bot check (ALTCHA style), shared by the web app and the
 * console: find n with hex(SHA-256(salt + n)) === challenge, then send the base64 JSON solution.
 * Browser-safe (WebCrypto, TextEncoder, btoa); no dependency.
 */
export interface BotCheckChallenge {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber?: number | undefined;
}

const DEFAULT_MAX_NUMBER = 1_000_000;
/** Numbers hashed per batch; the page gets the main thread back between batches. */
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
  // batches the UI gets a turn, so a "verifying…" state keeps animating.
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
