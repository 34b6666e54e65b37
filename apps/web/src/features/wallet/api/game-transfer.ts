import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameTransferRequest, RecallResult } from '@portal/contracts/wallet';
import { walletPaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { setCachedBalance } from './get-balance.ts';
import { refreshWallet, useToken } from './keys.ts';

/** POST /wps/wallet/game-transfer: main wallet ↔ one game vendor's wallet. */
export function transferGameWallet(body: GameTransferRequest): Promise<RecallResult> {
  return apiFetch<RecallResult>(walletPaths.gameTransfer, {
    method: 'POST',
    body,
    timeoutMs: 30_000,
  });
}

export function useGameTransfer() {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: transferGameWallet,
    onSuccess: (result) => {
      setCachedBalance(queryClient, token, result.balance);
      void refreshWallet(queryClient, token, ['funds']);
    },
  });
}
