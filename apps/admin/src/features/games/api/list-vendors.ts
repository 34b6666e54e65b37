import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminVendor } from '@portal/contracts/admin-games';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { GAMES_KEY } from '../../../lib/query-keys.ts';

export const listVendors = (signal?: AbortSignal) =>
  apiFetch<AdminVendor[]>(api.gameVendors, signal ? { signal } : {});

export const vendorsQueryOptions = () =>
  queryOptions({
    queryKey: [GAMES_KEY, 'vendors'],
    queryFn: ({ signal }) => listVendors(signal),
  });

export const useVendors = () => useQuery(vendorsQueryOptions());
