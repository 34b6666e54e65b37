import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Deposit } from '@portal/contracts/wallet';
import { walletPaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useToken, walletKey } from './keys.ts';

/** POST /wps/wallet/deposits/:id/proof: the payment receipt as multipart field `file`. */
export function uploadDepositProof({ id, file }: { id: number; file: File }): Promise<Deposit> {
  const body = new FormData();
  body.append('file', file);
  return apiFetch<Deposit>(walletPaths.depositProof(id), {
    method: 'POST',
    body,
    timeoutMs: 60_000,
  });
}

export function useUploadDepositProof() {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: uploadDepositProof,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKey(token, 'deposits') }),
  });
}
