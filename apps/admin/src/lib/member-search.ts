import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMemberProfile, AdminMemberSummary, Page } from '@portal/contracts/admin';
import { api } from '../config/paths.ts';
import { apiFetch } from './api-client.ts';

const MATCHES = 8;

/** Members whose username starts with the text (the members search API), for the picker. */
export const findMembers = (username: string, signal?: AbortSignal) =>
  apiFetch<Page<AdminMemberSummary>>(api.members, {
    query: { username, pageNo: 1, pageSize: MATCHES },
    ...(signal ? { signal } : {}),
  });

export const memberMatchesQueryOptions = (username: string) =>
  queryOptions({
    queryKey: ['admin-members', { username, pageNo: 1, pageSize: MATCHES }],
    queryFn: ({ signal }) => findMembers(username, signal),
    enabled: username.length > 0,
  });

export const useMemberMatches = (username: string) =>
  useQuery(memberMatchesQueryOptions(username.trim()));

/** One member by id: a link such as ?memberId=7 shows the real username, never one from the URL. */
export const getMemberById = (id: number, signal?: AbortSignal) =>
  apiFetch<AdminMemberProfile>(api.member(id), signal ? { signal } : {});

export const useMemberById = (id: number | null) =>
  useQuery({
    queryKey: ['admin-member', id],
    queryFn: ({ signal }) => getMemberById(id ?? 0, signal),
    enabled: id !== null,
  });
