import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Balance } from '@portal/contracts/wallet';
import { walletPaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useMemberInfo } from '../../../lib/session/member-info.ts';
import { useSessionStore } from '../../../lib/stores/session-store.ts';
import { walletKey } from './keys.ts';

/** GET /wps/v2/wallets/balance: the main wallet. */
export function getBalance(signal?: AbortSignal): Promise<Balance> {
  return apiFetch<Balance>(walletPaths.balance, { signal });
}

export const balanceQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: walletKey(token, 'balance'),
    queryFn: ({ signal }) => getBalance(signal),
    // The socket pushes changes; polling is only the fallback when it is down.
    staleTime: 15_000,
  });

/** The header balance; idle while logged out or while a password change is forced. */
export function useBalance() {
  const token = useSessionStore((s) => s.token);
  const isForced = useSessionStore((s) => s.mustChangePassword);
  return useQuery({ ...balanceQueryOptions(token), enabled: Boolean(token) && !isForced });
}

/** Writes a balance the server just told us (socket push or a money call's answer). */
export function setCachedBalance(
  queryClient: QueryClient,
  token: string | null,
  balance: string,
  currencySymbol?: string,
): void {
  queryClient.setQueryData<Balance>(walletKey(token, 'balance'), (old) => ({
    balance,
    currency: old?.currency ?? '',
    currencySymbol: currencySymbol ?? old?.currencySymbol ?? '',
  }));
}

/** The currency symbol to print next to amounts (balance answer first, member info second). */
export function useCurrencySymbol(): string {
  const balance = useBalance();
  const info = useMemberInfo();
  return balance.data?.currencySymbol || info.data?.currencySymbol || '';
}
