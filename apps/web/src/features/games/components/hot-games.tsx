import { useDeferredValue } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useHotGames } from '../api/get-hot-games.ts';
import { HOT_CAROUSEL } from '../layout-rules.ts';
import { useGameActions } from '../use-game-actions.ts';
import { Carousel } from './carousel.tsx';
import { GameTile } from './game-tile.tsx';
import { SectionHead } from './section-head.tsx';
import { TileSkeletons } from './tile-skeletons.tsx';
import styles from './home-games.module.css';

/** Home: the hot games carousel (arrows above 7, autoplay every 1200 ms). */
export function HotGames() {
  const { t } = useTranslation();
  const hot = useHotGames();
  const { tileProps } = useGameActions();
  const games = hot.data ?? [];
  // The tiles render in the background, in slices: a query answer is a synchronous update, and
  // two dozen tiles at once held a cheap phone's main thread for a quarter of a second.
  const shown = useDeferredValue(hot.data);
  if (hot.isError && games.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="hot-games-title" data-testid="hot-games">
      <Carousel
        variant="hot"
        label={t('games.hotTitle')}
        itemCount={games.length}
        arrowsAbove={HOT_CAROUSEL.arrowsAbove}
        autoplay={{ delayMs: HOT_CAROUSEL.autoplayDelayMs, speedMs: HOT_CAROUSEL.speedMs }}
        header={
          <SectionHead id="hot-games-title" icon={{ game: 'flame' }} title={t('games.hotTitle')} />
        }
      >
        {shown === undefined ? (
          <TileSkeletons count={7} size="sm" />
        ) : (
          shown.map((game, i) => (
            <li key={game.nodeId}>
              <GameTile {...tileProps(game, i)} size="sm" />
            </li>
          ))
        )}
      </Carousel>
    </section>
  );
}
