import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecallResult } from '@portal/contracts/wallet';
import { walletPaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { setCachedBalance } from './get-balance.ts';
import { refreshWallet, useToken } from './keys.ts';

/** POST /wps/relay/GCS_walletTransfer: brings game-vendor money back (one vendor or all). */
export function recallFunds(vendor?: string): Promise<RecallResult> {
  return apiFetch<RecallResult>(walletPaths.recall, {
    method: 'POST',
    body: vendor ? { vendor } : {},
    timeoutMs: 30_000,
  });
}

export function useRecallFunds() {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: recallFunds,
    onSuccess: (result) => {
      setCachedBalance(queryClient, token, result.balance);
      void refreshWallet(queryClient, token, ['funds']);
    },
  });
}
