import { Suspense, useEffect } from 'react';
import { Link } from '../../lib/router/index.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icons/icon.tsx';
import { LanguageSelect } from '../../components/ui/language-select.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { ThemeToggle } from '../../components/ui/theme-toggle.tsx';
import { useModalStore } from '../../lib/stores/modal-store.ts';
import { useSessionStore } from '../../lib/stores/session-store.ts';
import { useUiStore } from '../../lib/stores/ui-store.ts';
import {
  HeaderAccount,
  preloadAuthModals,
  preloadLogin,
  preloadRegister,
} from './lazy-overlays.ts';
import { HeaderNav } from './header-nav.tsx';
import { useSite } from './use-site.ts';
import styles from './header.module.css';

export function Header({ hasMenuButton }: { hasMenuButton: boolean }) {
  const { t } = useTranslation();
  const { siteName } = useSite();
  const openModal = useModalStore((s) => s.openModal);
  const isDrawerOpen = useUiStore((s) => s.isDrawerOpen);
  const setDrawerOpen = useUiStore((s) => s.setDrawerOpen);
  const isLoggedIn = useSessionStore((s) => Boolean(s.token));

  // A visitor's next step is likely the login popup: its code loads once the page is idle, the
  // sign-up popup's in a later idle moment (asking for a chunk's many files is itself ~50 ms of
  // a phone's main thread, too much for one task).
  useEffect(() => {
    if (isLoggedIn) return;
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(preloadAuthModals, 1500);
      return () => clearTimeout(timer);
    }
    let handle = requestIdleCallback(
      () => {
        preloadLogin();
        handle = requestIdleCallback(preloadRegister, { timeout: 3000 });
      },
      { timeout: 3000 },
    );
    return () => cancelIdleCallback(handle);
  }, [isLoggedIn]);

  return (
    <header className={styles.header} data-testid="header">
      <div className={styles.bar}>
        {hasMenuButton && (
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('header.openMenu')}
            aria-expanded={isDrawerOpen}
            aria-controls="side-drawer"
            onClick={() => setDrawerOpen(true)}
            data-testid="header-menu"
          >
            <Icon name="menu" />
          </button>
        )}
        <Link to="/" className={styles.logo} aria-label={t('app.homeLink', { siteName })}>
          <Logo siteName={siteName} className={styles.logoInner} />
        </Link>
        <div className={styles.tools}>
          <LanguageSelect testId="language-select" className={styles.language} />
          <ThemeToggle testId="theme-toggle" />
        </div>
        {isLoggedIn ? (
          <Suspense fallback={<div className={styles.accountSpace} aria-hidden="true" />}>
            <HeaderAccount />
          </Suspense>
        ) : (
          <div className={styles.auth}>
            <Button
              variant="outline"
              onClick={() => openModal('login')}
              onPointerEnter={preloadAuthModals}
              onFocus={preloadAuthModals}
              data-testid="header-login"
            >
              {t('header.login')}
            </Button>
            <Button
              onClick={() => openModal('register')}
              onPointerEnter={preloadAuthModals}
              onFocus={preloadAuthModals}
              data-testid="header-register"
            >
              {t('header.register')}
            </Button>
          </div>
        )}
      </div>
      <HeaderNav />
    </header>
  );
}
