import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetServerKey } from '../../../lib/crypto-envelope.ts';
import { useLanguageStore } from '../../../lib/stores/language-store.ts';
import { useSessionStore } from '../../../lib/stores/session-store.ts';
import { createServerKeys, makeChallenge, mockApi } from '../../../testing/mock-api.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { RegisterModal } from './register-modal.tsx';

const field = (patternId: string, minLength: number, maxLength: number, over = {}) => ({
  enabled: true,
  required: true,
  patternId,
  acceptedPattern: '*',
  minLength,
  maxLength,
  ...over,
});

const SETTINGS = {
  fields: {
    username: field('LETTER_FIRST_ALNUM', 4, 16),
    password: field('ALNUM_MIXED', 6, 20),
    email: field('EMAIL', 6, 60),
    qqNum: field('DIGITS', 5, 12, { enabled: false }),
    affiliateCode: field('ALNUM', 4, 12, { required: false }),
    mobileNum: field('DIGITS', 10, 11, { required: false }),
  },
  captcha: false,
  smsVerification: true,
  usernameRegistration: true,
  mobileRegistration: true,
  minimumAge: 18,
  countryDialingCode: '880',
};
const RESULT = {
  token: 'new-token',
  firstTimeLogin: true,
  passwordExpired: false,
  mustChangePassword: false,
  user: { userName: 'newbie1', type: 0, isAgent: false, isTrial: false },
  verification: null,
};

let server: Awaited<ReturnType<typeof createServerKeys>>;

function routes(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /wps/system/setting/register': () => ({ value: SETTINGS }),
    'GET /wps/system/publicKey': () => ({ value: server.publicKey }),
    'GET /wps/botcheck/challenge': async () => ({ value: await makeChallenge(3) }),
    'GET /wps/agent/affiliate': (req) => ({ value: { valid: req.query.get('code') === 'GOOD1' } }),
    'PUT /wps/member/register': () => ({ value: RESULT }),
    'GET /wps/member/info': () => ({ value: { account: 'newbie1', isAgent: false } }),
    ...extra,
  });
}

const input = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });

async function fillValid() {
  await userEvent.type(input(/^Username/), 'newbie1');
  await userEvent.type(input(/^Password/), 'abc123');
  await userEvent.type(input(/^Confirm password/), 'abc123');
  await userEvent.type(input(/^E-mail/), 'new@example.com');
}

describe('register popup', () => {
  beforeAll(async () => {
    server = await createServerKeys();
  });
  beforeEach(() => {
    forgetServerKey();
    useLanguageStore.getState().setLanguage('EN');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().clear();
    useLanguageStore.getState().setLanguage('BN');
  });

  it('shows both enabled tabs and only the enabled optional fields, required ones marked', async () => {
    routes();
    renderWithApp(<RegisterModal open onOpenChange={vi.fn()} onSwitch={vi.fn()} />);
    const dialog = await screen.findByTestId('modal-register');
    await within(dialog).findByTestId('register-form-username');
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Username', 'Mobile number']);
    expect(screen.getByTestId('register-email')).toBeInTheDocument();
    expect(screen.getByTestId('register-affiliateCode')).toBeInTheDocument();
    expect(screen.getByTestId('register-mobileNum')).toBeInTheDocument();
    expect(screen.queryByTestId('register-qqNum')).toBeNull();
    expect(screen.queryByTestId('register-payeeName')).toBeNull();
    expect(input(/^E-mail/)).toHaveAttribute('aria-required', 'true');
    expect(input(/^Invitation code/)).not.toHaveAttribute('aria-required');
    expect(sessionStorage.getItem('registerSettings')).toContain('LETTER_FIRST_ALNUM');
  });

  it('validates with the server patterns on blur, in the current language', async () => {
    routes();
    renderWithApp(<RegisterModal open onOpenChange={vi.fn()} onSwitch={vi.fn()} />);
    await screen.findByTestId('register-form-username');
    await userEvent.type(input(/^Username/), '1abc');
    await userEvent.tab();
    expect(input(/^Username/)).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('Use 4 - 16 English letters or digits, starting with a letter.'),
    ).toBeInTheDocument();
    await userEvent.type(input(/^E-mail/), 'nope');
    await userEvent.tab();
    expect(screen.getByText(/E-mail format is incorrect/)).toBeInTheDocument();
  });

  it('reports a confirmation mismatch', async () => {
    routes();
    renderWithApp(<RegisterModal open onOpenChange={vi.fn()} onSwitch={vi.fn()} />);
    await screen.findByTestId('register-form-username');
    await userEvent.type(input(/^Password/), 'abc123');
    await userEvent.type(input(/^Confirm password/), 'abc124');
    await userEvent.tab();
    expect(screen.getByText('Confirmation password is not correct')).toBeInTheDocument();
  });

  it('blocks the submit with a terms warning until the box is ticked', async () => {
    const api = routes();
    renderWithApp(<RegisterModal open onOpenChange={vi.fn()} onSwitch={vi.fn()} />);
    await screen.findByTestId('register-form-username');
    await fillValid();
    await userEvent.click(screen.getByTestId('register-submit'));
    const warning = await screen.findByTestId('warning-terms');
    expect(warning).toHaveTextContent('Please accept the terms and confirm you are 18 or older.');
    expect(api.calls('PUT /wps/member/register')).toHaveLength(0);
    // The bot check was started when the form opened; the blocked submit asks for no other.
    expect(api.calls('GET /wps/botcheck/challenge')).toHaveLength(1);
  });

  it('stops on an invalid invitation code with the invitation_code_error warning', async () => {
    const api = routes();
    renderWithApp(<RegisterModal open onOpenChange={vi.fn()} onSwitch={vi.fn()} />);
    await screen.findByTestId('register-form-username');
    await fillValid();
    await userEvent.type(input(/^Invitation code/), 'BAD1');
    await userEvent.click(screen.getByTestId('register-terms'));
    await userEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByTestId('warning-affiliate')).toHaveTextContent(
      'Invalid invitation code',
    );
    const [check] = api.calls('GET /wps/agent/affiliate');
    expect(check?.query.get('domain')).toBe(window.location.host);
    expect(api.calls('PUT /wps/member/register')).toHaveLength(0);
  });

  it('registers (encrypted) with the extras and the referral code, then logs in', async () => {
    const api = routes();
    const { router } = renderWithApp(
      <RegisterModal open onOpenChange={vi.fn()} onSwitch={vi.fn()} />,
      { url: '/register?referralCode=REF9' },
    );
    await screen.findByTestId('register-form-username');
    await fillValid();
    await userEvent.type(input(/^Invitation code/), 'GOOD1');
    await userEvent.click(screen.getByTestId('register-terms'));
    await userEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(useSessionStore.getState().token).toBe('new-token'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const { inner } = await server.open(api.calls('PUT /wps/member/register')[0]!);
    expect(inner.data).toMatchObject({
      username: 'newbie1',
      password: 'abc123',
      confirmPassword: 'abc123',
      email: 'new@example.com',
      affiliateCode: 'GOOD1',
      referralCode: 'REF9',
      login: true,
      countryDialingCode: '880',
      registerMethod: 'WEB',
      termsAccepted: true,
    });
    expect((inner.data as { registerUrl: string }).registerUrl).toContain('/');
    expect(typeof (inner.data as { botcheck: string }).botcheck).toBe('string');
  });

  it('shows server field details under the fields', async () => {
    routes({
      'PUT /wps/member/register': () => ({
        code: 'VALIDATION_FAILED',
        details: [{ path: 'body.email', message: 'This e-mail is already used.' }],
      }),
    });
    renderWithApp(<RegisterModal open onOpenChange={vi.fn()} onSwitch={vi.fn()} />);
    await screen.findByTestId('register-form-username');
    await fillValid();
    await userEvent.click(screen.getByTestId('register-terms'));
    await userEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('This e-mail is already used.')).toBeInTheDocument();
    expect(input(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('mobile tab: mobile number with dialing code and an sms code field', async () => {
    routes();
    renderWithApp(<RegisterModal open onOpenChange={vi.fn()} onSwitch={vi.fn()} />);
    await screen.findByTestId('register-form-username');
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile number' }));
    const form = await screen.findByTestId('register-form-mobile');
    expect(within(form).getByText('+880')).toBeInTheDocument();
    expect(within(form).getByTestId('register-verificationCode')).toBeInTheDocument();
    expect(within(form).queryByTestId('register-username')).toBeNull();
  });
});
