/**
 * Verifying a revealed round, as the web app's verification page does: recompute the result from
 * the revealed server seed and compare it with what the server claimed.
 */
import { FairParamError } from './errors.ts';
import type { FairCrypto } from './hmac.ts';
import { nobleCrypto } from './noble.ts';
import { isGameKind, playRound, type GameKind, type GameResult } from './rounds.ts';
import { isValidServerSeed } from './seeds.ts';

/** A revealed round as published; every field is untrusted. */
export interface VerifyInput {
  readonly game: GameKind | (string & {});
  /** The revealed server seed (for crash: the round's chain element). */
  readonly serverSeed: string;
  /** The hash shown before the bet (for crash: the previous chain element or the commitment). */
  readonly serverSeedHash: string;
  /** The client seed (for crash: the chain's salt). */
  readonly clientSeed: string;
  /** The nonce (for crash: the round number). */
  readonly nonce: number;
  readonly params: unknown;
  /** The result the server claimed. */
  readonly result: unknown;
}

export interface VerifyOutcome {
  readonly ok: boolean;
  /** Why verification failed (absent when ok). */
  readonly reason?: string;
  /** The result recomputed from the inputs, or null when they are invalid. */
  readonly recomputed: GameResult | null;
}

/**
 * Checks that `serverSeed` hashes to `serverSeedHash`, that seeds, nonce and params are valid,
 * and that recomputing the round gives exactly the claimed result (every field).
 */
export function verifyRound(input: VerifyInput, crypto: FairCrypto = nobleCrypto): VerifyOutcome {
  if (!isGameKind(input.game)) {
    return { ok: false, reason: `unknown game "${String(input.game)}"`, recomputed: null };
  }
  if (!isValidServerSeed(input.serverSeed)) {
    return {
      ok: false,
      reason: 'server seed is not 64 lowercase hex characters',
      recomputed: null,
    };
  }
  if (crypto.sha256Hex(input.serverSeed) !== input.serverSeedHash) {
    return {
      ok: false,
      reason: 'sha256(server seed) does not match the committed server seed hash',
      recomputed: null,
    };
  }
  let recomputed: GameResult;
  try {
    recomputed = playRound(
      {
        game: input.game,
        serverSeed: input.serverSeed,
        clientSeed: input.clientSeed,
        nonce: input.nonce,
        params: input.params as never,
      },
      crypto.hmacSha256,
    );
  } catch (error) {
    if (error instanceof FairParamError) {
      return { ok: false, reason: `${error.code}: ${error.message}`, recomputed: null };
    }
    throw error;
  }
  const mismatch = firstDifference(input.result, recomputed, 'result');
  return mismatch === null
    ? { ok: true, recomputed }
    : { ok: false, reason: `claimed ${mismatch} differs from the recomputed value`, recomputed };
}

/** The path of the first difference between two JSON-like values, or null if they are equal. */
function firstDifference(claimed: unknown, actual: unknown, path: string): string | null {
  if (Array.isArray(actual)) {
    if (!Array.isArray(claimed) || claimed.length !== actual.length) return path;
    for (let i = 0; i < actual.length; i++) {
      const d = firstDifference(claimed[i], actual[i], `${path}[${i}]`);
      if (d !== null) return d;
    }
    return null;
  }
  if (typeof actual === 'object' && actual !== null) {
    if (typeof claimed !== 'object' || claimed === null || Array.isArray(claimed)) return path;
    const a = actual as Record<string, unknown>;
    const c = claimed as Record<string, unknown>;
    const keys = new Set([...Object.keys(a), ...Object.keys(c)]);
    for (const key of keys) {
      const d = firstDifference(c[key], a[key], `${path}.${key}`);
      if (d !== null) return d;
    }
    return null;
  }
  return Object.is(claimed, actual) ? null : path;
}
