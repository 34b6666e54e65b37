import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WithdrawalCounts } from '@portal/contracts/admin-wallet';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { WALLET_KEY } from '../../../lib/query-keys.ts';

/** Withdrawals per status (matching `q` when given): the counts on the queue's tabs. */
export const countWithdrawals = (q: string | undefined, signal?: AbortSignal) =>
  apiFetch<WithdrawalCounts>(api.withdrawalCounts, {
    query: q ? { q } : {},
    ...(signal ? { signal } : {}),
  });

export const withdrawalCountsQueryOptions = (q: string | undefined) =>
  queryOptions({
    queryKey: [WALLET_KEY, 'withdrawals', 'counts', q ?? ''],
    queryFn: ({ signal }) => countWithdrawals(q, signal),
    placeholderData: keepPreviousData,
  });

export const useWithdrawalCounts = (q: string | undefined) =>
  useQuery(withdrawalCountsQueryOptions(q));
