import { useQuery } from '@tanstack/react-query';
import type { PublicPromotion } from '@portal/contracts/loyalty';
import { promotionsKey } from './keys.ts';
import { loyaltyPaths } from './paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useLanguageStore } from '../../../lib/stores/language-store.ts';
import { useSessionStore } from '../../../lib/stores/session-store.ts';

/**
 * GET /wps/loyalty/promotions: what runs, is coming or lately closed, in the page's language
 * (visitors too); signed in, each with the member's activity state.
 */
export function getPromotions(signal?: AbortSignal): Promise<PublicPromotion[]> {
  return apiFetch<PublicPromotion[]>(loyaltyPaths.promotions, { signal });
}

/** Keyed by token (the states are the member's) and language (titles and terms). */
export function usePromotions() {
  const token = useSessionStore((s) => s.token);
  const language = useLanguageStore((s) => s.language);
  return useQuery({
    queryKey: promotionsKey(token, language),
    queryFn: ({ signal }) => getPromotions(signal),
    staleTime: 60_000,
  });
}
