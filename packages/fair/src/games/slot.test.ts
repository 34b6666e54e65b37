import { describe, expect, it } from 'vitest';
import { FAIR_PARAM_INVALID } from '../errors.ts';
import { createFloatSource } from '../floats.ts';
import { SCALE } from '../money.ts';
import { nodeHmacSha256 } from '../node.ts';
import { add, compare, rational, toFixedDown, toNumber } from '../rational.ts';
import { errorCode, fixedSource } from '../testing/sources.ts';
import { TEST_CLIENT_SEED, TEST_SERVER_SEED } from '../testing/vectors.ts';
import {
  SLOT_CONFIG,
  SLOT_LINE_PAYS,
  SLOT_PAYLINES,
  SLOT_REEL_STRIPS,
  SLOT_SCATTER_PAYS,
  SLOT_SYMBOLS,
} from './slot-config.ts';
import { slotGameRtp, slotOutcome } from './slot-game.ts';
import {
  parseSlotParams,
  slotLinePay,
  slotRtp,
  slotRtpParts,
  slotSpinAt,
  type SlotConfig,
} from './slot.ts';

/**
 * Reference line evaluation, written from the rules rather than from slot.ts: for every paying
 * symbol X the run of leading X-or-WILD cells; WILD's own pays on leading WILDs; the best of all.
 */
function referenceLinePay(config: SlotConfig, symbols: readonly string[]): number {
  let best = 0;
  for (const [symbol, pays] of Object.entries(config.linePays) as [string, readonly number[]][]) {
    let run = 0;
    while (
      run < 5 &&
      (symbols[run] === symbol || (symbol !== config.wild && symbols[run] === config.wild))
    ) {
      run++;
    }
    if (run >= 3) best = Math.max(best, pays[run - 3]!);
  }
  return best;
}

/** Exhaustive average over every combination of stops: the RTP by brute force. */
function bruteForceRtp(config: SlotConfig) {
  const lengths = config.reels.map((r) => r.length);
  let total = 0n;
  let spins = 0n;
  const stops = [0, 0, 0, 0, 0];
  const visit = (reel: number) => {
    if (reel === 5) {
      const result = slotSpinAt(config, stops);
      // Cross-check the result itself against the reference evaluator.
      let lineBets = 0;
      for (const line of config.lines) {
        lineBets += referenceLinePay(
          config,
          line.map((row, r) => result.window[r]![row]!),
        );
      }
      const scatters = result.window.flat().filter((s) => s === config.scatter).length;
      const scatterWin = scatters >= 3 ? config.scatterPays[Math.min(scatters, 5) - 3]! : 0;
      expect(result.multiplierScaled).toBe(
        (lineBets * SCALE) / config.lines.length + scatterWin * SCALE,
      );
      total += BigInt(result.multiplierScaled);
      spins += 1n;
      return;
    }
    for (let s = 0; s < lengths[reel]!; s++) {
      stops[reel] = s;
      visit(reel + 1);
    }
  };
  visit(0);
  return rational(total, spins * BigInt(SCALE));
}

const SMALL: SlotConfig = {
  symbols: ['W', 'S', 'X', 'Y', 'Z'],
  wild: 'W',
  scatter: 'S',
  // WILD on reel 1 (leading wilds), two or three SCATTERs visible on one reel, uneven lengths.
  reels: [
    ['X', 'W', 'S', 'Y', 'Z'],
    ['S', 'S', 'X', 'W'],
    ['X', 'Y', 'W'],
    ['Y', 'X', 'S', 'Z', 'W', 'W'],
    ['S', 'X', 'S', 'S', 'Y'],
  ],
  lines: [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
    [2, 0, 1, 0, 2],
  ],
  linePays: { W: [20, 50, 200], X: [5, 10, 40], Y: [3, 8, 30], Z: [25, 60, 100] },
  scatterPays: [2, 10, 50],
};

describe('slot engine', () => {
  it('enumerated RTP equals the brute-force average over every stop combination', () => {
    expect(slotRtp(SMALL)).toEqual(bruteForceRtp(SMALL)); // 5·4·3·6·5 = 1800 spins
    const noWildPays: SlotConfig = {
      ...SMALL,
      linePays: { X: [1, 2, 3], Y: [4, 5, 6] },
      scatterPays: [1, 0, 7],
    };
    expect(slotRtp(noWildPays)).toEqual(bruteForceRtp(noWildPays));
  });

  it('evaluates lines by the rules (reference evaluator over all 12^5 symbol tuples)', () => {
    let checked = 0;
    const mismatches: string[] = [];
    const symbols = SLOT_SYMBOLS;
    const tuple = ['', '', '', '', ''];
    for (const a of symbols) {
      for (const b of symbols) {
        for (const c of symbols) {
          for (const d of symbols) {
            for (const e of symbols) {
              tuple[0] = a;
              tuple[1] = b;
              tuple[2] = c;
              tuple[3] = d;
              tuple[4] = e;
              const actual = slotLinePay(SLOT_CONFIG, tuple)?.lineBets ?? 0;
              if (actual !== referenceLinePay(SLOT_CONFIG, tuple)) mismatches.push(tuple.join(' '));
              checked++;
            }
          }
        }
      }
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
    expect(checked).toBe(12 ** 5);
  });

  it('pays lines as the paytable reads', () => {
    const pay = (...s: string[]) => slotLinePay(SLOT_CONFIG, s);
    expect(pay('TIGER', 'WILD', 'TIGER', 'A', 'K')).toEqual({
      line: -1,
      symbol: 'TIGER',
      count: 3,
      lineBets: 50,
    });
    expect(pay('A', 'WILD', 'WILD', 'WILD', 'A')).toMatchObject({
      symbol: 'A',
      count: 5,
      lineBets: 120,
    });
    expect(pay('K', 'K', 'WILD', 'Q', 'Q')).toMatchObject({ symbol: 'K', count: 3, lineBets: 10 });
    expect(pay('10', '10', '10', '10', 'TIGER')).toMatchObject({
      symbol: '10',
      count: 4,
      lineBets: 15,
    });
    expect(pay('TIGER', 'TIGER', 'SCATTER', 'TIGER', 'TIGER')).toBeNull(); // the scatter breaks it
    expect(pay('SCATTER', 'WILD', 'WILD', 'WILD', 'WILD')).toBeNull();
    expect(pay('MANGO', 'MANGO', 'A', 'A', 'A')).toBeNull(); // left to right only
    // Leading WILDs (not possible on the real reels) take the best symbol they can stand for.
    expect(pay('WILD', 'WILD', 'WILD', 'A', 'K')).toMatchObject({
      symbol: 'TIGER',
      count: 3,
      lineBets: 50,
    });
    expect(pay('WILD', 'WILD', 'WILD', 'WILD', 'A')).toMatchObject({
      symbol: 'TIGER',
      count: 4,
      lineBets: 250,
    });
  });

  it('shows strip[stop … stop+2] per reel, wrapping, and adds line and scatter wins', () => {
    const spin = slotSpinAt(SLOT_CONFIG, [31, 0, 0, 0, 0]);
    expect(spin.window[0]).toEqual([
      SLOT_REEL_STRIPS[0]![31],
      SLOT_REEL_STRIPS[0]![0],
      SLOT_REEL_STRIPS[0]![1],
    ]);
    expect(spin.window[1]).toEqual(SLOT_REEL_STRIPS[1]!.slice(0, 3));
    // Reel 1 stop 6 shows SCATTER on top; pick stops that show a SCATTER on each reel.
    const scatterStops = SLOT_REEL_STRIPS.map((strip) => strip.indexOf('SCATTER'));
    const jackpot = slotSpinAt(SLOT_CONFIG, scatterStops);
    expect(jackpot.scatterCount).toBe(5);
    expect(jackpot.scatterWin).toBe(100);
    const lineBets = jackpot.lineWins.reduce((sum, w) => sum + w.lineBets, 0);
    expect(jackpot.multiplierScaled).toBe(100 * SCALE + lineBets * 1_000);
    expect(errorCode(() => slotSpinAt(SLOT_CONFIG, [32, 0, 0, 0, 0]))).toBe(FAIR_PARAM_INVALID);
  });

  it('pinned vector: lucky-tiger nonce 0 stops at 12, 46, 11, 60, 18 (Python, from the rules)', () => {
    const next = createFloatSource(nodeHmacSha256, {
      serverSeed: TEST_SERVER_SEED,
      clientSeed: TEST_CLIENT_SEED,
      nonce: 0,
    });
    expect(slotOutcome(next, {}).stops).toEqual([12, 46, 11, 60, 18]);
    expect(slotOutcome(fixedSource([0, 0.5, 0.25, 1 - 2 ** -32, 0.999]), {}).stops).toEqual([
      0, 32, 16, 63, 31,
    ]);
  });
});

describe('the portal slot', () => {
  it('has five strips of 32 or 64 stops (powers of two within 30–64) with the documented counts', () => {
    expect(SLOT_REEL_STRIPS.map((s) => s.length)).toEqual([32, 64, 64, 64, 32]);
    const count = (reel: number, symbol: string) =>
      SLOT_REEL_STRIPS[reel]!.filter((s) => s === symbol).length;
    const documented: Record<string, [number, number]> = {
      WILD: [0, 7],
      SCATTER: [1, 2],
      TIGER: [2, 3],
      PEACOCK: [2, 4],
      LOTUS: [2, 4],
      DRUM: [2, 4],
      MANGO: [3, 5],
      A: [4, 7],
      K: [4, 7],
      Q: [4, 7],
      J: [4, 7],
      '10': [4, 7],
    };
    for (const [symbol, [outer, inner]] of Object.entries(documented)) {
      for (const reel of [0, 4]) {
        expect(count(reel, symbol), `${symbol} reel ${reel + 1}`).toBe(outer);
      }
      for (const reel of [1, 2, 3]) {
        expect(count(reel, symbol), `${symbol} reel ${reel + 1}`).toBe(inner);
      }
    }
  });

  it('never shows two SCATTERs on one reel', () => {
    for (const strip of SLOT_REEL_STRIPS) {
      for (let stop = 0; stop < strip.length; stop++) {
        const visible = [0, 1, 2].map((row) => strip[(stop + row) % strip.length]);
        expect(visible.filter((s) => s === 'SCATTER').length).toBeLessThanOrEqual(1);
      }
    }
  });

  it('has 10 distinct paylines and a complete paytable', () => {
    expect(new Set(SLOT_PAYLINES.map((l) => l.join())).size).toBe(10);
    expect(Object.keys(SLOT_LINE_PAYS).sort()).toEqual(
      SLOT_SYMBOLS.filter((s) => s !== 'WILD' && s !== 'SCATTER').sort(),
    );
    expect(SLOT_SCATTER_PAYS).toEqual([5, 20, 100]);
  });

  it('exact RTP is in [0.95, 0.97]', () => {
    const rtp = slotGameRtp();
    const parts = slotRtpParts(SLOT_CONFIG);
    expect(add(parts.lines, parts.scatter)).toEqual(rtp);
    expect(compare(rtp, rational(95, 100))).toBeGreaterThanOrEqual(0);
    expect(compare(rtp, rational(97, 100))).toBeLessThanOrEqual(0);
    // Regression pin (the value the paytable was tuned to; see README): 0.96051819….
    expect(toFixedDown(rtp, 8)).toBe('0.96051819');
    // The scatter part by hand: each reel shows a SCATTER with p = 3/32 (3 stops per scatter),
    // independently; pays 5/20/100 for 3/4/5.
    const p = 3 / 32;
    const q = 1 - p;
    const scatter = 10 * p ** 3 * q ** 2 * 5 + 5 * p ** 4 * q * 20 + p ** 5 * 100;
    expect(toNumber(parts.scatter)).toBeCloseTo(scatter, 14);
  });

  it('takes no params', () => {
    expect(parseSlotParams({})).toEqual({});
    expect(errorCode(() => parseSlotParams({ lines: 5 }))).toBe(FAIR_PARAM_INVALID);
    expect(errorCode(() => parseSlotParams(null))).toBe(FAIR_PARAM_INVALID);
  });
});
