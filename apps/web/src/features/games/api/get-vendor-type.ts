import { useQuery } from '@tanstack/react-query';
import type { CategoryCode, VendorType } from '@portal/contracts/games';
import { gamePaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { toQuery } from '../../../lib/paging.ts';
import { catalogKey, useLanguage } from './keys.ts';

/** GET /lgw/games/vendor_type: title, cards keyed by vassalage and gameClassify. */
export function getVendorType(gameType: CategoryCode, signal?: AbortSignal) {
  return apiFetch<VendorType>(`${gamePaths.vendorType}${toQuery({ gameType })}`, { signal });
}

export function useVendorType(gameType: CategoryCode) {
  return useQuery({
    queryKey: catalogKey(useLanguage(), 'vendor-type', gameType),
    queryFn: ({ signal }) => getVendorType(gameType, signal),
    staleTime: 5 * 60_000,
  });
}
