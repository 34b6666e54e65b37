import { useId } from 'react';
import { cx } from '../../lib/cx.ts';
import styles from './logo.module.css';

interface LogoProps {
  siteName: string;
  /** Hide the word mark (collapsed side menu, tiny phones). */
  markOnly?: boolean;
  className?: string;
}

/** The portal's own mark: a gold hexagon with a chip-cut "P", plus the site name. */
export function Logo({ siteName, markOnly = false, className }: LogoProps) {
  const gid = `logo-${useId().replace(/[^a-zA-Z0-9-]/g, '')}`;
  return (
    <span className={cx(styles.logo, className)}>
      <svg className={styles.mark} viewBox="0 0 40 40" width="36" height="36" aria-hidden="true">
        <defs>
          <linearGradient id={gid} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ffe08a" />
            <stop offset="0.55" stopColor="#f2a81d" />
            <stop offset="1" stopColor="#c97d05" />
          </linearGradient>
        </defs>
        <path
          d="M20 2.5l15.2 8.75v17.5L20 37.5 4.8 28.75v-17.5z"
          fill="none"
          stroke={`url(#${gid})`}
          strokeWidth="3.2"
          strokeLinejoin="round"
        />
        <path d="M15 11h7a6.5 6.5 0 010 13h-2.6v5.5H15z" fill={`url(#${gid})`} />
        <circle cx="21.6" cy="17.5" r="2.2" className={styles.cut} />
      </svg>
      <span className={markOnly ? 'visually-hidden' : styles.word}>{siteName}</span>
    </span>
  );
}
