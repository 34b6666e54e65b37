import { useQuery } from '@tanstack/react-query';
import type { TransferInfo } from '@portal/contracts/wallet';
import { walletPaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useToken, walletKey } from './keys.ts';

/** GET /wps/wallet/transfer/info: limits, upline, downlines (agents), payment-password state. */
export function getTransferInfo(signal?: AbortSignal): Promise<TransferInfo> {
  return apiFetch<TransferInfo>(walletPaths.transferInfo, { signal });
}

export function useTransferInfo() {
  const token = useToken();
  return useQuery({
    queryKey: walletKey(token, 'transfer-info'),
    queryFn: ({ signal }) => getTransferInfo(signal),
    staleTime: 10_000,
  });
}
