import { useQuery } from '@tanstack/react-query';
import type { ConsolidatedFunds } from '@portal/contracts/wallet';
import { walletPaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useToken, walletKey } from './keys.ts';

/** GET /wps/member/info/funds/consolidated: main, locked and game-vendor balances. */
export function getConsolidatedFunds(signal?: AbortSignal): Promise<ConsolidatedFunds> {
  return apiFetch<ConsolidatedFunds>(walletPaths.consolidatedFunds, { signal });
}

export function useConsolidatedFunds() {
  const token = useToken();
  return useQuery({
    queryKey: walletKey(token, 'funds'),
    queryFn: ({ signal }) => getConsolidatedFunds(signal),
    staleTime: 10_000,
  });
}
