/**
 * Crash: one shared round for all players. A multiplier grows from 1.00× until the round's crash
 * point; a player who cashes out at m before then wins m × stake, everyone still in loses.
 *
 * Seeds come from a hash chain fixed before the first round:
 *
 *   chain[length − 1] = secret seed (64 hex)
 *   chain[i]          = sha256hex(chain[i + 1])     (hashing the 64-character hex text)
 *
 * chain[0], the last hash computed, is published first as the commitment. Round n = 1, 2, …,
 * length − 1 then uses chain[n] as its server seed, so the chain is played backwards from the
 * end that was computed last. Revealing chain[n] reveals nothing about chain[n + 1] (it would mean
 * inverting SHA-256), and anyone can check sha256hex(chain[n]) === chain[n − 1], the seed revealed
 * by the previous round (or the commitment). The crash point is the first float of
 * HMAC(chain[n], `${salt}:${n}:0`), where the salt is a public string fixed when the chain is
 * created (it plays the client seed's part, so the server could not have picked a chain that
 * favours it after seeing the salt, e.g. a future block hash).
 *
 * The crash point follows the 1 %-edge distribution (edge-multiplier.ts): P(crash ≥ m) = 0.99/m
 * for every two-decimal m from 1.01 to 1 000 000; it is 1.00 ("busts at once") with probability
 * 1 − 0.99/1.01 ≈ 1.98 %. A cash-out at m wins iff m ≤ crash point, so every cash-out target has
 * RTP 0.99.
 */
import { requireParam, requireShape } from '../errors.ts';
import { createFloatSource, type FloatSource } from '../floats.ts';
import type { HmacSha256, Sha256Hex } from '../hmac.ts';
import { HUNDREDTH, payout } from '../money.ts';
import { mul, rational, type Rational } from '../rational.ts';
import { assertClientSeed, assertServerSeed } from '../seeds.ts';
import {
  EDGE_MAX_HUNDREDTHS,
  EDGE_MIN_TARGET_HUNDREDTHS,
  edgeMultiplierHundredths,
  edgeWinChance,
} from './edge-multiplier.ts';

export const CRASH_MIN_CASH_OUT_HUNDREDTHS = EDGE_MIN_TARGET_HUNDREDTHS;
export const CRASH_MAX_HUNDREDTHS = EDGE_MAX_HUNDREDTHS;
/** Longest chain `buildCrashChain` builds (about 1 GB of strings at this length). */
export const CRASH_MAX_CHAIN_LENGTH = 10_000_000;
/** Growth rate of the live curve, per millisecond: m(t) = e^(0.00006 t). */
export const CRASH_GROWTH_PER_MS = 0.00006;

export interface CrashParams {
  /** The multiplier the player cashed out at (or their auto cash-out), in hundredths. */
  readonly cashOutHundredths: number;
}

export interface CrashResult {
  readonly crashPointHundredths: number;
  readonly cashOutHundredths: number;
  /** cash-out ≤ crash point. */
  readonly win: boolean;
  /** The cash-out as a payout multiplier scaled by 10 000. */
  readonly multiplierScaled: number;
  readonly payoutMultiplierScaled: number;
}

/**
 * Builds a chain of `length` seeds from `seed` (64 lowercase hex): element 0 is the commitment to
 * publish, element n the server seed of round n. Costs `length − 1` SHA-256 calls.
 */
export function buildCrashChain(seed: string, length: number, sha256Hex: Sha256Hex): string[] {
  assertServerSeed(seed);
  requireParam(
    Number.isSafeInteger(length) && length >= 2 && length <= CRASH_MAX_CHAIN_LENGTH,
    `crash chain length must be an integer from 2 to ${CRASH_MAX_CHAIN_LENGTH}`,
  );
  const chain = new Array<string>(length);
  chain[length - 1] = seed;
  for (let i = length - 2; i >= 0; i--) chain[i] = sha256Hex(chain[i + 1]!);
  return chain;
}

/**
 * Whether a revealed round seed hashes to the hash committed before it (the previous round's
 * seed, or the chain's commitment for round 1).
 */
export function verifyCrashLink(
  revealedSeed: string,
  nextCommitted: string,
  sha256Hex: Sha256Hex,
): boolean {
  return sha256Hex(revealedSeed) === nextCommitted;
}

/**
 * Whether `seed` is round `roundNumber`'s seed of the chain committed as `commitment`: hashing it
 * `roundNumber` times must give the commitment. Linear in the round number (≈ 1 µs per hash on the
 * server, a few µs in a browser).
 */
export function verifyCrashSeed(
  seed: string,
  roundNumber: number,
  commitment: string,
  sha256Hex: Sha256Hex,
): boolean {
  requireParam(
    Number.isSafeInteger(roundNumber) && roundNumber >= 1,
    'crash round number must be an integer ≥ 1',
  );
  let hash = seed;
  for (let i = 0; i < roundNumber; i++) hash = sha256Hex(hash);
  return hash === commitment;
}

/** The crash point (hundredths) of one float. */
export function crashPointFromFloat(f: number): number {
  return edgeMultiplierHundredths(f, CRASH_MAX_HUNDREDTHS);
}

/** The crash point (hundredths) of round `roundNumber`, seeded by its chain element. */
export function crashPoint(
  hmac: HmacSha256,
  serverSeed: string,
  salt: string,
  roundNumber: number,
): number {
  assertClientSeed(salt);
  const next = createFloatSource(hmac, { serverSeed, clientSeed: salt, nonce: roundNumber });
  return crashPointFromFloat(next());
}

export function checkCrashParams(params: CrashParams): void {
  requireParam(
    Number.isSafeInteger(params.cashOutHundredths) &&
      params.cashOutHundredths >= CRASH_MIN_CASH_OUT_HUNDREDTHS &&
      params.cashOutHundredths <= CRASH_MAX_HUNDREDTHS,
    'crash cash-out must be integer hundredths from 101 (1.01×) to 100000000 (1000000.00×)',
  );
}

export function parseCrashParams(input: unknown): CrashParams {
  const raw = requireShape(input, ['cashOutHundredths'], 'crash');
  const params = { cashOutHundredths: raw.cashOutHundredths as number };
  requireParam(typeof params.cashOutHundredths === 'number', 'crash cash-out must be a number');
  checkCrashParams(params);
  return params;
}

/** P(crash point ≥ cash-out) = 0.99 / cash-out. */
export function crashWinChance(params: CrashParams): Rational {
  checkCrashParams(params);
  return edgeWinChance(params.cashOutHundredths);
}

/** Exact RTP of cashing out at `cashOutHundredths`: 0.99. */
export function crashRtp(params: CrashParams): Rational {
  return mul(crashWinChance(params), rational(params.cashOutHundredths, 100));
}

/** One player's result in a round: the round's float, then their cash-out against it. */
export function crashOutcome(next: FloatSource, params: CrashParams): CrashResult {
  checkCrashParams(params);
  return crashResult(crashPointFromFloat(next()), params);
}

/** A player's result given the round's crash point. */
export function crashResult(crashPointHundredths: number, params: CrashParams): CrashResult {
  checkCrashParams(params);
  const win = params.cashOutHundredths <= crashPointHundredths;
  const multiplierScaled = params.cashOutHundredths * HUNDREDTH;
  return {
    crashPointHundredths,
    cashOutHundredths: params.cashOutHundredths,
    win,
    multiplierScaled,
    payoutMultiplierScaled: win ? multiplierScaled : 0,
  };
}

/** Payout (minor units) of a cash-out at `cashOutHundredths` in a round that crashed where it did. */
export function crashPayout(
  stake: bigint,
  cashOutHundredths: number,
  crashPointHundredths: number,
): bigint {
  return payout(
    stake,
    crashResult(crashPointHundredths, { cashOutHundredths }).payoutMultiplierScaled,
  );
}

/**
 * The live multiplier `ms` milliseconds after the round starts, in hundredths:
 * floor(100 · e^(0.00006 · ms)), capped at 1 000 000.00×. Only the ticker and the server's
 * cash-out timing use it; fairness rests on the crash point alone.
 */
export function multiplierAt(ms: number): number {
  requireParam(Number.isFinite(ms) && ms >= 0, 'crash time must be a finite number ≥ 0');
  const hundredths = Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * ms));
  return Math.min(hundredths, CRASH_MAX_HUNDREDTHS);
}

/**
 * The first whole millisecond at which {@link multiplierAt} reaches `hundredths` (≥ 100): the
 * inverse the server's ticker uses to schedule the crash (timeToReach(crashPoint)) and auto
 * cash-outs. Starts from ln(m)/0.00006 and steps to the exact boundary, so it is consistent with
 * `multiplierAt` whatever the rounding of exp and log.
 */
export function timeToReach(hundredths: number): number {
  requireParam(
    Number.isSafeInteger(hundredths) && hundredths >= 100 && hundredths <= CRASH_MAX_HUNDREDTHS,
    'crash multiplier must be integer hundredths from 100 to 100000000',
  );
  let ms = Math.max(0, Math.ceil(Math.log(hundredths / 100) / CRASH_GROWTH_PER_MS));
  while (multiplierAt(ms) < hundredths) ms++;
  while (ms > 0 && multiplierAt(ms - 1) >= hundredths) ms--;
  return ms;
}
