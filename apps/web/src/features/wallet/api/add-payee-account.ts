import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayeeAccount, PayeeAccountRequest } from '@portal/contracts/wallet';
import { walletPaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useToken, walletKey } from './keys.ts';

/** POST /wps/wallet/payee-accounts: a bank or e-wallet account to withdraw to. */
export function addPayeeAccount(body: PayeeAccountRequest): Promise<PayeeAccount> {
  return apiFetch<PayeeAccount>(walletPaths.payeeAccounts, { method: 'POST', body });
}

export function useAddPayeeAccount() {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: addPayeeAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKey(token, 'withdraw-info') }),
  });
}
