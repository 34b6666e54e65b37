import { useQuery } from '@tanstack/react-query';
import type { Grant } from '@portal/contracts/loyalty';
import { grantsKey } from './keys.ts';
import { loyaltyPaths } from './paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { toQuery, type RecordPage } from '../../../lib/paging.ts';
import { useLanguageStore } from '../../../lib/stores/language-store.ts';
import { useSessionStore } from '../../../lib/stores/session-store.ts';

/** The newest rewards shown in the reward centre (the rest are in bonus details). */
export const RECENT_REWARDS = 5;

/** GET /wps/loyalty/grants: my newest rewards, titles in the page's language. */
export function getRecentGrants(signal?: AbortSignal) {
  return apiFetch<RecordPage<Grant>>(
    `${loyaltyPaths.grants}${toQuery({ pageNo: 1, pageSize: RECENT_REWARDS })}`,
    { signal },
  );
}

/** Keyed by token (one member's rewards never show to the next) and language (titles). */
export function useRecentGrants() {
  const token = useSessionStore((s) => s.token);
  const language = useLanguageStore((s) => s.language);
  return useQuery({
    queryKey: grantsKey(token, language),
    queryFn: ({ signal }) => getRecentGrants(signal),
    enabled: token !== null,
    staleTime: 30_000,
  });
}
