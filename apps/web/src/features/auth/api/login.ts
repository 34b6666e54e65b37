import { useMutation } from '@tanstack/react-query';
import type { LoginResult } from '@portal/contracts/auth';
import { authPaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export interface LoginBody {
  username: string;
  password: string;
  type: 'username' | 'sms';
  countryDialingCode?: string;
  captcha?: string;
  captchaKey?: string;
  botcheck?: string;
}

/** POST /wps/session/login (encrypted). */
export function login(body: LoginBody): Promise<LoginResult> {
  return apiFetch<LoginResult>(authPaths.login, { method: 'POST', body, encrypted: true });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
