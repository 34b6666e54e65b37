import type { CSSProperties } from 'react';
import { FOOTER_VENDORS } from '../../../config/categories.ts';
import styles from './vendor-logos.module.css';

type Vendor = (typeof FOOTER_VENDORS)[number];

/** Each provider gets its own original badge shape and colour; no vendor artwork is copied. */
const STYLE: Record<Vendor, { shape: 'pill' | 'hex' | 'shield' | 'diamond'; hue: number }> = {
  PG: { shape: 'pill', hue: 200 },
  EG2: { shape: 'hex', hue: 28 },
  PT: { shape: 'shield', hue: 0 },
  JDB: { shape: 'pill', hue: 130 },
  CQ9: { shape: 'diamond', hue: 45 },
  FC: { shape: 'hex', hue: 265 },
  JL: { shape: 'shield', hue: 330 },
  BGS: { shape: 'diamond', hue: 175 },
};

const SHAPES = {
  pill: <rect x="2" y="6" width="76" height="28" rx="14" />,
  hex: <path d="M14 4h52l12 16-12 16H14L2 20z" />,
  shield: <path d="M6 6h68v14c0 9-14 14-34 16C20 34 6 29 6 20z" />,
  diamond: <path d="M40 2l36 18-36 18L4 20z" />,
};

function VendorLogo({ code }: { code: Vendor }) {
  const { shape, hue } = STYLE[code];
  return (
    <svg
      className={styles.logo}
      viewBox="0 0 80 40"
      width="80"
      height="40"
      role="img"
      aria-label={code}
      style={{ '--vendor-hue': hue } as CSSProperties}
    >
      <g className={styles.shape}>{SHAPES[shape]}</g>
      {/* A brand code, not a number: kept as the vendor writes it. */}
      <text x="40" y="25.5" className={styles.text} data-latin>
        {code}
      </text>
    </svg>
  );
}

export function VendorLogos() {
  return (
    <ul className={styles.list}>
      {FOOTER_VENDORS.map((code) => (
        <li key={code}>
          <VendorLogo code={code} />
        </li>
      ))}
    </ul>
  );
}
