import type { CSSProperties } from 'react';
import type { GameTile as Game } from '@portal/contracts/games';
import { cx } from '../../../lib/cx.ts';
import { useGameActions } from '../use-game-actions.ts';
import { GameTile } from './game-tile.tsx';
import { TileSkeletons } from './tile-skeletons.tsx';
import styles from './game-grid.module.css';

interface GameGridProps {
  games: readonly Game[];
  label: string;
  size?: 'md' | 'sm';
  /** Called before a tile's Play or Free Trial (e.g. to close the popup it sits in). */
  onBeforeLaunch?: () => void;
  testId?: string;
  /** At most this many tiles a row (small grids in popups). */
  maxColumns?: number;
}

/** A responsive grid of connected game tiles (favourites, Play, Free Trial). */
export function GameGrid({
  games,
  label,
  size = 'md',
  onBeforeLaunch,
  testId,
  maxColumns,
}: GameGridProps) {
  const { tileProps } = useGameActions();
  return (
    <ul
      className={cx(styles.grid, styles[size])}
      aria-label={label}
      data-testid={testId}
      style={maxColumns ? ({ '--max-columns': maxColumns } as CSSProperties) : undefined}
    >
      {games.map((game, i) => {
        const props = tileProps(game, i);
        return (
          <li key={game.nodeId}>
            <GameTile
              {...props}
              size={size}
              onPlay={(g) => {
                onBeforeLaunch?.();
                props.onPlay(g);
              }}
              onTrial={(g) => {
                onBeforeLaunch?.();
                props.onTrial(g);
              }}
            />
          </li>
        );
      })}
    </ul>
  );
}

/** The grid's place while its first page loads: tile stand-ins of the real size (no jump). */
export function GameGridSkeleton({ count, size = 'md' }: { count: number; size?: 'md' | 'sm' }) {
  return (
    <ul
      className={cx(styles.grid, styles[size])}
      aria-hidden="true"
      data-testid="game-grid-pending"
    >
      <TileSkeletons count={count} size={size} />
    </ul>
  );
}
