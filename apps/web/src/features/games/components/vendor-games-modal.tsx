import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Loading } from '../../../components/ui/load-state.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useInfiniteGames } from '../api/get-games.ts';
import type { GameOverlay } from '../overlay-store.ts';
import { GameGrid } from './game-grid.tsx';
import styles from './overlay-panels.module.css';

interface VendorGamesModalProps {
  popup: Extract<GameOverlay, { kind: 'vendorGames' }>;
  onClose: () => void;
}

/** Spec section 4: a tile whose isGame is VASSALAGE opens the popup list of its vendor's games. */
export function VendorGamesModal({ popup, onClose }: VendorGamesModalProps) {
  const { t } = useTranslation();
  const query = useInfiniteGames({ gameType: popup.gameType, vassalage: popup.vendor });
  // The lobby tile itself would only open this popup again.
  const games = (query.data?.pages.flatMap((p) => p.content) ?? []).filter(
    (g) => g.isGame !== 'VASSALAGE',
  );
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={popup.title}
      size="lg"
      testId="vendor-games"
    >
      <div className={styles.panel}>
        {query.isPending && <Loading />}
        {query.isSuccess && games.length === 0 && (
          <p className={styles.text}>{t('games.vendorGames.empty')}</p>
        )}
        {games.length > 0 && (
          <GameGrid games={games} label={popup.title} size="sm" onBeforeLaunch={onClose} />
        )}
        {query.hasNextPage && (
          <Button
            variant="secondary"
            className={styles.loadMore}
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {t('games.list.loadMore')}
          </Button>
        )}
      </div>
    </Modal>
  );
}
