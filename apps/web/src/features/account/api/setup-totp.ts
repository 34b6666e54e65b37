import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountPaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';

/** The answer of TotpSetupSchema (contracts export no type for it). */
export interface TotpSetup {
  /** Base32 secret to type into an authenticator. */
  secret: string;
  otpauthUrl: string;
}

/** POST /wps/member/totp/setup: a fresh secret and its otpauth:// URL (not bound yet). */
export function setupTotp(): Promise<TotpSetup> {
  return apiFetch<TotpSetup>(accountPaths.totpSetup, { method: 'POST' });
}

/** Starts binding; TOTP_ALREADY_BOUND means our member info is stale, so it is refetched. */
export function useSetupTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setupTotp,
    onError: (error) => {
      if (isApiError(error) && error.code === 'TOTP_ALREADY_BOUND') {
        void queryClient.invalidateQueries({ queryKey: ['member', 'info'] });
      }
    },
  });
}
