import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletPaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useToken, walletKey } from './keys.ts';

/** DELETE /wps/wallet/payee-accounts/:id */
export function deletePayeeAccount(id: number): Promise<null> {
  return apiFetch<null>(walletPaths.payeeAccount(id), { method: 'DELETE' });
}

export function useDeletePayeeAccount() {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: deletePayeeAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKey(token, 'withdraw-info') }),
  });
}
