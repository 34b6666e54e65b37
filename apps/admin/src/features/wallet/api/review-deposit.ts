import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminDeposit } from '@portal/contracts/admin-wallet';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { WALLET_KEY } from '../../../lib/query-keys.ts';

export type DepositDecision =
  { id: number; decision: 'approve' } | { id: number; decision: 'reject'; reason: string };

/** Approve (credits the member) or reject with a reason the member sees. */
export const reviewDeposit = (decision: DepositDecision) =>
  apiFetch<AdminDeposit>(`${api.deposit(decision.id)}/${decision.decision}`, {
    method: 'POST',
    ...(decision.decision === 'reject' ? { body: { reason: decision.reason } } : {}),
  });

export function useReviewDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewDeposit,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [WALLET_KEY] }),
  });
}
