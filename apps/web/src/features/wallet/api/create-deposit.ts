import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Deposit, DepositRequest } from '@portal/contracts/wallet';
import { walletPaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { refreshWallet, useToken } from './keys.ts';

/** POST /wps/wallet/deposits: a deposit order (pending until paid and approved). */
export function createDeposit(body: DepositRequest): Promise<Deposit> {
  return apiFetch<Deposit>(walletPaths.deposits, { method: 'POST', body, timeoutMs: 30_000 });
}

export function useCreateDeposit() {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: createDeposit,
    onSuccess: () => refreshWallet(queryClient, token, ['deposits', 'deposit-offers']),
  });
}
