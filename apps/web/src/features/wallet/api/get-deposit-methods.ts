import { useQuery } from '@tanstack/react-query';
import type { DepositMethod } from '@portal/contracts/wallet';
import { walletPaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useLanguageStore } from '../../../lib/stores/language-store.ts';
import { useToken, walletKey } from './keys.ts';

/** GET /wps/wallet/deposit/methods: names and instructions come in the request language. */
export function getDepositMethods(signal?: AbortSignal): Promise<DepositMethod[]> {
  return apiFetch<DepositMethod[]>(walletPaths.depositMethods, { signal });
}

export function useDepositMethods() {
  const token = useToken();
  const language = useLanguageStore((s) => s.language);
  return useQuery({
    queryKey: walletKey(token, 'deposit-methods', language),
    queryFn: ({ signal }) => getDepositMethods(signal),
    staleTime: 60_000,
  });
}
