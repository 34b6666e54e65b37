import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminLoginAttempt } from '@portal/contracts/admin';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export const getMemberLogins = (id: number, signal?: AbortSignal) =>
  apiFetch<AdminLoginAttempt[]>(`${api.member(id)}/logins`, signal ? { signal } : {});

export const memberLoginsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['admin-member', id, 'logins'],
    queryFn: ({ signal }) => getMemberLogins(id, signal),
  });

export const useMemberLogins = (id: number) => useQuery(memberLoginsQueryOptions(id));
