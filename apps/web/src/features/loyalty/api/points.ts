import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { DepositMethod } from '@portal/contracts/wallet';
import type {
  ConvertRequest,
  ConvertResult,
  MallItem,
  PointsEntry,
  PointsSummary,
  RedeemRequest,
  Redemption,
} from '@portal/contracts/points';
import { walletPaths } from '../../../config/paths.ts';
import { balanceKey, depositMethodsKey, useMemberToken } from './keys.ts';
import { loyaltyPaths } from './paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { toQuery, type RecordPage } from '../../../lib/paging.ts';
import { useLanguageStore } from '../../../lib/stores/language-store.ts';
import { useSessionStore } from '../../../lib/stores/session-store.ts';

/** What a points query is about. */
export type PointsPart = 'summary' | 'history' | 'mall' | 'redemptions';

/**
 * Under 'member' (logging out drops them) and keyed by token, so one member's points and
 * redemptions never show to the next; the mall too, since members get their own redeemed counts.
 */
export function pointsKey(token: string | null, part: PointsPart, ...rest: unknown[]) {
  return ['member', 'points', token, part, ...rest] as const;
}

/** GET /wps/loyalty/points: my balance, the ratio lines of my level and the convert terms. */
export function getPointsSummary(signal?: AbortSignal): Promise<PointsSummary> {
  return apiFetch<PointsSummary>(loyaltyPaths.points, { signal });
}

export function usePointsSummary() {
  const { token, enabled } = useMemberToken();
  return useQuery({
    queryKey: pointsKey(token, 'summary'),
    queryFn: ({ signal }) => getPointsSummary(signal),
    enabled,
  });
}

export interface PageQuery {
  pageNo: number;
  pageSize: number;
}

/** GET /wps/loyalty/points/history: every change to my points, newest first. */
export function getPointsHistory(query: PageQuery, signal?: AbortSignal) {
  return apiFetch<RecordPage<PointsEntry>>(
    `${loyaltyPaths.pointsHistory}${toQuery({ ...query })}`,
    { signal },
  );
}

export function usePointsHistory(query: PageQuery) {
  const { token, enabled } = useMemberToken();
  return useQuery({
    queryKey: pointsKey(token, 'history', query),
    queryFn: ({ signal }) => getPointsHistory(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /wps/loyalty/mall: the rewards in the page's language (visitors too). */
export function getMall(signal?: AbortSignal): Promise<MallItem[]> {
  return apiFetch<MallItem[]>(loyaltyPaths.mall, { signal });
}

export function useMall() {
  const token = useSessionStore((s) => s.token);
  const language = useLanguageStore((s) => s.language);
  return useQuery({
    queryKey: pointsKey(token, 'mall', language),
    queryFn: ({ signal }) => getMall(signal),
    staleTime: 30_000,
  });
}

/** GET /wps/loyalty/mall/redemptions: the rewards I redeemed and their state, newest first. */
export function getRedemptions(query: PageQuery, signal?: AbortSignal) {
  return apiFetch<RecordPage<Redemption>>(
    `${loyaltyPaths.mallRedemptions}${toQuery({ ...query })}`,
    { signal },
  );
}

export function useRedemptions(query: PageQuery) {
  const { token, enabled } = useMemberToken();
  const language = useLanguageStore((s) => s.language);
  return useQuery({
    queryKey: pointsKey(token, 'redemptions', language, query),
    queryFn: ({ signal }) => getRedemptions(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * GET /wps/wallet/deposit/methods: the ratio lines name a payment method by code; this gives its
 * name in the page's language.
 */
export function useDepositMethods() {
  const { token, enabled } = useMemberToken();
  const language = useLanguageStore((s) => s.language);
  return useQuery({
    queryKey: depositMethodsKey(token, language),
    queryFn: ({ signal }) => apiFetch<DepositMethod[]>(walletPaths.depositMethods, { signal }),
    enabled,
    staleTime: 60_000,
  });
}

/**
 * Refetches what spending points changed: the summary, the mall's stock and my counts, both
 * histories, and the wallet balance (a conversion pays into it).
 */
export function refreshPoints(queryClient: QueryClient, token: string | null): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['member', 'points', token] }),
    queryClient.invalidateQueries({ queryKey: balanceKey(token) }),
  ]).then(() => undefined);
}

/** POST /wps/loyalty/mall/redeem (encrypted: it carries the payment password). */
export function redeem(body: RedeemRequest): Promise<Redemption> {
  return apiFetch<Redemption>(loyaltyPaths.mallRedeem, {
    method: 'POST',
    body,
    encrypted: true,
    timeoutMs: 30_000,
  });
}

/** Refreshes after any outcome: a timeout may still have taken the points. */
export function useRedeem() {
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token);
  return useMutation({
    mutationFn: redeem,
    onSettled: () => refreshPoints(queryClient, token),
  });
}

/** POST /wps/loyalty/points/convert (encrypted: it carries the payment password). */
export function convertPoints(body: ConvertRequest): Promise<ConvertResult> {
  return apiFetch<ConvertResult>(loyaltyPaths.pointsConvert, {
    method: 'POST',
    body,
    encrypted: true,
    timeoutMs: 30_000,
  });
}

export function useConvertPoints() {
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token);
  return useMutation({
    mutationFn: convertPoints,
    onSettled: () => refreshPoints(queryClient, token),
  });
}
