import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { CrashPhase } from '@portal/contracts/inhouse';
import { CRASH_GROWTH_PER_MS, multiplierAt, timeToReach } from '@portal/fair';
import { cx } from '../../../lib/cx.ts';
import type { CrashTick } from '../crash-feed.ts';
import { useGameFormat } from '../format.ts';
import { canAnimate } from './rolling-number.tsx';
import styles from './crash.module.css';

/** Longest the curve runs on past the last tick before it waits for the next one. */
const MAX_EXTRAPOLATE_MS = 400;

/** The live multiplier: the last tick, carried forward along the engine's curve. */
export function liveMultiplier(tick: CrashTick, at: number): { hundredths: number; ms: number } {
  const base = timeToReach(Math.max(100, Math.min(tick.hundredths, 100_000_000)));
  const ms = base + Math.min(MAX_EXTRAPOLATE_MS, Math.max(0, at - tick.at));
  return { hundredths: Math.max(tick.hundredths, multiplierAt(ms)), ms };
}

interface CrashChartProps {
  phase: CrashPhase | null;
  tick: CrashTick | null;
  crashPoint: number | null;
  /** Local epoch ms when betting closes (BETTING). */
  startsAtLocal: number | null;
  /** The player's cash-out, drawn on the curve. */
  cashedOutAt: number | null;
}

const W = 600;
const H = 300;

/** The rising curve, the big multiplier and the countdown between rounds. */
export function CrashChart({
  phase,
  tick,
  crashPoint,
  startsAtLocal,
  cashedOutAt,
}: CrashChartProps) {
  const { t } = useTranslation();
  const format = useGameFormat();
  const [frameAt, setFrameAt] = useState(() => performance.now());
  const [clock, setClock] = useState(() => Date.now());
  const animate = canAnimate();

  // Redraw every frame while the round runs; the countdown needs ten updates a second.
  useEffect(() => {
    if (phase !== 'RUNNING' || !animate) return;
    let frame = requestAnimationFrame(function step() {
      // performance.now(), not the frame's timestamp: ticks are stamped with it.
      setFrameAt(performance.now());
      frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [phase, animate]);
  useEffect(() => {
    if (phase !== 'BETTING') return;
    const timer = setInterval(() => setClock(Date.now()), 100);
    return () => clearInterval(timer);
  }, [phase]);

  let hundredths = 100;
  let ms = 0;
  if (phase === 'CRASHED' && crashPoint !== null) {
    hundredths = crashPoint;
    ms = timeToReach(Math.max(100, crashPoint));
  } else if (phase === 'RUNNING' && tick) {
    const live = animate ? liveMultiplier(tick, frameAt) : { hundredths: tick.hundredths, ms: 0 };
    hundredths = live.hundredths;
    ms = animate ? live.ms : timeToReach(Math.max(100, tick.hundredths));
  }

  // Scales that grow with the round: at least 8 s and 2×.
  const tMax = Math.max(8_000, ms * 1.15);
  const mMax = Math.max(2, (hundredths / 100) * 1.2);
  const x = (time: number) => (time / tMax) * W;
  const y = (m: number) => H - ((m - 1) / (mMax - 1)) * (H * 0.92);
  const points: string[] = [];
  const steps = 48;
  if (phase !== 'BETTING' && phase !== null) {
    for (let i = 0; i <= steps; i++) {
      const time = (ms * i) / steps;
      // The smooth curve e^(rate·t); the shown number is the engine's floored multiplierAt.
      const m = Math.min(hundredths / 100, Math.exp(CRASH_GROWTH_PER_MS * time));
      points.push(`${x(time).toFixed(1)},${y(m).toFixed(1)}`);
    }
  }
  const tip = { x: x(ms), y: y(hundredths / 100) };
  const gridLines = niceSteps(mMax);
  const secondsLeft =
    phase === 'BETTING' && startsAtLocal !== null
      ? Math.max(0, (startsAtLocal - clock) / 1000)
      : null;
  const isCrashed = phase === 'CRASHED';

  return (
    <div
      className={cx(
        styles.chart,
        isCrashed && styles.crashed,
        phase === 'RUNNING' && styles.running,
      )}
      dir="ltr"
      data-testid="crash-chart"
      data-phase={phase ?? 'LOADING'}
    >
      <svg
        viewBox={`0 0 ${W} ${H}`}
        preserveAspectRatio="none"
        className={styles.svg}
        aria-hidden="true"
      >
        <defs>
          <linearGradient id="bgs-crash-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="currentColor" stopOpacity="0.35" />
            <stop offset="1" stopColor="currentColor" stopOpacity="0" />
          </linearGradient>
        </defs>
        {gridLines.map((m) => (
          <line key={m} x1="0" x2={W} y1={y(m)} y2={y(m)} className={styles.grid} />
        ))}
        {points.length > 0 && (
          <>
            <path
              d={`M0,${H} L${points.join(' L')} L${tip.x.toFixed(1)},${H} Z`}
              fill="url(#bgs-crash-fill)"
              className={styles.area}
            />
            <polyline
              points={points.join(' ')}
              className={styles.curve}
              data-testid="crash-curve"
            />
          </>
        )}
        {cashedOutAt !== null && cashedOutAt <= hundredths && phase !== 'BETTING' && (
          <circle
            cx={x(timeToReach(Math.max(100, cashedOutAt)))}
            cy={y(cashedOutAt / 100)}
            r="7"
            className={styles.cashMark}
          />
        )}
      </svg>
      <div className={styles.axis} aria-hidden="true">
        {gridLines.map((m) => (
          <span key={m} style={{ insetBlockStart: `${(y(m) / H) * 100}%` }}>
            {format.digits(`${m.toFixed(m < 10 ? 1 : 0)}×`)}
          </span>
        ))}
      </div>
      {points.length > 0 && !isCrashed && (
        <span
          className={styles.rocket}
          style={{
            insetInlineStart: `${12 + (tip.x / W) * 84}%`,
            insetBlockStart: `${6 + (tip.y / H) * 94}%`,
          }}
          aria-hidden="true"
        />
      )}
      <div className={styles.readout} aria-live="off">
        {phase === 'BETTING' ? (
          <>
            <span className={styles.next}>{t('inhouse.crash.nextRound')}</span>
            <strong className={styles.countdown} data-testid="crash-countdown">
              {format.digits(`${(secondsLeft ?? 0).toFixed(1)}s`)}
            </strong>
            <span className={styles.bar}>
              <span style={{ inlineSize: `${Math.min(100, ((secondsLeft ?? 0) / 10) * 100)}%` }} />
            </span>
          </>
        ) : phase === null ? (
          <span className={styles.next}>{t('inhouse.crash.connecting')}</span>
        ) : (
          <>
            <strong className={styles.multiplier} data-testid="crash-multiplier">
              {format.hundredths(hundredths)}
            </strong>
            {isCrashed && (
              <span className={styles.crashedLabel} data-testid="crash-crashed">
                {t('inhouse.crash.crashed')}
              </span>
            )}
          </>
        )}
      </div>
    </div>
  );
}

/** Up to four horizontal guide lines at readable multipliers below `max`. */
function niceSteps(max: number): number[] {
  const span = max - 1;
  const raw = span / 4;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((f) => f * magnitude).find((s) => s >= raw) ?? raw;
  const lines: number[] = [];
  for (let m = 1 + step; m < max; m += step) lines.push(Math.round(m * 100) / 100);
  return lines.slice(0, 4);
}
