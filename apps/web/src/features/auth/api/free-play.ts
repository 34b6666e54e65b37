import { useMutation } from '@tanstack/react-query';
import type { LoginResult } from '@portal/contracts/auth';
import { authPaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /wps/session/login/freeplay: a trial (type 4) session. */
export function freePlay(): Promise<LoginResult> {
  return apiFetch<LoginResult>(authPaths.freePlay, { method: 'POST', body: { platform: 'W' } });
}

export function useFreePlay() {
  return useMutation({ mutationFn: freePlay });
}
