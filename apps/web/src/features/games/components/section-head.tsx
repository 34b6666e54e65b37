import type { ReactNode } from 'react';
import { Link } from '../../../lib/router/index.ts';
import { Icon, type IconName } from '../../../components/ui/icons/icon.tsx';
import { GameIcon, type GameGlyph } from './game-icon.tsx';
import styles from './section-head.module.css';

interface SectionHeadProps {
  id: string;
  icon: IconName | { game: GameGlyph };
  title: string;
  /** "View all" link. */
  more?: { to: string; label: string } | undefined;
  children?: ReactNode;
}

/** The heading line of a home section: icon, title, extra controls and a "view all" link. */
export function SectionHead({ id, icon, title, more, children }: SectionHeadProps) {
  return (
    <>
      <h2 id={id} className={styles.title}>
        <span className={styles.icon}>
          {typeof icon === 'string' ? (
            <Icon name={icon} size={18} />
          ) : (
            <GameIcon name={icon.game} size={18} />
          )}
        </span>
        {title}
      </h2>
      {more && (
        <Link className={styles.more} to={more.to}>
          {more.label}
          <Icon name="chevronEnd" size={16} className={styles.chevron} />
        </Link>
      )}
      {children}
    </>
  );
}
