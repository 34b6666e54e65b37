import { useTranslation } from '../../lib/i18n/use-translation.ts';
import type { QueryClient } from '@tanstack/react-query';
import { CATEGORY_CODES, CATEGORY_PAGE } from '../../config/categories.ts';
import { GameListView, prefetchGameList } from '../../features/games/components/game-list-view.tsx';
import { useRouteHandle } from '../route-handle.ts';

/** /live, /fish, /rng, /pvp, /bgs: a category's game list; ?vassalage picks a vendor. */
export default function GameListPage() {
  const { t } = useTranslation();
  const category = useRouteHandle().category ?? 'RNG';
  return (
    <GameListView key={category} category={category} title={t(`nav.categories.${category}`)} />
  );
}

/** The route loader's early start: this page's vendors and first games (see lazy-page.tsx). */
export function prefetch(url: URL, client: QueryClient) {
  const category = CATEGORY_CODES.find((code) => CATEGORY_PAGE[code].path === url.pathname);
  if (category) prefetchGameList(client, category, url);
}
