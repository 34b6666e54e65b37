import { useQuery } from '@tanstack/react-query';
import type { Winner } from '@portal/contracts/games';
import { gamePaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { toQuery } from '../../../lib/paging.ts';
import { catalogKey, useLanguage } from './keys.ts';

/** Spec section 9: the winner board asks for 20 entries of every category. */
export const WINNER_LIMIT = 20;

/** GET /lgw/games/winners?gameCategory=ALL&limitNum=20 (value.list). */
export async function getWinners(signal?: AbortSignal): Promise<Winner[]> {
  const query = toQuery({ gameCategory: 'ALL', limitNum: WINNER_LIMIT });
  const value = await apiFetch<{ list: Winner[] }>(`${gamePaths.winners}${query}`, { signal });
  return value.list;
}

export function useWinners() {
  return useQuery({
    queryKey: catalogKey(useLanguage(), 'winners'),
    queryFn: ({ signal }) => getWinners(signal),
    staleTime: 60_000,
  });
}
