import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminWithdrawal } from '@portal/contracts/admin-wallet';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { WALLET_KEY } from '../../../lib/query-keys.ts';

/** The operator's moves through the withdrawal states (contracts/wallet.ts WITHDRAWAL_STATUSES). */
export type WithdrawalStep =
  | { id: number; action: 'approve' }
  | { id: number; action: 'reject'; reason: string }
  | { id: number; action: 'fail'; reason: string }
  | { id: number; action: 'payment-issued'; payoutReference: string };

function bodyOf(step: WithdrawalStep): object | undefined {
  switch (step.action) {
    case 'approve':
      return undefined;
    case 'reject':
    case 'fail':
      return { reason: step.reason };
    case 'payment-issued':
      return { payoutReference: step.payoutReference };
  }
}

export const reviewWithdrawal = (step: WithdrawalStep) => {
  const body = bodyOf(step);
  return apiFetch<AdminWithdrawal>(`${api.withdrawal(step.id)}/${step.action}`, {
    method: 'POST',
    ...(body ? { body } : {}),
  });
};

export function useReviewWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewWithdrawal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [WALLET_KEY] }),
  });
}
