import type { ReactNode } from 'react';
import { cx } from '../../lib/cx.ts';
import { Illustration, type IllustrationKind } from './illustration.tsx';
import styles from './empty-state.module.css';

interface EmptyStateProps {
  illustration: IllustrationKind;
  title: string;
  text: string;
  /** Heading level: pages use 1, sections inside a page use 3. */
  level?: 1 | 2 | 3;
  compact?: boolean;
  meta?: ReactNode;
  action?: ReactNode;
  testId?: string;
}

/** A designed "nothing here yet" block: illustration, title, one sentence and an action. */
export function EmptyState({
  illustration,
  title,
  text,
  level = 2,
  compact = false,
  meta,
  action,
  testId,
}: EmptyStateProps) {
  const Heading = `h${level}` as const;
  return (
    <section className={cx(styles.root, compact && styles.compact)} data-testid={testId}>
      <Illustration kind={illustration} size={compact ? 120 : 220} className={styles.art} />
      <div className={styles.copy}>
        <Heading className={styles.title}>{title}</Heading>
        <p className={styles.text}>{text}</p>
        {meta && <div className={styles.meta}>{meta}</div>}
        {action && <div className={styles.action}>{action}</div>}
      </div>
    </section>
  );
}
