import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMemberSummary, Page } from '@portal/contracts/admin';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export interface MemberSearch {
  username?: string;
  mobile?: string;
  email?: string;
  pageNo: number;
  pageSize: number;
}

export const searchMembers = (query: MemberSearch, signal?: AbortSignal) =>
  apiFetch<Page<AdminMemberSummary>>(api.members, {
    query: { ...query },
    ...(signal ? { signal } : {}),
  });

export const membersQueryOptions = (query: MemberSearch) =>
  queryOptions({
    queryKey: ['admin-members', query],
    queryFn: ({ signal }) => searchMembers(query, signal),
    placeholderData: keepPreviousData,
  });

export const useMembers = (query: MemberSearch) => useQuery(membersQueryOptions(query));
