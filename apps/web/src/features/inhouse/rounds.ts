export const GAME_NAMES = ['dice', 'limbo', 'mines', 'plinko', 'slot', 'crash'] as const;
export type GameName = (typeof GAME_NAMES)[number];

export function isGameName(value: unknown): value is GameName {
  return (GAME_NAMES as readonly unknown[]).includes(value);
}

const pick = (source: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((k) => k in source).map((k) => [k, source[k]]));

/**
 * The params a round was played with. Every result of the engine echoes its params, so they are
 * read back from the published outcome (a tampered param then shows up as a mismatch).
 */
export function paramsFromOutcome(game: string, outcome: Record<string, unknown>): unknown {
  switch (game) {
    case 'dice':
      return pick(outcome, ['direction', 'targetHundredths']);
    case 'limbo':
      return pick(outcome, ['targetHundredths']);
    case 'plinko':
      return pick(outcome, ['rows', 'risk']);
    case 'mines':
      return pick(outcome, ['mines', 'picks']);
    case 'crash':
      return pick(outcome, ['cashOutHundredths']);
    default:
      return {};
  }
}

/** Everything the verification page needs, as URL query parameters. */
export interface VerifyQuery {
  game: string;
  serverSeed?: string;
  serverSeedHash?: string;
  clientSeed?: string;
  nonce?: number;
  params?: unknown;
  result?: unknown;
}

export const VERIFY_PATH = '/bgs/verify';

export function verifyHref(query: VerifyQuery): string {
  const search = new URLSearchParams({ game: query.game });
  if (query.serverSeed) search.set('serverSeed', query.serverSeed);
  if (query.serverSeedHash) search.set('serverSeedHash', query.serverSeedHash);
  if (query.clientSeed !== undefined) search.set('clientSeed', query.clientSeed);
  if (query.nonce !== undefined) search.set('nonce', String(query.nonce));
  if (query.params !== undefined) search.set('params', JSON.stringify(query.params));
  if (query.result !== undefined) search.set('result', JSON.stringify(query.result));
  return `${VERIFY_PATH}?${search.toString()}`;
}

/** The verifier for one of the member's rounds (it loads the public round by its reference). */
export function roundVerifyHref(ref: string): string {
  return `${VERIFY_PATH}?ref=${encodeURIComponent(ref)}`;
}

/** The verifier for a finished crash round: chain link and crash point. */
export function crashVerifyHref(input: {
  roundNumber: number;
  seed: string;
  seedHash: string;
  salt: string;
  crashPointHundredths: number;
}): string {
  const search = new URLSearchParams({
    mode: 'crash',
    roundNumber: String(input.roundNumber),
    seed: input.seed,
    seedHash: input.seedHash,
    salt: input.salt,
    crashPoint: String(input.crashPointHundredths),
  });
  return `${VERIFY_PATH}?${search.toString()}`;
}

/** Typed reads of a round's outcome (the contract types it as a record). */
export function num(outcome: Record<string, unknown>, key: string): number | null {
  const value = outcome[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function numList(outcome: Record<string, unknown>, key: string): number[] {
  const value = outcome[key];
  return Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];
}
