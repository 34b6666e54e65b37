import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRouteHandle } from '../route-handle.ts';
import { PlaceholderPage } from '../layout/placeholder-page.tsx';

/** /live, /fish, /rng, /pvp, /bgs: a category's game list; ?vassalage picks a vendor. */
export default function GameListPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const category = useRouteHandle().category ?? 'RNG';
  const vendor = params.get('vassalage');
  return (
    <PlaceholderPage
      testId="game-list-page"
      title={t(`nav.categories.${category}`)}
      icon={category}
      illustration="games"
      emptyTitle={t('empty.gameList.title')}
      emptyText={t('empty.gameList.text')}
      chips={vendor ? [t('empty.provider', { vendor })] : []}
    />
  );
}
