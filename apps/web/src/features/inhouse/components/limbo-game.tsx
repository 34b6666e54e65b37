import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { InhouseBetResult } from '@portal/contracts/inhouse';
import {
  formatHundredths,
  LIMBO_MAX_TARGET_HUNDREDTHS,
  LIMBO_MIN_TARGET_HUNDREDTHS,
  parseHundredths,
  type LimboResult,
} from '@portal/fair';
import { errorText } from '../../../lib/api-error.ts';
import { cx } from '../../../lib/cx.ts';
import { placeBet, useApplyBetResult } from '../api/inhouse-api.ts';
import { useGameFormat } from '../format.ts';
import { formatAmount } from '@portal/contracts/money';
import { DEFAULT_STAKE, payoutFor, toMinor, wireStake } from '../money.ts';
import { useRequestKeys } from '../request-key.ts';
import { GameShell, Readout, Readouts, RecentResults } from './game-shell.tsx';
import { RollingNumber } from './rolling-number.tsx';
import { PlayButton, StakeField, Stat, useStake } from './stake-field.tsx';
import controls from './controls.module.css';
import styles from './limbo.module.css';

/** The target as typed, in hundredths, or null when it is not an allowed target. */
export function parseLimboTarget(text: string): number | null {
  try {
    const value = parseHundredths(text.replace(',', '.'));
    return value >= LIMBO_MIN_TARGET_HUNDREDTHS && value <= LIMBO_MAX_TARGET_HUNDREDTHS
      ? value
      : null;
  } catch {
    return null;
  }
}

/** P(win) = 0.99 / target, as a percentage with two decimals rounded to nearest. */
export function limboChanceText(targetHundredths: number): string {
  // 0.99 / (t / 100) × 100 % = 9900 / t %; in hundredths of a percent: 990 000 / t.
  return formatHundredths(Math.floor((1_980_000 + targetHundredths) / (2 * targetHundredths)));
}

const QUICK_TARGETS = [150, 200, 500, 1000, 10000];

/** /bgs/limbo: pick a target multiplier; win when the drawn multiplier reaches it. */
export function LimboGame() {
  const { t } = useTranslation();
  const format = useGameFormat();
  const applyResult = useApplyBetResult();
  const keys = useRequestKeys();
  const [stake, setStake] = useState(DEFAULT_STAKE);
  const [targetText, setTargetText] = useState('2.00');
  const [isBusy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [last, setLast] = useState<{
    id: number;
    result: LimboResult;
    bet: InhouseBetResult;
  } | null>(null);
  const [settledId, setSettledId] = useState<number | null>(null);
  const [recent, setRecent] = useState<{ id: number; value: number; win: boolean }[]>([]);
  const stakeState = useStake(stake);
  const applied = useRef(new Set<number>());

  const target = parseLimboTarget(targetText);
  const winPayout = target === null ? null : payoutFor(stake, target * 100);
  const profit =
    winPayout === null ? null : formatAmount((toMinor(winPayout) ?? 0n) - (toMinor(stake) ?? 0n));

  const settle = useCallback(() => {
    if (!last || applied.current.has(last.id)) return;
    applied.current.add(last.id);
    applyResult(last.bet);
    setSettledId(last.id);
    setRecent((list) =>
      [{ id: last.id, value: last.result.resultHundredths, win: last.result.win }, ...list].slice(
        0,
        8,
      ),
    );
  }, [last, applyResult]);

  // Whatever happens to the animation, settle after a second at the latest.
  useEffect(() => {
    if (!last) return;
    const timer = setTimeout(settle, 1_000);
    return () => clearTimeout(timer);
  }, [last, settle]);

  async function play() {
    setTouched(true);
    if (stakeState.problem || target === null) return;
    setBusy(true);
    setError(null);
    const body = { stake: wireStake(stake), params: { targetHundredths: target } };
    try {
      const result = await placeBet('limbo', body.stake, body.params, keys.idFor(body));
      keys.settle();
      setLast({
        id: result.round.roundId,
        result: result.round.outcome as unknown as LimboResult,
        bet: result,
      });
    } catch (caught) {
      keys.settle(caught);
      setError(errorText(caught, t));
    } finally {
      setBusy(false);
    }
  }

  const isSettled = last !== null && settledId === last.id;
  const targetProblem = touched && target === null;

  const stage = (
    <div className={styles.stage}>
      <RecentResults items={recent.map((r) => ({ ...r, text: format.hundredths(r.value) }))} />
      <div className={styles.sky} aria-hidden="true">
        {Array.from({ length: 18 }, (_, i) => (
          <span
            key={i}
            className={styles.star}
            style={{
              insetInlineStart: `${(i * 37) % 100}%`,
              insetBlockStart: `${(i * 53) % 90}%`,
              animationDelay: `${-0.37 * i}s`,
            }}
          />
        ))}
      </div>
      <div
        className={cx(
          styles.center,
          isSettled && (last.result.win ? styles.win : styles.loss),
          last && !isSettled && styles.rising,
        )}
        aria-live="polite"
      >
        {last ? (
          <RollingNumber
            key={last.id}
            to={last.result.resultHundredths}
            render={format.hundredths}
            onDone={settle}
            className={styles.number}
            testId="limbo-result"
          />
        ) : (
          <span className={cx(styles.number, styles.idleNumber)}>{format.hundredths(100)}</span>
        )}
        <span className={styles.caption}>
          {last && isSettled
            ? last.result.win
              ? t('inhouse.limbo.won', { target: format.hundredths(last.result.targetHundredths) })
              : t('inhouse.limbo.lost', { target: format.hundredths(last.result.targetHundredths) })
            : t('inhouse.limbo.target', {
                target: target === null ? '—' : format.hundredths(target),
              })}
        </span>
      </div>
      <Readouts>
        <Readout label={t('inhouse.limbo.targetMultiplier')}>
          <strong>{target === null ? '—' : format.hundredths(target)}</strong>
        </Readout>
        <Readout label={t('inhouse.winChance')}>
          <strong data-testid="limbo-chance">
            {target === null ? '—' : format.digits(`${limboChanceText(target)}%`)}
          </strong>
        </Readout>
      </Readouts>
    </div>
  );

  const panel = (
    <>
      <StakeField value={stake} onChange={setStake} disabled={isBusy} showProblem={touched} />
      <div className={controls.field}>
        <label className={controls.label} htmlFor="limbo-target">
          {t('inhouse.limbo.targetMultiplier')}
        </label>
        <div className={controls.suffixRow}>
          <input
            id="limbo-target"
            className={controls.input}
            inputMode="decimal"
            value={targetText}
            disabled={isBusy}
            onChange={(event) => setTargetText(event.target.value)}
            aria-invalid={targetProblem ? true : undefined}
            data-testid="limbo-target"
          />
          <span className={controls.suffix}>×</span>
        </div>
        <div className={styles.quick}>
          {QUICK_TARGETS.map((q) => (
            <button
              key={q}
              type="button"
              disabled={isBusy}
              onClick={() => setTargetText(formatHundredths(q))}
            >
              {format.short(q)}
            </button>
          ))}
        </div>
        <p className={targetProblem ? controls.fieldError : controls.hint}>
          {t('inhouse.limbo.targetRule')}
        </p>
      </div>
      <div className={controls.stats}>
        <Stat
          label={t('inhouse.profitOnWin')}
          value={profit === null ? '—' : `${stakeState.symbol} ${format.money(profit)}`}
          tone="win"
        />
      </div>
      <PlayButton onClick={() => void play()} disabled={isBusy} isBusy={isBusy}>
        {t('inhouse.bet')}
      </PlayButton>
    </>
  );

  return (
    <GameShell
      game="limbo"
      stage={stage}
      controls={panel}
      error={error}
      onDismissError={() => setError(null)}
    />
  );
}
