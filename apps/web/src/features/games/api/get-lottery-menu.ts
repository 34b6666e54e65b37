import { useQuery } from '@tanstack/react-query';
import type { GameTile } from '@portal/contracts/games';
import { gamePaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { toQuery } from '../../../lib/paging.ts';
import type { PrizeMode } from '../prize-mode.ts';
import { catalogKey, useLanguage } from './keys.ts';

/** GET /lgw/vn/games/game_menu?prizeMode=&device=WEB (spec: VN lottery menus). */
export async function getLotteryMenu(prizeMode: PrizeMode, signal?: AbortSignal) {
  const query = toQuery({ prizeMode, device: 'WEB' });
  return apiFetch<{ prizeMode: PrizeMode; games: GameTile[] }>(`${gamePaths.lotteryMenu}${query}`, {
    signal,
  });
}

export function useLotteryMenu(prizeMode: PrizeMode | undefined) {
  return useQuery({
    queryKey: catalogKey(useLanguage(), 'lottery-menu', prizeMode),
    queryFn: ({ signal }) => getLotteryMenu(prizeMode ?? 'LOTT', signal),
    enabled: prizeMode !== undefined,
    staleTime: 5 * 60_000,
  });
}
