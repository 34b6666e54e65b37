import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Reconciliation } from '@portal/contracts/admin-wallet';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { WALLET_KEY } from '../../../lib/query-keys.ts';

export const getReconciliation = (signal?: AbortSignal) =>
  apiFetch<Reconciliation>(api.reconciliation, signal ? { signal } : {});

/** Checked on the server at every call; "Run again" refetches, nothing is served stale. */
export const reconciliationQueryOptions = () =>
  queryOptions({
    queryKey: [WALLET_KEY, 'reconciliation'],
    queryFn: ({ signal }) => getReconciliation(signal),
    staleTime: 0,
  });

export const useReconciliation = () => useQuery(reconciliationQueryOptions());
