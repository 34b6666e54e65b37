import { describe, expect, it } from 'vitest';
import { FAIR_PARAM_INVALID } from '../errors.ts';
import { createFloatSource } from '../floats.ts';
import { nodeHmacSha256 } from '../node.ts';
import { compare, rational, toNumber } from '../rational.ts';
import { errorCode, fixedSource } from '../testing/sources.ts';
import { TEST_CLIENT_SEED, TEST_SERVER_SEED } from '../testing/vectors.ts';
import {
  PLINKO_PAYTABLES,
  PLINKO_RISKS,
  parsePlinkoParams,
  plinkoOutcome,
  plinkoPaytable,
  plinkoRtp,
} from './plinko.ts';

/** Pascal's triangle row n, in bigints. */
function pascal(n: number): bigint[] {
  let row = [1n];
  for (let i = 0; i < n; i++) row = [...row, 0n].map((v, k) => v + (k > 0 ? row[k - 1]! : 0n));
  return row;
}

describe('plinko paytables', () => {
  it('cover rows 8–16 for each risk, symmetric, rising from the centre outwards', () => {
    for (const risk of PLINKO_RISKS) {
      expect(Object.keys(PLINKO_PAYTABLES[risk]).map(Number)).toEqual([
        8, 9, 10, 11, 12, 13, 14, 15, 16,
      ]);
      for (let rows = 8; rows <= 16; rows++) {
        const table = plinkoPaytable({ rows, risk });
        expect(table).toHaveLength(rows + 1);
        expect([...table].reverse()).toEqual(table);
        for (let k = 0; k < rows / 2 - 0.5; k++) {
          expect(table[k]).toBeGreaterThanOrEqual(table[k + 1]!);
        }
        expect(table.every((m) => Number.isSafeInteger(m) && m > 0)).toBe(true);
      }
    }
  });

  it('every table has exact binomial RTP in [0.985, 0.99]', () => {
    const rtps: string[] = [];
    for (const risk of PLINKO_RISKS) {
      for (let rows = 8; rows <= 16; rows++) {
        const table = plinkoPaytable({ rows, risk });
        const ways = pascal(rows);
        const expected = rational(
          ways.reduce((sum, w, k) => sum + w * BigInt(table[k]!), 0n),
          100n * 2n ** BigInt(rows),
        );
        const rtp = plinkoRtp({ rows, risk });
        expect(rtp).toEqual(expected);
        expect(compare(rtp, rational(985, 1000)), `${risk} ${rows}`).toBeGreaterThanOrEqual(0);
        expect(compare(rtp, rational(99, 100)), `${risk} ${rows}`).toBeLessThanOrEqual(0);
        rtps.push(`${risk}/${rows}: ${toNumber(rtp).toFixed(6)}`);
      }
    }
    expect(rtps).toHaveLength(27);
  });
});

describe('plinko drop', () => {
  it('f < 0.5 goes left, otherwise right; the slot counts the rights', () => {
    const allLeft = plinkoOutcome(fixedSource(Array(8).fill(0.5 - 2 ** -32)), {
      rows: 8,
      risk: 'high',
    });
    expect(allLeft).toMatchObject({
      slot: 0,
      path: [0, 0, 0, 0, 0, 0, 0, 0],
      multiplierScaled: 300_000,
    });
    const allRight = plinkoOutcome(fixedSource(Array(8).fill(0.5)), { rows: 8, risk: 'high' });
    expect(allRight).toMatchObject({ slot: 8, multiplierScaled: 300_000 });
    const mixed = plinkoOutcome(fixedSource([0.9, 0.1, 0.9, 0.1, 0.2, 0.3, 0.6, 0.0, 0.99]), {
      rows: 9,
      risk: 'low',
    });
    expect(mixed).toMatchObject({
      path: [1, 0, 1, 0, 0, 0, 1, 0, 1],
      slot: 4,
      multiplierScaled: 8_000,
    });
    expect(mixed.payoutMultiplierScaled).toBe(mixed.multiplierScaled);
  });

  it('pinned vector: lucky-tiger nonce 0, 16 rows (Python, from the rules; two HMAC rounds)', () => {
    const next = createFloatSource(nodeHmacSha256, {
      serverSeed: TEST_SERVER_SEED,
      clientSeed: TEST_CLIENT_SEED,
      nonce: 0,
    });
    const result = plinkoOutcome(next, { rows: 16, risk: 'medium' });
    expect(result.path).toEqual([0, 1, 0, 1, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0]);
    expect(result.slot).toBe(6);
    expect(result.multiplierScaled).toBe(PLINKO_PAYTABLES.medium[16]![6]! * 100);
  });

  it('validates params strictly', () => {
    expect(parsePlinkoParams({ rows: 12, risk: 'medium' })).toEqual({ rows: 12, risk: 'medium' });
    for (const input of [
      { rows: 7, risk: 'low' },
      { rows: 17, risk: 'low' },
      { rows: 8.5, risk: 'low' },
      { rows: 8, risk: 'extreme' },
      { rows: 8 },
      { rows: 8, risk: 'low', x: 0 },
    ]) {
      expect(
        errorCode(() => parsePlinkoParams(input)),
        JSON.stringify(input),
      ).toBe(FAIR_PARAM_INVALID);
    }
  });
});
