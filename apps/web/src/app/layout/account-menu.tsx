import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Icon, type IconName } from '../../components/ui/icons/icon.tsx';
import styles from './header-account.module.css';

export interface MenuAction {
  key: string;
  label: string;
  icon: IconName;
  onSelect: () => void;
}

interface AccountMenuProps {
  /** Visible name of the account on the button (hidden on phones). */
  name: string;
  actions: MenuAction[];
}

/** Accessible menu button (WAI-ARIA menu pattern) without a dependency. */
export function AccountMenu({ name, actions }: AccountMenuProps) {
  const { t } = useTranslation();
  const id = useId();
  const [isOpen, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const items = () =>
    Array.from(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!isOpen) return;
    items()[0]?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [isOpen]);

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }

  function handleMenuKey(event: KeyboardEvent<HTMLUListElement>) {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: list.length - 1,
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    } else if (moves[event.key] !== undefined) {
      event.preventDefault();
      list[((moves[event.key] ?? 0) + list.length) % list.length]?.focus();
    }
  }

  return (
    <div ref={root} className={styles.menuRoot}>
      <button
        ref={button}
        type="button"
        className={styles.menuButton}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={`${id}-menu`}
        aria-label={t('account.menu', { name })}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
        data-testid="account-menu-button"
      >
        <Icon name="user" size={18} />
        <span className={styles.menuName} translate="no">
          {name}
        </span>
        <Icon name="chevronDown" size={16} />
      </button>
      {isOpen && (
        <ul
          id={`${id}-menu`}
          role="menu"
          aria-label={t('account.menuLabel')}
          className={styles.menu}
          onKeyDown={handleMenuKey}
          data-testid="account-menu"
        >
          {actions.map((action) => (
            <li key={action.key} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={styles.menuItem}
                onClick={() => {
                  close(true);
                  action.onSelect();
                }}
                data-testid={`account-menu-${action.key}`}
              >
                <Icon name={action.icon} size={18} />
                {action.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
