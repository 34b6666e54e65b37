import '../../../lib/i18n/games.ts';
import { useWinners } from '../api/get-winners.ts';
import { useIdle } from '../use-idle.ts';
import { HomeRows } from './home-rows.tsx';
import { HotGames } from './hot-games.tsx';
import { JackpotCounter } from './jackpot-counter.tsx';
import { WinnerBoard } from './winner-board.tsx';
import styles from './home-games.module.css';

/**
 * The home page's game sections in the spec's order: hot games carousel, jackpot counter, winner
 * board and the category rows. A lazy chunk: the home route's entry JS has a budget.
 */
export function HomeGames({ currencySymbol }: { currencySymbol: string }) {
  const isIdle = useIdle();
  if (!isIdle) return <div className={styles.pending} aria-hidden="true" />;
  return <HomeSections currencySymbol={currencySymbol} />;
}

function HomeSections({ currencySymbol }: { currencySymbol: string }) {
  const winners = useWinners();
  return (
    <>
      <HotGames />
      <JackpotCounter currencySymbol={currencySymbol} />
      <WinnerBoard
        winners={winners.data}
        isPending={winners.isPending}
        currencySymbol={currencySymbol}
      />
      <HomeRows />
    </>
  );
}
