/**
 * The server's hash functions, imported through `@portal/fair/node` (never from code that ships
 * to browsers): the bets' HMAC-SHA256 (the engine's own, see `hmac-sha256.ts`), SHA-256 and
 * fresh server seeds on node:crypto, and an OpenSSL HMAC for comparison. They produce exactly the
 * same bytes as the browser-safe ones in `noble.ts` (tested on random inputs) and are the ones the
 * server and the benchmark use.
 */
import { createHash, createHmac, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import type { FairCrypto, HmacSha256, Sha256Hex } from './hmac.ts';
import { createHmacSha256 } from './hmac-sha256.ts';

/**
 * Creates an HMAC-SHA256 (key and message as UTF-8) on OpenSSL that keeps the KeyObject of the
 * last key. Each call still creates a native HMAC object and hashes the key block again, about
 * 2.3 µs for a bet-sized message, so the server uses {@link nodeHmacSha256} instead; this one
 * remains as an independent implementation for tests and comparisons.
 */
export function createNodeHmacSha256(): HmacSha256 {
  let lastKey: string | undefined;
  let keyObject: KeyObject | undefined;
  return (key, message) => {
    if (keyObject === undefined || key !== lastKey) {
      keyObject = createSecretKey(Buffer.from(key, 'utf8'));
      lastKey = key;
    }
    return createHmac('sha256', keyObject).update(message, 'utf8').digest();
  };
}

/**
 * The server's HMAC-SHA256: the engine's own implementation with the keyed state cached
 * (`hmac-sha256.ts`), about 2.5× faster per bet than OpenSSL through {@link createNodeHmacSha256}
 * and byte-identical to it (`hmac.test.ts`).
 */
export const nodeHmacSha256: HmacSha256 = createHmacSha256();

/** SHA-256 of the UTF-8 bytes of `input`, as lowercase hex, on OpenSSL. */
export const nodeSha256Hex: Sha256Hex = (input) =>
  createHash('sha256').update(input, 'utf8').digest('hex');

/** The server's hash pair, for `verifyRound`, `playRound` and the crash chain. */
export const nodeCrypto: FairCrypto = { hmacSha256: nodeHmacSha256, sha256Hex: nodeSha256Hex };

/** A fresh server seed: 32 bytes from the OS CSPRNG as 64 lowercase hex characters. */
export function randomServerSeed(): string {
  return randomBytes(32).toString('hex');
}
