import { useMutation } from '@tanstack/react-query';
import { authPaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export interface ResetPasswordBody {
  token: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** POST /wps/member/password/reset (encrypted): the e-mailed reset link's form. */
export function resetPassword(body: ResetPasswordBody): Promise<unknown> {
  return apiFetch(authPaths.resetPassword, { method: 'POST', body, encrypted: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
