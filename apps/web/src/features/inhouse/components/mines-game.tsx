import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { InhouseBetResult, Round } from '@portal/contracts/inhouse';
import { MINES_CELLS, MINES_MAX, MINES_MIN, minesMultiplierScaled } from '@portal/fair';
import { errorText } from '../../../lib/api-error.ts';
import { cx } from '../../../lib/cx.ts';
import {
  cashoutMines,
  getCurrentMines,
  inhouseKey,
  revealMine,
  startMines,
  useApplyBetResult,
  useToken,
} from '../api/inhouse-api.ts';
import { useGameFormat } from '../format.ts';
import { DEFAULT_STAKE, payoutFor, wireStake } from '../money.ts';
import { useRequestKeys } from '../request-key.ts';
import { num, numList } from '../rounds.ts';
import { GameShell } from './game-shell.tsx';
import { PlayButton, StakeField, Stat, useStake } from './stake-field.tsx';
import controls from './controls.module.css';
import styles from './mines.module.css';

/** What the grid shows of a round: picks so far and, once settled, the mines. */
export function minesView(round: Round, fallbackMines: number) {
  const outcome = round.outcome;
  const picks = numList(outcome, 'picks');
  const mines = num(outcome, 'mines') ?? fallbackMines;
  const minePositions = numList(outcome, 'minePositions');
  const hitIndex = num(outcome, 'hitIndex');
  const isOpen = round.status === 'OPEN';
  const busted = !isOpen && (hitIndex !== null || round.payout === '0.00');
  const hitCell = busted ? (hitIndex !== null ? picks[hitIndex] : picks.at(-1)) : undefined;
  const safe = busted ? picks.filter((c) => c !== hitCell) : picks;
  return { picks, safe, mines, minePositions, isOpen, busted, hitCell };
}

/** A random unopened cell for the "random tile" button (presentation only: the server decides). */
function randomCell(free: readonly number[]): number | undefined {
  return free[Math.floor(Math.random() * free.length)];
}

const MINE_COUNTS = Array.from({ length: MINES_MAX - MINES_MIN + 1 }, (_, i) => i + MINES_MIN);
const CELLS = Array.from({ length: MINES_CELLS }, (_, i) => i);

/** /bgs/mines: reveal gems on a 5×5 grid, cash out before hitting a mine. */
export function MinesGame() {
  const { t } = useTranslation();
  const format = useGameFormat();
  const token = useToken();
  const applyResult = useApplyBetResult();
  const keys = useRequestKeys();
  const [stake, setStake] = useState(DEFAULT_STAKE);
  const [mineCount, setMineCount] = useState(3);
  const [played, setRound] = useState<Round | null>(null);
  const [pendingCell, setPendingCell] = useState<number | null>(null);
  const [action, setAction] = useState<'start' | 'cashout' | null>(null);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const stakeState = useStake(stake);

  // A round left open (reload, another tab) carries on here.
  const current = useQuery({
    queryKey: inhouseKey(token, 'mines-current'),
    queryFn: ({ signal }) => getCurrentMines(signal),
    enabled: Boolean(token),
    staleTime: Infinity,
    gcTime: 0,
  });
  const resumed = current.data?.status === 'OPEN' ? current.data : null;
  const round = played ?? resumed;

  const view = round ? minesView(round, mineCount) : null;
  const isPlaying = view?.isOpen ?? false;
  const mines = view?.mines ?? mineCount;
  const revealed = view?.safe.length ?? 0;
  const maxReveals = MINES_CELLS - mines;
  const currentMultiplier = revealed > 0 ? minesMultiplierScaled(mines, revealed) : 10_000;
  const nextMultiplier = revealed < maxReveals ? minesMultiplierScaled(mines, revealed + 1) : null;
  const roundStake = round?.stake ?? stake;
  const cashoutAmount = payoutFor(roundStake, currentMultiplier);
  const isBusy = action !== null || pendingCell !== null;

  function handle(result: InhouseBetResult) {
    setRound(result.round);
    applyResult(result);
  }

  async function start() {
    setTouched(true);
    if (stakeState.problem) return;
    setAction('start');
    setError(null);
    const body = { stake: wireStake(stake), mines: mineCount };
    try {
      const result = await startMines(body.stake, body.mines, keys.idFor(body));
      keys.settle();
      handle(result);
    } catch (caught) {
      keys.settle(caught);
      setError(errorText(caught, t));
    } finally {
      setAction(null);
    }
  }

  async function reveal(cell: number) {
    if (!round || !isPlaying || isBusy || view?.picks.includes(cell)) return;
    setPendingCell(cell);
    setError(null);
    try {
      handle(await revealMine(round.roundId, cell));
    } catch (caught) {
      setError(errorText(caught, t));
    } finally {
      setPendingCell(null);
    }
  }

  function revealRandom() {
    const cell = randomCell(CELLS.filter((c) => !view?.picks.includes(c)));
    if (cell !== undefined) void reveal(cell);
  }

  async function cashout() {
    if (!round) return;
    setAction('cashout');
    setError(null);
    try {
      handle(await cashoutMines(round.roundId));
    } catch (caught) {
      setError(errorText(caught, t));
    } finally {
      setAction(null);
    }
  }

  const finished = view && !view.isOpen ? view : null;

  const stage = (
    <div className={styles.stage}>
      <div className={styles.gridWrap}>
        <div
          className={cx(styles.grid, finished?.busted && styles.gridBust)}
          role="grid"
          aria-label={t('inhouse.mines.grid')}
          data-testid="mines-grid"
        >
          {[0, 1, 2, 3, 4].map((row) => (
            <div role="row" key={row} className={styles.row}>
              {CELLS.slice(row * 5, row * 5 + 5).map((cell) => {
                const isPicked = view?.safe.includes(cell) ?? false;
                const isHit = finished?.hitCell === cell;
                const isMine = Boolean(finished?.minePositions.includes(cell)) || isHit;
                const isShown =
                  isPicked || (finished !== null && finished.minePositions.length > 0);
                const state = isHit
                  ? 'hit'
                  : isPicked
                    ? 'gem'
                    : finished && isMine
                      ? 'mine'
                      : finished && isShown
                        ? 'gem-dim'
                        : 'hidden';
                return (
                  <div role="gridcell" key={cell} className={styles.cellWrap}>
                    <button
                      type="button"
                      className={cx(
                        styles.tile,
                        styles[state],
                        pendingCell === cell && styles.pending,
                      )}
                      disabled={!isPlaying || isBusy || isPicked}
                      onClick={() => void reveal(cell)}
                      aria-label={t(`inhouse.mines.tile.${stateKey(state)}`, { n: cell + 1 })}
                      data-testid={`mines-cell-${cell}`}
                      data-state={state}
                    >
                      {(state === 'gem' || state === 'gem-dim') && <GemArt />}
                      {(state === 'mine' || state === 'hit') && <MineArt />}
                    </button>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        {finished && (
          <div
            key={round?.roundId}
            className={cx(styles.banner, finished.busted ? styles.bannerLoss : styles.bannerWin)}
            role="status"
            data-testid="mines-result"
          >
            {finished.busted ? (
              <strong>{t('inhouse.mines.busted')}</strong>
            ) : (
              <>
                <strong>{format.multiplier(round?.multiplier ?? '0')}</strong>
                <span>
                  {stakeState.symbol} {format.money(round?.payout ?? '0.00')}
                </span>
              </>
            )}
          </div>
        )}
      </div>
      {!round && <p className={styles.hintText}>{t('inhouse.mines.idle')}</p>}
      {isPlaying && revealed === 0 && <p className={styles.hintText}>{t('inhouse.mines.pick')}</p>}
    </div>
  );

  const panel = (
    <>
      <StakeField
        value={isPlaying ? roundStake : stake}
        onChange={setStake}
        disabled={isPlaying || isBusy}
        showProblem={touched && !isPlaying}
      />
      <div className={controls.row2}>
        <div className={controls.field}>
          <label className={controls.label} htmlFor="mines-count">
            {t('inhouse.mines.mines')}
          </label>
          <select
            id="mines-count"
            className={controls.select}
            value={mines}
            disabled={isPlaying || isBusy}
            onChange={(event) => setMineCount(Number(event.target.value))}
            data-testid="mines-count"
          >
            {MINE_COUNTS.map((n) => (
              <option key={n} value={n}>
                {format.digits(String(n))}
              </option>
            ))}
          </select>
        </div>
        <div className={controls.field}>
          <span className={controls.label}>{t('inhouse.mines.gems')}</span>
          <span className={cx(controls.input, styles.gemsCount)}>
            {format.digits(String(maxReveals - revealed))}
          </span>
        </div>
      </div>
      <div className={controls.stats}>
        <Stat
          label={t('inhouse.mines.current')}
          value={format.scaled(currentMultiplier)}
          tone="accent"
          testId="mines-multiplier"
        />
        <Stat
          label={t('inhouse.mines.next')}
          value={nextMultiplier === null ? '—' : format.scaled(nextMultiplier)}
          testId="mines-next"
        />
      </div>
      {isPlaying ? (
        <>
          <PlayButton
            isCashout
            onClick={() => void cashout()}
            disabled={isBusy || revealed === 0}
            isBusy={action === 'cashout'}
            testId="mines-cashout"
          >
            {t('inhouse.mines.cashout', {
              amount: `${stakeState.symbol} ${format.money(cashoutAmount ?? '0.00')}`,
            })}
          </PlayButton>
          <button
            type="button"
            className={controls.secondary}
            disabled={isBusy}
            onClick={revealRandom}
            data-testid="mines-random"
          >
            {t('inhouse.mines.random')}
          </button>
        </>
      ) : (
        <PlayButton
          onClick={() => void start()}
          disabled={isBusy || current.isPending}
          isBusy={action === 'start'}
        >
          {t('inhouse.bet')}
        </PlayButton>
      )}
    </>
  );

  return (
    <GameShell
      game="mines"
      stage={stage}
      controls={panel}
      error={error}
      onDismissError={() => setError(null)}
    />
  );
}

type TileState = 'hidden' | 'gem' | 'gem-dim' | 'mine' | 'hit';

function stateKey(state: TileState): 'hidden' | 'gem' | 'mine' {
  return state === 'hidden' ? 'hidden' : state === 'gem' || state === 'gem-dim' ? 'gem' : 'mine';
}

function GemArt() {
  return (
    <svg viewBox="0 0 48 48" className={styles.art} aria-hidden="true">
      <path d="M24 42 6 19l7-9h22l7 9Z" fill="url(#bgs-gem-fill)" />
      <path
        d="M6 19h36M13 10l6 9 5-9 5 9 6-9M19 19l5 23 5-23"
        fill="none"
        stroke="#ffffff"
        strokeOpacity="0.55"
        strokeWidth="1.4"
        strokeLinejoin="round"
      />
      <path d="M13 10h22l-4 5H17Z" fill="#ffffff" fillOpacity="0.35" />
      <defs>
        <linearGradient id="bgs-gem-fill" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#7dffcf" />
          <stop offset="0.55" stopColor="#22d39a" />
          <stop offset="1" stopColor="#0e8f68" />
        </linearGradient>
      </defs>
    </svg>
  );
}

function MineArt() {
  return (
    <svg viewBox="0 0 48 48" className={styles.art} aria-hidden="true">
      <g stroke="#ff8a7a" strokeWidth="3" strokeLinecap="round">
        <path d="M24 5v7M24 36v7M5 24h7M36 24h7M10.5 10.5l5 5M32.5 32.5l5 5M37.5 10.5l-5 5M15.5 32.5l-5 5" />
      </g>
      <circle cx="24" cy="24" r="12" fill="url(#bgs-mine-fill)" />
      <circle cx="19.5" cy="19.5" r="3.5" fill="#ffffff" fillOpacity="0.7" />
      <defs>
        <radialGradient id="bgs-mine-fill" cx="0.4" cy="0.35" r="0.7">
          <stop offset="0" stopColor="#ff7a6b" />
          <stop offset="1" stopColor="#b3132b" />
        </radialGradient>
      </defs>
    </svg>
  );
}
