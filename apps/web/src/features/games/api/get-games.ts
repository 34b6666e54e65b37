import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { CategoryCode, GameFilter, GamePage } from '@portal/contracts/games';
import type { LanguageCode } from '@portal/contracts/i18n';
import { gamePaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { toQuery } from '../../../lib/paging.ts';
import { catalogKey, memberGamesKey, useLanguage, useToken } from './keys.ts';

/** Spec section 9: home game lists and game list pages load 20 games a page. */
export const GAME_PAGE_SIZE = 20;

export interface GameListParams {
  gameType?: CategoryCode | undefined;
  vassalage?: string | undefined;
  gameClassify?: GameFilter | undefined;
  name?: string | undefined;
  pageSize?: number | undefined;
}

/** GET /lgw/games/list. FAV and RECENT answer the member's own games (empty without a token). */
export function getGames(
  params: GameListParams & { pageNo?: number },
  signal?: AbortSignal,
): Promise<GamePage> {
  const query = toQuery({
    gameType: params.gameType,
    vassalage: params.vassalage,
    gameClassify: params.gameClassify ?? 'ALL',
    name: params.name?.trim() || undefined,
    pageNo: params.pageNo ?? 1,
    pageSize: params.pageSize ?? GAME_PAGE_SIZE,
  });
  return apiFetch<GamePage>(`${gamePaths.list}${query}`, { signal });
}

function isPersonal(params: GameListParams): boolean {
  return params.gameClassify === 'FAV' || params.gameClassify === 'RECENT';
}

/** Lists of the member's own games live under 'member' (dropped at logout). */
function listKey(language: LanguageCode, token: string | null, params: GameListParams) {
  const normalised = { ...params, name: params.name?.trim() ?? '' };
  return isPersonal(params)
    ? memberGamesKey(token, 'list', language, normalised)
    : catalogKey(language, 'list', normalised);
}

/** One page (home rows). */
export const gamesQueryOptions = (
  language: LanguageCode,
  token: string | null,
  params: GameListParams,
) =>
  queryOptions({
    queryKey: listKey(language, token, params),
    queryFn: ({ signal }) => getGames(params, signal),
    staleTime: 60_000,
  });

export function useGames(params: GameListParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...gamesQueryOptions(useLanguage(), useToken(), params), enabled });
}

/** Page after page ("load more"). */
export const infiniteGamesQueryOptions = (
  language: LanguageCode,
  token: string | null,
  params: GameListParams,
) =>
  infiniteQueryOptions({
    queryKey: [...listKey(language, token, params), 'pages'],
    queryFn: ({ pageParam, signal }) => getGames({ ...params, pageNo: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last: GamePage) =>
      last.pageNum < last.totalPages ? last.pageNum + 1 : undefined,
    staleTime: 60_000,
  });

export function useInfiniteGames(params: GameListParams) {
  return useInfiniteQuery(infiniteGamesQueryOptions(useLanguage(), useToken(), params));
}
