import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminGame, AdminGameUpdate } from '@portal/contracts/admin-games';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { GAMES_KEY } from '../../../lib/query-keys.ts';

export interface GameChange {
  id: number;
  changes: AdminGameUpdate;
}

/** Changes only the given fields of a game. */
export const updateGame = ({ id, changes }: GameChange) =>
  apiFetch<AdminGame>(api.game(id), { method: 'PATCH', body: changes });

/** A game change; vendor counts (shown, under maintenance) move with it, so all refetch. */
export function useUpdateGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGame,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [GAMES_KEY] }),
  });
}
