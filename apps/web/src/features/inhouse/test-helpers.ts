/**
 * Shared fixtures of the in-house games' tests: a member session, a fake API with the seed pair,
 * the balance and an empty history, and rounds computed by the real engine.
 */
import type { Round, SeedState, Seeds } from '@portal/contracts/inhouse';
import {
  formatScaled,
  nobleSha256Hex,
  payout as payoutOf,
  playRound,
  type GameKind,
  type GameParamsMap,
} from '@portal/fair';
import { useLanguageStore } from '../../lib/stores/language-store.ts';
import { useSessionStore } from '../../lib/stores/session-store.ts';
import { mockApi, type SeenRequest } from '../../testing/mock-api.ts';
import { formatAmount } from '@portal/contracts/money';
import { toMinor } from './money.ts';

export const SERVER_SEED = '364705229508251a18d9fda020def0394319bf8345dae9fcaca5c020d5ce27a8';
export const SERVER_SEED_HASH = nobleSha256Hex(SERVER_SEED);
export const CLIENT_SEED = 'lucky-tiger';

export function signIn(): void {
  useLanguageStore.getState().setLanguage('EN');
  useSessionStore.getState().begin('tok', {
    userName: 'player01',
    isAgent: false,
    isTrial: false,
    mustChangePassword: false,
  });
}

export const seedState = (nonce = 0): SeedState => ({
  serverSeedHash: SERVER_SEED_HASH,
  clientSeed: CLIENT_SEED,
  nonce,
});

export const seeds = (nonce = 0, previous: Seeds['previous'] = null): Seeds => ({
  current: seedState(nonce),
  previous,
});

/** A settled round exactly as the engine plays it with the fixture seeds. */
export function engineRound<G extends GameKind>(
  game: G,
  params: GameParamsMap[G],
  { nonce = 0, roundId = 1, stake = '10.00', revealed = false } = {},
): Round {
  const result = playRound({
    game,
    serverSeed: SERVER_SEED,
    clientSeed: CLIENT_SEED,
    nonce,
    params,
  });
  const payout = payoutOf(toMinor(stake) ?? 0n, result.payoutMultiplierScaled);
  return {
    roundId,
    ref: String(roundId).padStart(32, '0'),
    game,
    stake,
    payout: formatAmount(payout),
    multiplier: formatScaled(result.payoutMultiplierScaled),
    status: 'SETTLED',
    outcome: result as unknown as Record<string, unknown>,
    serverSeedHash: SERVER_SEED_HASH,
    clientSeed: CLIENT_SEED,
    nonce,
    serverSeed: revealed ? SERVER_SEED : null,
    createdAt: '2026-03-15T08:00:00.000Z',
  };
}

type Handler = Parameters<typeof mockApi>[0][string];

/** The fake server: seeds, balance and history, plus the routes a test adds. */
export function inhouseApi(routes: Record<string, Handler> = {}, balance = '1000.00') {
  return mockApi({
    'GET /wps/v2/wallets/balance': () => ({
      value: { balance, currency: 'BDT', currencySymbol: '৳' },
    }),
    'GET /wps/inhouse/seeds': () => ({ value: seeds() }),
    'GET /wps/inhouse/rounds': (request: SeenRequest) => ({
      value: {
        list: [],
        total: 0,
        pageNo: Number(request.query.get('pageNo') ?? 1),
        pageSize: 10,
      },
    }),
    ...routes,
  });
}
