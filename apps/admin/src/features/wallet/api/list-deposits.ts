import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@portal/contracts/admin';
import type { AdminDeposit } from '@portal/contracts/admin-wallet';
import type { DepositStatus } from '@portal/contracts/wallet';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { WALLET_KEY } from '../../../lib/query-keys.ts';

export interface DepositQuery {
  /** Absent: every status. */
  status?: DepositStatus | undefined;
  pageNo: number;
  pageSize: number;
}

export const listDeposits = (query: DepositQuery, signal?: AbortSignal) =>
  apiFetch<Page<AdminDeposit>>(api.deposits, {
    query: { ...query },
    ...(signal ? { signal } : {}),
  });

export const depositsQueryOptions = (query: DepositQuery) =>
  queryOptions({
    queryKey: [WALLET_KEY, 'deposits', query],
    queryFn: ({ signal }) => listDeposits(query, signal),
    placeholderData: keepPreviousData,
  });

export const useDeposits = (query: DepositQuery) => useQuery(depositsQueryOptions(query));
