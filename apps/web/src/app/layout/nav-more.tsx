import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { NavLink } from '../../lib/router/index.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Icon } from '../../components/ui/icons/icon.tsx';
import { cx } from '../../lib/cx.ts';
import type { NavItem } from './nav-items.ts';
import styles from './header.module.css';

interface NavMoreProps {
  /** The categories that do not fit the bar, in navigation order. */
  items: NavItem[];
  onItemClick: (event: MouseEvent, item: NavItem) => void;
  /** Called when the menu opens (the bar closes its vendor dropdown). */
  onOpen: () => void;
}

/**
 * The header's "More" disclosure: a button (aria-expanded) and a list of the links that did not
 * fit. Arrow keys move between the links, Escape closes and returns focus to the button, and
 * a click or focus outside closes it.
 */
export function NavMore({ items, onItemClick, onOpen }: NavMoreProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!isOpen) return;
    const handlePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', handlePointer);
    return () => document.removeEventListener('pointerdown', handlePointer);
  }, [isOpen]);

  const links = () =>
    Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('[role="menu"] a') ?? []);

  function focusLink(index: number) {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  }

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && isOpen) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const step = event.key === 'ArrowDown' ? 1 : -1;
    if (!isOpen) {
      setOpen(true);
      onOpen();
      requestAnimationFrame(() => focusLink(step === 1 ? 0 : -1));
      return;
    }
    const current = links().indexOf(document.activeElement as HTMLAnchorElement);
    focusLink(current === -1 ? 0 : current + step);
  }

  return (
    <div
      ref={rootRef}
      className={styles.more}
      onKeyDown={handleKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={cx(styles.navLink, styles.moreButton, isOpen && styles.navToggleOpen)}
        aria-expanded={isOpen}
        aria-haspopup="menu"
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => {
          if (!isOpen) onOpen();
          setOpen(!isOpen);
        }}
        data-testid="nav-more"
      >
        <Icon name="menu" size={18} />
        {t('nav.more')}
        <Icon name="chevronDown" size={14} />
      </button>
      {isOpen && items.length > 0 && (
        <ul id={menuId} role="menu" className={styles.moreMenu} data-testid="nav-more-menu">
          {items.map((item) => (
            <li key={item.key} role="none">
              <NavLink
                to={item.to}
                role="menuitem"
                className={styles.moreLink}
                onClick={(event) => {
                  setOpen(false);
                  onItemClick(event, item);
                }}
                data-testid={`nav-more-${item.key}`}
              >
                <Icon name={item.icon} size={18} />
                {t(item.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
