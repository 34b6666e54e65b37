import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { gamePaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { openModal } from '../../../lib/stores/modal-store.ts';
import { showToast } from '../../../lib/stores/toast-store.ts';
import { createThrottle, FAVOURITE_THROTTLE_MS, withFavourite } from '../favourites.ts';
import { favouriteIdsKey } from './get-favourite-ids.ts';
import { memberGamesKey, useToken } from './keys.ts';

/** POST /wps/member/favorites {nodeId} → the new id list. */
export function addFavourite(nodeId: number): Promise<number[]> {
  return apiFetch<number[]>(gamePaths.favourites, { method: 'POST', body: { nodeId } });
}

/** DELETE /wps/member/favorites {nodeId} → the new id list. */
export function removeFavourite(nodeId: number): Promise<number[]> {
  return apiFetch<number[]>(gamePaths.favourites, { method: 'DELETE', body: { nodeId } });
}

/** One throttle for the whole page: a toggle on any tile counts. */
const favouriteGate = createThrottle(FAVOURITE_THROTTLE_MS);

/**
 * Spec section 4: toggles a favourite. Logged out it opens the login popup instead. The id is
 * added or removed locally before the call and put back, with a toast, if the call fails.
 */
export function useToggleFavourite(): (nodeId: number) => Promise<void> {
  const queryClient = useQueryClient();
  const token = useToken();
  return useCallback(
    async (nodeId: number) => {
      if (!token) {
        openModal('login');
        return;
      }
      if (!favouriteGate()) return;
      const key = favouriteIdsKey(token);
      await queryClient.cancelQueries({ queryKey: key });
      const adding = !(queryClient.getQueryData<number[]>(key) ?? []).includes(nodeId);
      queryClient.setQueryData<number[]>(key, (ids = []) => withFavourite(ids, nodeId, adding));
      try {
        const ids = await (adding ? addFavourite(nodeId) : removeFavourite(nodeId));
        queryClient.setQueryData<number[]>(key, ids);
        void queryClient.invalidateQueries({ queryKey: memberGamesKey(token, 'favourites') });
        void queryClient.invalidateQueries({ queryKey: memberGamesKey(token, 'list') });
      } catch {
        queryClient.setQueryData<number[]>(key, (ids = []) => withFavourite(ids, nodeId, !adding));
        showToast('games.favouriteFailed', 'error');
      }
    },
    [queryClient, token],
  );
}
