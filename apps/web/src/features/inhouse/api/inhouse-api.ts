import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CrashState,
  InhouseBetResult,
  Round,
  SeedState,
  Seeds,
} from '@portal/contracts/inhouse';
import type { Balance } from '@portal/contracts/wallet';
import { apiFetch } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/stores/session-store.ts';
import { newRequestId } from '../money.ts';

/** The in-house games' API (packages/contracts/src/inhouse.ts). */
export const inhousePaths = {
  seeds: '/wps/inhouse/seeds',
  rotate: '/wps/inhouse/seeds/rotate',
  bet: '/wps/inhouse/bet',
  minesStart: '/wps/inhouse/mines/start',
  minesReveal: '/wps/inhouse/mines/reveal',
  minesCashout: '/wps/inhouse/mines/cashout',
  minesCurrent: '/wps/inhouse/mines/current',
  rounds: '/wps/inhouse/rounds',
  publicRound: (ref: string) => `/lgw/inhouse/rounds/${encodeURIComponent(ref)}`,
  crashState: '/lgw/inhouse/crash/state',
  crashSocket: '/wps/inhouse/crash/ws',
  crashBet: '/wps/inhouse/crash/bet',
  crashCashout: '/wps/inhouse/crash/cashout',
  /** The main wallet balance (also read by the header). */
  balance: '/wps/v2/wallets/balance',
} as const;

export type InstantGame = 'dice' | 'limbo' | 'plinko' | 'slot';

export interface RoundPage {
  list: Round[];
  total: number;
  pageNo: number;
  pageSize: number;
}

export const HISTORY_PAGE_SIZE = 10;

// ---------------------------------------------------------------- calls

export function getSeeds(signal?: AbortSignal): Promise<Seeds> {
  return apiFetch<Seeds>(inhousePaths.seeds, { signal });
}

/** Reveals the active server seed and starts a new pair; a random client seed when absent. */
export function rotateSeeds(clientSeed?: string): Promise<Seeds> {
  return apiFetch<Seeds>(inhousePaths.rotate, {
    method: 'POST',
    body: clientSeed === undefined ? {} : { clientSeed },
  });
}

export function placeBet(
  game: InstantGame,
  stake: string,
  params: object,
  requestId = newRequestId(),
): Promise<InhouseBetResult> {
  return apiFetch<InhouseBetResult>(inhousePaths.bet, {
    method: 'POST',
    body: { requestId, game, stake, params },
  });
}

export function startMines(
  stake: string,
  mines: number,
  requestId = newRequestId(),
): Promise<InhouseBetResult> {
  return apiFetch<InhouseBetResult>(inhousePaths.minesStart, {
    method: 'POST',
    body: { requestId, stake, mines },
  });
}

export function revealMine(roundId: number, cell: number): Promise<InhouseBetResult> {
  return apiFetch<InhouseBetResult>(inhousePaths.minesReveal, {
    method: 'POST',
    body: { roundId, cell },
  });
}

export function cashoutMines(roundId: number): Promise<InhouseBetResult> {
  return apiFetch<InhouseBetResult>(inhousePaths.minesCashout, {
    method: 'POST',
    body: { roundId },
  });
}

export function getCurrentMines(signal?: AbortSignal): Promise<Round | null> {
  return apiFetch<Round | null>(inhousePaths.minesCurrent, { signal });
}

export function getRounds(pageNo: number, signal?: AbortSignal): Promise<RoundPage> {
  const query = new URLSearchParams({
    pageNo: String(pageNo),
    pageSize: String(HISTORY_PAGE_SIZE),
  });
  return apiFetch<RoundPage>(`${inhousePaths.rounds}?${query.toString()}`, { signal });
}

/** A round by its unguessable reference (rounds are never looked up publicly by id). */
export function getPublicRound(ref: string, signal?: AbortSignal): Promise<Round> {
  return apiFetch<Round>(inhousePaths.publicRound(ref), { signal });
}

export function getCrashState(signal?: AbortSignal): Promise<CrashState> {
  return apiFetch<CrashState>(inhousePaths.crashState, { signal, timeoutMs: 8_000 });
}

export function placeCrashBet(
  stake: string,
  autoCashoutHundredths?: number,
  requestId = newRequestId(),
): Promise<InhouseBetResult> {
  return apiFetch<InhouseBetResult>(inhousePaths.crashBet, {
    method: 'POST',
    body: { requestId, stake, ...(autoCashoutHundredths ? { autoCashoutHundredths } : {}) },
  });
}

export function cashoutCrash(roundNumber: number): Promise<InhouseBetResult> {
  return apiFetch<InhouseBetResult>(inhousePaths.crashCashout, {
    method: 'POST',
    body: { roundNumber },
  });
}

// ---------------------------------------------------------------- cache

/**
 * Query keys start with 'member' and carry the token, so logging out (which drops every
 * ['member'] query) forgets them and a new session never sees the last one's data.
 */
export const inhouseKey = (token: string | null, ...rest: unknown[]) =>
  ['member', 'inhouse', token, ...rest] as const;

/**
 * The header's balance query (features/wallet/api/keys.ts: walletKey(token, 'balance')).
 * Written here after every bet so the header and the game show the same number.
 */
export const balanceKey = (token: string | null) => ['member', 'wallet', token, 'balance'] as const;

export function useToken(): string | null {
  return useSessionStore((s) => s.token);
}

export function useSeeds() {
  const token = useToken();
  return useQuery({
    queryKey: inhouseKey(token, 'seeds'),
    queryFn: ({ signal }) => getSeeds(signal),
    enabled: Boolean(token),
    staleTime: 60_000,
  });
}

export function useRounds(pageNo: number) {
  const token = useToken();
  return useQuery({
    queryKey: inhouseKey(token, 'rounds', pageNo),
    queryFn: ({ signal }) => getRounds(pageNo, signal),
    enabled: Boolean(token),
    staleTime: 10_000,
    placeholderData: (previous) => previous,
  });
}

/** The main wallet balance, shared with the header's query. */
export function useBalance() {
  const token = useToken();
  return useQuery({
    queryKey: balanceKey(token),
    queryFn: ({ signal }) => apiFetch<Balance>(inhousePaths.balance, { signal }),
    enabled: Boolean(token),
    staleTime: 15_000,
  });
}

export function setBalance(queryClient: QueryClient, token: string | null, balance: string) {
  queryClient.setQueryData<Balance>(balanceKey(token), (old) => ({
    balance,
    currency: old?.currency ?? '',
    currencySymbol: old?.currencySymbol ?? '',
  }));
}

export function setSeedState(queryClient: QueryClient, token: string | null, current: SeedState) {
  queryClient.setQueryData<Seeds>(inhouseKey(token, 'seeds'), (old) =>
    old ? { ...old, current } : old,
  );
}

/** Shows a settled bet everywhere: balance, next nonce and the first page of "My bets". */
export function applyBetResult(
  queryClient: QueryClient,
  token: string | null,
  result: InhouseBetResult,
): void {
  setBalance(queryClient, token, result.balance);
  setSeedState(queryClient, token, result.seeds);
  queryClient.setQueryData<RoundPage>(inhouseKey(token, 'rounds', 1), (old) => {
    if (!old) return old;
    const rest = old.list.filter((r) => r.roundId !== result.round.roundId);
    return {
      ...old,
      list: [result.round, ...rest].slice(0, old.pageSize),
      total: old.total + (rest.length === old.list.length ? 1 : 0),
    };
  });
}

/** `applyBetResult` bound to this page's client and session. */
export function useApplyBetResult() {
  const queryClient = useQueryClient();
  const token = useToken();
  return (result: InhouseBetResult) => applyBetResult(queryClient, token, result);
}
