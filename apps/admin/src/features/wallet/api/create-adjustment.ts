import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Adjustment, AdjustmentRequest } from '@portal/contracts/admin-wallet';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { WALLET_KEY } from '../../../lib/query-keys.ts';

/** Applied at once, or PENDING for a second operator when above the two-person threshold. */
export const createAdjustment = (request: AdjustmentRequest) =>
  apiFetch<Adjustment>(api.adjustments, { method: 'POST', body: request });

export function useCreateAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdjustment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [WALLET_KEY] }),
  });
}
