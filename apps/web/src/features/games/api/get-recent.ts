import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CategoryCode, GamePage } from '@portal/contracts/games';
import type { LanguageCode } from '@portal/contracts/i18n';
import { gamePaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { toQuery } from '../../../lib/paging.ts';
import { memberGamesKey, useLanguage, useToken } from './keys.ts';

/** Spec section 9: recent games load 20 a page. */
export const RECENT_PAGE_SIZE = 20;

/** GET /wps/member/games/recent?page=&pageSize=20&gameType= */
export function getRecentGames(
  page: number,
  gameType: CategoryCode | undefined,
  signal?: AbortSignal,
): Promise<GamePage> {
  const query = toQuery({ page, pageSize: RECENT_PAGE_SIZE, gameType });
  return apiFetch<GamePage>(`${gamePaths.recent}${query}`, { signal });
}

export const recentGamesQueryOptions = (
  token: string | null,
  language: LanguageCode,
  gameType: CategoryCode | undefined,
) =>
  infiniteQueryOptions({
    queryKey: memberGamesKey(token, 'recent', language, gameType ?? 'ALL'),
    queryFn: ({ pageParam, signal }) => getRecentGames(pageParam, gameType, signal),
    initialPageParam: 1,
    getNextPageParam: (last: GamePage) =>
      last.pageNum < last.totalPages ? last.pageNum + 1 : undefined,
  });

export function useRecentGames(gameType: CategoryCode | undefined) {
  const token = useToken();
  return useInfiniteQuery({
    ...recentGamesQueryOptions(token, useLanguage(), gameType),
    enabled: Boolean(token),
  });
}
