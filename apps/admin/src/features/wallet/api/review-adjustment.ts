import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Adjustment } from '@portal/contracts/admin-wallet';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { WALLET_KEY } from '../../../lib/query-keys.ts';

export type AdjustmentDecision =
  { id: number; decision: 'approve' } | { id: number; decision: 'reject'; reason: string };

/** The second operator's word on a pending adjustment (the server refuses its requester). */
export const reviewAdjustment = (decision: AdjustmentDecision) =>
  apiFetch<Adjustment>(`${api.adjustment(decision.id)}/${decision.decision}`, {
    method: 'POST',
    ...(decision.decision === 'reject' ? { body: { reason: decision.reason } } : {}),
  });

export function useReviewAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewAdjustment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [WALLET_KEY] }),
  });
}
