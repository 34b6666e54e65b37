import type { ReactNode } from 'react';
import { cx } from '../../lib/cx.ts';
import styles from './badge.module.css';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  testId?: string;
}

/** A small status pill; the text carries the meaning, the colour only repeats it. */
export function Badge({ tone = 'neutral', children, testId }: BadgeProps) {
  return (
    <span className={cx(styles.badge, styles[tone])} data-testid={testId} data-tone={tone}>
      <span className={styles.dot} aria-hidden="true" />
      {children}
    </span>
  );
}
