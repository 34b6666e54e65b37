import { useMutation } from '@tanstack/react-query';
import type { LoginResult } from '@portal/contracts/auth';
import { authPaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export type VerificationMethod = 'sms' | 'email' | 'totp';

export interface VerifyLoginBody {
  ticket: string;
  method: VerificationMethod;
  code: string;
  payeeName?: string;
  /** 'agent' when the login started at /agent. */
  area?: 'member' | 'agent';
}

/** POST /wps/session/login/verify (encrypted): the 2FA step of a login from a new IP. */
export function verifyLogin(body: VerifyLoginBody): Promise<LoginResult> {
  return apiFetch<LoginResult>(authPaths.loginVerify, { method: 'POST', body, encrypted: true });
}

export function useVerifyLogin() {
  return useMutation({ mutationFn: verifyLogin });
}
