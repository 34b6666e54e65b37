import { useMutation } from '@tanstack/react-query';
import type { LoginResult, RegisterRequest } from '@portal/contracts/auth';
import { authPaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export type RegisterKind = 'username' | 'mobile';

/** PUT /wps/member/register or /wps/member/register/mobile (encrypted); logs in on success. */
export function register(kind: RegisterKind, body: RegisterRequest): Promise<LoginResult> {
  const path = kind === 'mobile' ? authPaths.registerMobile : authPaths.register;
  return apiFetch<LoginResult>(path, { method: 'PUT', body, encrypted: true });
}

export function useRegister() {
  return useMutation({
    mutationFn: ({ kind, body }: { kind: RegisterKind; body: RegisterRequest }) =>
      register(kind, body),
  });
}
