import { z } from 'zod';
import { formatAmount } from '@portal/contracts/money';
import { instantRound, pickWeighted, readStake, type ProviderContext } from '../rounds.ts';
import type { GameSession } from '../sessions.ts';
import { readBody, type Engine } from './engine.ts';

const SpinSchema = z.object({ stake: z.string().max(20) });

/** Symbols with their weight on every cell (independent cells, no reel strips). */
export const SLOT_SYMBOLS = ['cherry', 'lemon', 'melon', 'bell', 'bar', 'seven'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
const WEIGHTS: readonly number[] = [7, 6, 5, 3, 2, 1];

/** Pays × the line stake (stake / 5) for 3, 4 and 5 of a kind from the left. RTP ≈ 95.5 %. */
export const SLOT_PAYTABLE: Record<SlotSymbol, readonly [number, number, number]> = {
  cherry: [5, 22, 60],
  lemon: [9, 34, 90],
  melon: [11, 45, 140],
  bell: [28, 110, 350],
  bar: [56, 220, 700],
  seven: [110, 550, 2800],
};

/** Rows per reel on each of the five lines: three straight, a V and an inverted V. */
export const SLOT_LINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
];

export const SLOT_LIMITS = { min: 100n, max: 100_000n };

export interface LineWin {
  line: number;
  symbol: SlotSymbol;
  count: number;
  multiplier: number;
}

/** The line wins of a grid (grid[reel][row]). */
export function slotWins(grid: readonly (readonly SlotSymbol[])[]): LineWin[] {
  const wins: LineWin[] = [];
  SLOT_LINES.forEach((rows, line) => {
    const first = grid[0]![rows[0]!]!;
    let count = 1;
    while (count < 5 && grid[count]![rows[count]!] === first) count += 1;
    if (count >= 3) {
      wins.push({ line, symbol: first, count, multiplier: SLOT_PAYTABLE[first][count - 3]! });
    }
  });
  return wins;
}

/** RNG category: a 5×3, five-line fruit machine. */
export function createSlotEngine(ctx: ProviderContext): Engine {
  return {
    limits: SLOT_LIMITS,
    view: () => ({
      kind: 'slot',
      symbols: SLOT_SYMBOLS,
      paytable: SLOT_PAYTABLE,
      lines: SLOT_LINES,
    }),
    async play(session: GameSession, body: unknown) {
      const stake = readStake(session, readBody(SpinSchema, body).stake, SLOT_LIMITS);
      return instantRound(ctx, session, stake, () => {
        const grid = Array.from({ length: 5 }, () =>
          Array.from({ length: 3 }, () => SLOT_SYMBOLS[pickWeighted(ctx.random, WEIGHTS)]!),
        );
        const wins = slotWins(grid);
        const total = wins.reduce((sum, w) => sum + w.multiplier, 0);
        const payout = (stake * BigInt(total)) / BigInt(SLOT_LINES.length);
        return {
          payout,
          outcome: {
            grid,
            wins: wins.map((w) => ({
              ...w,
              amount: formatAmount((stake * BigInt(w.multiplier)) / BigInt(SLOT_LINES.length)),
            })),
          },
        };
      });
    },
  };
}
