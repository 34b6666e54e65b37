import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SystemStatus } from '@portal/contracts/system';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../config/paths.ts';

/** How often the portal re-checks maintenance and region status. */
export const STATUS_POLL_MS = 60_000;

export function getSystemStatus(signal?: AbortSignal): Promise<SystemStatus> {
  return apiFetch<SystemStatus>(apiPaths.status, { signal });
}

export const systemStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'status'],
    queryFn: ({ signal }) => getSystemStatus(signal),
    staleTime: 0,
    refetchInterval: STATUS_POLL_MS,
    refetchOnWindowFocus: 'always',
  });

/** Polls every 60 s and whenever the window regains focus; waits until the merchant is known. */
export function useSystemStatus(enabled: boolean) {
  return useQuery({ ...systemStatusQueryOptions(), enabled });
}
