import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransferResult, TransferUplineRequest } from '@portal/contracts/wallet';
import { walletPaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { setCachedBalance } from './get-balance.ts';
import { refreshWallet, useToken } from './keys.ts';

/** POST /wps/wallet/transfers/upline: main wallet → the member's upline. */
export function transferToUpline(body: TransferUplineRequest): Promise<TransferResult> {
  return apiFetch<TransferResult>(walletPaths.transferUpline, {
    method: 'POST',
    body,
    timeoutMs: 30_000,
  });
}

export function useTransferUpline() {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: transferToUpline,
    onSuccess: (result) => {
      setCachedBalance(queryClient, token, result.balance);
      void refreshWallet(queryClient, token, ['transfer-info']);
    },
  });
}
