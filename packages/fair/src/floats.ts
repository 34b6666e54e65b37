/**
 * From HMAC bytes to floats in [0, 1).
 *
 * The bytes of a bet are the concatenation HMAC(serverSeed, `${clientSeed}:${nonce}:0`) ‖
 * HMAC(…:1) ‖ HMAC(…:2) ‖ …, consumed from the start; a bet takes as many as it needs. Each float
 * uses the next 4 bytes b0..b3:
 *
 *     f = b0/256 + b1/256² + b2/256³ + b3/256⁴  =  (big-endian uint32 of b0..b3) / 2³²
 *
 * Both forms are exact in IEEE doubles (every partial sum is a multiple of 2⁻³² below 1), so f is
 * one of the 2³² values k/2³² with equal probability. Games only ever compute `floor(f · n)` for
 * n < 2²¹ or `f · 2³²`, which are exact too, so outcomes do not depend on floating-point rounding
 * and the browser, the server and a hand calculation agree bit for bit.
 */
import { HMAC_BYTES, roundMessage, type HmacSha256, type SeedPair } from './hmac.ts';
import { assertClientSeed, assertNonce, assertServerSeed } from './seeds.ts';

/** The next float in [0, 1) of a bet. Game outcome functions take one of these. */
export type FloatSource = () => number;

export const TWO_POW_32 = 4_294_967_296;

/** The float of the 4 bytes at `offset`: their big-endian uint32 divided by 2³². */
export function bytesToFloat(bytes: Uint8Array, offset = 0): number {
  const b0 = bytes[offset];
  const b1 = bytes[offset + 1];
  const b2 = bytes[offset + 2];
  const b3 = bytes[offset + 3];
  if (b0 === undefined || b1 === undefined || b2 === undefined || b3 === undefined) {
    throw new RangeError(`need 4 bytes at offset ${offset}, have ${bytes.length}`);
  }
  return (b0 * 16_777_216 + b1 * 65_536 + b2 * 256 + b3) / TWO_POW_32;
}

/** The last seeds that passed validation: a seed pair serves many bets, so skip the regexes. */
let validServerSeed = '';
let validClientSeed = '';

/** Validates a seed pair before any hashing (codes `FAIR_*_SEED_INVALID`, `FAIR_NONCE_INVALID`). */
export function assertSeedPair(seeds: SeedPair): void {
  if (seeds.serverSeed !== validServerSeed) {
    assertServerSeed(seeds.serverSeed);
    validServerSeed = seeds.serverSeed;
  }
  if (seeds.clientSeed !== validClientSeed) {
    assertClientSeed(seeds.clientSeed);
    validClientSeed = seeds.clientSeed;
  }
  assertNonce(seeds.nonce);
}

/** The 32 bytes of HMAC round `round` of a bet. */
export function roundBytes(hmac: HmacSha256, seeds: SeedPair, round: number): Uint8Array {
  const bytes = hmac(seeds.serverSeed, roundMessage(seeds.clientSeed, seeds.nonce, round));
  if (bytes.length !== HMAC_BYTES) {
    throw new RangeError(`HMAC-SHA256 must return ${HMAC_BYTES} bytes, got ${bytes.length}`);
  }
  return bytes;
}

/**
 * The endless byte stream of a bet: round 0's 32 bytes, then round 1's, and so on. Each round is
 * hashed only when the stream reaches it.
 */
export function* byteGenerator(hmac: HmacSha256, seeds: SeedPair): Generator<number, never> {
  assertSeedPair(seeds);
  for (let round = 0; ; round++) {
    yield* roundBytes(hmac, seeds, round);
  }
}

/** The endless float stream of a bet (4 bytes per float; see the module comment). */
export function* floatGenerator(hmac: HmacSha256, seeds: SeedPair): Generator<number, never> {
  assertSeedPair(seeds);
  for (let round = 0; ; round++) {
    const bytes = roundBytes(hmac, seeds, round);
    for (let offset = 0; offset < HMAC_BYTES; offset += 4) yield bytesToFloat(bytes, offset);
  }
}

/** Placeholder until a float source hashes its first round (saves making a typed array per bet). */
const NO_BYTES = new Uint8Array(0);

/**
 * The float stream of a bet as a plain function: the same values as {@link floatGenerator}
 * without the generator protocol's overhead, for the server's hot path. HMAC rounds are computed
 * lazily, so a dice bet costs exactly one HMAC. Throws on invalid seeds or nonce.
 */
export function createFloatSource(hmac: HmacSha256, seeds: SeedPair): FloatSource {
  assertSeedPair(seeds);
  let bytes: Uint8Array = NO_BYTES;
  let offset = HMAC_BYTES;
  let round = -1;
  return () => {
    if (offset === HMAC_BYTES) {
      round += 1;
      bytes = roundBytes(hmac, seeds, round);
      offset = 0;
    }
    const f = bytesToFloat(bytes, offset);
    offset += 4;
    return f;
  };
}

/** The first `count` floats of a bet, e.g. for the verification page's "raw numbers" panel. */
export function betFloats(hmac: HmacSha256, seeds: SeedPair, count: number): number[] {
  const next = createFloatSource(hmac, seeds);
  const floats: number[] = [];
  for (let i = 0; i < count; i++) floats.push(next());
  return floats;
}
