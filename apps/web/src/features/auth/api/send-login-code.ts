import { useMutation } from '@tanstack/react-query';
import { authPaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /wps/session/login/verify/send: a 2FA code by sms or e-mail for a pending login. */
export function sendLoginCode(body: {
  ticket: string;
  method: 'sms' | 'email';
}): Promise<{ expiredMinutes: number }> {
  return apiFetch(authPaths.loginVerifySend, { method: 'POST', body });
}

export function useSendLoginCode() {
  return useMutation({ mutationFn: sendLoginCode });
}
