import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameTile } from '@portal/contracts/games';
import type { LanguageCode } from '@portal/contracts/i18n';
import { gamePaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { catalogKey, useLanguage } from './keys.ts';
import { readSessionCache, writeSessionCache } from './session-cache.ts';

export const HOT_GAMES_CACHE_KEY = 'hotGames';

/** GET /lgw/games/hot: the home carousel; the answer is kept in session storage. */
export async function getHotGames(language: LanguageCode, signal?: AbortSignal) {
  const games = await apiFetch<GameTile[]>(gamePaths.hot, { signal });
  writeSessionCache(HOT_GAMES_CACHE_KEY, language, games);
  return games;
}

export const hotGamesQueryOptions = (language: LanguageCode) => {
  const cached = readSessionCache<GameTile[]>(HOT_GAMES_CACHE_KEY, language);
  return queryOptions({
    queryKey: catalogKey(language, 'hot'),
    queryFn: ({ signal }) => getHotGames(language, signal),
    initialData: cached?.data,
    initialDataUpdatedAt: cached?.at,
    staleTime: 5 * 60_000,
  });
};

export function useHotGames() {
  return useQuery(hotGamesQueryOptions(useLanguage()));
}
