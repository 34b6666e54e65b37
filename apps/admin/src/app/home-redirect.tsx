import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../lib/session-store.ts';
import { NAV_ITEMS } from './nav-items.ts';

/** The console's start page: the first menu entry the role may open. */
export function HomeRedirect() {
  const { t } = useTranslation();
  const permissions = useSessionStore((s) => s.session?.permissions ?? []);
  const first = NAV_ITEMS.find((item) => permissions.includes(item.action));
  if (first) return <Navigate to={first.to} replace />;
  return <p>{t('signIn.noPermission')}</p>;
}
