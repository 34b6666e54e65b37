import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentPasswordUpdate } from '@portal/contracts/wallet';
import { walletPaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useToken, walletKey } from './keys.ts';

/** PUT /wps/member/payment-password: sets the 6-digit payment password, proven by the login one. */
export function setPaymentPassword(body: PaymentPasswordUpdate): Promise<null> {
  return apiFetch<null>(walletPaths.paymentPassword, { method: 'PUT', body });
}

export function useSetPaymentPassword() {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: setPaymentPassword,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: walletKey(token, 'withdraw-info') }),
        queryClient.invalidateQueries({ queryKey: walletKey(token, 'transfer-info') }),
      ]),
  });
}
