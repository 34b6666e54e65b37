/**
 * "Bengal Nights": the portal's 5×3, 10-line video slot. Everything a UI needs to draw the reels,
 * the lines and the paytable is exported from here.
 *
 * Symbols: WILD (reels 2–4 only; substitutes for everything except SCATTER), SCATTER (pays
 * anywhere), five high symbols TIGER, PEACOCK, LOTUS, DRUM, MANGO and five low ones A, K, Q, J,
 * 10. Reels 1 and 5 have 32 stops and reels 2–4 have 64: powers of two, so floor(f · length)
 * hits every stop with exactly the same probability on the 2³² float grid and the enumerated RTP
 * is exact for the real HMAC stream too.
 *
 * The strips were shuffled from the symbol counts below with a fixed seed, keeping equal symbols
 * apart and two SCATTERs (or WILDs) at least 3 stops apart, so a reel never shows two scatters.
 *
 *   counts        WILD SCAT TIGER PEAC LOTUS DRUM MANGO  A  K  Q  J  10
 *   reels 1, 5      0    1    2     2    2     2    3    4  4  4  4  4   = 32
 *   reels 2, 3, 4   7    2    3     4    4     4    5    7  7  7  7  7   = 64
 *
 * Exact RTP 0.96052 (lines 0.91896 + scatters 0.04156); see slot.test.ts and the README.
 */
import type { SlotConfig } from './slot.ts';

export const SLOT_SYMBOLS = [
  'WILD',
  'SCATTER',
  'TIGER',
  'PEACOCK',
  'LOTUS',
  'DRUM',
  'MANGO',
  'A',
  'K',
  'Q',
  'J',
  '10',
] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

const WILD = 'WILD';
const SCATTER = 'SCATTER';
const TIGER = 'TIGER';
const PEACOCK = 'PEACOCK';
const LOTUS = 'LOTUS';
const DRUM = 'DRUM';
const MANGO = 'MANGO';
const A = 'A';
const K = 'K';
const Q = 'Q';
const J = 'J';
const TEN = '10';

/** The five reel strips, read top to bottom and cyclically. */
// prettier-ignore
export const SLOT_REEL_STRIPS: readonly (readonly SlotSymbol[])[] = [
  [
    A, J, LOTUS, Q, K, MANGO, SCATTER, TIGER, K, TEN, MANGO, PEACOCK, TEN, J, TEN, TIGER, DRUM, Q,
    DRUM, LOTUS, A, Q, J, K, MANGO, TEN, PEACOCK, A, K, A, J, Q,
  ],
  [
    LOTUS, WILD, Q, K, PEACOCK, J, WILD, K, TEN, WILD, J, Q, A, WILD, PEACOCK, MANGO, LOTUS, MANGO,
    WILD, Q, K, A, DRUM, J, MANGO, WILD, DRUM, TIGER, TEN, DRUM, LOTUS, TEN, K, A, K, TEN, PEACOCK,
    A, J, Q, TEN, TIGER, A, J, K, TIGER, Q, SCATTER, MANGO, A, J, MANGO, TEN, Q, SCATTER, WILD, K,
    J, A, LOTUS, Q, PEACOCK, TEN, DRUM,
  ],
  [
    K, TIGER, A, PEACOCK, WILD, LOTUS, K, J, PEACOCK, Q, TEN, PEACOCK, SCATTER, A, LOTUS, Q, WILD,
    DRUM, K, A, PEACOCK, WILD, J, MANGO, K, A, J, MANGO, Q, A, TEN, LOTUS, Q, J, DRUM, Q, MANGO, K,
    TEN, TIGER, J, WILD, K, J, LOTUS, WILD, DRUM, MANGO, DRUM, TEN, Q, TIGER, TEN, WILD, Q, SCATTER,
    K, TEN, A, TEN, A, J, MANGO, WILD,
  ],
  [
    J, LOTUS, PEACOCK, LOTUS, K, WILD, MANGO, Q, A, PEACOCK, A, K, Q, WILD, A, TEN, SCATTER, TEN, Q,
    A, DRUM, Q, J, TEN, A, K, MANGO, K, J, TEN, TIGER, TEN, MANGO, DRUM, Q, K, J, PEACOCK, WILD, TEN,
    TIGER, MANGO, Q, DRUM, J, WILD, DRUM, J, WILD, A, LOTUS, TEN, Q, A, TIGER, WILD, K, SCATTER,
    PEACOCK, MANGO, J, LOTUS, WILD, K,
  ],
  [
    K, PEACOCK, TEN, MANGO, LOTUS, A, MANGO, PEACOCK, A, K, TEN, A, TEN, Q, A, LOTUS, Q, J, DRUM, Q,
    J, TEN, J, K, TIGER, SCATTER, TIGER, MANGO, J, K, DRUM, Q,
  ],
];

/**
 * The 10 fixed paylines: the row (0 top, 1 middle, 2 bottom) on reels 1–5.
 *
 *   1 ─────   2 ▔▔▔▔▔   3 ▁▁▁▁▁   4 V   5 Λ   6 ─▔▔▔─   7 ─▁▁▁─   8 ▔▔─▁▁   9 ▁▁─▔▔   10 ─▁─▔─
 */
export const SLOT_PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 2, 1, 0, 1],
];

/** Line pays in line bets (total bet / 10) for 3, 4 and 5 of a kind, left to right. */
export const SLOT_LINE_PAYS: Readonly<
  Partial<Record<SlotSymbol, readonly [number, number, number]>>
> = {
  TIGER: [50, 250, 1000],
  PEACOCK: [40, 150, 500],
  LOTUS: [30, 100, 300],
  DRUM: [25, 75, 200],
  MANGO: [20, 60, 150],
  A: [12, 40, 120],
  K: [10, 30, 100],
  Q: [10, 25, 80],
  J: [8, 20, 60],
  '10': [5, 15, 50],
};

/** Scatter pays in total bets for 3, 4 and 5 scatters anywhere. */
export const SLOT_SCATTER_PAYS: readonly [number, number, number] = [5, 20, 100];

export const SLOT_CONFIG: SlotConfig<SlotSymbol> = {
  symbols: SLOT_SYMBOLS,
  wild: WILD,
  scatter: SCATTER,
  reels: SLOT_REEL_STRIPS,
  lines: SLOT_PAYLINES,
  linePays: SLOT_LINE_PAYS,
  scatterPays: SLOT_SCATTER_PAYS,
};
