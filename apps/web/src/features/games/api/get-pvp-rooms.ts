import { useQuery } from '@tanstack/react-query';
import type { PvpRoom } from '@portal/contracts/games';
import { gamePaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { catalogKey, useLanguage } from './keys.ts';

/** GET /lgw/games/pvp/rooms: card-game rooms with their players. */
export function getPvpRooms(signal?: AbortSignal) {
  return apiFetch<PvpRoom[]>(gamePaths.pvpRooms, { signal });
}

export function usePvpRooms({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: catalogKey(useLanguage(), 'pvp-rooms'),
    queryFn: ({ signal }) => getPvpRooms(signal),
    enabled,
    staleTime: 30_000,
  });
}
