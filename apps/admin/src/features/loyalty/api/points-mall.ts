import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@portal/contracts/admin';
import type { PaymentMethod } from '@portal/contracts/admin-wallet';
import type { ArtworkSet } from '@portal/contracts/loyalty';
import type {
  AdminMallItem,
  AdminMallItemInput,
  AdminRedemption,
  PointsSettings,
  Redemption,
} from '@portal/contracts/points';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { POINTS_MALL_KEY, WALLET_KEY } from '../../../lib/query-keys.ts';

export const useMallItems = () =>
  useQuery({
    queryKey: [POINTS_MALL_KEY, 'items'],
    queryFn: ({ signal }) => apiFetch<AdminMallItem[]>(api.mallItems, { signal }),
  });

/** Adds a reward (`id` null) or changes one; the catalogue is read again after. */
export function useSaveMallItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: AdminMallItemInput }) =>
      id === null
        ? apiFetch<AdminMallItem>(api.mallItems, { method: 'POST', body: input })
        : apiFetch<AdminMallItem>(api.mallItem(id), { method: 'PUT', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [POINTS_MALL_KEY, 'items'] }),
  });
}

/**
 * Sets a reward's picture to an uploaded image, or takes it away (imageId null); content's
 * operators do (content.write). Refused with 404 CONTENT_NOT_FOUND for another site's image.
 */
export function useSetMallItemImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ArtworkSet }) =>
      apiFetch<AdminMallItem>(api.mallItemImage(id), { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [POINTS_MALL_KEY, 'items'] }),
  });
}

export interface RedemptionQuery {
  /** Absent: every status. */
  status?: Redemption['status'] | undefined;
  pageNo: number;
  pageSize: number;
}

export const useMallRedemptions = (query: RedemptionQuery) =>
  useQuery({
    queryKey: [POINTS_MALL_KEY, 'redemptions', query],
    queryFn: ({ signal }) =>
      apiFetch<Page<AdminRedemption>>(api.mallRedemptions, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });

export type RedemptionDecision =
  { id: number; decision: 'approve' } | { id: number; decision: 'reject'; reason: string };

/**
 * Approve (a cash or bonus reward is paid) or reject (points and stock come back) with an
 * optional reason the member sees. Whatever the answer, the queue and the redeemed counts are read
 * again: a 409 means another operator decided it first.
 */
export function useDecideRedemption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (d: RedemptionDecision) =>
      apiFetch<AdminRedemption>(`${api.mallRedemption(d.id)}/${d.decision}`, {
        method: 'POST',
        body: d.decision === 'reject' && d.reason ? { reason: d.reason } : {},
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [POINTS_MALL_KEY] }),
  });
}

export const usePointsSettings = () =>
  useQuery({
    queryKey: [POINTS_MALL_KEY, 'settings'],
    queryFn: ({ signal }) => apiFetch<PointsSettings>(api.pointsSettings, { signal }),
  });

/** Replaces the ratio table and the converting terms; the answer replaces the cached ones. */
export function useSavePointsSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PointsSettings) =>
      apiFetch<PointsSettings>(api.pointsSettings, { method: 'PUT', body }),
    onSuccess: (fresh) => queryClient.setQueryData([POINTS_MALL_KEY, 'settings'], fresh),
  });
}

/**
 * The payment methods, so a ratio line picks a code instead of typing it: the wallet's query
 * (features/wallet/api/list-payment-methods.ts, same key and cache), written out here because
 * console features do not import each other. Only for operators who may read the wallet.
 */
export const usePaymentMethodCodes = (enabled: boolean) =>
  useQuery({
    queryKey: [WALLET_KEY, 'payment-methods'],
    queryFn: ({ signal }) => apiFetch<PaymentMethod[]>(api.paymentMethods, { signal }),
    enabled,
  });
