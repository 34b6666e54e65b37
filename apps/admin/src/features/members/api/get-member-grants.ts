import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@portal/contracts/admin';
import type { AdminGrant } from '@portal/contracts/promotions';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { MEMBER_GRANTS_KEY } from '../../../lib/query-keys.ts';

export interface GrantQuery {
  pageNo: number;
  pageSize: number;
}

/** GET /wps/admin/loyalty/members/:memberId/grants (loyalty.read): newest first. */
export const getMemberGrants = (memberId: number, query: GrantQuery, signal?: AbortSignal) =>
  apiFetch<Page<AdminGrant>>(api.memberGrants(memberId), {
    query: { ...query },
    ...(signal ? { signal } : {}),
  });

export const memberGrantsQueryOptions = (memberId: number, query: GrantQuery) =>
  queryOptions({
    queryKey: [MEMBER_GRANTS_KEY, memberId, query],
    queryFn: ({ signal }) => getMemberGrants(memberId, query, signal),
    placeholderData: keepPreviousData,
  });

export const useMemberGrants = (memberId: number, query: GrantQuery) =>
  useQuery(memberGrantsQueryOptions(memberId, query));
