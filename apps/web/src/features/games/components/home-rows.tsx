import { useDeferredValue, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { CATEGORY_PAGE } from '../../../config/categories.ts';
import { cx } from '../../../lib/cx.ts';
import { useGames } from '../api/get-games.ts';
import { useCategoryVendors } from '../api/get-vendors.ts';
import { HOME_ROWS, ROW_CAROUSEL, type HomeRow } from '../layout-rules.ts';
import { useGameActions } from '../use-game-actions.ts';
import { useNearViewport } from '../use-near-viewport.ts';
import { Carousel } from './carousel.tsx';
import { GameTile } from './game-tile.tsx';
import { SectionHead } from './section-head.tsx';
import { TileSkeletons } from './tile-skeletons.tsx';
import styles from './home-games.module.css';

function HomeGameRow({ row }: { row: HomeRow }) {
  const { t } = useTranslation();
  const { tileProps } = useGameActions();
  const lanes = useCategoryVendors(row.category);
  const rowVendors = 'vendors' in row ? lanes.vendors.slice(0, row.vendors) : [];
  const [picked, setPicked] = useState<string>();
  const vendor =
    'vendors' in row
      ? (rowVendors.find((v) => v.vassalage === picked) ?? rowVendors[0])?.vassalage
      : undefined;
  const sectionRef = useRef<HTMLElement>(null);
  const isNear = useNearViewport(sectionRef);
  const games = useGames(
    { gameType: row.category, vassalage: vendor },
    { enabled: isNear && (!('vendors' in row) || vendor !== undefined) },
  );
  // Tiles render in the background, in slices (see HotGames).
  const list = useDeferredValue(games.data?.content);
  const shown = list === undefined ? [] : 'limit' in row ? list.slice(0, row.limit) : list;
  const title = t(`games.rows.${row.id}`);
  const titleId = `row-${row.id}`;

  // A category without vendors has no row, like the navigation.
  if (lanes.isSuccess && lanes.vendors.length === 0) return null;
  const isPending = lanes.isPending || games.isPending || (games.isSuccess && list === undefined);
  const page = CATEGORY_PAGE[row.category].path;
  const more = vendor ? `${page}?vassalage=${encodeURIComponent(vendor)}` : page;

  return (
    <section
      ref={sectionRef}
      className={styles.section}
      aria-labelledby={titleId}
      data-testid={`home-row-${row.id}`}
    >
      <Carousel
        variant="row"
        label={title}
        itemCount={shown.length}
        arrowsAbove={ROW_CAROUSEL.arrowsAbove}
        header={
          <SectionHead
            id={titleId}
            icon={row.category}
            title={title}
            more={{ to: more, label: t('games.viewAll') }}
          >
            {rowVendors.length > 1 && (
              <div
                className={styles.vendorTabs}
                role="group"
                aria-label={t('games.rowVendors', { row: title })}
              >
                {rowVendors.map((v) => (
                  <button
                    key={v.vassalage}
                    type="button"
                    className={cx(styles.vendorTab, v.vassalage === vendor && styles.vendorTabOn)}
                    aria-pressed={v.vassalage === vendor}
                    onClick={() => setPicked(v.vassalage)}
                    data-testid="row-vendor"
                  >
                    {v.name}
                  </button>
                ))}
              </div>
            )}
            {rowVendors.length === 1 && (
              <div className={styles.vendorTabs}>
                <span className={styles.vendorName}>{rowVendors[0]?.name}</span>
              </div>
            )}
          </SectionHead>
        }
      >
        {isPending ? (
          <TileSkeletons count={4} moving={isNear} />
        ) : (
          shown.map((game, i) => (
            <li key={game.nodeId}>
              <GameTile {...tileProps(game, i)} />
            </li>
          ))
        )}
      </Carousel>
      {!isPending && shown.length === 0 && (
        <p className={styles.rowEmpty}>
          {games.isError ? t('games.loadError') : t('games.rowEmpty')}
        </p>
      )}
    </section>
  );
}

/** Home rows: slots (first 3 vendors), live (1), fishing (1), card games, sports, esports, cockfight. */
export function HomeRows() {
  return (
    <div className={styles.rows}>
      {HOME_ROWS.map((row) => (
        <HomeGameRow key={row.id} row={row} />
      ))}
    </div>
  );
}
