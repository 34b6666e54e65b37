import '../../../lib/i18n/games.ts';
import { useEffect, useId, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useSearchParams } from '../../../lib/router/index.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { CategoryCode, GameFilter } from '@portal/contracts/games';
import { LANGUAGES } from '@portal/contracts/i18n';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Icon } from '../../../components/ui/icons/icon.tsx';
import { GameIcon } from './game-icon.tsx';
import { LoadError } from '../../../components/ui/load-state.tsx';
import { cx } from '../../../lib/cx.ts';
import { errorText } from '../../../lib/api-error.ts';
import { useLanguageStore } from '../../../lib/stores/language-store.ts';
import { takeBootGames } from '../../../lib/boot-data.ts';
import { openModal } from '../../../lib/stores/modal-store.ts';
import { useSessionStore } from '../../../lib/stores/session-store.ts';
import { infiniteGamesQueryOptions, useInfiniteGames } from '../api/get-games.ts';
import { useCategoryVendors, vendorLanesQueryOptions } from '../api/get-vendors.ts';
import { useToken } from '../api/keys.ts';
import { isPersonalFilter, listParamsFromUrl, visibleFilters } from '../filters.ts';
import { useGameActions } from '../use-game-actions.ts';
import { GameGrid, GameGridSkeleton } from './game-grid.tsx';
import { PageHead } from './page-head.tsx';
import { PvpRooms } from './pvp-rooms.tsx';
import { VendorTile } from './vendor-tile.tsx';
import styles from './game-pages.module.css';

const SEARCH_DELAY_MS = 350;
const FILTERS = visibleFilters(LANGUAGES);

/** Updates some search params, dropping empty ones. */
function nextParams(current: URLSearchParams, changes: Record<string, string | undefined>) {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/**
 * Starts a game list page's vendors and first page of games from its URL (the route loader calls
 * it as soon as the page's chunk is in), so the requests do not wait for React to render.
 */
export function prefetchGameList(client: QueryClient, category: CategoryCode, url: URL): void {
  const language = useLanguageStore.getState().language;
  const token = useSessionStore.getState().token;
  const params = listParamsFromUrl(category, url.searchParams, FILTERS);
  const vendors = vendorLanesQueryOptions(language);
  const list = infiniteGamesQueryOptions(language, token, params);
  // The server wrote this list's first answers into the page (first visit, default language).
  const boot = takeBootGames();
  if (
    boot?.language === language &&
    boot.params.gameType === params.gameType &&
    boot.params.vassalage === params.vassalage &&
    boot.params.gameClassify === params.gameClassify &&
    boot.params.name === params.name.trim()
  ) {
    client.setQueryData(vendors.queryKey, boot.vendors);
    client.setQueryData(list.queryKey, { pages: [boot.page], pageParams: [1] });
    return;
  }
  void client.prefetchQuery(vendors);
  void client.prefetchInfiniteQuery(list);
}

/**
 * /live, /fish, /rng, /pvp, /bgs (spec section 2): the vendor strip (query vassalage), filter
 * chips ALL HOT NEW FAV RECENT and the groups, search by name and "load more" paging.
 */
export function GameListView({ category, title }: { category: CategoryCode; title: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const token = useToken();
  const searchId = useId();
  const { startVendor, isLaunching } = useGameActions();
  const listParams = listParamsFromUrl(category, params, FILTERS);
  const { vassalage: vendorCode, gameClassify: filter, name } = listParams;
  const [draft, setDraft] = useState(name);
  const lanes = useCategoryVendors(category);
  const vendor = lanes.vendors.find((v) => v.vassalage === vendorCode);
  const query = useInfiniteGames(listParams);

  // Typing updates the URL (and the list) once the member pauses.
  useEffect(() => {
    if (draft.trim() === name) return;
    const timer = setTimeout(
      () => setParams((p) => nextParams(p, { name: draft.trim() }), { replace: true }),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [draft, name, setParams]);

  const pickFilter = (next: GameFilter) => {
    if (isPersonalFilter(next) && !token) {
      openModal('login');
      return;
    }
    setParams((p) => nextParams(p, { gameClassify: next === 'ALL' ? undefined : next }));
  };
  const pickVendor = (code: string | undefined) =>
    setParams((p) => nextParams(p, { vassalage: code }));

  const games = query.data?.pages.flatMap((p) => p.content) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  return (
    <div className={styles.page} data-testid="game-list-page" data-category={category}>
      <PageHead icon={category} title={title} />

      {/* The strip's place is held while the vendors load: the grid below does not jump. */}
      {lanes.isPending && (
        <div className={styles.vendorStrip} aria-hidden="true" data-testid="vendor-strip-pending">
          {[0, 1, 2, 3].map((i) => (
            <span key={i} className={cx(styles.vendorChip, styles.chipGhost)} />
          ))}
        </div>
      )}
      {lanes.vendors.length > 0 && (
        <div className={styles.vendorStrip} role="group" aria-label={t('games.list.vendors')}>
          <button
            type="button"
            className={cx(styles.vendorChip, !vendorCode && styles.chipOn)}
            aria-pressed={!vendorCode}
            aria-label={t('games.list.allVendorsLabel')}
            onClick={() => pickVendor(undefined)}
          >
            <Icon name={category} size={18} />
            {t('games.list.allVendors')}
          </button>
          {lanes.vendors.map((v) => (
            <button
              key={v.vassalage}
              type="button"
              className={cx(styles.vendorChip, v.vassalage === vendorCode && styles.chipOn)}
              aria-pressed={v.vassalage === vendorCode}
              onClick={() => pickVendor(v.vassalage)}
              data-testid="vendor-chip"
              data-vendor={v.vassalage}
            >
              <img src={v.logoUrl} alt="" width={60} height={24} loading="lazy" />
              {v.name}
            </button>
          ))}
        </div>
      )}

      {vendor && category !== 'RNG' && (
        <div className={styles.selectedVendor}>
          <VendorTile
            vendor={vendor}
            gameType={category}
            onStart={(v) => startVendor(v, category)}
            isLaunching={isLaunching}
            layout="row"
          />
        </div>
      )}

      {category === 'PVP' && !vendorCode && <PvpRooms />}

      <div className={styles.toolbar}>
        <div className={styles.filters} role="group" aria-label={t('games.list.filters')}>
          {FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              className={cx(styles.chip, f === filter && styles.chipOn)}
              aria-pressed={f === filter}
              onClick={() => pickFilter(f)}
              data-testid={`filter-${f}`}
            >
              {t(`games.list.filter.${f}`)}
            </button>
          ))}
        </div>
        <div className={styles.search} role="search">
          <label htmlFor={searchId} className="visually-hidden">
            {t('games.list.search')}
          </label>
          <GameIcon name="search" size={18} className={styles.searchIcon} />
          <input
            id={searchId}
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={t('games.list.searchPlaceholder')}
            maxLength={60}
            autoComplete="off"
            enterKeyHint="search"
            data-testid="game-search"
          />
          {draft && (
            <button
              type="button"
              className={styles.clear}
              onClick={() => setDraft('')}
              aria-label={t('games.list.clearSearch')}
            >
              <Icon name="close" size={16} />
            </button>
          )}
        </div>
      </div>

      <section className={styles.results} aria-labelledby="game-results-title">
        <h2 id="game-results-title" className="visually-hidden">
          {t('games.list.results')}
        </h2>
        {query.isPending && (
          <>
            <p className="visually-hidden" role="status">
              {t('app.loading')}
            </p>
            <GameGridSkeleton count={8} />
          </>
        )}
        {query.isError && (
          <LoadError message={errorText(query.error, t)} onRetry={() => void query.refetch()} />
        )}
        {query.isSuccess && games.length === 0 && (
          <EmptyState
            compact
            level={3}
            illustration="games"
            title={t('games.list.emptyTitle')}
            text={name ? t('games.list.emptySearch', { name }) : t('games.list.emptyText')}
            testId="game-list-empty"
          />
        )}
        {games.length > 0 && (
          <>
            <GameGrid games={games} label={title} testId="game-grid" />
            <div className={styles.more}>
              <p className={styles.count} aria-live="polite" data-testid="game-count">
                {t('games.list.showing', { shown: games.length, total })}
              </p>
              {query.hasNextPage && (
                <Button
                  variant="secondary"
                  onClick={() => void query.fetchNextPage()}
                  disabled={query.isFetchingNextPage}
                  data-testid="load-more"
                >
                  {query.isFetchingNextPage ? t('app.loading') : t('games.list.loadMore')}
                </Button>
              )}
            </div>
          </>
        )}
      </section>
    </div>
  );
}
