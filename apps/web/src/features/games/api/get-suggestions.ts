import { useQuery } from '@tanstack/react-query';
import type { GameTile } from '@portal/contracts/games';
import { gamePaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { toQuery } from '../../../lib/paging.ts';
import { catalogKey, useLanguage } from './keys.ts';

/** GET /lgw/games/suggestions: other games to offer when one is under maintenance. */
export function getSuggestions(nodeId: number, signal?: AbortSignal) {
  return apiFetch<GameTile[]>(`${gamePaths.suggestions}${toQuery({ nodeId })}`, { signal });
}

export function useSuggestions(nodeId: number | undefined) {
  return useQuery({
    queryKey: catalogKey(useLanguage(), 'suggestions', nodeId),
    queryFn: ({ signal }) => getSuggestions(nodeId ?? 0, signal),
    enabled: nodeId !== undefined,
    staleTime: 60_000,
  });
}
