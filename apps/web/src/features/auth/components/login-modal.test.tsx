import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetServerKey } from '../../../lib/crypto-envelope.ts';
import { useLanguageStore } from '../../../lib/stores/language-store.ts';
import { useSessionStore } from '../../../lib/stores/session-store.ts';
import { createServerKeys, makeChallenge, mockApi } from '../../../testing/mock-api.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import type { AuthOptions } from '../auth-options.ts';
import { readRememberedUsername, REMEMBER_ME_MS } from '../remember-me.ts';
import { LoginModal } from './login-modal.tsx';

const OPTIONS: AuthOptions = {
  smsLogin: true,
  googleLogin: false,
  facebookLogin: false,
  freePlay: false,
  forgotEmail: true,
  forgotMobile: false,
};
const PASSWORD = 'Secret#Pass99';
const LOGIN_RESULT = {
  token: 'tok-1',
  firstTimeLogin: false,
  passwordExpired: false,
  mustChangePassword: false,
  user: { userName: 'player01', type: 0, isAgent: false, isTrial: false },
  verification: null,
};
const MEMBER = { account: 'player01', balance: '12.50', currencySymbol: '৳', isAgent: false };

let server: Awaited<ReturnType<typeof createServerKeys>>;

function baseRoutes(login: Parameters<typeof mockApi>[0][string]) {
  return {
    'GET /wps/system/publicKey': () => ({ value: server.publicKey }),
    'GET /wps/botcheck/challenge': async () => ({ value: await makeChallenge(5) }),
    'GET /wps/system/setting/register': () => ({ code: 'NOT_FOUND', status: 404 }),
    'GET /wps/captcha': () => ({ value: 'data:image/png;base64,AAAA' }),
    'GET /wps/member/info': () => ({ value: MEMBER }),
    'POST /wps/session/login': login,
  };
}

function renderLogin() {
  return renderWithApp(
    <LoginModal
      open
      onOpenChange={vi.fn()}
      onSwitch={vi.fn()}
      onForgot={vi.fn()}
      options={OPTIONS}
    />,
  );
}

async function fillAndSubmit(username: string, password: string) {
  const dialog = await screen.findByTestId('modal-login');
  const user = within(dialog).getByRole('textbox', { name: /Username/ });
  await userEvent.clear(user);
  await userEvent.type(user, username);
  await userEvent.type(within(dialog).getByLabelText(/^Password/), password);
  await userEvent.click(within(dialog).getByTestId('login-submit'));
}

describe('login popup', () => {
  beforeAll(async () => {
    server = await createServerKeys();
  });
  beforeEach(() => {
    forgetServerKey();
    useLanguageStore.getState().setLanguage('EN');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    useSessionStore.getState().clear();
    useLanguageStore.getState().setLanguage('BN');
  });

  it('starts the bot check when the form opens, before any submit', async () => {
    const api = mockApi(baseRoutes(() => ({ value: LOGIN_RESULT })));
    renderLogin();
    await screen.findByTestId('modal-login');
    await waitFor(() => expect(api.calls('GET /wps/botcheck/challenge')).toHaveLength(1));
    expect(api.calls('POST /wps/session/login')).toHaveLength(0);
    await fillAndSubmit('player01', PASSWORD);
    await waitFor(() => expect(api.calls('POST /wps/session/login')).toHaveLength(1));
  });

  it('asks for username and password before calling the server', async () => {
    const api = mockApi(baseRoutes(() => ({ value: LOGIN_RESULT })));
    renderLogin();
    await userEvent.click(await screen.findByTestId('login-submit'));
    const username = screen.getByRole('textbox', { name: /Username/ });
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Please enter the username and password')).toHaveLength(2);
    expect(username.getAttribute('aria-describedby')).toBeTruthy();
    expect(api.calls('POST /wps/session/login')).toHaveLength(0);
  });

  it('shows the sms tab only when the flag is on', async () => {
    mockApi(baseRoutes(() => ({ value: LOGIN_RESULT })));
    renderLogin();
    const dialog = await screen.findByTestId('modal-login');
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Username', 'SMS code']);
  });

  it('shows the captcha after AUTH_CAPTCHA_REQUIRED, sends it with its key, refreshes at most 1/s', async () => {
    let attempts = 0;
    const api = mockApi(
      baseRoutes(() =>
        attempts++ === 0 ? { code: 'AUTH_CAPTCHA_REQUIRED' } : { value: LOGIN_RESULT },
      ),
    );
    renderLogin();
    expect(screen.queryByTestId('captcha-field')).toBeNull();
    await fillAndSubmit('player01', PASSWORD);

    expect(await screen.findByTestId('form-error')).toHaveTextContent('Please enter the captcha.');
    await screen.findByTestId('captcha-image');
    expect(api.calls('GET /wps/captcha')).toHaveLength(1);
    const firstKey = api.calls('GET /wps/captcha')[0]!.query.get('key');
    expect(firstKey).toMatch(/^[0-9a-f-]{36}$/);

    // Two quick clicks: only the first within the same second loads a new image.
    const refresh = screen.getByTestId('captcha-refresh');
    await userEvent.click(refresh);
    await userEvent.click(refresh);
    await waitFor(() => expect(api.calls('GET /wps/captcha')).toHaveLength(2));
    await new Promise((r) => setTimeout(r, 50));
    expect(api.calls('GET /wps/captcha')).toHaveLength(2);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 1100);
    await userEvent.click(refresh);
    await waitFor(() => expect(api.calls('GET /wps/captcha')).toHaveLength(3));
    vi.restoreAllMocks();

    const lastKey = api.calls('GET /wps/captcha')[2]!.query.get('key');
    await userEvent.type(screen.getByRole('textbox', { name: /Captcha/ }), 'ab12');
    await userEvent.type(screen.getByLabelText(/^Password/), PASSWORD);
    await userEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(useSessionStore.getState().token).toBe('tok-1'));
    const second = await server.open(api.calls('POST /wps/session/login')[1]!);
    expect(second.inner.data).toMatchObject({
      captcha: 'ab12',
      captchaKey: lastKey,
      type: 'username',
    });
  });

  it('remember me keeps only the username, for one day, and never the password', async () => {
    const api = mockApi(baseRoutes(() => ({ value: LOGIN_RESULT })));
    const { router } = renderLogin();
    await userEvent.click(await screen.findByTestId('remember-me'));
    await fillAndSubmit('  player01 ', PASSWORD);
    await waitFor(() => expect(sessionStorage.getItem('token')).toBe('tok-1'));
    await waitFor(() => expect(api.calls('GET /wps/member/info')).toHaveLength(1));
    expect(router.state.location.pathname).toBe('/');

    const login = await server.open(api.calls('POST /wps/session/login')[0]!);
    expect(login.inner.data).toMatchObject({ username: 'player01', type: 'username' });
    expect(JSON.parse(atob((login.inner.data as { botcheck: string }).botcheck))).toMatchObject({
      number: 5,
    });

    expect(readRememberedUsername()).toBe('player01');
    expect(readRememberedUsername(Date.now() + REMEMBER_ME_MS + 1000)).toBeNull();
    for (const storage of [localStorage, sessionStorage]) {
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i) ?? '';
        expect(`${key}=${storage.getItem(key)}`).not.toContain(PASSWORD);
      }
    }
  });

  it('prefills a remembered username', async () => {
    localStorage.setItem(
      'rememberedUser',
      JSON.stringify({ username: 'kept', expiresAt: Date.now() + 1000 }),
    );
    mockApi(baseRoutes(() => ({ value: LOGIN_RESULT })));
    renderLogin();
    expect(await screen.findByRole('textbox', { name: /Username/ })).toHaveValue('kept');
    expect(screen.getByTestId('remember-me')).toBeChecked();
  });

  it('shows the 2FA step when the login answers a verification challenge', async () => {
    const api = mockApi({
      ...baseRoutes(() => ({
        value: {
          ...LOGIN_RESULT,
          token: null,
          verification: {
            ticket: 'T1',
            methods: ['totp', 'sms'],
            maskedMobile: '+880****12',
            maskedEmail: null,
            needsPayeeName: true,
          },
        },
      })),
      'POST /wps/session/login/verify': () => ({ value: LOGIN_RESULT }),
    });
    renderLogin();
    await fillAndSubmit('player01', PASSWORD);
    const step = await screen.findByTestId('verification-step');
    await userEvent.type(within(step).getByRole('textbox', { name: /authenticator/ }), '123456');
    await userEvent.type(within(step).getByRole('textbox', { name: /Bank account name/ }), 'A B');
    await userEvent.click(within(step).getByRole('button', { name: 'Confirm and log in' }));
    await waitFor(() => expect(useSessionStore.getState().token).toBe('tok-1'));
    const verify = await server.open(api.calls('POST /wps/session/login/verify')[0]!);
    expect(verify.inner.data).toEqual({
      ticket: 'T1',
      method: 'totp',
      code: '123456',
      payeeName: 'A B',
      area: 'member',
    });
  });

  it('answers a challenge handed over by the agent login, then lands on /agentHome', async () => {
    const api = mockApi({
      ...baseRoutes(() => ({ value: LOGIN_RESULT })),
      'POST /wps/session/login/verify': () => ({ value: LOGIN_RESULT }),
    });
    const { router } = renderWithApp(
      <LoginModal
        open
        onOpenChange={vi.fn()}
        onSwitch={vi.fn()}
        onForgot={vi.fn()}
        options={OPTIONS}
        area="agent"
        initialChallenge={{
          ticket: 'T9',
          methods: ['sms'],
          maskedMobile: '***0002',
          maskedEmail: null,
          needsPayeeName: false,
        }}
      />,
    );
    const step = await screen.findByTestId('verification-step');
    await userEvent.type(within(step).getByRole('textbox', { name: /code/i }), '654321');
    await userEvent.click(within(step).getByRole('button', { name: 'Confirm and log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agentHome'));
    const verify = await server.open(api.calls('POST /wps/session/login/verify')[0]!);
    expect(verify.inner.data).toMatchObject({
      ticket: 'T9',
      method: 'sms',
      code: '654321',
      area: 'agent',
    });
  });
});
