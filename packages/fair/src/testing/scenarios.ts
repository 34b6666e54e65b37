/**
 * The bet mix each game's RTP simulation plays, round-robin by round index, and its exact
 * expected return. Shared by the simulation tests and the worker thread that runs the bulk runs.
 * Mixes avoid multipliers above 50× where a game allows them: they only add variance (and heavy
 * tails that make a sample standard error unreliable), while the exact tests cover them.
 */
import { diceOutcome, diceRtp, type DiceParams } from '../games/dice.ts';
import { crashOutcome, crashRtp } from '../games/crash.ts';
import { limboOutcome, limboRtp } from '../games/limbo.ts';
import { MINES_CELLS, minesMultiplierScaled, minesOutcome, minesRtp } from '../games/mines.ts';
import { PLINKO_RISKS, plinkoOutcome, plinkoRtp, type PlinkoParams } from '../games/plinko.ts';
import { slotGameRtp, slotOutcome } from '../games/slot-game.ts';
import type { FloatSource } from '../floats.ts';
import { toNumber } from '../rational.ts';

/** A play function: one round from the float source, returning its payout multiplier (scaled). */
export type Play = (next: FloatSource, round: number) => number;

export interface Scenario {
  readonly description: string;
  /** Plays round `i` (configuration i mod n) and returns its payout multiplier, scaled. */
  readonly play: Play;
  /** Exact RTP of each configuration, in round-robin order. */
  readonly rtps: readonly number[];
}

/** The exact expected mean when round i plays configuration i mod rtps.length. */
export function roundRobinRtp(rtps: readonly number[], rounds: number): number {
  const full = Math.floor(rounds / rtps.length);
  const rest = rounds % rtps.length;
  let sum = 0;
  rtps.forEach((rtp, i) => (sum += rtp * (full + (i < rest ? 1 : 0))));
  return sum / rounds;
}

function dice(): Scenario {
  const bets: DiceParams[] = [];
  for (let t = 101; t <= 9_800; t++) bets.push({ direction: 'under', targetHundredths: t });
  for (let t = 200; t <= 9_899; t++) bets.push({ direction: 'over', targetHundredths: t });
  return {
    description: `all ${bets.length} allowed bets`,
    play: (next, i) => diceOutcome(next, bets[i % bets.length]!).payoutMultiplierScaled,
    rtps: bets.map((bet) => toNumber(diceRtp(bet))),
  };
}

/** Targets / cash-outs from 1.01× to 50×. */
const EDGE_TARGETS = [101, 110, 125, 150, 200, 300, 500, 1_000, 2_000, 5_000];

function limbo(): Scenario {
  const bets = EDGE_TARGETS.map((targetHundredths) => ({ targetHundredths }));
  return {
    description: 'targets 1.01×–50×',
    play: (next, i) => limboOutcome(next, bets[i % bets.length]!).payoutMultiplierScaled,
    rtps: bets.map((bet) => toNumber(limboRtp(bet))),
  };
}

function crash(): Scenario {
  const bets = EDGE_TARGETS.map((cashOutHundredths) => ({ cashOutHundredths }));
  return {
    description: 'cash-outs 1.01×–50×',
    play: (next, i) => crashOutcome(next, bets[i % bets.length]!).payoutMultiplierScaled,
    rtps: bets.map((bet) => toNumber(crashRtp(bet))),
  };
}

function mines(): Scenario {
  const configs: { mines: number; reveals: number }[] = [];
  for (let m = 1; m <= 24; m++) {
    for (let reveals = 1; reveals <= MINES_CELLS - m; reveals++) {
      if (minesMultiplierScaled(m, reveals) <= 500_000) configs.push({ mines: m, reveals });
    }
  }
  // picks[offset][k]: the first k cells of the walk offset, offset + 7, offset + 14, … (mod 25).
  const picks = Array.from({ length: MINES_CELLS }, (_, offset) =>
    Array.from({ length: MINES_CELLS + 1 }, (_, k) =>
      Array.from({ length: k }, (_, j) => (offset + 7 * j) % MINES_CELLS),
    ),
  );
  return {
    description: `${configs.length} (mines, reveals) pairs up to 50×, varied picks`,
    play: (next, i) => {
      const { mines: m, reveals } = configs[i % configs.length]!;
      const offset = Math.floor(i / configs.length) % MINES_CELLS;
      return minesOutcome(next, { mines: m, picks: picks[offset]![reveals]! })
        .payoutMultiplierScaled;
    },
    rtps: configs.map(({ mines: m, reveals }) => toNumber(minesRtp(m, reveals))),
  };
}

function plinko(): Scenario {
  const tables: PlinkoParams[] = PLINKO_RISKS.flatMap((risk) =>
    Array.from({ length: 9 }, (_, i) => ({ rows: 8 + i, risk })),
  );
  return {
    description: 'all 27 tables',
    play: (next, i) => plinkoOutcome(next, tables[i % tables.length]!).payoutMultiplierScaled,
    rtps: tables.map((params) => toNumber(plinkoRtp(params))),
  };
}

function slot(): Scenario {
  return {
    description: 'the portal slot',
    play: (next) => slotOutcome(next, {}).payoutMultiplierScaled,
    rtps: [toNumber(slotGameRtp())],
  };
}

export const SCENARIOS = { dice, limbo, crash, mines, plinko, slot } as const;
export type ScenarioName = keyof typeof SCENARIOS;

/** What a simulation worker thread runs: rounds [start, start + count) of one scenario. */
export interface SimJob {
  scenario: ScenarioName;
  start: number;
  count: number;
}
