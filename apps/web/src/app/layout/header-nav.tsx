import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from 'react';
import { afterStrings } from '../../lib/i18n/i18n.ts';
import { useQueryClient } from '@tanstack/react-query';
import { NavLink, useNavigate } from '../../lib/router/index.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Icon } from '../../components/ui/icons/icon.tsx';
import { paths } from '../../config/paths.ts';
import { navClick } from '../../features/games/nav-rules.ts';
import { cx } from '../../lib/cx.ts';
import type { NavItem } from './nav-items.ts';
import { useNavOverflow } from './use-nav-overflow.ts';
import { useNavCategories, type MenuCategory } from './use-nav-categories.ts';
import styles from './header.module.css';

const NavDropdown = lazy(() =>
  import('../../features/games/components/nav-dropdown.tsx').then(afterStrings).then((m) => ({
    default: m.NavDropdown,
  })),
);

// The More menu's code arrives just after the first paint; meanwhile a same-sized button holds
// its place, so the bar measures right from the first frame.
const NavMore = lazy(() => import('./nav-more.tsx').then((m) => ({ default: m.NavMore })));

function MorePlaceholder() {
  const { t } = useTranslation();
  return (
    <button type="button" className={cx(styles.navLink, styles.moreButton)} aria-expanded={false}>
      <Icon name="menu" size={18} />
      {t('nav.more')}
      <Icon name="chevronDown" size={14} />
    </button>
  );
}

const HOME: NavItem = { key: 'HOME', to: paths.home, icon: 'home', label: 'nav.home' };
const PROMO: NavItem = {
  key: 'PROMO',
  to: paths.promotions,
  icon: 'gift',
  label: 'nav.promotions',
};
const DROPDOWN_ID = 'nav-dropdown';

/**
 * Top navigation (spec section 2): home, one entry per category with a vendor, promotions. Each
 * category has a vendor dropdown (hover, or its toggle button); a click opens the category page,
 * or launches the category's single vendor (see navClick). Categories that do not fit the bar's
 * width move, in order, into a "More" menu between them and promotions.
 */
export function HeaderNav() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { items, categoryOf } = useNavCategories();
  const listRef = useRef<HTMLUListElement>(null);
  const fitting = useNavOverflow(listRef, items.length, i18n.language);
  const overflow = items.slice(fitting);
  const [open, setOpen] = useState<{ code: string; byKeyboard: boolean } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const later = (next: typeof open, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), ms);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  const openCategory = open ? categoryOf(open.code) : undefined;

  function close(returnFocus: boolean) {
    clearTimeout(timer.current);
    if (returnFocus && open) document.getElementById(`nav-toggle-${open.code}`)?.focus();
    setOpen(null);
  }

  function handleClick(event: MouseEvent, category: MenuCategory | undefined) {
    close(false);
    if (!category) return;
    const rule = navClick(category.code, category.vendors);
    if (rule.action !== 'launchVendor') return;
    event.preventDefault();
    void import('../../features/games/launch.ts').then((m) =>
      m.startGame({ kind: 'vendor', vendor: rule.vendor, gameType: category.code }, 'REAL', {
        navigate,
        queryClient,
      }),
    );
  }

  return (
    <div
      onMouseLeave={() => later(null, 200)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) close(true);
      }}
    >
      <nav className={styles.nav} aria-label={t('nav.main')}>
        <ul className={styles.navList} ref={listRef}>
          {[HOME, ...items, null, PROMO].map((item, index) => {
            if (item === null) {
              return (
                <li
                  key="MORE"
                  className={cx(styles.navItem, overflow.length === 0 && styles.overflowed)}
                  aria-hidden={overflow.length === 0 || undefined}
                >
                  <Suspense fallback={<MorePlaceholder />}>
                    <NavMore
                      items={overflow}
                      onItemClick={(event, entry) => handleClick(event, categoryOf(entry.key))}
                      onOpen={() => close(false)}
                    />
                  </Suspense>
                </li>
              );
            }
            const category = categoryOf(item.key);
            const hasMenu = Boolean(category?.vendors.length);
            const isOpen = open?.code === item.key;
            // Hidden items stay laid out (out of flow) so the bar can measure them.
            const isHidden = index > fitting && index <= items.length;
            return (
              <li
                key={item.key}
                className={cx(styles.navItem, isHidden && styles.overflowed)}
                aria-hidden={isHidden || undefined}
                onMouseEnter={() =>
                  later(hasMenu ? { code: item.key, byKeyboard: false } : null, hasMenu ? 150 : 0)
                }
              >
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  className={({ isActive }) =>
                    cx(styles.navLink, hasMenu && styles.withMenu, isActive && styles.active)
                  }
                  onClick={(event) => handleClick(event, category)}
                  data-testid={`nav-${item.key}`}
                >
                  <Icon name={item.icon} size={18} />
                  {t(item.label)}
                </NavLink>
                {hasMenu && (
                  <button
                    type="button"
                    id={`nav-toggle-${item.key}`}
                    className={cx(styles.navToggle, isOpen && styles.navToggleOpen)}
                    aria-expanded={isOpen}
                    aria-controls={isOpen ? DROPDOWN_ID : undefined}
                    aria-label={t('nav.vendorsMenu', { category: t(item.label) })}
                    onClick={() => {
                      clearTimeout(timer.current);
                      // Open by hover: a click keeps it open and moves focus into it.
                      const keep = isOpen && !open.byKeyboard;
                      setOpen(isOpen && !keep ? null : { code: item.key, byKeyboard: true });
                    }}
                  >
                    <Icon name="chevronDown" size={14} />
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      {open && openCategory && (
        <Suspense fallback={null}>
          <NavDropdown
            id={DROPDOWN_ID}
            category={openCategory}
            autoFocus={open.byKeyboard}
            onMouseEnter={() => clearTimeout(timer.current)}
            onDone={() => close(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
