import { useQuery } from '@tanstack/react-query';
import type { WithdrawInfo } from '@portal/contracts/wallet';
import { walletPaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useToken, walletKey } from './keys.ts';

/** GET /wps/wallet/withdraw/info: limits, turnover, payee accounts, payment-password state. */
export function getWithdrawInfo(signal?: AbortSignal): Promise<WithdrawInfo> {
  return apiFetch<WithdrawInfo>(walletPaths.withdrawInfo, { signal });
}

export function useWithdrawInfo() {
  const token = useToken();
  return useQuery({
    queryKey: walletKey(token, 'withdraw-info'),
    queryFn: ({ signal }) => getWithdrawInfo(signal),
    staleTime: 10_000,
  });
}
