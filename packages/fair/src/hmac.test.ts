import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createHmacSha256, sha256HexAscii } from './hmac-sha256.ts';
import { createNobleHmacSha256, nobleHmacSha256, nobleSha256Hex } from './noble.ts';
import { createNodeHmacSha256, nodeHmacSha256, nodeSha256Hex, randomServerSeed } from './node.ts';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/** A random string mixing ASCII, multi-byte UTF-8 and astral characters. */
function randomText(maxLength: number): string {
  const alphabet = ['a', 'Z', '0', ':', ' ', '~', 'é', 'ß', '€', '日', '🐯', '\u0000', '\n'];
  let text = '';
  const length = randomInt(0, maxLength + 1);
  for (let i = 0; i < length; i++) {
    text +=
      randomInt(3) === 0 ? alphabet[randomInt(alphabet.length)]! : randomInt(32, 127).toString(36);
  }
  return text;
}

/** The OpenSSL-backed HMAC (one createHmac per call), kept as an independent implementation. */
const opensslHmacSha256 = createNodeHmacSha256();

describe('HMAC-SHA256 implementations', () => {
  it('match RFC 4231 test case 2 (key "Jefe")', () => {
    const expected = '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843';
    expect(hex(nobleHmacSha256('Jefe', 'what do ya want for nothing?'))).toBe(expected);
    expect(hex(nodeHmacSha256('Jefe', 'what do ya want for nothing?'))).toBe(expected);
    expect(hex(opensslHmacSha256('Jefe', 'what do ya want for nothing?'))).toBe(expected);
  });

  it('the engine HMAC matches OpenSSL at every key and message length near the block size', () => {
    // Messages of 55/56 bytes (one or two padded blocks), 64, 119/120, …; keys over 64 bytes are
    // hashed first (RFC 2104). Varied printable text, so byte-order slips cannot cancel out.
    const text = (length: number, step: number) =>
      Array.from({ length }, (_, i) => String.fromCharCode(33 + ((i * step) % 94))).join('');
    const hmac = createHmacSha256();
    for (let keyLength = 0; keyLength <= 130; keyLength++) {
      const key = text(keyLength, 7);
      for (let messageLength = 0; messageLength <= 200; messageLength++) {
        const message = text(messageLength, 11);
        expect(hex(hmac(key, message)), `${keyLength}/${messageLength}`).toBe(
          createHmac('sha256', key).update(message).digest('hex'),
        );
      }
    }
  });

  it('match FIPS 180-2 SHA-256("abc") and the empty string', () => {
    const abc = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
    const empty = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
    expect(nobleSha256Hex('abc')).toBe(abc);
    expect(nodeSha256Hex('abc')).toBe(abc);
    expect(nobleSha256Hex('')).toBe(empty);
    expect(nodeSha256Hex('')).toBe(empty);
  });

  it('noble and node give identical bytes on 3000 random inputs', () => {
    for (let i = 0; i < 3000; i++) {
      // Mostly server-seed-shaped keys, sometimes arbitrary ones (empty, > 64 bytes, non-ASCII).
      const key = i % 3 === 0 ? randomText(150) : randomBytes(32).toString('hex');
      const message = randomText(200);
      const fromNode = hex(nodeHmacSha256(key, message));
      expect(hex(nobleHmacSha256(key, message))).toBe(fromNode);
      expect(hex(opensslHmacSha256(key, message))).toBe(fromNode);
      expect(fromNode).toBe(
        createHmac('sha256', Buffer.from(key, 'utf8')).update(message).digest('hex'),
      );
    }
  });

  it('noble and node SHA-256 agree on random inputs', () => {
    for (let i = 0; i < 1000; i++) {
      const text = randomText(300);
      expect(nobleSha256Hex(text)).toBe(nodeSha256Hex(text));
      expect(nodeSha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
    }
  });

  it('the keyed-state caches never mix keys up or reuse a returned array', () => {
    const keys = ['a'.repeat(64), 'b'.repeat(64), 'a'.repeat(64), 'c', 'a'.repeat(64)];
    for (const hmac of [createNobleHmacSha256(), createHmacSha256()]) {
      const earlier: [string, string, Uint8Array][] = [];
      for (const key of keys) {
        for (const message of ['x:0:0', 'x:0:0', 'y:1:2', 'é'.repeat(40)]) {
          const tag = hmac(key, message);
          expect(hex(tag)).toBe(hex(opensslHmacSha256(key, message)));
          earlier.push([key, message, tag]);
        }
      }
      for (const [key, message, tag] of earlier) {
        expect(hex(tag)).toBe(createHmac('sha256', key).update(message).digest('hex'));
      }
    }
  });

  it('the bot-check SHA-256 matches OpenSSL at every length up to three blocks and on salts', () => {
    for (let length = 0; length <= 200; length++) {
      const text = randomBytes(length).toString('latin1');
      expect(sha256HexAscii(text)).toBe(createHash('sha256').update(text, 'latin1').digest('hex'));
    }
    expect(sha256HexAscii('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    for (let n = 0; n < 2000; n++) {
      const salted = `${randomBytes(12).toString('hex')}?expires=1764000000${n}`;
      expect(sha256HexAscii(salted)).toBe(createHash('sha256').update(salted).digest('hex'));
    }
  });

  it('randomServerSeed gives 64 lowercase hex characters, different each time', () => {
    const a = randomServerSeed();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(randomServerSeed()).not.toBe(a);
  });
});
