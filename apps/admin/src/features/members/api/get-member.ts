import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMemberProfile } from '@portal/contracts/admin';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export const getMember = (id: number, signal?: AbortSignal) =>
  apiFetch<AdminMemberProfile>(api.member(id), signal ? { signal } : {});

export const memberQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['admin-member', id],
    queryFn: ({ signal }) => getMember(id, signal),
  });

export const useMember = (id: number) => useQuery(memberQueryOptions(id));
