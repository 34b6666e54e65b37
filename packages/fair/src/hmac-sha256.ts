/**
 * A compact HMAC-SHA256 (RFC 2104 over FIPS 180-4 SHA-256) that keeps the keyed state of the last
 * key: the engine's hot-path hash, used by the server (`nodeHmacSha256`). Pure TypeScript and
 * browser-safe. `hmac.test.ts` checks it byte for byte against OpenSSL and @noble/hashes on
 * thousands of random keys and messages (multi-byte UTF-8 included) and at every key and message
 * length around the block boundaries.
 *
 * Why its own: a bet hashes `${clientSeed}:${nonce}:${round}` (at most 55 bytes: one block) under
 * a server seed that serves thousands of bets. An HMAC is then four SHA-256 compressions, two of
 * which (the key ⊕ ipad and key ⊕ opad blocks) depend on the key alone. node:crypto cannot keep
 * those: every `createHmac` builds a native HMAC object and hashes the key again, about 2.3 µs
 * per call on the development VM, of which the compressions are a small part. @noble/hashes can
 * keep them, but cloning and driving its streaming hash objects costs more than the two
 * compressions left. Here a call is just those two compressions on preallocated words plus the
 * 32-byte result: about 2.5× faster than either for bet-sized messages.
 *
 * Timing: the compression function only adds, rotates and combines words, with no branches or
 * table lookups that depend on the key or the message; only the (public) message length changes
 * the amount of work.
 */
import type { HmacSha256 } from './hmac.ts';

/** SHA-256 round constants (FIPS 180-4 §4.2.2). */
// prettier-ignore
const K = Int32Array.of(
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
);

/** SHA-256 initial hash value (FIPS 180-4 §5.3.3). */
// prettier-ignore
const IV = Int32Array.of(
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
);

const BLOCK_BYTES = 64;
const DIGEST_BYTES = 32;

/**
 * The message schedule: `compress` reads the block from W[0…15] and extends it in place. Shared
 * by every instance; safe because nothing here is asynchronous or re-entrant.
 */
const W = new Int32Array(64);

/**
 * One SHA-256 compression: the block in W[0…15] compressed into the eight words of `from`, result
 * written to `to` (which may be `from`).
 */
function compress(from: Int32Array, to: Int32Array): void {
  for (let i = 16; i < 64; i++) {
    const w15 = W[i - 15]!;
    const w2 = W[i - 2]!;
    const s0 = ((w15 >>> 7) | (w15 << 25)) ^ ((w15 >>> 18) | (w15 << 14)) ^ (w15 >>> 3);
    const s1 = ((w2 >>> 17) | (w2 << 15)) ^ ((w2 >>> 19) | (w2 << 13)) ^ (w2 >>> 10);
    W[i] = (s1 + W[i - 7]! + s0 + W[i - 16]!) | 0;
  }
  let a = from[0]!;
  let b = from[1]!;
  let c = from[2]!;
  let d = from[3]!;
  let e = from[4]!;
  let f = from[5]!;
  let g = from[6]!;
  let h = from[7]!;
  for (let i = 0; i < 64; i++) {
    const sigma1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (h + sigma1 + ((e & f) ^ (~e & g)) + K[i]! + W[i]!) | 0;
    const sigma0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (sigma0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  to[0] = (from[0]! + a) | 0;
  to[1] = (from[1]! + b) | 0;
  to[2] = (from[2]! + c) | 0;
  to[3] = (from[3]! + d) | 0;
  to[4] = (from[4]! + e) | 0;
  to[5] = (from[5]! + f) | 0;
  to[6] = (from[6]! + g) | 0;
  to[7] = (from[7]! + h) | 0;
}

/** Loads the 64 bytes at `offset` into W[0…15] as big-endian words. */
function loadBlock(bytes: Uint8Array, offset: number): void {
  for (let i = 0; i < 16; i++, offset += 4) {
    W[i] =
      (bytes[offset]! << 24) |
      (bytes[offset + 1]! << 16) |
      (bytes[offset + 2]! << 8) |
      bytes[offset + 3]!;
  }
}

/** Bytes the padded form of `length` bytes needs: room for 0x80 and the 8-byte bit length. */
function paddedLength(length: number): number {
  return (((length + 8) >>> 6) + 1) * BLOCK_BYTES;
}

/**
 * Completes a SHA-256: pads the `length` message bytes at the start of `buffer` in place (it must
 * hold `paddedLength(length)` bytes) and compresses them, continuing from the state `from`, which
 * has already absorbed `hashedBefore` bytes (an HMAC's key block; the length field counts them).
 * The digest's eight words go to `to`.
 */
function finish(
  from: Int32Array,
  to: Int32Array,
  buffer: Uint8Array,
  length: number,
  hashedBefore: number,
): void {
  const end = paddedLength(length);
  buffer[length] = 0x80;
  for (let i = length + 1; i < end - 8; i++) buffer[i] = 0;
  const bits = (hashedBefore + length) * 8;
  const high = Math.floor(bits / 0x1_0000_0000);
  const low = bits >>> 0;
  buffer[end - 8] = high >>> 24;
  buffer[end - 7] = high >>> 16;
  buffer[end - 6] = high >>> 8;
  buffer[end - 5] = high;
  buffer[end - 4] = low >>> 24;
  buffer[end - 3] = low >>> 16;
  buffer[end - 2] = low >>> 8;
  buffer[end - 1] = low;
  loadBlock(buffer, 0);
  compress(from, to);
  for (let offset = BLOCK_BYTES; offset < end; offset += BLOCK_BYTES) {
    loadBlock(buffer, offset);
    compress(to, to);
  }
}

const encoder = new TextEncoder();

/** The inner and outer states after the key block, i.e. what a key alone determines. */
interface KeyedState {
  readonly inner: Int32Array;
  readonly outer: Int32Array;
}

function keyedState(key: string): KeyedState {
  let keyBytes = encoder.encode(key);
  if (keyBytes.length > BLOCK_BYTES) {
    // Longer keys are replaced by their SHA-256 (RFC 2104 §3).
    const digest = new Int32Array(8);
    const buffer = new Uint8Array(paddedLength(keyBytes.length));
    buffer.set(keyBytes);
    finish(IV, digest, buffer, keyBytes.length, 0);
    keyBytes = new Uint8Array(DIGEST_BYTES);
    writeDigest(digest, keyBytes);
  }
  const padded = new Uint8Array(BLOCK_BYTES);
  padded.set(keyBytes);
  const keyBlockState = (pad: number) => {
    const state = new Int32Array(8);
    loadBlock(
      padded.map((byte) => byte ^ pad),
      0,
    );
    compress(IV, state);
    return state;
  };
  return { inner: keyBlockState(0x36), outer: keyBlockState(0x5c) };
}

/** Writes the eight state words as the 32 big-endian digest bytes. */
function writeDigest(state: Int32Array, out: Uint8Array): void {
  for (let i = 0; i < 8; i++) {
    const word = state[i]!;
    out[4 * i] = word >>> 24;
    out[4 * i + 1] = word >>> 16;
    out[4 * i + 2] = word >>> 8;
    out[4 * i + 3] = word;
  }
}

/**
 * Creates an HMAC-SHA256 (key and message as UTF-8) that caches the keyed state of the last key
 * it saw, so consecutive bets under one server seed cost two SHA-256 compressions each. Each call
 * returns a new 32-byte array.
 */
export function createHmacSha256(): HmacSha256 {
  let lastKey: string | undefined;
  let keyed: KeyedState | undefined;
  /** The message bytes, then their padding; grown for long messages. */
  let buffer = new Uint8Array(2 * BLOCK_BYTES);
  const state = new Int32Array(8);

  /** Writes `message` as UTF-8 at the start of `buffer`; returns the byte length. */
  const encodeMessage = (message: string): number => {
    // At most 3 bytes per UTF-16 unit, plus the padding.
    const worstCase = paddedLength(3 * message.length);
    if (buffer.length < worstCase) buffer = new Uint8Array(worstCase);
    // ASCII (every client seed, nonce and round) is copied directly: cheaper than encodeInto.
    for (let i = 0; i < message.length; i++) {
      const code = message.charCodeAt(i);
      if (code >= 0x80) return encoder.encodeInto(message, buffer).written;
      buffer[i] = code;
    }
    return message.length;
  };

  return (key, message) => {
    if (keyed === undefined || key !== lastKey) {
      keyed = keyedState(key);
      lastKey = key;
    }
    const length = encodeMessage(message);
    finish(keyed.inner, state, buffer, length, BLOCK_BYTES);
    // Outer hash: the 32-byte inner digest, padded, as the one block after the key block.
    for (let i = 0; i < 8; i++) W[i] = state[i]!;
    W[8] = 0x8000_0000;
    for (let i = 9; i < 15; i++) W[i] = 0;
    W[15] = (BLOCK_BYTES + DIGEST_BYTES) * 8;
    compress(keyed.outer, state);
    const tag = new Uint8Array(DIGEST_BYTES);
    writeDigest(state, tag);
    return tag;
  };
}

/** The default instance (see {@link createHmacSha256}). */
export const hmacSha256: HmacSha256 = createHmacSha256();

/** Reused digest state and message buffer of {@link sha256HexAscii} (grown for long inputs). */
const hexState = new Int32Array(8);
let hexBuffer = new Uint8Array(2 * BLOCK_BYTES);

/**
 * Lower-case hex SHA-256 of a string of one-byte characters (each UTF-16 unit's low byte): the
 * bot-check solver's hash of salt + number, called up to a million times per challenge, so it is
 * synchronous and reuses its buffers (WebCrypto's digest() costs a promise per call).
 */
export function sha256HexAscii(text: string): string {
  const length = text.length;
  if (hexBuffer.length < paddedLength(length)) hexBuffer = new Uint8Array(paddedLength(length));
  for (let i = 0; i < length; i++) hexBuffer[i] = text.charCodeAt(i) & 0xff;
  finish(IV, hexState, hexBuffer, length, 0);
  let hex = '';
  for (let i = 0; i < 8; i++) hex += (hexState[i]! >>> 0).toString(16).padStart(8, '0');
  return hex;
}
