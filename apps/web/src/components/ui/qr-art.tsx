import { useMemo } from 'react';
import styles from './qr-art.module.css';

const GRID = 21;

/** Deterministic 32-bit hash (FNV-1a) so the same seed always draws the same pattern. */
function hash(seed: string): number {
  let h = 0x811c9dc5;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return h >>> 0;
}

function isFinder(x: number, y: number): boolean {
  const inBox = (ox: number, oy: number) => x >= ox && x < ox + 7 && y >= oy && y < oy + 7;
  return inBox(0, 0) || inBox(GRID - 7, 0) || inBox(0, GRID - 7);
}

interface QrArtProps {
  seed: string;
  size?: number;
}

/**
 * A decorative QR-like pattern (not a scannable code): three finder squares and seeded modules.
 * Real codes arrive with the app-download feature.
 */
export function QrArt({ seed, size = 78 }: QrArtProps) {
  const cells = useMemo(() => {
    let state = hash(seed) || 1;
    const out: Array<[number, number]> = [];
    for (let y = 0; y < GRID; y++) {
      for (let x = 0; x < GRID; x++) {
        state ^= state << 13;
        state ^= state >>> 17;
        state ^= state << 5;
        if (!isFinder(x, y) && (state >>> 0) % 100 < 46) out.push([x, y]);
      }
    }
    return out;
  }, [seed]);

  return (
    <svg
      className={styles.qr}
      width={size}
      height={size}
      viewBox={`-1 -1 ${GRID + 2} ${GRID + 2}`}
      aria-hidden="true"
      shapeRendering="crispEdges"
    >
      <rect x="-1" y="-1" width={GRID + 2} height={GRID + 2} rx="1.5" className={styles.bg} />
      {[
        [0, 0],
        [GRID - 7, 0],
        [0, GRID - 7],
      ].map(([fx = 0, fy = 0]) => (
        <g key={`${fx}-${fy}`} className={styles.ink}>
          <path d={`M${fx} ${fy}h7v7h-7zM${fx + 1} ${fy + 1}v5h5v-5z`} fillRule="evenodd" />
          <rect x={fx + 2} y={fy + 2} width="3" height="3" />
        </g>
      ))}
      <g className={styles.ink}>
        {cells.map(([x, y]) => (
          <rect key={`${x}-${y}`} x={x} y={y} width="1" height="1" />
        ))}
      </g>
    </svg>
  );
}
