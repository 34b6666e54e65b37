import { useId, type ReactNode } from 'react';
import { cx } from '../../lib/cx.ts';
import styles from './illustration.module.css';

export type IllustrationKind =
  | 'games'
  | 'cards'
  | 'gift'
  | 'heart'
  | 'clock'
  | 'ticket'
  | 'lost'
  | 'maintenance'
  | 'shield'
  | 'member'
  | 'lock';

function centerpiece(kind: IllustrationKind, gold: string): ReactNode {
  const g = `url(#${gold})`;
  switch (kind) {
    case 'games':
      return (
        <>
          <rect x="52" y="46" width="96" height="78" rx="14" className={styles.panel} />
          <rect x="62" y="60" width="76" height="36" rx="6" className={styles.screen} />
          {[0, 1, 2].map((i) => (
            <text key={i} x={75 + i * 25} y="86" className={styles.reel} fill={g}>
              7
            </text>
          ))}
          <rect x="70" y="104" width="60" height="8" rx="4" className={styles.soft} />
          <path d="M148 64h8v-16" className={styles.lineStrong} />
          <circle cx="156" cy="44" r="6" fill={g} />
        </>
      );
    case 'cards':
      return (
        <>
          <rect
            x="56"
            y="48"
            width="54"
            height="76"
            rx="8"
            className={styles.panel}
            transform="rotate(-12 83 86)"
          />
          <rect
            x="90"
            y="44"
            width="54"
            height="76"
            rx="8"
            className={styles.card}
            transform="rotate(10 117 82)"
          />
          <path d="M117 70l10 12-10 12-10-12z" fill={g} transform="rotate(10 117 82)" />
        </>
      );
    case 'gift':
      return (
        <>
          <rect x="60" y="72" width="80" height="54" rx="8" className={styles.panel} />
          <rect x="54" y="58" width="92" height="20" rx="6" className={styles.card} />
          <rect x="94" y="58" width="12" height="68" fill={g} />
          <path
            d="M100 58c-10-18-30-16-26-4 3 6 16 5 26 4zm0 0c10-18 30-16 26-4-3 6-16 5-26 4z"
            fill={g}
          />
        </>
      );
    case 'heart':
      return (
        <>
          <rect x="62" y="44" width="76" height="84" rx="12" className={styles.panel} />
          <path
            d="M100 112s-24-14-24-32a12 12 0 0124-6 12 12 0 0124 6c0 18-24 32-24 32z"
            fill={g}
          />
        </>
      );
    case 'clock':
      return (
        <>
          <circle cx="100" cy="86" r="40" className={styles.panel} />
          <circle cx="100" cy="86" r="30" className={styles.screen} />
          <path d="M100 66v20l14 10" className={styles.lineStrong} />
          <circle cx="100" cy="86" r="4" fill={g} />
        </>
      );
    case 'ticket':
      return (
        <>
          <path
            d="M50 60h100v16a10 10 0 000 20v16H50V96a10 10 0 000-20z"
            className={styles.panel}
          />
          {[0, 1, 2].map((i) => (
            <circle
              key={i}
              cx={78 + i * 22}
              cy="86"
              r="9"
              fill={i === 1 ? g : undefined}
              className={i === 1 ? undefined : styles.soft}
            />
          ))}
        </>
      );
    case 'lost':
      return (
        <>
          <path d="M98 132V56" className={styles.lineStrong} />
          <path d="M98 56h46l10 11-10 11H98z" fill={g} />
          <path d="M98 84H56l-10 11 10 11h42z" className={styles.panel} />
          <text x="118" y="73" className={styles.glyph}>
            ?
          </text>
        </>
      );
    case 'maintenance':
      return (
        <>
          <circle cx="92" cy="84" r="30" className={styles.panel} />
          <circle cx="92" cy="84" r="12" className={styles.screen} />
          {[0, 45, 90, 135, 180, 225, 270, 315].map((a) => (
            <rect
              key={a}
              x="87"
              y="46"
              width="10"
              height="12"
              rx="2"
              className={styles.panel}
              transform={`rotate(${a} 92 84)`}
            />
          ))}
          <path d="M118 104l24 24" className={styles.wrench} stroke={g} />
          <circle cx="144" cy="130" r="7" fill={g} />
        </>
      );
    case 'shield':
      return (
        <>
          <path
            d="M100 42l40 14v30c0 24-17 38-40 44-23-6-40-20-40-44V56z"
            className={styles.panel}
          />
          <circle cx="100" cy="86" r="18" className={styles.screen} />
          <path d="M87 99l26-26" className={styles.wrench} stroke={g} />
        </>
      );
    case 'member':
      return (
        <>
          <rect x="52" y="54" width="96" height="66" rx="10" className={styles.panel} />
          <circle cx="80" cy="82" r="12" fill={g} />
          <path d="M64 108a16 16 0 0132 0" fill={g} />
          <rect x="106" y="74" width="30" height="6" rx="3" className={styles.soft} />
          <rect x="106" y="88" width="22" height="6" rx="3" className={styles.soft} />
        </>
      );
    case 'lock':
      return (
        <>
          <rect x="66" y="76" width="68" height="54" rx="10" className={styles.panel} />
          <path d="M80 76V64a20 20 0 0140 0v12" className={styles.wrench} stroke={g} />
          <circle cx="100" cy="100" r="7" fill={g} />
        </>
      );
  }
}

interface IllustrationProps {
  kind: IllustrationKind;
  className?: string;
  size?: number;
}

/** Empty-state art: a soft stage with sparkles and a gold centrepiece. Decorative only. */
export function Illustration({ kind, className, size = 200 }: IllustrationProps) {
  const id = useId().replace(/[^a-zA-Z0-9-]/g, '');
  const gold = `gold-${id}`;
  const glow = `glow-${id}`;
  return (
    <svg
      className={cx(styles.art, className)}
      width={size}
      height={size * 0.8}
      viewBox="0 0 200 160"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={gold} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffd97a" />
          <stop offset="0.6" stopColor="#f2a81d" />
          <stop offset="1" stopColor="#d4860a" />
        </linearGradient>
        <radialGradient id={glow} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#f5b731" stopOpacity="0.28" />
          <stop offset="1" stopColor="#f5b731" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="100" cy="84" r="76" fill={`url(#${glow})`} />
      <ellipse cx="100" cy="140" rx="64" ry="8" className={styles.shadow} />
      <path d="M30 40l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" fill={`url(#${gold})`} opacity="0.8" />
      <path d="M168 28l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" fill={`url(#${gold})`} opacity="0.7" />
      <circle cx="172" cy="104" r="3" className={styles.soft} />
      <circle cx="28" cy="110" r="4" className={styles.soft} />
      {centerpiece(kind, gold)}
    </svg>
  );
}
