import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryCode, GamePage } from '@portal/contracts/games';
import type { LanguageCode } from '@portal/contracts/i18n';
import { gamePaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { toQuery } from '../../../lib/paging.ts';
import { memberGamesKey, useLanguage, useToken } from './keys.ts';

/** Spec section 9: the favourites list loads in one page of 999. */
export const FAVOURITES_PAGE_SIZE = 999;

/** GET /wps/member/favorites?pageSize=999&gameType= */
export function getFavourites(
  gameType: CategoryCode | undefined,
  signal?: AbortSignal,
): Promise<GamePage> {
  const query = toQuery({ pageSize: FAVOURITES_PAGE_SIZE, gameType });
  return apiFetch<GamePage>(`${gamePaths.favourites}${query}`, { signal });
}

export const favouritesQueryOptions = (
  token: string | null,
  language: LanguageCode,
  gameType: CategoryCode | undefined,
) =>
  queryOptions({
    queryKey: memberGamesKey(token, 'favourites', language, gameType ?? 'ALL'),
    queryFn: ({ signal }) => getFavourites(gameType, signal),
  });

export function useFavouriteList(gameType: CategoryCode | undefined) {
  const token = useToken();
  return useQuery({
    ...favouritesQueryOptions(token, useLanguage(), gameType),
    enabled: Boolean(token),
  });
}
