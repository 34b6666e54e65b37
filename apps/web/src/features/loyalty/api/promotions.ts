import { useQuery } from '@tanstack/react-query';
import type { PublicPromotion } from '@portal/contracts/loyalty';
import { loyaltyPaths } from './paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useLanguageStore } from '../../../lib/stores/language-store.ts';

/** GET /wps/loyalty/promotions: what runs now, in the page's language (visitors too). */
export function getPromotions(signal?: AbortSignal): Promise<PublicPromotion[]> {
  return apiFetch<PublicPromotion[]>(loyaltyPaths.promotions, { signal });
}

export function usePromotions() {
  const language = useLanguageStore((s) => s.language);
  return useQuery({
    queryKey: ['promotions', language],
    queryFn: ({ signal }) => getPromotions(signal),
    staleTime: 60_000,
  });
}
