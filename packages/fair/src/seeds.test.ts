import { describe, expect, it } from 'vitest';
import { FAIR_CLIENT_SEED_INVALID, FairParamError } from './errors.ts';
import {
  CLIENT_SEED_PATTERN,
  assertClientSeed,
  isValidClientSeed,
  isValidServerSeed,
  randomClientSeed,
} from './seeds.ts';

describe('client seed rule', () => {
  it('accepts 1–64 printable ASCII characters without a colon', () => {
    for (const seed of [
      'a',
      'lucky-tiger',
      'My seed #7!',
      '~'.repeat(64),
      ' ',
      'a b',
      '{"x":1}'.replace(':', '='),
    ]) {
      expect(isValidClientSeed(seed), seed).toBe(true);
    }
    // Every printable ASCII character except ':' is allowed on its own.
    for (let code = 0x20; code <= 0x7e; code++) {
      expect(isValidClientSeed(String.fromCharCode(code))).toBe(code !== 0x3a);
    }
  });

  it('rejects empty, too long, colons, control and non-ASCII characters, non-strings', () => {
    const rejected: unknown[] = [
      '',
      'x'.repeat(65),
      'a:b',
      ':',
      'tab\there',
      'new\nline',
      '\u007f',
      'café',
      '🐯',
      42,
      null,
      undefined,
    ];
    for (const seed of rejected) expect(isValidClientSeed(seed), String(seed)).toBe(false);
    expect(CLIENT_SEED_PATTERN.test('x'.repeat(64))).toBe(true);
  });

  it('throws FairParamError with code FAIR_CLIENT_SEED_INVALID', () => {
    expect(() => assertClientSeed('a:b')).toThrow(FairParamError);
    try {
      assertClientSeed('');
      expect.unreachable();
    } catch (error) {
      expect((error as FairParamError).code).toBe(FAIR_CLIENT_SEED_INVALID);
      expect((error as FairParamError).name).toBe('FairParamError');
    }
  });

  it('random client seeds are valid and distinct', () => {
    const a = randomClientSeed();
    expect(isValidClientSeed(a)).toBe(true);
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(randomClientSeed()).not.toBe(a);
  });
});

describe('server seed rule', () => {
  it('is exactly 64 lowercase hex characters', () => {
    expect(isValidServerSeed('0'.repeat(64))).toBe(true);
    expect(isValidServerSeed('f'.repeat(64))).toBe(true);
    expect(isValidServerSeed('F'.repeat(64))).toBe(false);
    expect(isValidServerSeed('0'.repeat(63))).toBe(false);
    expect(isValidServerSeed('0'.repeat(65))).toBe(false);
    expect(isValidServerSeed('g'.repeat(64))).toBe(false);
  });
});
