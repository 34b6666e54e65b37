import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod, PaymentMethodInput } from '@portal/contracts/admin-wallet';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { WALLET_KEY } from '../../../lib/query-keys.ts';

/** Creates a method (no id) or replaces one. */
export const savePaymentMethod = ({
  id,
  input,
}: {
  id: number | null;
  input: PaymentMethodInput;
}) =>
  id === null
    ? apiFetch<PaymentMethod>(api.paymentMethods, { method: 'POST', body: input })
    : apiFetch<PaymentMethod>(api.paymentMethod(id), { method: 'PUT', body: input });

export function useSavePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePaymentMethod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [WALLET_KEY, 'payment-methods'] }),
  });
}
