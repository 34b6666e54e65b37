import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Loading, QueryError } from '../components/ui/query-error.tsx';
import { paths } from '../config/paths.ts';
import { useSessionQuery } from '../features/session/api/get-session.ts';
import { useSessionStore } from '../lib/session-store.ts';

/** Shows the console only to an active session; restores it from the token after a reload. */
export function RequireSession({ children }: { children: ReactNode }) {
  const token = useSessionStore((s) => s.token);
  const session = useSessionStore((s) => s.session);
  const setSession = useSessionStore((s) => s.setSession);
  const restore = useSessionQuery(session ? null : token);
  useEffect(() => {
    if (restore.data) setSession(restore.data);
  }, [restore.data, setSession]);

  if (!token) return <Navigate to={paths.signIn} replace />;
  if (session?.stage === 'active') return children;
  if (session?.stage === 'totp') return <Navigate to={paths.signIn} replace />;
  if (restore.isError) {
    return <QueryError error={restore.error} onRetry={() => void restore.refetch()} />;
  }
  return <Loading />;
}
