/**
 * Seed and nonce rules shared by the server (which issues them), the web app (which lets a player
 * pick a client seed) and the verifier.
 */
import {
  FAIR_CLIENT_SEED_INVALID,
  FAIR_NONCE_INVALID,
  FAIR_SERVER_SEED_INVALID,
  FairParamError,
} from './errors.ts';

/**
 * A server seed is 32 random bytes written as 64 lowercase hex characters. The HMAC key is that
 * ASCII text itself (64 bytes), not the 32 bytes it encodes: this is what players can type into
 * any HMAC tool, and it is what the popular Stake-style verifiers do.
 */
export const SERVER_SEED_PATTERN = /^[0-9a-f]{64}$/;

/**
 * 1–64 printable ASCII characters (space 0x20 to tilde 0x7e) except ':'. The colon is the field
 * separator of the HMAC message `${clientSeed}:${nonce}:${round}`; without it in the seed, every
 * message splits back into exactly one (clientSeed, nonce, round), so no two bets share a message.
 * ASCII only keeps the UTF-8 bytes equal to the characters a player sees.
 */
export const CLIENT_SEED_PATTERN = /^[\x20-\x39\x3b-\x7e]{1,64}$/;

/** The client-seed rule in words, for error messages and the UI. */
export const CLIENT_SEED_RULE = '1 to 64 printable ASCII characters (space through ~), without ":"';

export const CLIENT_SEED_MAX_LENGTH = 64;

/** Whether `seed` is an acceptable client seed (see {@link CLIENT_SEED_PATTERN}). */
export function isValidClientSeed(seed: unknown): seed is string {
  return typeof seed === 'string' && CLIENT_SEED_PATTERN.test(seed);
}

/** Throws `FAIR_CLIENT_SEED_INVALID` unless `seed` is a valid client seed. */
export function assertClientSeed(seed: unknown): asserts seed is string {
  if (!isValidClientSeed(seed)) {
    throw new FairParamError(FAIR_CLIENT_SEED_INVALID, `client seed must be ${CLIENT_SEED_RULE}`);
  }
}

/** Whether `seed` is a server seed (or a crash-chain element): 64 lowercase hex characters. */
export function isValidServerSeed(seed: unknown): seed is string {
  return typeof seed === 'string' && SERVER_SEED_PATTERN.test(seed);
}

/** Throws `FAIR_SERVER_SEED_INVALID` unless `seed` is 64 lowercase hex characters. */
export function assertServerSeed(seed: unknown): asserts seed is string {
  if (!isValidServerSeed(seed)) {
    throw new FairParamError(
      FAIR_SERVER_SEED_INVALID,
      'server seed must be 64 lowercase hexadecimal characters',
    );
  }
}

/** Throws `FAIR_NONCE_INVALID` unless `nonce` is a safe integer ≥ 0. */
export function assertNonce(nonce: unknown): asserts nonce is number {
  if (typeof nonce !== 'number' || !Number.isSafeInteger(nonce) || nonce < 0) {
    throw new FairParamError(FAIR_NONCE_INVALID, 'nonce must be an integer ≥ 0');
  }
}

/**
 * A default client seed for a new player: 16 random bytes as 32 hex characters, from the Web
 * Crypto API (browsers and Node ≥ 19 alike). Players may replace it with any valid seed.
 */
export function randomClientSeed(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  let hex = '';
  for (const b of bytes) hex += b.toString(16).padStart(2, '0');
  return hex;
}
