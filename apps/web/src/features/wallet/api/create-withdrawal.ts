import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Withdrawal, WithdrawRequest } from '@portal/contracts/wallet';
import { walletPaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { refreshWallet, useToken } from './keys.ts';

/** POST /wps/wallet/withdrawals: holds the amount and queues the withdrawal for review. */
export function createWithdrawal(body: WithdrawRequest): Promise<Withdrawal> {
  return apiFetch<Withdrawal>(walletPaths.withdrawals, {
    method: 'POST',
    body,
    timeoutMs: 30_000,
  });
}

export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: createWithdrawal,
    onSettled: () => refreshWallet(queryClient, token, ['withdraw-info', 'withdrawals']),
  });
}
