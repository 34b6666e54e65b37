import { lazy, Suspense } from 'react';
import { NavLink } from '../../lib/router/index.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Icon } from '../../components/ui/icons/icon.tsx';
import { LanguageSelect } from '../../components/ui/language-select.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { ThemeToggle } from '../../components/ui/theme-toggle.tsx';
import { cx } from '../../lib/cx.ts';
import { useSessionStore } from '../../lib/stores/session-store.ts';
import { useUiStore } from '../../lib/stores/ui-store.ts';
import { AppDownload } from './app-download.tsx';
import { CustomerServiceLinks } from './customer-service-links.tsx';
import { useMemberLinks } from './use-member-links.ts';
import { useNavCategories } from './use-nav-categories.ts';
import { useSite } from './use-site.ts';
import styles from './side-menu.module.css';
import { SideBanners } from '../../features/content/components/side-banners.tsx';

// The count of rewards to claim: members only, so visitors never download it.
const ClaimableBadge = lazy(() =>
  import('./claimable-badge.tsx').then((m) => ({ default: m.ClaimableBadge })),
);

interface SideMenuContentProps {
  isCollapsed: boolean;
  onNavigate?: () => void;
}

export function SideMenuContent({ isCollapsed, onNavigate }: SideMenuContentProps) {
  const { t } = useTranslation();
  const { items } = useNavCategories();
  const links = useMemberLinks();
  const isMember = useSessionStore((s) => s.token !== null && !s.isTrial);
  return (
    <div className={cx(styles.content, isCollapsed && styles.isCollapsed)}>
      {!isCollapsed && <SideBanners />}
      <nav aria-label={t('sideMenu.categories')} className={styles.group}>
        <h2 className={styles.heading}>{t('sideMenu.categories')}</h2>
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.key}>
              <NavLink
                to={item.to}
                onClick={onNavigate}
                title={isCollapsed ? t(item.label) : undefined}
                className={({ isActive }) => cx(styles.item, isActive && styles.active)}
              >
                <span className={styles.icon}>
                  <Icon name={item.icon} />
                </span>
                <span className={styles.label}>{t(item.label)}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.group}>
        <ul className={styles.list}>
          <li>
            <button
              type="button"
              className={styles.item}
              onClick={() => {
                onNavigate?.();
                links.rewardCenter();
              }}
              title={isCollapsed ? t('sideMenu.rewardCenter') : undefined}
              data-testid="side-menu-reward-center"
            >
              <span className={cx(styles.icon, styles.gold)}>
                <Icon name="trophy" />
              </span>
              <span className={styles.label}>{t('sideMenu.rewardCenter')}</span>
              {isMember && (
                <Suspense fallback={null}>
                  <ClaimableBadge
                    placement={isCollapsed ? 'rail' : 'side'}
                    testId="side-menu-claimable-badge"
                  />
                </Suspense>
              )}
            </button>
          </li>
          <li>
            <button
              type="button"
              className={styles.item}
              onClick={() => {
                onNavigate?.();
                links.invite();
              }}
              title={isCollapsed ? t('sideMenu.invite') : undefined}
              data-testid="side-menu-invite"
            >
              <span className={cx(styles.icon, styles.gold)}>
                <Icon name="userPlus" />
              </span>
              <span className={styles.label}>{t('sideMenu.invite')}</span>
            </button>
          </li>
        </ul>
      </div>
      <AppDownload isCollapsed={isCollapsed} />
      <CustomerServiceLinks isCollapsed={isCollapsed} />
      {!isCollapsed && (
        <div className={cx(styles.group, styles.settings)}>
          <h2 className={styles.heading}>{t('sideMenu.settings')}</h2>
          <LanguageSelect testId="side-menu-language" />
          <ThemeToggle showLabel testId="side-menu-theme" />
        </div>
      )}
    </div>
  );
}

/** Desktop: a docked, collapsible menu. */
export function SideMenu() {
  const { t } = useTranslation();
  const { siteName } = useSite();
  const isCollapsed = useUiStore((s) => s.isSideMenuCollapsed);
  const toggle = useUiStore((s) => s.toggleSideMenu);
  return (
    <aside
      className={cx(styles.side, isCollapsed && styles.sideCollapsed)}
      aria-label={t('sideMenu.label')}
      data-testid="side-menu"
    >
      <div className={styles.top}>
        {!isCollapsed && <Logo siteName={siteName} className={styles.brand} />}
        <button
          type="button"
          className={styles.collapse}
          onClick={toggle}
          aria-expanded={!isCollapsed}
          aria-label={isCollapsed ? t('sideMenu.expand') : t('sideMenu.collapse')}
          title={isCollapsed ? t('sideMenu.expand') : t('sideMenu.collapse')}
        >
          <Icon name={isCollapsed ? 'chevronEnd' : 'chevronStart'} className={styles.flip} />
        </button>
      </div>
      <SideMenuContent isCollapsed={isCollapsed} />
    </aside>
  );
}
