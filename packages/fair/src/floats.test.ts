import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  FAIR_CLIENT_SEED_INVALID,
  FAIR_NONCE_INVALID,
  FAIR_SERVER_SEED_INVALID,
} from './errors.ts';
import {
  betFloats,
  byteGenerator,
  bytesToFloat,
  createFloatSource,
  floatGenerator,
  roundBytes,
} from './floats.ts';
import { roundMessage } from './hmac.ts';
import { nobleHmacSha256 } from './noble.ts';
import { nodeHmacSha256, nodeSha256Hex } from './node.ts';
import { TEST_HMACS, TEST_SERVER_SEED, TEST_SERVER_SEED_HASH } from './testing/vectors.ts';

const SEED = TEST_SERVER_SEED;
const PINNED = TEST_HMACS;

/** The reference derivation, written out independently of floats.ts. */
function referenceFloats(serverSeed: string, clientSeed: string, nonce: number, count: number) {
  const floats: number[] = [];
  for (let round = 0; floats.length < count; round++) {
    const bytes = createHmac('sha256', serverSeed)
      .update(`${clientSeed}:${nonce}:${round}`)
      .digest();
    for (let i = 0; i < 32; i += 4) {
      floats.push(
        bytes[i]! / 256 +
          bytes[i + 1]! / 256 ** 2 +
          bytes[i + 2]! / 256 ** 3 +
          bytes[i + 3]! / 256 ** 4,
      );
    }
  }
  return floats.slice(0, count);
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('HMAC byte and float derivation', () => {
  it('the message is clientSeed:nonce:round', () => {
    expect(roundMessage('lucky-tiger', 42, 3)).toBe('lucky-tiger:42:3');
  });

  it('reproduces the pinned OpenSSL vectors with both HMACs', () => {
    expect(nodeSha256Hex(SEED)).toBe(TEST_SERVER_SEED_HASH);
    for (const [message, expected] of Object.entries(PINNED)) {
      const [clientSeed, nonce, round] = message.split(':') as [string, string, string];
      const seeds = { serverSeed: SEED, clientSeed, nonce: Number(nonce) };
      expect(hex(roundBytes(nodeHmacSha256, seeds, Number(round)))).toBe(expected);
      expect(hex(roundBytes(nobleHmacSha256, seeds, Number(round)))).toBe(expected);
    }
  });

  it('pinned floats: first floats of lucky-tiger nonce 0 and 1 (Python, independent)', () => {
    const n0 = betFloats(
      nodeHmacSha256,
      { serverSeed: SEED, clientSeed: 'lucky-tiger', nonce: 0 },
      2,
    );
    expect(n0).toEqual([0.3949883449822664, 0.7243320841807872]);
    const n1 = betFloats(
      nobleHmacSha256,
      { serverSeed: SEED, clientSeed: 'lucky-tiger', nonce: 1 },
      2,
    );
    expect(n1).toEqual([0.7758106454275548, 0.4544355950783938]);
  });

  it('bytesToFloat is the big-endian uint32 over 2^32, within [0, 1)', () => {
    expect(bytesToFloat(new Uint8Array([0, 0, 0, 0]))).toBe(0);
    expect(bytesToFloat(new Uint8Array([0x80, 0, 0, 0]))).toBe(0.5);
    expect(bytesToFloat(new Uint8Array([0, 0, 0, 1]))).toBe(2 ** -32);
    expect(bytesToFloat(new Uint8Array([255, 255, 255, 255]))).toBe(1 - 2 ** -32);
    expect(bytesToFloat(new Uint8Array([9, 1, 2, 3, 4]), 1)).toBe(0x01020304 / 2 ** 32);
    expect(() => bytesToFloat(new Uint8Array(3))).toThrow(RangeError);
  });

  it('matches the reference derivation across HMAC rounds for many seeds and nonces', () => {
    for (let nonce = 0; nonce < 200; nonce++) {
      const clientSeed = `player-${nonce % 7}`;
      const seeds = { serverSeed: SEED, clientSeed, nonce };
      const expected = referenceFloats(SEED, clientSeed, nonce, 20); // rounds 0, 1, 2
      const next = createFloatSource(nodeHmacSha256, seeds);
      expect(Array.from({ length: 20 }, () => next())).toEqual(expected);
      if (nonce % 20 === 0) {
        const gen = floatGenerator(nobleHmacSha256, seeds);
        expect(Array.from({ length: 20 }, () => gen.next().value)).toEqual(expected);
      }
    }
  });

  it('the byte stream continues into round 1, 2, … after 32 bytes', () => {
    const seeds = { serverSeed: SEED, clientSeed: 'lucky-tiger', nonce: 0 };
    const gen = byteGenerator(nodeHmacSha256, seeds);
    const bytes = Uint8Array.from({ length: 96 }, () => gen.next().value);
    expect(hex(bytes.subarray(0, 32))).toBe(PINNED['lucky-tiger:0:0']!);
    expect(hex(bytes.subarray(32, 64))).toBe(PINNED['lucky-tiger:0:1']!);
    expect(hex(bytes.subarray(64))).toBe(
      createHmac('sha256', SEED).update('lucky-tiger:0:2').digest('hex'),
    );
  });

  it('hashes lazily: one HMAC per 8 floats', () => {
    const calls: string[] = [];
    const counting = (key: string, message: string) => {
      calls.push(message);
      return nodeHmacSha256(key, message);
    };
    const next = createFloatSource(counting, { serverSeed: SEED, clientSeed: 'c', nonce: 5 });
    expect(calls).toEqual([]);
    for (let i = 0; i < 8; i++) next();
    expect(calls).toEqual(['c:5:0']);
    next();
    expect(calls).toEqual(['c:5:0', 'c:5:1']);
  });

  it('rejects bad seeds and nonces with coded errors', () => {
    const ok = { serverSeed: SEED, clientSeed: 'c', nonce: 0 };
    const code = (seeds: typeof ok) => {
      try {
        createFloatSource(nodeHmacSha256, seeds);
        return 'none';
      } catch (error) {
        return (error as { code?: string }).code;
      }
    };
    expect(code(ok)).toBe('none');
    expect(code({ ...ok, serverSeed: SEED.toUpperCase() })).toBe(FAIR_SERVER_SEED_INVALID);
    expect(code({ ...ok, serverSeed: SEED.slice(1) })).toBe(FAIR_SERVER_SEED_INVALID);
    expect(code({ ...ok, clientSeed: 'a:b' })).toBe(FAIR_CLIENT_SEED_INVALID);
    expect(code({ ...ok, nonce: -1 })).toBe(FAIR_NONCE_INVALID);
    expect(code({ ...ok, nonce: 1.5 })).toBe(FAIR_NONCE_INVALID);
    expect(code({ ...ok, nonce: 2 ** 53 })).toBe(FAIR_NONCE_INVALID);
  });
});
