import type { QueryClient } from '@tanstack/react-query';
import type { LoginResult } from '@portal/contracts/auth';
import { authPaths } from '../../config/paths.ts';
import { apiFetch } from '../api-client.ts';
import { getMerchant, setMerchant } from '../merchant.ts';
import { useModalStore } from '../stores/modal-store.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { memberInfoQueryOptions } from './member-info.ts';

export interface BeginOptions {
  /** sms and social logins never force a password change (spec section 4). */
  loginType?: 'username' | 'sms';
}

/**
 * Stores the token and login flags of a successful login, then loads member info. A forced
 * password change skips the info call: the server refuses it until the password is changed.
 */
export async function beginSession(
  queryClient: QueryClient,
  result: LoginResult,
  { loginType = 'username' }: BeginOptions = {},
): Promise<void> {
  if (!result.token) throw new Error('beginSession needs a LoginResult with a token');
  const isForced = loginType !== 'sms' && (result.mustChangePassword || result.passwordExpired);
  useSessionStore.getState().begin(result.token, {
    userName: result.user.userName,
    isAgent: result.user.isAgent,
    isTrial: result.user.isTrial,
    mustChangePassword: isForced,
  });
  if (isForced) return;
  try {
    const info = await queryClient.fetchQuery(memberInfoQueryOptions(result.token));
    useSessionStore.getState().setAgent(info.isAgent);
  } catch {
    // The header retries on its own; a failed info call must not undo a successful login.
  }
}

/** Spec: logout clears session storage (token, caches) and resets the login and agent flags. */
export function endSession(queryClient: QueryClient): void {
  const merchant = getMerchant();
  try {
    window.sessionStorage.clear();
  } catch {
    // Storage may be unavailable; the store reset below still logs the tab out.
  }
  if (merchant) setMerchant(merchant);
  useSessionStore.getState().clear();
  useModalStore.getState().closeAll();
  queryClient.removeQueries({ queryKey: ['member'] });
}

/** DELETE /wps/session/logout, then forget the session even if the call failed. */
export async function logout(queryClient: QueryClient): Promise<void> {
  try {
    await apiFetch<unknown>(authPaths.logout, { method: 'DELETE' });
  } catch {
    // An expired or unknown token is logged out already.
  }
  endSession(queryClient);
}

/** Spec: a language change while logged in informs the server. */
export function updateMemberLanguage(language: string): Promise<unknown> {
  return apiFetch<unknown>(authPaths.memberLanguage, { method: 'PUT', body: { language } });
}
