import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountPaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /wps/member/totp/confirm: binds the authenticator for good once the code matches. */
export function confirmTotp(code: string): Promise<unknown> {
  return apiFetch(accountPaths.totpConfirm, { method: 'POST', body: { code } });
}

/** Confirms the code, then refetches member info so `totpBound` turns true. */
export function useConfirmTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTotp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['member', 'info'] }),
  });
}
