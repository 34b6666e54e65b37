import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../testing/mock-api.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { useToastStore } from '../stores/toast-store.ts';
import { completeOAuthReturn } from './oauth-return.ts';

const TOKEN = 'A'.repeat(43);

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clear();
  window.history.replaceState(null, '', '/');
});

describe('completeOAuthReturn', () => {
  it('takes the token from the fragment, removes it from the address bar and loads the member', async () => {
    const api = mockApi({
      'GET /wps/member/info': () => ({
        value: { account: 'g_abc', isAgent: false, isTrial: false, mustChangePassword: false },
      }),
    });
    window.history.replaceState(null, '', `/member#oauthToken=${TOKEN}`);
    await completeOAuthReturn(new QueryClient());
    expect(window.location.href).toBe('http://localhost:3000/member');
    expect(useSessionStore.getState()).toMatchObject({ token: TOKEN, userName: 'g_abc' });
    expect(api.seen[0]!.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('shows the translated error of ?oauthError and logs nobody in', async () => {
    window.history.replaceState(null, '', '/?oauthError=AUTH_TICKET_EXPIRED&x=1');
    await completeOAuthReturn(new QueryClient());
    expect(window.location.search).toBe('?x=1');
    expect(useSessionStore.getState().token).toBeNull();
    expect(useToastStore.getState().toasts.at(-1)).toMatchObject({
      messageKey: 'errors.AUTH_TICKET_EXPIRED',
      tone: 'error',
    });
  });
});
