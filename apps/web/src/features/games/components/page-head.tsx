import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../../components/ui/icons/icon.tsx';
import styles from './game-pages.module.css';

/** The title line of a game page. */
export function PageHead({
  icon,
  title,
  children,
}: {
  icon: IconName;
  title: string;
  children?: ReactNode;
}) {
  return (
    <header className={styles.head}>
      <span className={styles.headIcon}>
        <Icon name={icon} size={22} />
      </span>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </header>
  );
}
