import type { ReactNode } from 'react';
import type { GameName } from '../rounds.ts';

/** A small original mark for each game (24×24, currentColor). */
export function GameGlyph({ game, size = 24 }: { game: GameName; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} fill="none" aria-hidden="true">
      {GLYPHS[game]}
    </svg>
  );
}

const stroke = {
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const GLYPHS: Record<GameName, ReactNode> = {
  dice: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="4" {...stroke} />
      <circle cx="8.5" cy="8.5" r="1.5" fill="currentColor" />
      <circle cx="12" cy="12" r="1.5" fill="currentColor" />
      <circle cx="15.5" cy="15.5" r="1.5" fill="currentColor" />
    </>
  ),
  limbo: (
    <>
      <path d="M12 3c3 2.5 4.5 6 4 10l-2 3h-4l-2-3c-.5-4 1-7.5 4-10Z" {...stroke} />
      <circle cx="12" cy="10" r="1.6" fill="currentColor" />
      <path d="M10 19.5 12 21l2-1.5" {...stroke} />
    </>
  ),
  mines: (
    <>
      <path d="M12 3 19 9l-7 12L5 9Z" {...stroke} />
      <path d="M5 9h14M9.5 9 12 21l2.5-12M9.5 9 12 3l2.5 6" {...stroke} strokeWidth={1.2} />
    </>
  ),
  plinko: (
    <>
      {[
        [12, 5],
        [9, 9],
        [15, 9],
        [6, 13],
        [12, 13],
        [18, 13],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="1.3" fill="currentColor" />
      ))}
      <path d="M4 18h16v2.5H4Z" {...stroke} strokeWidth={1.4} />
      <circle cx="10.5" cy="16" r="1.8" fill="currentColor" opacity="0.6" />
    </>
  ),
  slot: (
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="3" {...stroke} />
      <path d="M8.8 5v14M15.2 5v14" {...stroke} strokeWidth={1.2} />
      <path
        d="M4.5 10.5h2.8l-1.6 3.5M11 10.5h2.8l-1.6 3.5M17.4 10.5h2.8l-1.6 3.5"
        {...stroke}
        strokeWidth={1.3}
      />
    </>
  ),
  crash: (
    <>
      <path d="M3.5 20.5h17M3.5 20.5v-17" {...stroke} strokeWidth={1.3} />
      <path d="M5 19c6 0 10-3 14-12" {...stroke} />
      <path d="m16.5 6.5 2.7.2.3 2.8" {...stroke} />
    </>
  ),
};
