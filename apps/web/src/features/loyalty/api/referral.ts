import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReferralOverview } from '@portal/contracts/referral';
import { referralPaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { toQuery } from '../../../lib/paging.ts';
import { useSessionStore } from '../../../lib/stores/session-store.ts';

/** GET /wps/member/referral: my code, link and a page of the friends who signed up with it. */
export function getReferral(query: { pageNo: number; pageSize: number }, signal?: AbortSignal) {
  return apiFetch<ReferralOverview>(`${referralPaths.overview}${toQuery({ ...query })}`, {
    signal,
  });
}

export function useReferral(query: { pageNo: number; pageSize: number }) {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: ['referral', token, query],
    queryFn: ({ signal }) => getReferral(query, signal),
    placeholderData: keepPreviousData,
    enabled: token !== null,
    // REFERRAL_DISABLED is an answer, not a hiccup: show it at once.
    retry: false,
  });
}
