import { useTranslation } from 'react-i18next';
import { GameListView } from '../../features/games/components/game-list-view.tsx';
import { useRouteHandle } from '../route-handle.ts';

/** /live, /fish, /rng, /pvp, /bgs: a category's game list; ?vassalage picks a vendor. */
export default function GameListPage() {
  const { t } = useTranslation();
  const category = useRouteHandle().category ?? 'RNG';
  return (
    <GameListView key={category} category={category} title={t(`nav.categories.${category}`)} />
  );
}
