import type { CSSProperties } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import {
  DICE_MAX_WIN_COUNT,
  DICE_MIN_WIN_COUNT,
  DICE_OUTCOMES,
  diceMultiplierScaled,
  diceWinCount,
  formatHundredths,
  parseHundredths,
  type DiceDirection,
  type DiceParams,
  type DiceResult,
} from '@portal/fair';
import { errorText } from '../../../lib/api-error.ts';
import { cx } from '../../../lib/cx.ts';
import { placeBet, useApplyBetResult } from '../api/inhouse-api.ts';
import { useGameFormat } from '../format.ts';
import { formatAmount } from '@portal/contracts/money';
import { DEFAULT_STAKE, payoutFor, toMinor, wireStake } from '../money.ts';
import { useRequestKeys } from '../request-key.ts';
import { GameShell, Readout, Readouts, RecentResults } from './game-shell.tsx';
import { PlayButton, Segmented, StakeField, Stat, useStake } from './stake-field.tsx';
import controls from './controls.module.css';
import styles from './dice.module.css';

/** The allowed targets (hundredths) for a direction: under 1.01–98.00, over 2.00–98.99. */
export function diceTargetRange(direction: DiceDirection): [number, number] {
  return direction === 'under'
    ? [DICE_MIN_WIN_COUNT, DICE_MAX_WIN_COUNT]
    : [10_000 - DICE_MAX_WIN_COUNT, 10_000 - DICE_MIN_WIN_COUNT];
}

export function clampDiceTarget(direction: DiceDirection, target: number): number {
  const [low, high] = diceTargetRange(direction);
  return Math.min(high, Math.max(low, Math.round(target)));
}

/**
 * The win chance as a percentage with two decimals, rounded to nearest: c / 10001 × 100, in
 * integers (the engine's chance is exactly c / 10001).
 */
export function diceChanceText(params: DiceParams): string {
  const c = diceWinCount(params);
  const basisPoints = Math.floor((c * 20_000 + DICE_OUTCOMES) / (2 * DICE_OUTCOMES));
  return formatHundredths(basisPoints);
}

const ROLL_MS = 520;

/** /bgs/dice: roll 0.00–100.00 over or under a target. */
export function DiceGame() {
  const { t } = useTranslation();
  const format = useGameFormat();
  const applyResult = useApplyBetResult();
  const keys = useRequestKeys();
  const [stake, setStake] = useState(DEFAULT_STAKE);
  const [direction, setDirection] = useState<DiceDirection>('over');
  const [target, setTarget] = useState(5050);
  const [targetText, setTargetText] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [last, setLast] = useState<{ result: DiceResult; id: number } | null>(null);
  const [recent, setRecent] = useState<{ id: number; roll: number; win: boolean }[]>([]);
  const [touched, setTouched] = useState(false);
  const stakeState = useStake(stake);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const params: DiceParams = { direction, targetHundredths: target };
  const multiplier = diceMultiplierScaled(params);
  const winPayout = payoutFor(stake, multiplier);
  const profit =
    winPayout === null ? null : formatAmount((toMinor(winPayout) ?? 0n) - (toMinor(stake) ?? 0n));
  const [low, high] = diceTargetRange(direction);

  function changeDirection(next: DiceDirection) {
    if (next === direction) return;
    // Mirror the target so the chance stays the same: over T ⇔ under 100 − T.
    setDirection(next);
    setTarget(clampDiceTarget(next, 10_000 - target));
    setTargetText(null);
  }

  function typeTarget(text: string) {
    setTargetText(text);
    try {
      const value = parseHundredths(text.replace(',', '.'));
      if (value >= low && value <= high) setTarget(value);
    } catch {
      // Keep the last valid target until the text parses.
    }
  }

  async function roll() {
    setTouched(true);
    if (stakeState.problem) return;
    setBusy(true);
    setError(null);
    const body = { stake: wireStake(stake), params };
    try {
      const result = await placeBet('dice', body.stake, body.params, keys.idFor(body));
      keys.settle();
      const outcome = result.round.outcome as unknown as DiceResult;
      setLast({ result: outcome, id: result.round.roundId });
      timers.current.push(
        setTimeout(() => {
          applyResult(result);
          setRecent((list) =>
            [
              { id: result.round.roundId, roll: outcome.rollHundredths, win: outcome.win },
              ...list,
            ].slice(0, 8),
          );
        }, ROLL_MS),
      );
    } catch (caught) {
      keys.settle(caught);
      setError(errorText(caught, t));
    } finally {
      setBusy(false);
    }
  }

  const rollPosition = last ? last.result.rollHundredths / 100 : null;
  const targetPercent = target / 100;

  const stage = (
    <div className={styles.stage}>
      <RecentResults
        items={recent.map((r) => ({ ...r, text: format.digits(formatHundredths(r.roll)) }))}
      />

      <div className={styles.center} aria-live="polite">
        {last ? (
          <div
            key={last.id}
            className={cx(styles.roll, last.result.win ? styles.rollWin : styles.rollLoss)}
            data-testid="dice-roll"
          >
            <span className={styles.rollValue}>
              {format.digits(formatHundredths(last.result.rollHundredths))}
            </span>
            <span className={styles.rollCaption}>
              {last.result.win
                ? t('inhouse.dice.won', { multiplier: format.scaled(last.result.multiplierScaled) })
                : t('inhouse.dice.lost')}
            </span>
          </div>
        ) : (
          <div className={styles.idle}>
            <DieArt />
            <span>{t('inhouse.dice.idle')}</span>
          </div>
        )}
      </div>

      <div className={styles.trackWrap}>
        <div className={styles.scale} aria-hidden="true">
          {[0, 25, 50, 75, 100].map((n) => (
            <span key={n} style={{ insetInlineStart: `${n}%` }}>
              {format.digits(String(n))}
            </span>
          ))}
        </div>
        <div
          className={cx(styles.track, direction === 'over' ? styles.over : styles.under)}
          style={{ '--target': `${targetPercent}%` } as CSSProperties}
        >
          <input
            type="range"
            className={styles.range}
            min={0}
            max={10_000}
            step={1}
            value={target}
            disabled={isBusy}
            aria-label={t('inhouse.dice.sliderLabel')}
            aria-valuetext={formatHundredths(target)}
            onChange={(event) => {
              setTarget(clampDiceTarget(direction, Number(event.target.value)));
              setTargetText(null);
            }}
            data-testid="dice-slider"
          />
          {rollPosition !== null && last && (
            <span
              className={cx(styles.marker, last.result.win ? styles.markerWin : styles.markerLoss)}
              style={{ insetInlineStart: `${rollPosition}%` }}
              aria-hidden="true"
            >
              {format.digits(formatHundredths(last.result.rollHundredths))}
            </span>
          )}
        </div>
      </div>

      <Readouts>
        <Readout label={t('inhouse.dice.multiplier')}>
          <strong data-testid="dice-multiplier">{format.scaled(multiplier)}</strong>
        </Readout>
        <Readout
          as="label"
          label={direction === 'over' ? t('inhouse.dice.rollOver') : t('inhouse.dice.rollUnder')}
        >
          <input
            className={styles.readoutInput}
            inputMode="decimal"
            value={targetText ?? formatHundredths(target)}
            onChange={(event) => typeTarget(event.target.value)}
            onBlur={() => setTargetText(null)}
            disabled={isBusy}
            data-testid="dice-target"
          />
        </Readout>
        <Readout label={t('inhouse.winChance')}>
          <strong data-testid="dice-chance">{format.digits(`${diceChanceText(params)}%`)}</strong>
        </Readout>
      </Readouts>
    </div>
  );

  const panel = (
    <>
      <StakeField value={stake} onChange={setStake} disabled={isBusy} showProblem={touched} />
      <Segmented<DiceDirection>
        label={t('inhouse.dice.direction')}
        value={direction}
        onChange={changeDirection}
        disabled={isBusy}
        testId="dice-direction"
        options={[
          { id: 'under', label: t('inhouse.dice.rollUnder') },
          { id: 'over', label: t('inhouse.dice.rollOver') },
        ]}
      />
      <div className={controls.stats}>
        <Stat
          label={t('inhouse.profitOnWin')}
          value={profit === null ? '—' : `${stakeState.symbol} ${format.money(profit)}`}
          tone="win"
          testId="dice-profit"
        />
        <Stat
          label={t('inhouse.dice.targetRange')}
          value={format.digits(`${formatHundredths(low)} – ${formatHundredths(high)}`)}
        />
      </div>
      <PlayButton onClick={() => void roll()} disabled={isBusy} isBusy={isBusy}>
        {t('inhouse.dice.roll')}
      </PlayButton>
    </>
  );

  return (
    <GameShell
      game="dice"
      stage={stage}
      controls={panel}
      error={error}
      onDismissError={() => setError(null)}
    />
  );
}

function DieArt() {
  return (
    <svg viewBox="0 0 64 64" className={styles.dieArt} aria-hidden="true">
      <defs>
        <linearGradient id="bgs-die-face" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe39a" />
          <stop offset="1" stopColor="#f2a81d" />
        </linearGradient>
      </defs>
      <rect x="8" y="8" width="48" height="48" rx="12" fill="url(#bgs-die-face)" />
      <rect
        x="8"
        y="8"
        width="48"
        height="48"
        rx="12"
        fill="none"
        stroke="#1d1404"
        strokeOpacity="0.25"
        strokeWidth="2"
      />
      {[
        [22, 22],
        [42, 22],
        [32, 32],
        [22, 42],
        [42, 42],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="4.2" fill="#1d1404" />
      ))}
    </svg>
  );
}
