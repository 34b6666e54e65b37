import { useQuery } from '@tanstack/react-query';
import type { Claimable } from '@portal/contracts/promotions';
import { loyaltyKey, useMemberToken } from './keys.ts';
import { loyaltyPaths } from './paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useLanguageStore } from '../../../lib/stores/language-store.ts';

/*
 * Kept apart from the claim itself (./claim.ts): the menus' count badge loads only this.
 */

/** GET /wps/loyalty/claimable: rewards I can claim now, titles in the page's language. */
export function getClaimables(signal?: AbortSignal): Promise<Claimable[]> {
  return apiFetch<Claimable[]>(loyaltyPaths.claimable, { signal });
}

/**
 * One query for the reward centre's list and every count badge (player centre, side menu): they
 * share the cache, so the menus cost one request a minute at most. Members only.
 */
export function useClaimables<T = Claimable[]>(select?: (list: Claimable[]) => T) {
  const { token, enabled } = useMemberToken();
  const language = useLanguageStore((s) => s.language);
  return useQuery({
    queryKey: loyaltyKey(token, 'claimable', language),
    queryFn: ({ signal }) => getClaimables(signal),
    select,
    enabled,
    staleTime: 60_000,
  });
}

const countOf = (list: Claimable[]) => list.length;

/** How many rewards wait to be claimed (0 for visitors, trial accounts and until known). */
export function useClaimableCount(): number {
  return useClaimables(countOf).data ?? 0;
}
