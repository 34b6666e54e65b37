import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@portal/contracts/admin';
import type { AdminWithdrawal } from '@portal/contracts/admin-wallet';
import type { WithdrawalStatus } from '@portal/contracts/wallet';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { WALLET_KEY } from '../../../lib/query-keys.ts';

export interface WithdrawalQuery {
  /** Absent: every status. */
  status?: WithdrawalStatus | undefined;
  /** Part of an order number or a member username. */
  q?: string | undefined;
  pageNo: number;
  pageSize: number;
}

export const listWithdrawals = (query: WithdrawalQuery, signal?: AbortSignal) =>
  apiFetch<Page<AdminWithdrawal>>(api.withdrawals, {
    query: {
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      ...(query.status ? { status: query.status } : {}),
      ...(query.q ? { q: query.q } : {}),
    },
    ...(signal ? { signal } : {}),
  });

export const withdrawalsQueryOptions = (query: WithdrawalQuery) =>
  queryOptions({
    queryKey: [WALLET_KEY, 'withdrawals', query],
    queryFn: ({ signal }) => listWithdrawals(query, signal),
    placeholderData: keepPreviousData,
  });

export const useWithdrawals = (query: WithdrawalQuery) => useQuery(withdrawalsQueryOptions(query));
