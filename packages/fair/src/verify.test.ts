import { describe, expect, it } from 'vitest';
import {
  FAIR_CLIENT_SEED_INVALID,
  FAIR_NONCE_INVALID,
  FAIR_PARAM_INVALID,
  FAIR_SERVER_SEED_INVALID,
} from './errors.ts';
import { buildCrashChain } from './games/crash.ts';
import { nobleSha256Hex } from './noble.ts';
import { nodeCrypto, nodeHmacSha256, nodeSha256Hex } from './node.ts';
import { GAMES, playRound, type GameKind, type GameParamsMap } from './rounds.ts';
import { errorCode } from './testing/sources.ts';
import { TEST_CLIENT_SEED, TEST_SERVER_SEED, TEST_SERVER_SEED_HASH } from './testing/vectors.ts';
import { verifyRound, type VerifyInput } from './verify.ts';

const PARAMS: { [G in GameKind]: GameParamsMap[G] } = {
  dice: { direction: 'over', targetHundredths: 3_000 },
  limbo: { targetHundredths: 150 },
  mines: { mines: 3, picks: [12, 0, 24, 5] },
  plinko: { rows: 14, risk: 'high' },
  slot: {},
  crash: { cashOutHundredths: 150 },
};

/** Other params for the same game that must not verify against the original result. */
const OTHER_PARAMS: { [G in GameKind]: unknown } = {
  dice: { direction: 'under', targetHundredths: 3_000 },
  limbo: { targetHundredths: 151 },
  mines: { mines: 4, picks: [12, 0, 24, 5] },
  plinko: { rows: 14, risk: 'medium' },
  slot: { lines: 10 },
  crash: { cashOutHundredths: 149 },
};

function published<G extends GameKind>(game: G, nonce = 7): VerifyInput {
  const seeds = { serverSeed: TEST_SERVER_SEED, clientSeed: TEST_CLIENT_SEED, nonce };
  const result = playRound({ ...seeds, game, params: PARAMS[game] }, nodeHmacSha256);
  return { ...seeds, serverSeedHash: TEST_SERVER_SEED_HASH, game, params: PARAMS[game], result };
}

const games = Object.keys(GAMES) as GameKind[];

describe('verifyRound', () => {
  it.each(games)('%s: a published round verifies with the browser-safe hashes', (game) => {
    const input = published(game);
    const outcome = verifyRound(JSON.parse(JSON.stringify(input)) as VerifyInput);
    expect(outcome).toEqual({ ok: true, recomputed: input.result });
    expect(verifyRound(input, nodeCrypto).ok).toBe(true);
  });

  it.each(games)('%s: tampered seeds, nonce, params or result fail', (game) => {
    const input = published(game);
    const otherSeed = TEST_SERVER_SEED.replace(/^3/, '4');
    const cases: [string, VerifyInput][] = [
      ['server seed', { ...input, serverSeed: otherSeed }],
      [
        'seed and its hash',
        { ...input, serverSeed: otherSeed, serverSeedHash: nodeSha256Hex(otherSeed) },
      ],
      ['hash', { ...input, serverSeedHash: nodeSha256Hex('something else') }],
      ['client seed', { ...input, clientSeed: `${TEST_CLIENT_SEED}!` }],
      ['nonce', { ...input, nonce: input.nonce + 1 }],
      ['params', { ...input, params: OTHER_PARAMS[game] }],
      [
        'payout',
        { ...input, result: { ...(input.result as object), payoutMultiplierScaled: 123 } },
      ],
    ];
    for (const [what, tampered] of cases) {
      const outcome = verifyRound(tampered);
      expect(outcome.ok, what).toBe(false);
      expect(outcome.reason, what).toBeTruthy();
    }
  });

  it('names the field that differs and returns the recomputed result', () => {
    const input = published('dice');
    const result = input.result as { rollHundredths: number };
    const outcome = verifyRound({
      ...input,
      result: { ...result, rollHundredths: result.rollHundredths + 1 },
    });
    expect(outcome.ok).toBe(false);
    expect(outcome.reason).toContain('result.rollHundredths');
    expect(outcome.recomputed).toEqual(input.result);
    const missing = verifyRound({ ...input, result: { ...result, win: undefined } });
    expect(missing.reason).toContain('result.win');
  });

  it('reports invalid input without throwing', () => {
    const input = published('limbo');
    expect(verifyRound({ ...input, game: 'roulette' }).reason).toContain('unknown game');
    expect(verifyRound({ ...input, serverSeed: 'ABC' }).reason).toContain('64 lowercase hex');
    expect(verifyRound({ ...input, clientSeed: 'a:b' }).reason).toContain(FAIR_CLIENT_SEED_INVALID);
    expect(verifyRound({ ...input, nonce: -1 }).reason).toContain(FAIR_NONCE_INVALID);
    expect(verifyRound({ ...input, params: { targetHundredths: 100 } }).reason).toContain(
      FAIR_PARAM_INVALID,
    );
    expect(verifyRound({ ...input, params: null }).reason).toContain(FAIR_PARAM_INVALID);
  });

  it('verifies a crash round from the chain: seed = chain[n], hash = chain[n − 1], nonce = n', () => {
    const salt = '0000000000000000000fa3b65e43e4240d71762a5bf397d5304b2596d116859c';
    const chain = buildCrashChain(TEST_SERVER_SEED, 10, nodeSha256Hex);
    const round = 4;
    const params = { cashOutHundredths: 120 };
    const result = playRound({
      game: 'crash',
      serverSeed: chain[round]!,
      clientSeed: salt,
      nonce: round,
      params,
    });
    const input: VerifyInput = {
      game: 'crash',
      serverSeed: chain[round]!,
      serverSeedHash: chain[round - 1]!,
      clientSeed: salt,
      nonce: round,
      params,
      result,
    };
    expect(verifyRound(input).ok).toBe(true);
    expect(nobleSha256Hex(chain[round]!)).toBe(chain[round - 1]);
    expect(verifyRound({ ...input, serverSeedHash: chain[round - 2]! }).ok).toBe(false);
    expect(verifyRound({ ...input, nonce: round + 1 }).ok).toBe(false);
    expect(
      errorCode(() =>
        playRound({ game: 'crash', serverSeed: chain[1]!, clientSeed: salt, nonce: 0, params }),
      ),
    ).toBe(FAIR_NONCE_INVALID);
  });
});

describe('playRound', () => {
  it('throws coded errors for invalid seeds and params', () => {
    const base = { serverSeed: TEST_SERVER_SEED, clientSeed: TEST_CLIENT_SEED, nonce: 0 };
    expect(errorCode(() => playRound({ ...base, serverSeed: 'x', game: 'slot', params: {} }))).toBe(
      FAIR_SERVER_SEED_INVALID,
    );
    expect(errorCode(() => playRound({ ...base, clientSeed: '', game: 'slot', params: {} }))).toBe(
      FAIR_CLIENT_SEED_INVALID,
    );
    expect(
      errorCode(() => playRound({ ...base, game: 'plinko', params: { rows: 20, risk: 'low' } })),
    ).toBe(FAIR_PARAM_INVALID);
  });

  it('gives the same result with the noble and node HMACs', () => {
    for (const game of games) {
      for (let nonce = 1; nonce < 30; nonce++) {
        const input = {
          serverSeed: TEST_SERVER_SEED,
          clientSeed: TEST_CLIENT_SEED,
          nonce,
          game,
          params: PARAMS[game],
        };
        expect(playRound(input)).toEqual(playRound(input, nodeHmacSha256));
      }
    }
  });
});
