import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { GameCenterView } from '../../features/games/components/game-center-view.tsx';
import { useRouteHandle } from '../route-handle.ts';

/** /sports, /esports, /lott, /elott, /cockfight: one game centre per category. */
export default function GameCenterPage() {
  const { t } = useTranslation();
  const category = useRouteHandle().category ?? 'SPORTS';
  return (
    <GameCenterView key={category} category={category} title={t(`nav.categories.${category}`)} />
  );
}
