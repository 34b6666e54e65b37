import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminPromotion,
  AdminPromotionCreate,
  AdminPromotionUpdate,
  ArtworkSet,
} from '@portal/contracts/loyalty';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { PROMOTIONS_KEY } from '../../../lib/query-keys.ts';

export const usePromotions = () =>
  useQuery({
    queryKey: [PROMOTIONS_KEY],
    queryFn: ({ signal }) => apiFetch<AdminPromotion[]>(api.promotions, { signal }),
  });

/** Saves a promotion's terms; the list is read again after. */
export function useUpdatePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminPromotionUpdate }) =>
      apiFetch<AdminPromotion>(api.promotion(id), { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PROMOTIONS_KEY] }),
  });
}

/**
 * Creates a promotion (code, kind, period and its terms); the list is read again after. Refused
 * with 409 LOYALTY_PROMOTION_CODE_TAKEN when the site has the code already.
 */
export function useCreatePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminPromotionCreate) =>
      apiFetch<AdminPromotion>(api.promotions, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PROMOTIONS_KEY] }),
  });
}

/**
 * Sets a promotion's banner to an uploaded image, or takes it away (imageId null); content's
 * operators do (content.write). Refused with 404 CONTENT_NOT_FOUND for another site's image.
 */
export function useSetPromotionBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ArtworkSet }) =>
      apiFetch<AdminPromotion>(api.promotionBanner(id), { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PROMOTIONS_KEY] }),
  });
}
