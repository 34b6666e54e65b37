/**
 * Browser-safe hash functions on @noble/hashes (pure JavaScript, audited, no `node:` imports).
 * The verification page and any code imported through `@portal/fair` use these.
 */
import { _HMAC } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { FairCrypto, HmacSha256, Sha256Hex } from './hmac.ts';

/** noble's HMAC state over SHA-256 (the class behind `hmac.create`). */
type Sha256Hmac = _HMAC<ReturnType<typeof sha256.create>>;

/** One shared encoder: noble's `utf8ToBytes` builds a new one (and copies) on every call. */
const encoder = new TextEncoder();

/**
 * Creates an HMAC-SHA256 that remembers the keyed state of the last key it saw. One server seed
 * serves thousands of bets, and keying costs two SHA-256 blocks of the four an HMAC needs here,
 * so reusing the keyed state (copied into one scratch instance with `_cloneInto`, the public
 * method noble's own PBKDF2 uses for this) about doubles the rate. The result depends only on the inputs;
 * `hmac.test.ts` checks it byte for byte against node:crypto.
 */
export function createNobleHmacSha256(): HmacSha256 {
  let lastKey: string | undefined;
  let keyed: Sha256Hmac | undefined;
  let scratch: Sha256Hmac | undefined;
  return (key, message) => {
    if (keyed === undefined || key !== lastKey) {
      keyed = new _HMAC(sha256, encoder.encode(key));
      lastKey = key;
    }
    scratch = keyed._cloneInto(scratch);
    scratch.update(encoder.encode(message));
    return scratch.digest();
  };
}

/** Default browser-safe HMAC-SHA256 (see {@link createNobleHmacSha256}). */
export const nobleHmacSha256: HmacSha256 = createNobleHmacSha256();

/** SHA-256 of the UTF-8 bytes of `input`, as lowercase hex; browser-safe. */
export const nobleSha256Hex: Sha256Hex = (input) => bytesToHex(sha256(encoder.encode(input)));

/** The browser-safe hash pair; the default of every function that takes a `FairCrypto`. */
export const nobleCrypto: FairCrypto = { hmacSha256: nobleHmacSha256, sha256Hex: nobleSha256Hex };
