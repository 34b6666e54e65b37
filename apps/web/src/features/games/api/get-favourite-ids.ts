import { queryOptions, useQuery } from '@tanstack/react-query';
import { gamePaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/stores/session-store.ts';
import { memberGamesKey, useToken } from './keys.ts';

/** GET /wps/member/favorites/ids: the nodeIds of the member's favourite games. */
export function getFavouriteIds(signal?: AbortSignal): Promise<number[]> {
  return apiFetch<number[]>(gamePaths.favouriteIds, { signal });
}

export const favouriteIdsKey = (token: string | null) => memberGamesKey(token, 'favourite-ids');

export const favouriteIdsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: favouriteIdsKey(token),
    queryFn: ({ signal }) => getFavouriteIds(signal),
    staleTime: 5 * 60_000,
  });

/** The member's favourite ids; loads as soon as there is a session (spec: after login). */
export function useFavouriteIds() {
  const token = useToken();
  const isForced = useSessionStore((s) => s.mustChangePassword);
  return useQuery({ ...favouriteIdsQueryOptions(token), enabled: Boolean(token) && !isForced });
}
