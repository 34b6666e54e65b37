import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { InhouseBetResult } from '@portal/contracts/inhouse';
import {
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_PAYTABLES,
  plinkoRtp,
  toFixedDown,
  mul,
  rational,
  type PlinkoResult,
  type PlinkoRisk,
} from '@portal/fair';
import { errorText } from '../../../lib/api-error.ts';
import { cx } from '../../../lib/cx.ts';
import { placeBet, useApplyBetResult } from '../api/inhouse-api.ts';
import { useGameFormat } from '../format.ts';
import { DEFAULT_STAKE, wireStake } from '../money.ts';
import { useRequestKeys } from '../request-key.ts';
import { GameShell } from './game-shell.tsx';
import { canAnimate } from './rolling-number.tsx';
import { PlayButton, Segmented, StakeField, Stat, useStake } from './stake-field.tsx';
import controls from './controls.module.css';
import styles from './plinko.module.css';

const WIDTH = 1000;
const TOP = 40;
const ROW_OPTIONS = Array.from(
  { length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 },
  (_, i) => i + PLINKO_MIN_ROWS,
);

/** Board geometry for `rows` rows: peg spacing, row height, peg and ball positions. */
export function plinkoGeometry(rows: number) {
  const gap = WIDTH / (rows + 3);
  const rowHeight = gap * 0.86;
  const pegRadius = Math.max(5, gap * 0.1);
  const ballRadius = gap * 0.24;
  const height = TOP + (rows - 1) * rowHeight + gap * 0.6;
  const pegs: { x: number; y: number; row: number }[] = [];
  for (let row = 0; row < rows; row++) {
    for (let j = 0; j < row + 3; j++) {
      pegs.push({ x: WIDTH / 2 + (j - (row + 2) / 2) * gap, y: TOP + row * rowHeight, row });
    }
  }
  /** Where the ball touches each row, then where it lands. */
  const ballPath = (path: readonly number[]) => {
    const points: { x: number; y: number }[] = [{ x: WIDTH / 2, y: -ballRadius }];
    let offset = 0;
    for (let row = 0; row < rows; row++) {
      points.push({
        x: WIDTH / 2 + offset * (gap / 2),
        y: TOP + row * rowHeight - pegRadius - ballRadius,
      });
      offset += path[row] ? 1 : -1;
    }
    points.push({ x: WIDTH / 2 + offset * (gap / 2), y: height - ballRadius * 0.4 });
    return points;
  };
  return { gap, rowHeight, pegRadius, ballRadius, height, pegs, ballPath };
}

/** A slot multiplier (hundredths) as short text: 1000 → "10", 25 → "0.25", 110 → "1.1". */
export function slotLabel(hundredths: number): string {
  if (hundredths % 100 === 0) return String(hundredths / 100);
  const text = (hundredths / 100).toFixed(2);
  return text.replace(/0$/, '');
}

/** Bucket colour: gold in the centre to red at the edges. */
function bucketHue(k: number, rows: number): number {
  const t = Math.abs(k - rows / 2) / (rows / 2);
  return Math.round(48 - 46 * t ** 0.8);
}

interface Ball {
  id: number;
  path: readonly number[];
  slot: number;
  bet: InhouseBetResult;
}

/** /bgs/plinko: drop a ball through 8–16 rows of pegs into a multiplier slot. */
export function PlinkoGame() {
  const { t } = useTranslation();
  const format = useGameFormat();
  const applyResult = useApplyBetResult();
  const keys = useRequestKeys();
  const [stake, setStake] = useState(DEFAULT_STAKE);
  const [rows, setRows] = useState(12);
  const [risk, setRisk] = useState<PlinkoRisk>('medium');
  const [isBusy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [balls, setBalls] = useState<Ball[]>([]);
  const [hits, setHits] = useState<Record<number, number>>({});
  const [recent, setRecent] = useState<{ id: number; slot: number; rows: number; h: number }[]>([]);
  const stakeState = useStake(stake);

  const table = PLINKO_PAYTABLES[risk][rows] ?? [];
  const geometry = useMemo(() => plinkoGeometry(rows), [rows]);
  const rtp = toFixedDown(mul(plinkoRtp({ rows, risk }), rational(100)), 2);
  const inFlight = balls.length > 0;

  const land = useCallback(
    (ball: Ball) => {
      setBalls((list) => list.filter((b) => b.id !== ball.id));
      setHits((h) => ({ ...h, [ball.slot]: (h[ball.slot] ?? 0) + 1 }));
      const outcome = ball.bet.round.outcome as unknown as PlinkoResult;
      setRecent((list) =>
        [
          {
            id: ball.id,
            slot: ball.slot,
            rows: outcome.rows,
            h: Math.round(outcome.multiplierScaled / 100),
          },
          ...list,
        ].slice(0, 6),
      );
      applyResult(ball.bet);
    },
    [applyResult],
  );

  async function drop() {
    setTouched(true);
    if (stakeState.problem) return;
    setBusy(true);
    setError(null);
    const body = { stake: wireStake(stake), params: { rows, risk } };
    try {
      const result = await placeBet('plinko', body.stake, body.params, keys.idFor(body));
      keys.settle();
      const outcome = result.round.outcome as unknown as PlinkoResult;
      setBalls((list) => [
        ...list,
        { id: result.round.roundId, path: outcome.path, slot: outcome.slot, bet: result },
      ]);
    } catch (caught) {
      keys.settle(caught);
      setError(errorText(caught, t));
    } finally {
      setBusy(false);
    }
  }

  const stage = (
    <div className={styles.stage}>
      <ol
        className={styles.recent}
        aria-label={t('inhouse.recentResults')}
        data-testid="plinko-recent"
      >
        {recent.map((r) => (
          <li
            key={r.id}
            style={{ '--hue': bucketHue(r.slot, r.rows) } as CSSProperties}
            data-testid="plinko-landed"
          >
            {format.digits(`${slotLabel(r.h)}×`)}
          </li>
        ))}
      </ol>
      <div className={styles.board} dir="ltr">
        <svg
          viewBox={`0 0 ${WIDTH} ${geometry.height}`}
          className={styles.svg}
          role="img"
          aria-label={t('inhouse.plinko.board', { rows: format.digits(String(rows)) })}
        >
          <defs>
            <radialGradient id="bgs-plinko-ball" cx="0.35" cy="0.3" r="0.75">
              <stop offset="0" stopColor="#fff6d6" />
              <stop offset="0.45" stopColor="#ffc93d" />
              <stop offset="1" stopColor="#e0820b" />
            </radialGradient>
          </defs>
          {geometry.pegs.map((peg) => (
            <circle
              key={`${peg.row}-${peg.x}`}
              cx={peg.x}
              cy={peg.y}
              r={geometry.pegRadius}
              className={styles.peg}
            />
          ))}
          {balls.map((ball) => (
            <BallSprite key={ball.id} ball={ball} geometry={geometry} onLand={land} />
          ))}
        </svg>
        <div
          className={styles.buckets}
          style={{ inlineSize: `${(100 * (rows + 1)) / (rows + 3)}%` }}
          data-testid="plinko-buckets"
        >
          {table.map((h, k) => (
            <div
              key={`${rows}-${risk}-${k}`}
              className={styles.bucket}
              style={{ '--hue': bucketHue(k, rows) } as CSSProperties}
              data-slot={k}
            >
              <span
                key={hits[k] ?? 0}
                className={cx(styles.bucketFace, (hits[k] ?? 0) > 0 && styles.hit)}
              >
                {format.digits(slotLabel(h))}
                <small>×</small>
              </span>
            </div>
          ))}
        </div>
      </div>
    </div>
  );

  const panel = (
    <>
      <StakeField value={stake} onChange={setStake} disabled={isBusy} showProblem={touched} />
      <Segmented<PlinkoRisk>
        label={t('inhouse.plinko.risk')}
        value={risk}
        onChange={setRisk}
        disabled={inFlight}
        testId="plinko-risk"
        options={[
          { id: 'low', label: t('inhouse.plinko.risks.low') },
          { id: 'medium', label: t('inhouse.plinko.risks.medium') },
          { id: 'high', label: t('inhouse.plinko.risks.high') },
        ]}
      />
      <div className={controls.field}>
        <label className={controls.label} htmlFor="plinko-rows">
          {t('inhouse.plinko.rows')}
        </label>
        <select
          id="plinko-rows"
          className={controls.select}
          value={rows}
          disabled={inFlight}
          onChange={(event) => setRows(Number(event.target.value))}
          data-testid="plinko-rows"
        >
          {ROW_OPTIONS.map((n) => (
            <option key={n} value={n}>
              {format.digits(String(n))}
            </option>
          ))}
        </select>
      </div>
      <div className={controls.stats}>
        <Stat
          label={t('inhouse.plinko.top')}
          value={format.digits(`${slotLabel(table[0] ?? 0)}×`)}
          tone="accent"
        />
        <Stat label={t('inhouse.rtp')} value={format.digits(`${rtp}%`)} />
      </div>
      <PlayButton onClick={() => void drop()} disabled={isBusy} isBusy={isBusy}>
        {t('inhouse.plinko.drop')}
      </PlayButton>
    </>
  );

  return (
    <GameShell
      game="plinko"
      stage={stage}
      controls={panel}
      error={error}
      onDismissError={() => setError(null)}
    />
  );
}

const ROW_MS = 150;

/** One ball following the server's path, peg by peg, then into its slot. */
function BallSprite({
  ball,
  geometry,
  onLand,
}: {
  ball: Ball;
  geometry: ReturnType<typeof plinkoGeometry>;
  onLand: (ball: Ball) => void;
}) {
  const ref = useRef<SVGGElement>(null);
  const landed = useRef(onLand);
  useEffect(() => {
    landed.current = onLand;
  }, [onLand]);

  const points = useMemo(() => geometry.ballPath(ball.path), [geometry, ball.path]);
  const start = points[0] ?? { x: WIDTH / 2, y: 0 };

  useEffect(() => {
    const node = ref.current;
    if (!node || !canAnimate() || typeof node.animate !== 'function') {
      const timer = setTimeout(() => landed.current(ball), 0);
      return () => clearTimeout(timer);
    }
    // Each hop: up a little off the peg, then down onto the next one.
    const frames: Keyframe[] = [];
    const hop = geometry.rowHeight * 0.32;
    const segments = points.length - 1;
    points.forEach((p, i) => {
      const offset = i / segments;
      frames.push({
        offset,
        transform: `translate(${p.x}px, ${p.y}px)`,
        easing: i === 0 ? 'ease-in' : 'ease-out',
      });
      const next = points[i + 1];
      if (next && i > 0) {
        frames.push({
          offset: (i + 0.38) / segments,
          transform: `translate(${p.x + (next.x - p.x) * 0.4}px, ${p.y - hop}px)`,
          easing: 'ease-in',
        });
      }
    });
    const animation = node.animate(frames, {
      duration: ROW_MS * segments,
      easing: 'linear',
      fill: 'forwards',
    });
    animation.onfinish = () => landed.current(ball);
    return () => animation.cancel();
  }, [ball, geometry, points]);

  return (
    <g
      ref={ref}
      style={{ transform: `translate(${start.x}px, ${start.y}px)` }}
      data-testid="plinko-ball"
    >
      <circle r={geometry.ballRadius} fill="url(#bgs-plinko-ball)" className={styles.ball} />
    </g>
  );
}
