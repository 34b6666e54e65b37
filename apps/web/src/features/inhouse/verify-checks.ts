import type { Round } from '@portal/contracts/inhouse';
import {
  bytesToFloat,
  crashPoint,
  FairParamError,
  formatHundredths,
  isValidServerSeed,
  nobleHmacSha256,
  nobleSha256Hex,
  parseHundredths,
  playRound,
  roundBytes,
  verifyRound,
  type GameKind,
  type GameResult,
} from '@portal/fair';
import { isGameName, paramsFromOutcome } from './rounds.ts';

/** What the bet form holds; every field is text as typed. */
export interface BetForm {
  game: GameKind;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  direction: 'over' | 'under';
  target: string;
  rows: string;
  risk: 'low' | 'medium' | 'high';
  mines: string;
  picks: string;
  cashOut: string;
  /** The result the server published, as JSON; empty to only compute. */
  claimed: string;
}

/** What the crash form holds: a chain link, the round's salt and the claimed point. */
export interface CrashForm {
  seed: string;
  seedHash: string;
  salt: string;
  roundNumber: string;
  crashPoint: string;
}

export type Verdict = 'match' | 'mismatch' | 'computed' | 'incomplete';

export interface BetCheck {
  verdict: Verdict;
  hash: string | null;
  hashOk: boolean | null;
  recomputed: GameResult | null;
  problem: string | null;
  firstHmac: string | null;
  firstFloat: number | null;
}

export interface CrashCheck {
  verdict: Verdict;
  linkOk: boolean | null;
  point: number | null;
  problem: string | null;
}

const EMPTY_BET: BetForm = {
  game: 'dice',
  serverSeed: '',
  serverSeedHash: '',
  clientSeed: '',
  nonce: '0',
  direction: 'under',
  target: '50.00',
  rows: '16',
  risk: 'medium',
  mines: '3',
  picks: '',
  cashOut: '2.00',
  claimed: '',
};

/** An object's fields, or none for anything that is not a plain object. */
export const rec = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** Digits only, as a number; anything else is NaN (the engine then refuses it). */
const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN);

const toHex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** Fills the form from a game's params (as published in a round or a link). */
export function formFromParams(game: string, params: unknown, base: BetForm): BetForm {
  const p = rec(params);
  const hundredths = (v: unknown, fallback: string) =>
    typeof v === 'number' && Number.isSafeInteger(v) ? formatHundredths(v) : fallback;
  const form: BetForm = { ...base, game: isGameName(game) ? game : base.game };
  switch (game) {
    case 'dice':
      return {
        ...form,
        direction: p.direction === 'over' ? 'over' : 'under',
        target: hundredths(p.targetHundredths, base.target),
      };
    case 'limbo':
      return { ...form, target: hundredths(p.targetHundredths, base.target) };
    case 'plinko':
      return {
        ...form,
        rows: typeof p.rows === 'number' ? String(p.rows) : base.rows,
        risk: p.risk === 'low' || p.risk === 'high' ? p.risk : 'medium',
      };
    case 'mines':
      return {
        ...form,
        mines: typeof p.mines === 'number' ? String(p.mines) : base.mines,
        picks: Array.isArray(p.picks) ? p.picks.join(', ') : base.picks,
      };
    case 'crash':
      return { ...form, cashOut: hundredths(p.cashOutHundredths, base.cashOut) };
    default:
      return form;
  }
}

/** The params object the form describes (numbers parsed without floats); throws on bad text. */
export function paramsFromForm(form: BetForm): unknown {
  switch (form.game) {
    case 'dice':
      return { direction: form.direction, targetHundredths: parseHundredths(form.target) };
    case 'limbo':
      return { targetHundredths: parseHundredths(form.target) };
    case 'plinko':
      return { rows: Number(form.rows), risk: form.risk };
    case 'mines':
      return {
        mines: Number(form.mines),
        picks: form.picks
          .split(/[\s,]+/)
          .filter(Boolean)
          .map((cell) => (/^\d+$/.test(cell) ? Number(cell) : NaN)),
      };
    case 'slot':
      return {};
    case 'crash':
      return { cashOutHundredths: parseHundredths(form.cashOut) };
  }
}

/** Which field an engine error points at. */
function paramProblem(error: unknown): string {
  const code = error instanceof FairParamError ? error.code : 'FAIR_PARAM_INVALID';
  if (code === 'FAIR_CLIENT_SEED_INVALID') return 'clientSeed';
  if (code === 'FAIR_NONCE_INVALID') return 'nonce';
  return 'params';
}

/** Recomputes the round in the browser and compares it with the claim. */
export function checkBet(form: BetForm): BetCheck {
  const empty = { recomputed: null, firstHmac: null, firstFloat: null, hash: null, hashOk: null };
  const serverSeed = form.serverSeed.trim();
  if (!serverSeed) return { ...empty, verdict: 'incomplete', problem: 'noSeed' };
  if (!isValidServerSeed(serverSeed)) {
    return { ...empty, verdict: 'mismatch', problem: 'seedFormat' };
  }

  const hash = nobleSha256Hex(serverSeed);
  const hashOk = form.serverSeedHash.trim() ? hash === form.serverSeedHash.trim() : null;
  const failed = (problem: string): BetCheck => ({
    ...empty,
    hash,
    hashOk,
    verdict: 'mismatch',
    problem,
  });
  const nonce = wholeNumber(form.nonce);
  const seeds = { serverSeed, clientSeed: form.clientSeed, nonce };
  let params: unknown;
  let base: Omit<BetCheck, 'verdict' | 'problem'>;
  try {
    params = paramsFromForm(form);
  } catch {
    return failed('params');
  }
  try {
    const recomputed = playRound({ game: form.game, ...seeds, params: params as never });
    const bytes = roundBytes(nobleHmacSha256, seeds, 0);
    base = {
      hash,
      hashOk,
      recomputed,
      firstHmac: toHex(bytes),
      firstFloat: bytesToFloat(bytes, 0),
    };
  } catch (error) {
    return failed(paramProblem(error));
  }

  if (hashOk === false) return { ...base, verdict: 'mismatch', problem: 'hash' };
  if (!form.claimed.trim()) {
    return {
      ...base,
      verdict: hashOk ? 'computed' : 'incomplete',
      problem: hashOk ? null : 'noHash',
    };
  }
  let claimed: unknown;
  try {
    claimed = JSON.parse(form.claimed);
  } catch {
    return { ...base, verdict: 'mismatch', problem: 'claimedJson' };
  }
  const outcome = verifyRound({
    game: form.game,
    ...seeds,
    serverSeedHash: form.serverSeedHash.trim() || hash,
    params,
    result: claimed,
  });
  if (!outcome.ok) return { ...base, verdict: 'mismatch', problem: 'result' };
  return hashOk
    ? { ...base, verdict: 'match', problem: null }
    : { ...base, verdict: 'incomplete', problem: 'noHash' };
}

/** Checks a crash round: the seed is the chain element before the previous one, and its point. */
export function checkCrash(form: CrashForm): CrashCheck {
  const seed = form.seed.trim();
  if (!seed) return { verdict: 'incomplete', linkOk: null, point: null, problem: 'noSeed' };
  if (!isValidServerSeed(seed)) {
    return { verdict: 'mismatch', linkOk: null, point: null, problem: 'seedFormat' };
  }
  const linkOk = form.seedHash.trim() ? nobleSha256Hex(seed) === form.seedHash.trim() : null;
  const round = wholeNumber(form.roundNumber);
  let point: number;
  try {
    if (!(round >= 1)) throw new FairParamError('FAIR_NONCE_INVALID', 'round');
    point = crashPoint(nobleHmacSha256, seed, form.salt, round);
  } catch {
    return { verdict: 'mismatch', linkOk, point: null, problem: 'params' };
  }
  const result = (verdict: Verdict, problem: string | null): CrashCheck => ({
    verdict,
    linkOk,
    point,
    problem,
  });
  if (linkOk === false) return result('mismatch', 'link');
  let claimed: number | null;
  try {
    claimed = form.crashPoint.trim() ? parseHundredths(form.crashPoint) : null;
  } catch {
    return result('mismatch', 'claimedPoint');
  }
  if (claimed !== null && claimed !== point) return result('mismatch', 'point');
  if (linkOk && claimed !== null) return result('match', null);
  return result('computed', linkOk ? null : 'noHash');
}

/** The bet form a verification link describes (see `verifyHref`). */
export function betFormFromSearch(search: URLSearchParams): BetForm {
  const game = search.get('game') ?? 'dice';
  const parse = (text: string | null) => {
    if (!text) return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return undefined;
    }
  };
  const base: BetForm = {
    ...EMPTY_BET,
    serverSeed: search.get('serverSeed') ?? '',
    serverSeedHash: search.get('serverSeedHash') ?? '',
    clientSeed: search.get('clientSeed') ?? '',
    nonce: search.get('nonce') ?? '0',
    claimed: search.get('result') ?? '',
  };
  const params =
    parse(search.get('params')) ?? paramsFromOutcome(game, rec(parse(search.get('result'))));
  return formFromParams(game, params, base);
}

/** The bet form of a published round. */
export function betFormFromRound(round: Round): BetForm {
  return formFromParams(round.game, paramsFromOutcome(round.game, round.outcome), {
    ...EMPTY_BET,
    serverSeed: round.serverSeed ?? '',
    serverSeedHash: round.serverSeedHash,
    clientSeed: round.clientSeed,
    nonce: String(round.nonce),
    claimed: JSON.stringify(round.outcome),
  });
}

/** The crash form a crash verification link describes (see `crashVerifyHref`). */
export function crashFormFromSearch(search: URLSearchParams): CrashForm {
  const point = search.get('crashPoint');
  return {
    seed: search.get('seed') ?? '',
    seedHash: search.get('seedHash') ?? '',
    salt: search.get('salt') ?? '',
    roundNumber: search.get('roundNumber') ?? '1',
    crashPoint: point ? formatHundredths(Number(point) || 0) : '',
  };
}
