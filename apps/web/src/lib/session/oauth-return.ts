import type { QueryClient } from '@tanstack/react-query';
import { isErrorCode } from '@portal/contracts/errors';
import { showToast } from '../stores/toast-store.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { memberInfoQueryOptions } from './member-info.ts';

/**
 * The end of a Google or Facebook login: the server sends the browser back with the session
 * token in the URL fragment (never sent to any server) or `?oauthError=CODE`. Both are removed
 * from the address bar at once so they do not end up in history or bookmarks.
 */
export async function completeOAuthReturn(
  queryClient: QueryClient,
  location: Location = window.location,
) {
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  const query = new URLSearchParams(location.search);
  const token = hash.get('oauthToken');
  const error = query.get('oauthError');
  if (!token && !error) return;
  query.delete('oauthError');
  const search = query.toString();
  window.history.replaceState(
    window.history.state,
    '',
    `${location.pathname}${search ? `?${search}` : ''}`,
  );
  if (error) {
    showToast(isErrorCode(error) ? `errors.${error}` : 'errors.INTERNAL_ERROR', 'error');
    return;
  }
  if (!token || !/^[\w-]{32,64}$/.test(token)) return;
  useSessionStore
    .getState()
    .begin(token, { userName: '', isAgent: false, isTrial: false, mustChangePassword: false });
  try {
    const info = await queryClient.fetchQuery(memberInfoQueryOptions(token));
    useSessionStore.getState().begin(token, {
      userName: info.account,
      isAgent: info.isAgent,
      isTrial: info.isTrial,
      mustChangePassword: info.mustChangePassword,
    });
  } catch {
    useSessionStore.getState().clear();
    showToast('errors.AUTH_UNAUTHORIZED', 'error');
  }
}
