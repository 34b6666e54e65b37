import { useMutation } from '@tanstack/react-query';
import type { AdminLoginRequest, AdminSession } from '@portal/contracts/admin';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';

/** Password step: answers a stage-'totp' session, with enrollment data on first sign-in. */
export const signIn = (body: AdminLoginRequest) =>
  apiFetch<AdminSession>(api.login, { method: 'POST', body });

export function useSignIn() {
  const setSession = useSessionStore((s) => s.setSession);
  return useMutation({ mutationFn: signIn, onSuccess: setSession });
}
