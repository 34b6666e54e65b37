import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSession } from '@portal/contracts/admin';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';

/** Authenticator step: binds on first use; answers the active session with a new token. */
export const verifyTotp = (code: string) =>
  apiFetch<AdminSession>(api.totp, { method: 'POST', body: { code } });

export function useVerifyTotp() {
  const setSession = useSessionStore((s) => s.setSession);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTotp,
    onSuccess: (session) => {
      queryClient.clear();
      setSession(session);
    },
  });
}
