import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminSession } from '@portal/contracts/admin';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { mockApi, renderWithApp } from '../../../testing/render.tsx';
import SignInPage from '../sign-in.page.tsx';

const totpStage: AdminSession = {
  token: 'T'.repeat(43),
  stage: 'totp',
  operator: { username: 'owner', displayName: 'Site Owner', role: 'owner' },
  merchantCode: 'demo',
  siteName: 'Shapla Play',
  enrollment: {
    secret: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567',
    otpauthUrl: 'otpauth://totp/x?secret=AB',
  },
  permissions: [],
};

beforeEach(() => {
  useSessionStore.getState().clear();
  useUiStore.getState().setLanguage('EN');
});

describe('sign-in', () => {
  it('shows the server’s refusal in the console language', async () => {
    mockApi({
      'POST /wps/admin/session/login': () => ({
        status: 401,
        body: { success: false, code: 'AUTH_INVALID_CREDENTIALS', message: 'x' },
      }),
    });
    renderWithApp(<SignInPage />);
    await userEvent.type(await screen.findByLabelText('Username'), 'owner');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The username or password is incorrect.',
    );
  });

  it('walks from password to enrollment: the key in groups of four, then the code', async () => {
    const calls = mockApi({
      'POST /wps/admin/session/login': () => ({ body: { success: true, value: totpStage } }),
      'POST /wps/admin/session/totp': () => ({
        body: {
          success: true,
          value: { ...totpStage, token: 'A'.repeat(43), stage: 'active', enrollment: null },
        },
      }),
    });
    renderWithApp(<SignInPage />);
    await userEvent.type(await screen.findByLabelText('Username'), 'owner');
    await userEvent.type(screen.getByLabelText('Password'), 'Owner#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Link an authenticator')).toBeInTheDocument();
    const qr = screen.getByRole('img', { name: 'QR code to scan with your authenticator app' });
    await waitFor(() => expect(qr.querySelector('svg')).not.toBeNull());
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567');
    expect(screen.getByText('ABCD')).toBeInTheDocument();
    expect(screen.getByText('4567')).toBeInTheDocument();

    const verify = screen.getByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();
    await userEvent.type(screen.getByLabelText('6-digit code'), '12a3456');
    expect(screen.getByLabelText('6-digit code')).toHaveValue('123456');
    await userEvent.click(verify);
    await waitFor(() => expect(useSessionStore.getState().session?.stage).toBe('active'));
    const totpCall = calls.find((c) => c.path === '/wps/admin/session/totp')!;
    expect(totpCall.body).toEqual({ code: '123456' });
    expect(totpCall.headers.get('authorization')).toBe(`Bearer ${totpStage.token}`);
    expect(useSessionStore.getState().token).toBe('A'.repeat(43));
  });

  it('speaks Bengali by default', async () => {
    useUiStore.getState().setLanguage('BN');
    renderWithApp(<SignInPage />);
    expect(await screen.findByRole('heading', { name: 'কনসোলে সাইন ইন করুন' })).toBeInTheDocument();
  });

  it('asks for the captcha and starts the bot check once the server wants them for the name', async () => {
    const salt = 'salt-';
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}42`));
    const challenge = Array.from(new Uint8Array(digest), (b) =>
      b.toString(16).padStart(2, '0'),
    ).join('');
    let tries = 0;
    const calls = mockApi({
      'POST /wps/admin/session/login': () => {
        tries += 1;
        return tries === 1
          ? {
              status: 401,
              body: {
                success: false,
                code: 'AUTH_INVALID_CREDENTIALS',
                message: 'x',
                details: [{ path: 'captcha', message: 'required' }],
              },
            }
          : { body: { success: true, value: totpStage } };
      },
      'GET /wps/captcha': () => ({ body: { success: true, value: 'data:image/png;base64,AAAA' } }),
      'GET /wps/botcheck/challenge': () => ({
        body: {
          success: true,
          value: { algorithm: 'SHA-256', challenge, salt, signature: 'sig', maxnumber: 100 },
        },
      }),
    });
    renderWithApp(<SignInPage />);
    await userEvent.type(await screen.findByLabelText('Username'), 'owner');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('img', { name: 'Captcha picture' })).toHaveAttribute(
      'src',
      'data:image/png;base64,AAAA',
    );
    // The check starts while the operator reads the picture, not at submit.
    await waitFor(() => expect(calls.some((c) => c.path === '/wps/botcheck/challenge')).toBe(true));
    const submit = screen.getByRole('button', { name: 'Sign in' });
    expect(submit).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'Owner#2026');
    await userEvent.type(screen.getByLabelText('Characters in the picture'), 'ab12');
    await userEvent.click(submit);

    await waitFor(() => expect(useSessionStore.getState().session?.stage).toBe('totp'));
    const logins = calls.filter((c) => c.path === '/wps/admin/session/login');
    expect(logins[0]!.body).toEqual({ username: 'owner', password: 'wrong' });
    const second = logins[1]!.body as Record<string, string>;
    expect(second).toMatchObject({ username: 'owner', password: 'Owner#2026', captcha: 'ab12' });
    const captchaCall = calls.filter((c) => c.path.startsWith('/wps/captcha')).at(-1)!;
    expect(captchaCall.path).toBe(`/wps/captcha?key=${second.captchaKey}`);
    expect(JSON.parse(atob(second.botcheck!))).toEqual({
      algorithm: 'SHA-256',
      challenge,
      number: 42,
      salt,
      signature: 'sig',
    });
  });
});
