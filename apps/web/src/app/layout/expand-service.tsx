import { useSyncExternalStore, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useLocation, useNavigate } from '../../lib/router/index.ts';
import { paths } from '../../config/paths.ts';
import { Icon, type IconName } from '../../components/ui/icons/icon.tsx';
import { cx } from '../../lib/cx.ts';
import { openModal } from '../../lib/stores/modal-store.ts';
import { useMemberLinks } from './use-member-links.ts';
import { useSessionStore } from '../../lib/stores/session-store.ts';
import { useSite } from './use-site.ts';
import styles from './expand-service.module.css';

type ServiceLabel =
  `service.${'invite' | 'livechat' | 'download' | 'telegram' | 'telegram1' | 'whatsapp' | 'chat'}`;

interface ServiceItem {
  key: string;
  icon: IconName;
  label: ServiceLabel;
  href?: string | undefined;
  onClick?: () => void;
}

function isApple(): boolean {
  return /iPhone|iPad|iPod|Macintosh/.test(navigator.userAgent);
}

/** Back to top shows once the page has scrolled this far (it would only cover content before). */
const BACK_TO_TOP_AFTER_PX = 400;

/** In-house games (/bgs/dice…) keep their controls low on a phone: the dock sits in the flow. */
const IN_HOUSE_GAME = /^\/bgs\/[^/]/i;

function subscribeScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** True once the window has scrolled past `px` (re-renders only when that flips). */
function useScrolledPast(px: number): boolean {
  return useSyncExternalStore(
    subscribeScroll,
    () => window.scrollY > px,
    () => false,
  );
}

/**
 * Floating quick-service menu (spec order) and a back-to-top button shown once the page has
 * scrolled. On in-house game pages the dock leaves the corner on phones (see the CSS), so it
 * never sits on the game's controls.
 */
export function ExpandService() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isScrolled = useScrolledPast(BACK_TO_TOP_AFTER_PX);
  const { service, resource } = useSite();
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  const isMember = useSessionStore((s) => s.token !== null);
  const needsLogin = () => openModal('login');
  const links = useMemberLinks();

  const items: ServiceItem[] = [
    { key: 'invite', icon: 'userPlus', label: 'service.invite', onClick: links.invite },
    { key: 'livechat', icon: 'headset', label: 'service.livechat', href: service('LIVECHAT') },
    {
      key: 'download',
      icon: 'download',
      label: 'service.download',
      // The download page: a code to scan and the installation steps for this system.
      onClick: () => void navigate(`${paths.download}?platform=${isApple() ? 'IOS' : 'ANDROID'}`),
    },
    { key: 'telegram', icon: 'telegram', label: 'service.telegram', href: resource('TELEGRAM') },
    { key: 'telegram1', icon: 'telegram', label: 'service.telegram1', href: resource('TELEGRAM1') },
    { key: 'whatsapp', icon: 'whatsapp', label: 'service.whatsapp', href: resource('WHATSAPP') },
    // Chat needs a session; logged-out visitors get the login popup.
    {
      key: 'chat',
      icon: 'chat',
      label: 'service.chat',
      // The chat page is a lazy route: its code and strings load on the first open.
      onClick: isMember ? () => void navigate(paths.liveChat) : needsLogin,
    },
  ];
  const visible = items.filter((i) => i.href || i.onClick);

  function scrollToTop() {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    document.getElementById('main')?.focus({ preventScroll: true });
  }

  return (
    <div
      className={cx(styles.dock, IN_HOUSE_GAME.test(pathname) && styles.inFlow)}
      role="group"
      aria-label={t('service.label')}
      data-testid="service-dock"
    >
      <ul id="service-menu" className={cx(styles.menu, isOpen && styles.open)} hidden={!isOpen}>
        {visible.map((item) => (
          <li key={item.key}>
            {item.href ? (
              <a
                className={styles.item}
                href={item.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t(item.label)}
                title={t(item.label)}
              >
                <Icon name={item.icon} />
              </a>
            ) : (
              <button
                type="button"
                className={styles.item}
                onClick={item.onClick}
                aria-label={t(item.label)}
                title={t(item.label)}
              >
                <Icon name={item.icon} />
              </button>
            )}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={cx(styles.fab, styles.primary)}
        aria-expanded={isOpen}
        aria-controls="service-menu"
        aria-label={isOpen ? t('service.close') : t('service.open')}
        title={isOpen ? t('service.close') : t('service.open')}
        onClick={() => setOpen((o) => !o)}
        data-testid="service-toggle"
      >
        <Icon name={isOpen ? 'close' : 'headset'} size={22} />
      </button>
      <button
        type="button"
        className={styles.fab}
        hidden={!isScrolled}
        aria-label={t('service.backToTop')}
        title={t('service.backToTop')}
        onClick={scrollToTop}
        data-testid="back-to-top"
      >
        <Icon name="arrowUp" size={22} />
      </button>
    </div>
  );
}
