import '../../../lib/i18n/games.ts';
import { useSearchParams } from '../../../lib/router/index.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { GameIcon } from './game-icon.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { useVendorType } from '../api/get-vendor-type.ts';
import { useLotteryMenu } from '../api/get-lottery-menu.ts';
import { useGameOverlayStore } from '../overlay-store.ts';
import { pagePrizeMode } from '../prize-mode.ts';
import { useOpenGame } from '../use-launch.ts';
import { GameGrid } from './game-grid.tsx';
import { PageHead } from './page-head.tsx';
import styles from './game-pages.module.css';

/**
 * /lottery, /seaLottery, /vnLottery (login required, query gameCode). The prize mode follows the
 * spec's rule (electronic when the ELOTT cards contain TCG_LOTTO_VN or LOTT); the selected game
 * opens directly, the other draws are listed below.
 */
export function LotteryView({ variant, title }: { variant: string | undefined; title: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode');
  const elott = useVendorType('ELOTT');
  const prizeMode = elott.isPending ? undefined : pagePrizeMode(variant, elott.data?.cards);
  const menu = useLotteryMenu(prizeMode);
  const games = menu.data?.games ?? [];
  const featuredInMenu = gameCode ? games.find((g) => g.gameCode === gameCode) : games[0];
  // A game of the other lottery kind (LOTT vs ELOTT) is found in the combined menu.
  const all = useLotteryMenu(gameCode && menu.isSuccess && !featuredInMenu ? 'ZY' : undefined);
  const featured = featuredInMenu ?? all.data?.games.find((g) => g.gameCode === gameCode);
  const open = useOpenGame();
  const launchingId = useGameOverlayStore((s) => s.launchingId);
  const name = featured?.gameName ?? '';

  return (
    <div className={styles.page} data-testid="lottery-page" data-prize-mode={prizeMode}>
      <PageHead icon="LOTT" title={title}>
        {prizeMode && (
          <span className={styles.modeChip} data-testid="prize-mode">
            {t('games.lottery.modeLabel', { mode: t(`games.lottery.mode.${prizeMode}`) })}
          </span>
        )}
      </PageHead>
      {(elott.isPending || menu.isPending) && <Loading />}
      {menu.isError && (
        <LoadError message={errorText(menu.error, t)} onRetry={() => void menu.refetch()} />
      )}
      {gameCode && menu.isSuccess && !featured && !all.isPending && (
        <Notice tone="warning">{t('games.lottery.notFound')}</Notice>
      )}
      {featured && (
        <section
          className={styles.featured}
          aria-labelledby="lottery-featured"
          data-testid="lottery-featured"
        >
          <img
            src={featured.iconUrl}
            alt=""
            width={160}
            height={160}
            className={styles.featuredArt}
          />
          <div className={styles.featuredBody}>
            <p className={styles.kicker}>{t('games.lottery.featured')}</p>
            <h2 id="lottery-featured" className={styles.featuredTitle}>
              {name}
            </h2>
            <p className={styles.featuredMeta}>{featured.nodeName}</p>
            <p className={styles.featuredMeta}>{t('games.lottery.lead')}</p>
            <div className={styles.featuredActions}>
              <button
                type="button"
                className={styles.join}
                onClick={() => open(featured)}
                disabled={launchingId !== null}
                aria-label={t('games.playGame', { name })}
                data-testid="lottery-play"
              >
                <GameIcon name="play" size={16} />
                {launchingId === featured.nodeId ? t('games.starting') : t('games.play')}
              </button>
              <button
                type="button"
                className={styles.ghost}
                onClick={() => open(featured, 'FUN')}
                disabled={launchingId !== null}
                aria-label={t('games.trialGame', { name })}
              >
                {t('games.trial')}
              </button>
            </div>
          </div>
        </section>
      )}
      {menu.isSuccess && (
        <section className={styles.block} aria-labelledby="lottery-games">
          <h2 id="lottery-games" className={styles.subtitle}>
            {t('games.lottery.games')}
          </h2>
          {games.length === 0 ? (
            <p className={styles.count}>{t('games.lottery.empty')}</p>
          ) : (
            <GameGrid games={games} label={t('games.lottery.games')} testId="game-grid" />
          )}
        </section>
      )}
    </div>
  );
}
