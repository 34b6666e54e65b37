import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Preferences } from '../../components/ui/preferences.tsx';
import { paths } from '../../config/paths.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { useSessionQuery } from './api/get-session.ts';
import { SignInForm } from './components/sign-in-form.tsx';
import { TotpForm } from './components/totp-form.tsx';
import styles from './components/sign-in.module.css';

/** Sign-in: password, then the authenticator (enrolled on first sign-in). */
export default function SignInPage() {
  const { t } = useTranslation();
  const session = useSessionStore((s) => s.session);
  const clear = useSessionStore((s) => s.clear);
  const token = useSessionStore((s) => s.token);
  const setSession = useSessionStore((s) => s.setSession);
  // After a reload mid-way (e.g. while enrolling), pick the session up where it was.
  const restore = useSessionQuery(session ? null : token);
  useEffect(() => {
    if (restore.data) setSession(restore.data);
  }, [restore.data, setSession]);
  if (session?.stage === 'active') return <Navigate to={paths.home} replace />;
  return (
    <main className={styles.page}>
      <div className={`card ${styles.panel}`}>
        <div className={styles.tools}>
          <Preferences />
        </div>
        <h1>{t('signIn.title')}</h1>
        {session?.stage === 'totp' ? (
          <TotpForm session={session} onRestart={clear} />
        ) : (
          <SignInForm />
        )}
      </div>
    </main>
  );
}
