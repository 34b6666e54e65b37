import type { AdminSession } from '@portal/contracts/admin';
import { useSessionStore } from '../lib/session-store.ts';

/** Signs the console in (store only) as an operator with exactly these permissions. */
export function signInWith(
  permissions: AdminSession['permissions'],
  operator: Partial<AdminSession['operator']> = {},
): AdminSession {
  const session: AdminSession = {
    token: 'x'.repeat(43),
    stage: 'active',
    operator: { username: 'finance1', displayName: 'Finance One', role: 'finance', ...operator },
    merchantCode: 'demo',
    siteName: 'Shapla Play',
    enrollment: null,
    permissions,
  };
  useSessionStore.getState().setSession(session);
  return session;
}

/** The success envelope, as the server writes it. */
export const ok = (value: unknown) => ({ body: { success: true, value } });

/** A failure envelope with the server's translated message. */
export const refusal = (status: number, code: string, message: string) => ({
  status,
  body: { success: false, code, message },
});
