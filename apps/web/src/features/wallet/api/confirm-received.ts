import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Withdrawal } from '@portal/contracts/wallet';
import { walletPaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { refreshWallet, useToken } from './keys.ts';

/** POST /wps/wallet/withdrawals/:id/received: the member got the money. */
export function confirmReceived(id: number): Promise<Withdrawal> {
  return apiFetch<Withdrawal>(walletPaths.withdrawalReceived(id), { method: 'POST' });
}

export function useConfirmReceived() {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: confirmReceived,
    onSettled: () => refreshWallet(queryClient, token, ['withdrawals', 'withdraw-info']),
  });
}
