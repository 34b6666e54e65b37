import { cx } from '../../../lib/cx.ts';
import tile from './game-tile.module.css';

/**
 * Stand-ins that keep a row's place while its games load. They use the tile's own boxes, so a
 * row keeps its height when the games arrive (no jump, nothing for scroll anchoring to fix).
 * `moving` (default) sweeps a shimmer over them; a row far off screen passes false: it stands
 * still until the player scrolls near it.
 */
export function TileSkeletons({
  count,
  size = 'md',
  moving = true,
}: {
  count: number;
  size?: 'md' | 'sm';
  moving?: boolean;
}) {
  return Array.from({ length: count }, (_, i) => (
    <li key={i} aria-hidden="true">
      <div className={cx(tile.tile, tile[size], tile.ghost)} data-moving={moving}>
        <div className={tile.art} />
        <div className={tile.body}>
          <span className={tile.name}>&nbsp;</span>
          <span className={tile.vendor}>&nbsp;</span>
          <div className={tile.actions}>
            <span className={tile.button}>&nbsp;</span>
            <span className={tile.button}>&nbsp;</span>
          </div>
        </div>
      </div>
    </li>
  ));
}
