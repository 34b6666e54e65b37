import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameMenu } from '@portal/contracts/games';
import type { LanguageCode } from '@portal/contracts/i18n';
import { gamePaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { catalogKey, useLanguage } from './keys.ts';

/** GET /lgw/games/game_menus: categories with their vendors and first games (header). */
export function getGameMenus(signal?: AbortSignal): Promise<GameMenu> {
  return apiFetch<GameMenu>(gamePaths.menus, { signal });
}

export const gameMenusQueryOptions = (language: LanguageCode) =>
  queryOptions({
    queryKey: catalogKey(language, 'menus'),
    queryFn: ({ signal }) => getGameMenus(signal),
    staleTime: 5 * 60_000,
  });

export function useGameMenus() {
  return useQuery(gameMenusQueryOptions(useLanguage()));
}
