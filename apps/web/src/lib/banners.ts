import { useQuery } from '@tanstack/react-query';
import { bannerGroupsKey } from '@portal/contracts/boot';
import type { Banner, BannerList } from '@portal/contracts/content';
import { apiFetch } from './api-client.ts';

const BANNERS_PATH = '/wps/system/banners';

/** GET /wps/system/banners: the enabled banners of these groups, by group and sequence. */
export function getBanners(groups: readonly string[], signal?: AbortSignal) {
  return apiFetch<BannerList>(
    `${BANNERS_PATH}?groups=${encodeURIComponent(bannerGroupsKey(groups))}`,
    {
      signal,
    },
  );
}

/** The cache key of a set of groups' banners (the page's first-paint data fills it too). */
export const bannersQueryKey = (groups: readonly string[]) => ['banners', bannerGroupsKey(groups)];

/** Banners of some groups, each group's list in sequence order (one request per set of groups). */
export function useBanners(groups: readonly string[]) {
  return useQuery({
    queryKey: bannersQueryKey(groups),
    queryFn: ({ signal }) => getBanners(groups, signal),
    staleTime: 60_000,
    select: (data): Record<string, Banner[]> => {
      const byGroup: Record<string, Banner[]> = {};
      for (const banner of data.list) (byGroup[banner.groupName] ??= []).push(banner);
      return byGroup;
    },
  });
}
