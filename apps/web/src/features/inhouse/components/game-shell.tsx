import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from '../../../lib/router/index.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Notice } from '../../../components/ui/notice.tsx';
import { Tabs, tabPanelProps } from '../../../components/ui/tabs.tsx';
import { cx } from '../../../lib/cx.ts';
import '../../../lib/i18n/inhouse.ts';
import { useBalance } from '../api/inhouse-api.ts';
import { useGameFormat } from '../format.ts';
import type { GameName } from '../rounds.ts';
import { toMinor } from '../money.ts';
import { FairnessPanel } from './fairness-panel.tsx';
import { GameGlyph } from './game-glyph.tsx';
import { MyBets } from './my-bets.tsx';
import common from './common.module.css';
import styles from './game-shell.module.css';

type Extra = 'bets' | 'fairness';

interface GameShellProps {
  game: GameName;
  /** Stake, game settings and the play button. */
  controls: ReactNode;
  /** The board: dice track, grid, reels, curve… */
  stage: ReactNode;
  /** Extra content under the board (e.g. crash players). */
  below?: ReactNode;
  /** Replaces the seed-pair panel (crash rounds come from a hash chain instead). */
  fairness?: ReactNode;
  /** A translated error to show above the game. */
  error?: string | null;
  onDismissError?: () => void;
  /** The balance the page shows; by default the wallet's (a game may hold it until its animation ends). */
  balance?: string | null;
}

/** The frame of every in-house game page: title, balance, board, controls, my bets, fairness. */
export function GameShell({
  game,
  controls,
  stage,
  below,
  fairness,
  error,
  onDismissError,
  balance,
}: GameShellProps) {
  const { t } = useTranslation();
  const format = useGameFormat();
  const wallet = useBalance();
  const [extra, setExtra] = useState<Extra>('bets');
  const shown = balance ?? wallet.data?.balance ?? null;
  const symbol = wallet.data?.currencySymbol || '৳';
  const flash = useChangeFlash(shown);

  return (
    <section className={styles.page} data-testid={`bgs-${game}-page`} data-game={game}>
      <header className={styles.top}>
        <Link to="/bgs" className={common.back} aria-label={t('inhouse.backToGames')}>
          <span aria-hidden="true">‹</span>
        </Link>
        <span className={styles.glyph} aria-hidden="true">
          <GameGlyph game={game} />
        </span>
        <div className={styles.titles}>
          <h1 className={styles.title}>{t(`inhouse.games.${game}`)}</h1>
          <p className={styles.tagline}>{t(`inhouse.taglines.${game}`)}</p>
        </div>
        <span className={styles.fairBadge}>
          <svg viewBox="0 0 16 16" aria-hidden="true">
            <path d="M8 1.5 13.5 3.5v4c0 3.2-2.3 5.8-5.5 7-3.2-1.2-5.5-3.8-5.5-7v-4Z" />
            <path d="m5.5 8 1.8 1.8L10.8 6.3" className={styles.tick} />
          </svg>
          {t('inhouse.provablyFair')}
        </span>
        <div className={cx(styles.balance, flash && styles[flash])}>
          <span className={styles.balanceLabel}>{t('inhouse.balance')}</span>
          <span className={styles.balanceValue} data-testid="bgs-balance" aria-live="polite">
            {shown === null ? '—' : `${symbol} ${format.money(shown)}`}
          </span>
        </div>
      </header>

      {error && (
        <div className={styles.error}>
          <Notice
            tone="danger"
            testId="bgs-error"
            action={
              onDismissError ? (
                <button type="button" className={styles.dismiss} onClick={onDismissError}>
                  {t('inhouse.dismiss')}
                </button>
              ) : undefined
            }
          >
            {error}
          </Notice>
        </div>
      )}

      <div className={styles.board}>
        <div className={styles.stage}>{stage}</div>
        <aside className={styles.controls} aria-label={t('inhouse.controls')}>
          {controls}
        </aside>
      </div>

      {below}

      <section className={common.card}>
        <Tabs<Extra>
          label={t('inhouse.extrasLabel')}
          idBase={`bgs-${game}-extra`}
          value={extra}
          onChange={setExtra}
          items={[
            { id: 'bets', label: t('inhouse.tabs.bets') },
            { id: 'fairness', label: t('inhouse.tabs.fairness') },
          ]}
          className={styles.tabs}
        />
        <div {...tabPanelProps(`bgs-${game}-extra`, extra)} className={styles.panel}>
          {extra === 'bets' ? <MyBets game={game} /> : (fairness ?? <FairnessPanel game={game} />)}
        </div>
      </section>
    </section>
  );
}

/** 'up' or 'down' for a moment after the value changes, to flash the balance. */
function useChangeFlash(value: string | null): 'up' | 'down' | null {
  const previous = useRef(value);
  const [flash, setFlash] = useState<'up' | 'down' | null>(null);
  useEffect(() => {
    const before = previous.current === null ? null : toMinor(previous.current);
    const now = value === null ? null : toMinor(value);
    previous.current = value;
    if (before === null || now === null || before === now) return;
    setFlash(now > before ? 'up' : 'down');
    const timer = setTimeout(() => setFlash(null), 900);
    return () => clearTimeout(timer);
  }, [value]);
  return flash;
}

// Stage parts shared by some games live here, in the module every game page loads: a module of
// their own would be one more shared chunk, and every chunk name adds to the home entry's preload
// map (bench/web-budget.ts).

/** The last results of this page as pills, newest first (dice, limbo). */
export function RecentResults({ items }: { items: { id: number; win: boolean; text: string }[] }) {
  const { t } = useTranslation();
  return (
    <ol className={common.recent} aria-label={t('inhouse.recentResults')}>
      {items.map((item) => (
        <li key={item.id} className={cx(common.pill, item.win ? common.pillWin : common.pillLoss)}>
          {item.text}
        </li>
      ))}
    </ol>
  );
}

/** A row of equal readout boxes under the stage. */
export function Readouts({ children }: { children: ReactNode }) {
  return <div className={common.readouts}>{children}</div>;
}

/**
 * One readout: a small label over a big value. `as="label"` when the value is an input, so the
 * label names it.
 */
export function Readout({
  label,
  children,
  as: Tag = 'div',
}: {
  label: ReactNode;
  children: ReactNode;
  as?: 'div' | 'label';
}) {
  return (
    <Tag className={common.readout}>
      <span>{label}</span>
      {children}
    </Tag>
  );
}
