import '../../../lib/i18n/games.ts';
import { useState } from 'react';
import { Link } from '../../../lib/router/index.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { CategoryCode, GameTile } from '@portal/contracts/games';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { CATEGORY_CODES, CATEGORY_PAGE } from '../../../config/categories.ts';
import { errorText } from '../../../lib/api-error.ts';
import { cx } from '../../../lib/cx.ts';
import { useFavouriteList } from '../api/get-favourites.ts';
import { useRecentGames } from '../api/get-recent.ts';
import { GameGrid } from './game-grid.tsx';
import { PageHead } from './page-head.tsx';
import styles from './game-pages.module.css';

interface ListState {
  games: GameTile[];
  isPending: boolean;
  error: unknown;
  retry: () => void;
  more?: { has: boolean; busy: boolean; load: () => void };
}

function useFavouriteGames(gameType: CategoryCode | undefined): ListState {
  const query = useFavouriteList(gameType);
  return {
    games: query.data?.content ?? [],
    isPending: query.isPending,
    error: query.error,
    retry: () => void query.refetch(),
  };
}

function useRecent(gameType: CategoryCode | undefined): ListState {
  const query = useRecentGames(gameType);
  return {
    games: query.data?.pages.flatMap((p) => p.content) ?? [],
    isPending: query.isPending,
    error: query.error,
    retry: () => void query.refetch(),
    more: {
      has: query.hasNextPage,
      busy: query.isFetchingNextPage,
      load: () => void query.fetchNextPage(),
    },
  };
}

function ListBody({ list, isRecent }: { list: ListState; isRecent: boolean }) {
  const { t } = useTranslation();
  if (list.isPending) return <Loading />;
  if (list.error) return <LoadError message={errorText(list.error, t)} onRetry={list.retry} />;
  if (list.games.length === 0) {
    return (
      <EmptyState
        illustration={isRecent ? 'clock' : 'heart'}
        title={isRecent ? t('games.account.recentTitle') : t('games.account.favoriteTitle')}
        text={isRecent ? t('games.account.recentText') : t('games.account.favoriteText')}
        testId="empty-state"
        action={
          <Link to={CATEGORY_PAGE.RNG.path} className={buttonClassName('primary', 'lg')}>
            {t('games.account.browse')}
          </Link>
        }
      />
    );
  }
  return (
    <>
      <GameGrid
        games={list.games}
        label={t(isRecent ? 'pages.recent' : 'pages.favorite')}
        testId="game-grid"
      />
      {list.more?.has && (
        <div className={styles.more}>
          <Button variant="secondary" onClick={list.more.load} disabled={list.more.busy}>
            {t('games.list.loadMore')}
          </Button>
        </div>
      )}
    </>
  );
}

function FavouriteList({ gameType }: { gameType: CategoryCode | undefined }) {
  return <ListBody list={useFavouriteGames(gameType)} isRecent={false} />;
}

function RecentList({ gameType }: { gameType: CategoryCode | undefined }) {
  return <ListBody list={useRecent(gameType)} isRecent />;
}

/** /favorite (page size 999) and /recent (20 a page): the member's own games. */
export function AccountGamesView({ variant }: { variant: 'favorite' | 'recent' }) {
  const { t } = useTranslation();
  const [gameType, setGameType] = useState<CategoryCode | undefined>();
  const isRecent = variant === 'recent';
  return (
    <div className={styles.page} data-testid={isRecent ? 'recent-page' : 'favorite-page'}>
      <PageHead
        icon={isRecent ? 'clock' : 'heart'}
        title={t(isRecent ? 'pages.recent' : 'pages.favorite')}
      />
      <div className={styles.filters} role="group" aria-label={t('games.account.categories')}>
        {[undefined, ...CATEGORY_CODES].map((code) => (
          <button
            key={code ?? 'ALL'}
            type="button"
            className={cx(styles.chip, code === gameType && styles.chipOn)}
            aria-pressed={code === gameType}
            onClick={() => setGameType(code)}
          >
            {code ? t(`nav.categories.${code}`) : t('games.account.all')}
          </button>
        ))}
      </div>
      {isRecent ? <RecentList gameType={gameType} /> : <FavouriteList gameType={gameType} />}
    </div>
  );
}
