import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@portal/contracts/admin';
import type { AdminGame, AdminGameFlag } from '@portal/contracts/admin-games';
import type { CategoryCode } from '@portal/contracts/games';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { GAMES_KEY } from '../../../lib/query-keys.ts';

export interface GameSearch {
  category?: CategoryCode | undefined;
  vendor?: string | undefined;
  name?: string | undefined;
  flag?: AdminGameFlag | undefined;
  pageNo: number;
  pageSize: number;
}

export const listGames = (query: GameSearch, signal?: AbortSignal) =>
  apiFetch<Page<AdminGame>>(api.games, { query: { ...query }, ...(signal ? { signal } : {}) });

export const gamesQueryOptions = (query: GameSearch) =>
  queryOptions({
    queryKey: [GAMES_KEY, 'games', query],
    queryFn: ({ signal }) => listGames(query, signal),
    placeholderData: keepPreviousData,
  });

export const useGames = (query: GameSearch) => useQuery(gamesQueryOptions(query));
