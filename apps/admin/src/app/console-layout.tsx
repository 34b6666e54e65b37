import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Preferences } from '../components/ui/preferences.tsx';
import { Loading } from '../components/ui/query-error.tsx';
import { FeedbackNavCount } from '../features/feedback/feedback-nav-count.tsx';
import { useSignOut } from '../features/session/api/sign-out.ts';
import { useSessionStore } from '../lib/session-store.ts';
import { NAV_ITEMS } from './nav-items.ts';
import styles from './console-layout.module.css';

/** Header (site, operator, language, theme, sign out), the menu, and the page. */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const session = useSessionStore((s) => s.session);
  const signOut = useSignOut();
  const permissions = session?.permissions ?? [];
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main">
        {t('common.skip')}
      </a>
      <header className={styles.header}>
        <div className={styles.brand}>
          <strong>{session?.siteName}</strong>
          <span className="muted">{t('common.appName')}</span>
        </div>
        <div className={styles.tools}>
          {session && (
            <span className={`muted ${styles.who}`}>
              {t('header.signedInAs', {
                name: session.operator.displayName,
                role: t(`roles.${session.operator.role}`),
              })}
            </span>
          )}
          <Preferences />
          <button type="button" className="btn" onClick={() => signOut.mutate()}>
            {t('header.signOut')}
          </button>
        </div>
      </header>
      <nav className={styles.nav} aria-label={t('nav.label')}>
        <ul>
          {NAV_ITEMS.filter((item) => permissions.includes(item.action)).map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className={({ isActive }) => (isActive ? styles.active : '')}>
                {t(item.label)}
                {item.action === 'feedback.read' && <FeedbackNavCount />}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
