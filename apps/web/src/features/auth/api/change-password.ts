import { useMutation } from '@tanstack/react-query';
import { authPaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export interface ChangePasswordBody {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** POST /wps/member/password (token, encrypted). */
export function changePassword(body: ChangePasswordBody): Promise<unknown> {
  return apiFetch(authPaths.changePassword, { method: 'POST', body, encrypted: true });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
