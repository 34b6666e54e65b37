import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentMethod } from '@portal/contracts/admin-wallet';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { WALLET_KEY } from '../../../lib/query-keys.ts';

export const listPaymentMethods = (signal?: AbortSignal) =>
  apiFetch<PaymentMethod[]>(api.paymentMethods, signal ? { signal } : {});

export const paymentMethodsQueryOptions = () =>
  queryOptions({
    queryKey: [WALLET_KEY, 'payment-methods'],
    queryFn: ({ signal }) => listPaymentMethods(signal),
  });

export const usePaymentMethods = () => useQuery(paymentMethodsQueryOptions());
