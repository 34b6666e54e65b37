/**
 * The six games behind one interface: `playRound` produces a bet's authoritative result on the
 * server, `verifyRound` (verify.ts) recomputes it anywhere. Both parse params strictly, so the
 * same untrusted JSON is accepted or rejected identically on both sides.
 */
import { FAIR_NONCE_INVALID, FairParamError } from './errors.ts';
import { createFloatSource, type FloatSource } from './floats.ts';
import type { HmacSha256, SeedPair } from './hmac.ts';
import { nobleHmacSha256 } from './noble.ts';
import type { Rational } from './rational.ts';
import {
  crashOutcome,
  crashRtp,
  parseCrashParams,
  type CrashParams,
  type CrashResult,
} from './games/crash.ts';
import {
  diceOutcome,
  diceRtp,
  parseDiceParams,
  type DiceParams,
  type DiceResult,
} from './games/dice.ts';
import {
  limboOutcome,
  limboRtp,
  parseLimboParams,
  type LimboParams,
  type LimboResult,
} from './games/limbo.ts';
import {
  minesOutcome,
  minesRtp,
  parseMinesParams,
  type MinesParams,
  type MinesResult,
} from './games/mines.ts';
import {
  parsePlinkoParams,
  plinkoOutcome,
  plinkoRtp,
  type PlinkoParams,
  type PlinkoResult,
} from './games/plinko.ts';
import { slotGameRtp, slotOutcome } from './games/slot-game.ts';
import { parseSlotParams, type SlotParams, type SlotResult } from './games/slot.ts';

export const GAME_KINDS = ['dice', 'limbo', 'mines', 'plinko', 'slot', 'crash'] as const;
export type GameKind = (typeof GAME_KINDS)[number];

export interface GameParamsMap {
  dice: DiceParams;
  limbo: LimboParams;
  mines: MinesParams;
  plinko: PlinkoParams;
  slot: SlotParams;
  crash: CrashParams;
}

export interface GameResultMap {
  dice: DiceResult;
  limbo: LimboResult;
  mines: MinesResult;
  plinko: PlinkoResult;
  slot: SlotResult;
  crash: CrashResult;
}

export type GameResult = GameResultMap[GameKind];

/** What every game provides. */
export interface GameModule<P, R> {
  /** Validates untrusted params (JSON) and returns a clean copy; throws `FairParamError`. */
  readonly parseParams: (input: unknown) => P;
  /** The result of a bet from its float stream. */
  readonly outcome: (next: FloatSource, params: P) => R;
  /** Exact theoretical return to player of a bet with these params. */
  readonly rtp: (params: P) => Rational;
}

export const GAMES: { readonly [G in GameKind]: GameModule<GameParamsMap[G], GameResultMap[G]> } = {
  dice: { parseParams: parseDiceParams, outcome: diceOutcome, rtp: diceRtp },
  limbo: { parseParams: parseLimboParams, outcome: limboOutcome, rtp: limboRtp },
  mines: {
    parseParams: parseMinesParams,
    outcome: minesOutcome,
    rtp: (params) => minesRtp(params.mines, params.picks.length),
  },
  plinko: { parseParams: parsePlinkoParams, outcome: plinkoOutcome, rtp: plinkoRtp },
  slot: { parseParams: parseSlotParams, outcome: slotOutcome, rtp: () => slotGameRtp() },
  crash: { parseParams: parseCrashParams, outcome: crashOutcome, rtp: crashRtp },
};

export function isGameKind(value: unknown): value is GameKind {
  return (GAME_KINDS as readonly unknown[]).includes(value);
}

/** A bet: its seeds, its game and the game's params. */
export interface RoundInput<G extends GameKind = GameKind> extends SeedPair {
  readonly game: G;
  readonly params: GameParamsMap[G];
}

/**
 * Plays a bet: validates seeds, nonce and params, then runs the game on the bet's float stream.
 * For crash, serverSeed is the round's chain element, clientSeed the chain's salt and nonce the
 * round number (≥ 1).
 */
export function playRound<G extends GameKind>(
  input: RoundInput<G>,
  hmac: HmacSha256 = nobleHmacSha256,
): GameResultMap[G] {
  const game: GameModule<GameParamsMap[G], GameResultMap[G]> = GAMES[input.game];
  const params = game.parseParams(input.params);
  if (input.game === 'crash' && input.nonce < 1) {
    throw new FairParamError(FAIR_NONCE_INVALID, 'crash round numbers start at 1');
  }
  const next = createFloatSource(hmac, input);
  return game.outcome(next, params);
}
