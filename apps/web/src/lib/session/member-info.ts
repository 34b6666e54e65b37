import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberInfo } from '@portal/contracts/auth';
import { authPaths } from '../../config/paths.ts';
import { apiFetch } from '../api-client.ts';
import { useSessionStore } from '../stores/session-store.ts';

export function getMemberInfo(signal?: AbortSignal): Promise<MemberInfo> {
  return apiFetch<MemberInfo>(authPaths.memberInfo, { signal });
}

/** Keyed by token so a new session never sees the previous one's data. */
export const memberInfoQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'info', token],
    queryFn: ({ signal }) => getMemberInfo(signal),
    staleTime: 30_000,
  });

/** The logged-in member; idle while logged out or while a password change is forced. */
export function useMemberInfo() {
  const token = useSessionStore((s) => s.token);
  const isForced = useSessionStore((s) => s.mustChangePassword);
  return useQuery({ ...memberInfoQueryOptions(token), enabled: Boolean(token) && !isForced });
}
