import { useMutation } from '@tanstack/react-query';
import { authPaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /wps/member/password/email, form-encoded (spec section 7): mails a reset link. */
export function forgotByEmail(body: { username: string; email: string }): Promise<unknown> {
  return apiFetch(authPaths.forgotEmail, { method: 'POST', body, form: true });
}

export function useForgotByEmail() {
  return useMutation({ mutationFn: forgotByEmail });
}
