import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMemberSession } from '@portal/contracts/admin';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export const getMemberSessions = (id: number, signal?: AbortSignal) =>
  apiFetch<AdminMemberSession[]>(`${api.member(id)}/sessions`, signal ? { signal } : {});

export const memberSessionsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['admin-member', id, 'sessions'],
    queryFn: ({ signal }) => getMemberSessions(id, signal),
  });

export const useMemberSessions = (id: number) => useQuery(memberSessionsQueryOptions(id));
