import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryCode, Vendor, VendorLanes } from '@portal/contracts/games';
import type { LanguageCode } from '@portal/contracts/i18n';
import { gamePaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { catalogKey, useLanguage } from './keys.ts';
import { readSessionCache, writeSessionCache } from './session-cache.ts';

export const VENDORS_CACHE_KEY = 'gameVendor';

/** GET /lgw/games/vendors (value.data.lanes); the answer is kept in session storage. */
export async function getVendorLanes(language: LanguageCode, signal?: AbortSignal) {
  const lanes = await apiFetch<VendorLanes>(gamePaths.vendors, { signal });
  writeSessionCache(VENDORS_CACHE_KEY, language, lanes);
  return lanes;
}

export const vendorLanesQueryOptions = (language: LanguageCode) => {
  const cached = readSessionCache<VendorLanes>(VENDORS_CACHE_KEY, language);
  return queryOptions({
    queryKey: catalogKey(language, 'vendors'),
    queryFn: ({ signal }) => getVendorLanes(language, signal),
    initialData: cached?.data,
    initialDataUpdatedAt: cached?.at,
    staleTime: 5 * 60_000,
  });
};

/** The vendors of one category in the server's order. */
export function vendorsOf(lanes: VendorLanes | undefined, gameType: CategoryCode): Vendor[] {
  return lanes?.data.lanes.find((lane) => lane.gameType === gameType)?.vendors ?? [];
}

export function useVendorLanes() {
  return useQuery(vendorLanesQueryOptions(useLanguage()));
}

/** The vendors of one category (empty while loading). */
export function useCategoryVendors(gameType: CategoryCode) {
  const query = useVendorLanes();
  return { ...query, vendors: vendorsOf(query.data, gameType) };
}
