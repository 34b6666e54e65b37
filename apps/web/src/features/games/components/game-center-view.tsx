import '../../../lib/i18n/games.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { CategoryCode } from '@portal/contracts/games';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { useVendorType } from '../api/get-vendor-type.ts';
import { useInfiniteGames } from '../api/get-games.ts';
import { useGameActions } from '../use-game-actions.ts';
import { GameGrid } from './game-grid.tsx';
import { PageHead } from './page-head.tsx';
import { VendorTile } from './vendor-tile.tsx';
import styles from './game-pages.module.css';

/** /sports, /esports, /lott, /elott, /cockfight: vendor cards that launch, then the games. */
export function GameCenterView({ category, title }: { category: CategoryCode; title: string }) {
  const { t } = useTranslation();
  const { startVendor, isLaunching } = useGameActions();
  const vendorType = useVendorType(category);
  const games = useInfiniteGames({ gameType: category });
  const vendors = Object.values(vendorType.data?.cards ?? {}).sort((a, b) => a.sort - b.sort);
  const list = games.data?.pages.flatMap((p) => p.content) ?? [];

  return (
    <div className={styles.page} data-testid="game-center-page" data-category={category}>
      <PageHead icon={category} title={title} />
      <section className={styles.block} aria-labelledby="center-vendors">
        <h2 id="center-vendors" className={styles.subtitle}>
          {t('games.center.vendors')}
        </h2>
        {vendorType.isPending && <Loading />}
        {vendorType.isError && (
          <LoadError
            message={errorText(vendorType.error, t)}
            onRetry={() => void vendorType.refetch()}
          />
        )}
        {vendorType.isSuccess && vendors.length === 0 && (
          <EmptyState
            compact
            level={3}
            illustration="ticket"
            title={t('games.list.emptyTitle')}
            text={t('games.list.emptyText')}
          />
        )}
        {vendors.length > 0 && (
          <ul className={styles.vendorGrid} data-testid="center-vendors">
            {vendors.map((vendor) => (
              <li key={vendor.vassalage}>
                <VendorTile
                  vendor={vendor}
                  gameType={category}
                  onStart={(v) => startVendor(v, category)}
                  isLaunching={isLaunching}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      {list.length > 0 && (
        <section className={styles.block} aria-labelledby="center-games">
          <h2 id="center-games" className={styles.subtitle}>
            {t('games.center.games', { category: title })}
          </h2>
          <GameGrid games={list} label={title} testId="game-grid" />
          {games.hasNextPage && (
            <div className={styles.more}>
              <Button
                variant="secondary"
                onClick={() => void games.fetchNextPage()}
                disabled={games.isFetchingNextPage}
              >
                {t('games.list.loadMore')}
              </Button>
            </div>
          )}
        </section>
      )}
    </div>
  );
}
