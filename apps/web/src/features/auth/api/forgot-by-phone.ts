import { useMutation } from '@tanstack/react-query';
import type { LoginResult } from '@portal/contracts/auth';
import { authPaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export interface ForgotByPhoneBody {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
}

/** POST /wps/member/password/verification (encrypted); answers a login for the auto-login. */
export function forgotByPhone(body: ForgotByPhoneBody): Promise<LoginResult> {
  return apiFetch<LoginResult>(authPaths.forgotPhone, { method: 'POST', body, encrypted: true });
}

export function useForgotByPhone() {
  return useMutation({ mutationFn: forgotByPhone });
}
