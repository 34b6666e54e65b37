import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransferDownlineRequest, TransferResult } from '@portal/contracts/wallet';
import { walletPaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { setCachedBalance } from './get-balance.ts';
import { refreshWallet, useToken } from './keys.ts';

/** POST /wps/wallet/transfers/downline (agents): main wallet → a direct downline. */
export function transferToDownline(body: TransferDownlineRequest): Promise<TransferResult> {
  return apiFetch<TransferResult>(walletPaths.transferDownline, {
    method: 'POST',
    body,
    timeoutMs: 30_000,
  });
}

export function useTransferDownline() {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: transferToDownline,
    onSuccess: (result) => {
      setCachedBalance(queryClient, token, result.balance);
      void refreshWallet(queryClient, token, ['transfer-info']);
    },
  });
}
