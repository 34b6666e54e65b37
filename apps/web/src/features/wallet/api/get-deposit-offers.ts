import { useQuery } from '@tanstack/react-query';
import type { DepositOffer } from '@portal/contracts/loyalty';
import { walletPaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useLanguageStore } from '../../../lib/stores/language-store.ts';
import { useToken, walletKey } from './keys.ts';

/** GET /wps/loyalty/deposit-offers: promotions the member can take with this deposit. */
export function getDepositOffers(signal?: AbortSignal): Promise<DepositOffer[]> {
  return apiFetch<DepositOffer[]>(walletPaths.depositOffers, { signal });
}

export function useDepositOffers() {
  const token = useToken();
  const language = useLanguageStore((s) => s.language);
  return useQuery({
    // Under the wallet's keys: a credited deposit refreshes it (the offer goes away).
    queryKey: walletKey(token, 'deposit-offers', language),
    queryFn: ({ signal }) => getDepositOffers(signal),
    staleTime: 60_000,
  });
}
