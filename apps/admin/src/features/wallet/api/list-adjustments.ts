import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@portal/contracts/admin';
import type { Adjustment, ADJUSTMENT_STATUSES } from '@portal/contracts/admin-wallet';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { WALLET_KEY } from '../../../lib/query-keys.ts';

export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

export interface AdjustmentQuery {
  /** Absent: every status. */
  status?: AdjustmentStatus | undefined;
  pageNo: number;
  pageSize: number;
}

export const listAdjustments = (query: AdjustmentQuery, signal?: AbortSignal) =>
  apiFetch<Page<Adjustment>>(api.adjustments, {
    query: { ...query },
    ...(signal ? { signal } : {}),
  });

export const adjustmentsQueryOptions = (query: AdjustmentQuery) =>
  queryOptions({
    queryKey: [WALLET_KEY, 'adjustments', query],
    queryFn: ({ signal }) => listAdjustments(query, signal),
    placeholderData: keepPreviousData,
  });

export const useAdjustments = (query: AdjustmentQuery) => useQuery(adjustmentsQueryOptions(query));
