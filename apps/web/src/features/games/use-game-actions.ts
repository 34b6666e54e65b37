import { useCallback, useMemo } from 'react';
import type { CategoryCode, GameTile, Vendor } from '@portal/contracts/games';
import { useFavouriteIds } from './api/get-favourite-ids.ts';
import { useToggleFavourite } from './api/toggle-favourite.ts';
import type { GameTileProps } from './components/game-tile.tsx';
import { useGameOverlayStore } from './overlay-store.ts';
import { useLaunch } from './use-launch.ts';

/** Everything a list of tiles needs: favourite state and toggle, Play, Free Trial, vendor start. */
export function useGameActions() {
  const launch = useLaunch();
  const ids = useFavouriteIds();
  const toggle = useToggleFavourite();
  const launchingId = useGameOverlayStore((s) => s.launchingId);
  const favourites = useMemo(() => new Set(ids.data ?? []), [ids.data]);

  const tileProps = useCallback(
    (game: GameTile, index: number): GameTileProps => ({
      game,
      index,
      isFavourite: favourites.has(game.nodeId),
      isLaunching: launchingId === game.nodeId,
      onToggleFavourite: (g) => void toggle(g.nodeId),
      onPlay: (g) => launch({ kind: 'game', game: g }),
      onTrial: (g) => launch({ kind: 'game', game: g }, 'FUN'),
    }),
    [favourites, launchingId, toggle, launch],
  );

  const startVendor = useCallback(
    (vendor: Vendor, gameType: CategoryCode) =>
      launch({ kind: 'vendor', vendor: vendor.vassalage, gameType }),
    [launch],
  );

  return { tileProps, startVendor, isLaunching: launchingId !== null };
}
