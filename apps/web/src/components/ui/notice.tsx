import type { ReactNode } from 'react';
import { cx } from '../../lib/cx.ts';
import { Icon, type IconName } from './icons/icon.tsx';
import styles from './notice.module.css';

export type NoticeTone = 'info' | 'success' | 'warning' | 'danger';

const ICONS: Record<NoticeTone, IconName> = {
  info: 'info',
  success: 'check',
  warning: 'alert',
  danger: 'alert',
};

interface NoticeProps {
  tone?: NoticeTone;
  title?: string;
  children?: ReactNode;
  /** Extra controls under the text (a retry button, a link). */
  action?: ReactNode;
  testId?: string;
}

/**
 * An inline message block. Errors and warnings are announced (role alert); success and info
 * politely (role status).
 */
export function Notice({ tone = 'info', title, children, action, testId }: NoticeProps) {
  const isUrgent = tone === 'danger' || tone === 'warning';
  return (
    <div
      className={cx(styles.notice, styles[tone])}
      role={isUrgent ? 'alert' : 'status'}
      data-testid={testId}
    >
      <Icon name={ICONS[tone]} size={20} className={styles.icon} />
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div className={styles.text}>{children}</div>}
        {action && <div className={styles.action}>{action}</div>}
      </div>
    </div>
  );
}
