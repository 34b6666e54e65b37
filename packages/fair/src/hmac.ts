/**
 * The one primitive of the scheme, injected rather than imported so the same game code runs on
 * the server (node:crypto, see `node.ts`) and in the browser (@noble/hashes, see `noble.ts`).
 */

/**
 * HMAC-SHA256 of `message` under `key`, both strings encoded as UTF-8; returns the 32-byte tag.
 * For this scheme the key is the server seed's 64-character hex text and the message is
 * `${clientSeed}:${nonce}:${round}`.
 */
export type HmacSha256 = (key: string, message: string) => Uint8Array;

/** SHA-256 of the UTF-8 bytes of `input`, as 64 lowercase hex characters. */
export type Sha256Hex = (input: string) => string;

/** The two hash functions the engine needs; `nobleCrypto` (browser) or `nodeCrypto` (server). */
export interface FairCrypto {
  readonly hmacSha256: HmacSha256;
  readonly sha256Hex: Sha256Hex;
}

/** The inputs that determine one bet's randomness. */
export interface SeedPair {
  /** 64 lowercase hex characters; used as the HMAC key in its ASCII form. */
  readonly serverSeed: string;
  /** Player-chosen; see `CLIENT_SEED_PATTERN`. */
  readonly clientSeed: string;
  /** The player's bet counter under this (serverSeed, clientSeed) pair, from 0. */
  readonly nonce: number;
}

/** Bytes produced by one HMAC-SHA256 call; one bet uses ⌈bytes needed / 32⌉ of them. */
export const HMAC_BYTES = 32;

/**
 * The HMAC message of `round` (0, 1, 2, …) of a bet: `${clientSeed}:${nonce}:${round}`. A bet
 * needing more than 32 bytes continues with round 1, 2, … (plinko with 9+ rows, mines, slot).
 */
export function roundMessage(clientSeed: string, nonce: number, round: number): string {
  return `${clientSeed}:${nonce}:${round}`;
}
