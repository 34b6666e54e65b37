import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import {
  formatHundredths,
  type GameKind,
  type GameResult,
  type SlotResult,
  type SlotSymbol,
} from '@portal/fair';
import { cx } from '../../../lib/cx.ts';
import { useGameFormat } from '../format.ts';
import { rec } from '../verify-checks.ts';
import { SlotSymbolArt } from './slot-symbols.tsx';
import styles from './verify.module.css';

const MINES_CELLS = 25;

/** A recomputed round in words: the drawn values and the result, plus the board for grid games. */
export function OutcomeSummary({ game, result }: { game: GameKind; result: GameResult }) {
  const { t } = useTranslation();
  const format = useGameFormat();
  const r = rec(result);
  const winText = (win: unknown) =>
    win === true ? t('inhouse.verify.win') : win === false ? t('inhouse.verify.loss') : '';
  const hundredths = (key: string) =>
    typeof r[key] === 'number' ? format.hundredths(r[key]) : '—';
  const multiplier: [string, string] = [
    t('inhouse.dice.multiplier'),
    typeof r.multiplierScaled === 'number' ? format.scaled(r.multiplierScaled) : '—',
  ];
  const outcome: [string, string] = [t('inhouse.verify.result'), winText(r.win)];

  let board: ReactNode = null;
  let lines: [string, string][];
  switch (game) {
    case 'dice':
      lines = [
        [
          t('inhouse.verify.roll'),
          typeof r.rollHundredths === 'number'
            ? format.digits(formatHundredths(r.rollHundredths))
            : '—',
        ],
        outcome,
        multiplier,
      ];
      break;
    case 'limbo':
      lines = [[t('inhouse.verify.drawn'), hundredths('resultHundredths')], outcome];
      break;
    case 'crash':
      lines = [[t('inhouse.verify.crashPoint'), hundredths('crashPointHundredths')], outcome];
      break;
    case 'plinko': {
      const path = Array.isArray(r.path)
        ? r.path.map((s) => (s ? t('inhouse.verify.right') : t('inhouse.verify.left'))).join(' ')
        : '—';
      lines = [
        [t('inhouse.verify.path'), path],
        [t('inhouse.verify.slot'), format.digits(String(r.slot))],
        multiplier,
      ];
      break;
    }
    case 'mines': {
      const mines = Array.isArray(r.minePositions) ? (r.minePositions as number[]) : [];
      const picks = Array.isArray(r.picks) ? (r.picks as number[]) : [];
      board = (
        <div className={styles.miniGrid} aria-label={t('inhouse.mines.grid')}>
          {Array.from({ length: MINES_CELLS }, (_, c) => (
            <span
              key={c}
              className={cx(
                mines.includes(c) && styles.miniMine,
                picks.includes(c) && styles.miniPick,
              )}
            >
              {format.digits(String(c))}
            </span>
          ))}
        </div>
      );
      lines = [
        [t('inhouse.verify.minesAt'), format.digits(mines.join(', '))],
        [
          t('inhouse.verify.result'),
          r.hitIndex === null ? t('inhouse.verify.win') : t('inhouse.verify.loss'),
        ],
      ];
      break;
    }
    case 'slot': {
      const slot = result as SlotResult;
      board = (
        <div className={styles.miniReels}>
          {slot.window.map((column, reel) => (
            <div key={reel}>
              {column.map((symbol, row) => (
                <SlotSymbolArt
                  key={row}
                  symbol={symbol as SlotSymbol}
                  wildLabel={t('inhouse.slot.wildMark')}
                />
              ))}
            </div>
          ))}
        </div>
      );
      lines = [[t('inhouse.verify.stops'), format.digits(slot.stops.join(', '))], multiplier];
      break;
    }
  }

  return (
    <div className={styles.summary}>
      {board}
      {lines.map(([label, value]) => (
        <div key={label} className={styles.summaryLine}>
          <span>{label}</span>
          <strong>{value}</strong>
        </div>
      ))}
    </div>
  );
}
