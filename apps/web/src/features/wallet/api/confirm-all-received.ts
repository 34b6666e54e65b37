import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletPaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { refreshWallet, useToken } from './keys.ts';

/** POST /wps/wallet/withdrawals/received-all: confirms every payment awaiting confirmation. */
export function confirmAllReceived(): Promise<{ confirmed: number }> {
  return apiFetch<{ confirmed: number }>(walletPaths.withdrawalsReceivedAll, { method: 'POST' });
}

export function useConfirmAllReceived() {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: confirmAllReceived,
    onSettled: () => refreshWallet(queryClient, token, ['withdrawals', 'withdraw-info']),
  });
}
