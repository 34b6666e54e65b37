import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '@portal/contracts/system';
import { apiFetch } from '../../../lib/api-client.ts';
import { setDigitChoice } from '../../../lib/format.ts';
import { setMerchant } from '../../../lib/merchant.ts';
import { apiPaths } from '../../../config/paths.ts';

/** Sent without Merchant: the server picks the white label from the Host and tells us its code. */
export async function getSiteConfig(signal?: AbortSignal): Promise<SiteConfig> {
  const config = await apiFetch<SiteConfig>(apiPaths.site, { signal, withMerchant: false });
  applySiteConfig(config);
  return config;
}

/** What the page takes from the site configuration before its first render. */
export function applySiteConfig(config: SiteConfig): void {
  setMerchant(config.merchantCode);
  // Read before the first page renders (the system gate waits for the configuration).
  setDigitChoice(config.bnDigits);
}

export const siteConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'site'],
    queryFn: ({ signal }) => getSiteConfig(signal),
    staleTime: 5 * 60_000,
  });

export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions());
}
