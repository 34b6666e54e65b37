import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSession } from '@portal/contracts/admin';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** The signed-in operator, stage and permissions (restores a session after a reload). */
export const getSession = (signal?: AbortSignal) =>
  apiFetch<AdminSession>(api.session, signal ? { signal } : {});

export const sessionQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['admin-session', token],
    queryFn: ({ signal }) => getSession(signal),
    enabled: token !== null,
    staleTime: 60_000,
  });

export const useSessionQuery = (token: string | null) => useQuery(sessionQueryOptions(token));
