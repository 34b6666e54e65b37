import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { InhouseBetResult } from '@portal/contracts/inhouse';
import {
  SLOT_LINE_PAYS,
  SLOT_PAYLINES,
  SLOT_REEL_STRIPS,
  SLOT_SCATTER_PAYS,
  SLOT_SYMBOLS,
  type SlotResult,
  type SlotSymbol,
} from '@portal/fair';
import { errorText } from '../../../lib/api-error.ts';
import { cx } from '../../../lib/cx.ts';
import { placeBet, useApplyBetResult } from '../api/inhouse-api.ts';
import { useGameFormat } from '../format.ts';
import { DEFAULT_STAKE, payoutFor, toMinor, wireStake } from '../money.ts';
import { useRequestKeys } from '../request-key.ts';
import { GameShell } from './game-shell.tsx';
import { canAnimate } from './rolling-number.tsx';
import { SlotSymbolArt, SlotSymbolDefs } from './slot-symbols.tsx';
import { PlayButton, StakeField, Stat, useStake } from './stake-field.tsx';
import controls from './controls.module.css';
import styles from './slot.module.css';

const REELS = 5;
const ROWS = 3;
const LINE_COLOURS = [
  '#ffd84d',
  '#5aa9ff',
  '#ff6b6b',
  '#3ccf91',
  '#ff9f43',
  '#b98cff',
  '#4de1ff',
  '#ff7ad9',
  '#a3e635',
  '#f5f5f5',
];

/** The three symbols a reel shows at a stop (rows 0–2), read cyclically from its strip. */
export function reelWindow(reel: number, stop: number): SlotSymbol[] {
  const strip = SLOT_REEL_STRIPS[reel] ?? [];
  return [0, 1, 2].map((row) => strip[(stop + row) % strip.length] ?? 'A');
}

/** The cells (reel-row) that take part in the spin's wins. */
export function winningCells(result: SlotResult): Set<string> {
  const cells = new Set<string>();
  for (const win of result.lineWins) {
    const line = SLOT_PAYLINES[win.line];
    if (!line) continue;
    for (let reel = 0; reel < win.count; reel++) cells.add(`${reel}-${line[reel]}`);
  }
  if (result.scatterWin > 0) {
    result.window.forEach((column, reel) =>
      column.forEach((symbol, row) => {
        if (symbol === 'SCATTER') cells.add(`${reel}-${row}`);
      }),
    );
  }
  return cells;
}

const INITIAL_STOPS = [4, 20, 30, 8, 12];

interface Spin {
  id: number;
  result: SlotResult;
  bet: InhouseBetResult;
  previous: SlotSymbol[][];
}

/** /bgs/slot: "Lucky Reels", a 5×3 video slot with 10 lines. */
export function SlotGame() {
  const { t } = useTranslation();
  const format = useGameFormat();
  const applyResult = useApplyBetResult();
  const keys = useRequestKeys();
  const [stake, setStake] = useState(DEFAULT_STAKE);
  const [isBusy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [spin, setSpin] = useState<Spin | null>(null);
  const [stopped, setStopped] = useState(0);
  const [showPaytable, setShowPaytable] = useState(false);
  const [focusLine, setFocusLine] = useState(0);
  const stakeState = useStake(stake);
  const settled = useRef(new Set<number>());

  const windowNow: SlotSymbol[][] = useMemo(
    () =>
      spin
        ? (spin.result.window as SlotSymbol[][])
        : INITIAL_STOPS.map((stop, reel) => reelWindow(reel, stop)),
    [spin],
  );
  const isLanded = spin !== null && stopped >= REELS;
  const isSpinning = spin !== null && !isLanded;
  const wins = useMemo(
    () => (spin && isLanded ? winningCells(spin.result) : new Set<string>()),
    [spin, isLanded],
  );

  const onStop = useCallback(() => setStopped((n) => n + 1), []);

  useEffect(() => {
    if (!spin || !isLanded || settled.current.has(spin.id)) return;
    settled.current.add(spin.id);
    applyResult(spin.bet);
  }, [spin, isLanded, applyResult]);

  // Step through the winning lines one at a time.
  const lineCount = spin && isLanded ? spin.result.lineWins.length : 0;
  useEffect(() => {
    if (lineCount < 2) return;
    const timer = setInterval(() => setFocusLine((i) => (i + 1) % lineCount), 1_400);
    return () => clearInterval(timer);
  }, [lineCount, spin?.id]);

  async function play() {
    setTouched(true);
    if (stakeState.problem || isSpinning) return;
    setBusy(true);
    setError(null);
    const body = { stake: wireStake(stake), params: {} };
    try {
      const result = await placeBet('slot', body.stake, body.params, keys.idFor(body));
      keys.settle();
      setStopped(0);
      setFocusLine(0);
      setSpin({
        id: result.round.roundId,
        result: result.round.outcome as unknown as SlotResult,
        bet: result,
        previous: windowNow,
      });
    } catch (caught) {
      keys.settle(caught);
      setError(errorText(caught, t));
    } finally {
      setBusy(false);
    }
  }

  const lineBet = payoutFor(stake, 1_000);
  const wildLabel = t('inhouse.slot.wildMark');
  const totalPayout = spin?.bet.round.payout ?? '0.00';
  const hasWin = isLanded && (toMinor(totalPayout) ?? 0n) > 0n;
  const isBigWin = hasWin && spin.result.multiplierScaled >= 100_000;
  const lineWins = isLanded ? spin.result.lineWins : [];
  const focused = lineWins[focusLine % Math.max(1, lineWins.length)];

  const stage = (
    <div className={styles.stage}>
      <SlotSymbolDefs />
      <div className={styles.cabinet}>
        <div className={styles.marquee} aria-hidden="true">
          {Array.from({ length: 14 }, (_, i) => (
            <span key={i} style={{ animationDelay: `${i * 90}ms` }} />
          ))}
        </div>
        <div
          className={cx(styles.reels, isSpinning && styles.reelsSpinning)}
          dir="ltr"
          data-testid="slot-reels"
          data-state={isSpinning ? 'spinning' : isLanded ? 'landed' : 'idle'}
        >
          {windowNow.map((column, reel) => (
            <Reel
              key={reel}
              reel={reel}
              column={column}
              spin={spin}
              onStop={onStop}
              wins={wins}
              wildLabel={wildLabel}
            />
          ))}
          {isLanded && lineWins.length > 0 && (
            <svg
              className={styles.lines}
              viewBox="0 0 500 300"
              preserveAspectRatio="none"
              aria-hidden="true"
            >
              {lineWins.map((win) => {
                const line = SLOT_PAYLINES[win.line] ?? [];
                const points = line.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`);
                return (
                  <polyline
                    key={win.line}
                    points={points.join(' ')}
                    stroke={LINE_COLOURS[win.line % LINE_COLOURS.length]}
                    className={cx(styles.line, focused?.line === win.line && styles.lineFocus)}
                  />
                );
              })}
            </svg>
          )}
        </div>
        {hasWin && (
          <div
            key={spin.id}
            className={cx(styles.winBanner, isBigWin && styles.bigWin)}
            data-testid="slot-win"
          >
            <span>{isBigWin ? t('inhouse.slot.bigWin') : t('inhouse.slot.win')}</span>
            <strong>
              {stakeState.symbol} {format.money(totalPayout)}
            </strong>
          </div>
        )}
      </div>
      <p className={styles.status} aria-live="polite" data-testid="slot-status">
        {isSpinning
          ? t('inhouse.slot.spinning')
          : isLanded && focused
            ? t('inhouse.slot.lineWin', {
                line: format.digits(String(focused.line + 1)),
                symbol: t(`inhouse.slot.symbols.${focused.symbol as SlotSymbol}`),
                n: format.digits(String(focused.count)),
                amount: `${stakeState.symbol} ${format.money(
                  payoutFor(spin.bet.round.stake, focused.lineBets * 1_000) ?? '0.00',
                )}`,
              })
            : isLanded && spin.result.scatterWin > 0
              ? t('inhouse.slot.scatterWin', {
                  n: format.digits(String(spin.result.scatterCount)),
                })
              : isLanded
                ? t('inhouse.slot.noWin')
                : t('inhouse.slot.idle')}
      </p>
    </div>
  );

  const panel = (
    <>
      <StakeField
        value={stake}
        onChange={setStake}
        disabled={isBusy || isSpinning}
        showProblem={touched}
        label={t('inhouse.slot.totalBet')}
      />
      <div className={controls.stats}>
        <Stat
          label={t('inhouse.slot.lineBet')}
          value={lineBet === null ? '—' : `${stakeState.symbol} ${format.money(lineBet)}`}
        />
        <Stat label={t('inhouse.slot.lines')} value={format.digits('10')} />
        <Stat label={t('inhouse.rtp')} value={format.digits('96.05%')} />
      </div>
      <PlayButton
        onClick={() => void play()}
        disabled={isBusy || isSpinning}
        isBusy={isBusy || isSpinning}
      >
        {t('inhouse.slot.spin')}
      </PlayButton>
      <button
        type="button"
        className={controls.secondary}
        onClick={() => setShowPaytable(true)}
        data-testid="slot-paytable-open"
      >
        {t('inhouse.slot.paytable')}
      </button>
      <Paytable open={showPaytable} onOpenChange={setShowPaytable} wildLabel={wildLabel} />
    </>
  );

  return (
    <GameShell
      game="slot"
      stage={stage}
      controls={panel}
      error={error}
      onDismissError={() => setError(null)}
    />
  );
}

/** One reel: on a new spin it scrolls down through its strip and lands on the server's stop. */
function Reel({
  reel,
  column,
  spin,
  onStop,
  wins,
  wildLabel,
}: {
  reel: number;
  column: SlotSymbol[];
  spin: Spin | null;
  onStop: () => void;
  wins: Set<string>;
  wildLabel: string;
}) {
  const strip = useRef<HTMLDivElement>(null);
  const stop = useRef(onStop);
  useEffect(() => {
    stop.current = onStop;
  }, [onStop]);

  // Final window on top, strip symbols above the stop in between, the old window at the bottom.
  const cells = useMemo(() => {
    if (!spin) return column;
    const reelStrip = SLOT_REEL_STRIPS[reel] ?? [];
    const start = spin.result.stops[reel] ?? 0;
    const fill = 10 + reel * 4;
    const filler = Array.from(
      { length: fill },
      (_, i) => reelStrip[(start + ROWS + i) % reelStrip.length] ?? 'A',
    );
    return [...column, ...filler, ...(spin.previous[reel] ?? column)];
  }, [spin, column, reel]);

  useLayoutEffect(() => {
    if (!spin) return;
    const node = strip.current;
    if (!node || !canAnimate() || typeof node.animate !== 'function') {
      const timer = setTimeout(() => stop.current(), 0);
      return () => clearTimeout(timer);
    }
    const from = `translateY(${(-100 * (cells.length - ROWS)) / cells.length}%)`;
    node.classList.add(styles.moving ?? '');
    const animation = node.animate([{ transform: from }, { transform: 'translateY(0)' }], {
      duration: 900 + reel * 260,
      easing: 'cubic-bezier(0.3, 0.05, 0.3, 1.04)',
      fill: 'backwards',
    });
    animation.onfinish = () => {
      node.classList.remove(styles.moving ?? '');
      stop.current();
    };
    return () => animation.cancel();
    // A new spin id starts a new animation; the cells of a spin never change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [spin?.id]);

  return (
    <div className={styles.reel} data-testid={`slot-reel-${reel}`}>
      <div
        ref={strip}
        className={styles.strip}
        style={{ blockSize: `${(100 * cells.length) / ROWS}%` }}
      >
        {cells.map((symbol, i) => {
          const isWindow = i < ROWS;
          const isWin = isWindow && wins.has(`${reel}-${i}`);
          return (
            <div
              key={i}
              className={cx(
                styles.cell,
                isWin && styles.cellWin,
                wins.size > 0 && isWindow && !isWin && styles.cellDim,
              )}
              style={{ blockSize: `${100 / cells.length}%` }}
              data-symbol={isWindow ? symbol : undefined}
            >
              <SlotSymbolArt symbol={symbol} wildLabel={wildLabel} className={styles.symbol} />
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** The pays, the rules and the ten lines. */
function Paytable({
  open,
  onOpenChange,
  wildLabel,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  wildLabel: string;
}) {
  const { t } = useTranslation();
  const format = useGameFormat();
  const dialog = useRef<HTMLDialogElement>(null);
  // A native modal dialog: focus trap, Escape and backdrop for free, and no dialog library in
  // this page's chunk.
  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (open && !node.open) {
      if (typeof node.showModal === 'function') node.showModal();
      else node.setAttribute('open', '');
    } else if (!open && node.open) {
      if (typeof node.close === 'function') node.close();
      else node.removeAttribute('open');
    }
  }, [open]);
  const paying = SLOT_SYMBOLS.filter((s) => SLOT_LINE_PAYS[s]);
  const times = (lineBets: number) => format.digits(`${lineBets / 10}×`);
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="slot-paytable-title"
      onClose={() => onOpenChange(false)}
      onClick={(event) => {
        if (event.target === dialog.current) onOpenChange(false);
      }}
      data-testid="slot-paytable"
    >
      <header className={styles.dialogHead}>
        <h2 id="slot-paytable-title">{t('inhouse.slot.paytableTitle')}</h2>
        <button
          type="button"
          className={styles.dialogClose}
          onClick={() => onOpenChange(false)}
          aria-label={t('modal.close')}
          data-testid="slot-paytable-close"
        >
          ×
        </button>
      </header>
      <div className={styles.paytable}>
        <p className={styles.payIntro}>{t('inhouse.slot.rules.lines')}</p>
        <div className={styles.specials}>
          <div className={styles.special}>
            <SlotSymbolArt symbol="WILD" wildLabel={wildLabel} className={styles.payIcon} />
            <div>
              <strong>{t('inhouse.slot.symbols.WILD')}</strong>
              <p>{t('inhouse.slot.rules.wild')}</p>
            </div>
          </div>
          <div className={styles.special}>
            <SlotSymbolArt symbol="SCATTER" wildLabel={wildLabel} className={styles.payIcon} />
            <div>
              <strong>{t('inhouse.slot.symbols.SCATTER')}</strong>
              <p>
                {t('inhouse.slot.rules.scatter', {
                  three: times(SLOT_SCATTER_PAYS[0] * 10),
                  four: times(SLOT_SCATTER_PAYS[1] * 10),
                  five: times(SLOT_SCATTER_PAYS[2] * 10),
                })}
              </p>
            </div>
          </div>
        </div>
        <p className={styles.payHead}>{t('inhouse.slot.paysHead')}</p>
        <ul className={styles.pays}>
          {paying.map((symbol) => {
            const pays = SLOT_LINE_PAYS[symbol] ?? [0, 0, 0];
            return (
              <li key={symbol} className={styles.payRow}>
                <SlotSymbolArt symbol={symbol} wildLabel={wildLabel} className={styles.payIcon} />
                <span className={styles.payName}>{t(`inhouse.slot.symbols.${symbol}`)}</span>
                <span className={styles.payValues}>
                  {pays.map((p, i) => (
                    <span key={i}>
                      <small>{format.digits(String(i + 3))}</small> {times(p)}
                    </span>
                  ))}
                </span>
              </li>
            );
          })}
        </ul>
        <p className={styles.payHead}>{t('inhouse.slot.paylines')}</p>
        <ol className={styles.paylines}>
          {SLOT_PAYLINES.map((line, index) => (
            <li key={index}>
              <svg viewBox="0 0 50 30" aria-hidden="true">
                {Array.from({ length: REELS * ROWS }, (_, c) => {
                  const reel = Math.floor(c / ROWS);
                  const row = c % ROWS;
                  return (
                    <rect
                      key={c}
                      x={reel * 10 + 1}
                      y={row * 10 + 1}
                      width="8"
                      height="8"
                      rx="1.5"
                      className={line[reel] === row ? styles.lineOn : styles.lineOff}
                    />
                  );
                })}
              </svg>
              <span>{format.digits(String(index + 1))}</span>
            </li>
          ))}
        </ol>
        <p className={styles.payNote}>{t('inhouse.slot.rules.rtp')}</p>
      </div>
    </dialog>
  );
}
