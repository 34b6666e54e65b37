import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { WALLET_KEY } from '../../../lib/query-keys.ts';

/** Codes of the payment gateways configured on the server (what a GATEWAY method may name). */
export const listPaymentGateways = (signal?: AbortSignal) =>
  apiFetch<string[]>(api.paymentGateways, signal ? { signal } : {});

export const paymentGatewaysQueryOptions = () =>
  queryOptions({
    queryKey: [WALLET_KEY, 'payment-gateways'],
    queryFn: ({ signal }) => listPaymentGateways(signal),
    staleTime: Infinity,
  });

/** Asked only while a form needs it (a GATEWAY method). */
export const usePaymentGateways = (enabled: boolean) =>
  useQuery({ ...paymentGatewaysQueryOptions(), enabled });
