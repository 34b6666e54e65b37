import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '../../../lib/stores/language-store.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { affiliateCodeOf } from '../affiliate-link.ts';
import { RegisterModal } from './register-modal.tsx';

const field = (patternId: string, minLength: number, maxLength: number, over = {}) => ({
  enabled: true,
  required: false,
  patternId,
  acceptedPattern: '*',
  minLength,
  maxLength,
  ...over,
});

const settings = (affiliateEnabled = true) => ({
  fields: {
    username: field('LETTER_FIRST_ALNUM', 4, 16, { required: true }),
    password: field('ALNUM_MIXED', 6, 20, { required: true }),
    affiliateCode: field('ALNUM', 4, 12, { enabled: affiliateEnabled }),
  },
  captcha: false,
  smsVerification: false,
  usernameRegistration: true,
  mobileRegistration: true,
  minimumAge: 18,
  countryDialingCode: '880',
});

type Handler = Parameters<typeof mockApi>[0][string];

function serve({
  click = () => ({ value: { counted: true } }),
  affiliateEnabled = true,
}: { click?: Handler; affiliateEnabled?: boolean } = {}) {
  return mockApi({
    'GET /wps/system/setting/register': () => ({ value: settings(affiliateEnabled) }),
    'GET /wps/botcheck/challenge': () => ({ code: 'NETWORK_ERROR', status: 503 }),
    'POST /wps/agent/affiliate/click': click,
  });
}

const codeInput = () => screen.getByLabelText(/^Invitation code/, { selector: 'input' });

function openRegister(url: string) {
  return renderWithApp(<RegisterModal open onOpenChange={vi.fn()} onSwitch={vi.fn()} />, { url });
}

describe("an agent's sign-up link", () => {
  beforeEach(() => {
    useLanguageStore.getState().setLanguage('EN');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useLanguageStore.getState().setLanguage('BN');
  });

  it('reads the code trimmed and upper-case, or none', () => {
    expect(affiliateCodeOf(new URLSearchParams('affiliateCode=%20ab12cd%20'))).toBe('AB12CD');
    expect(affiliateCodeOf(new URLSearchParams('affiliateCode=%20%20'))).toBeNull();
    expect(affiliateCodeOf(new URLSearchParams('referralCode=X'))).toBeNull();
  });

  it('fills the invitation code read-only, still visible, on every tab', async () => {
    serve();
    openRegister('/register?affiliateCode=%20ab12cd%20');
    await screen.findByTestId('register-form-username');
    expect(codeInput()).toHaveValue('AB12CD');
    expect(codeInput()).toHaveAttribute('readonly');
    expect(codeInput()).toBeVisible();
    await userEvent.type(codeInput(), 'X');
    expect(codeInput()).toHaveValue('AB12CD');

    await userEvent.click(screen.getByRole('tab', { name: 'Mobile number' }));
    await screen.findByTestId('register-form-mobile');
    expect(codeInput()).toHaveValue('AB12CD');
    expect(codeInput()).toHaveAttribute('readonly');
  });

  it('counts the opening once per session and code: not again on a reload, again for another code', async () => {
    const api = serve();
    const first = openRegister('/register?affiliateCode=ab12cd');
    await screen.findByTestId('register-form-username');
    await waitFor(() => expect(api.calls('POST /wps/agent/affiliate/click')).toHaveLength(1));
    expect(api.calls('POST /wps/agent/affiliate/click')[0]?.body).toEqual({ code: 'AB12CD' });
    first.unmount();

    const again = openRegister('/register?affiliateCode=AB12CD');
    await screen.findByTestId('register-form-username');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls('POST /wps/agent/affiliate/click')).toHaveLength(1);
    again.unmount();

    openRegister('/register?affiliateCode=ZZ99');
    await screen.findByTestId('register-form-username');
    await waitFor(() => expect(api.calls('POST /wps/agent/affiliate/click')).toHaveLength(2));
    expect(api.calls('POST /wps/agent/affiliate/click')[1]?.body).toEqual({ code: 'ZZ99' });
  });

  it('ignores a failed count', async () => {
    const api = serve({ click: () => ({ code: 'INTERNAL_ERROR', status: 500 }) });
    openRegister('/register?affiliateCode=AB12CD');
    await screen.findByTestId('register-form-username');
    await waitFor(() => expect(api.calls('POST /wps/agent/affiliate/click')).toHaveLength(1));
    expect(codeInput()).toHaveValue('AB12CD');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leaves a code the field refuses editable, and the field empty without a link', async () => {
    const api = serve();
    const first = openRegister('/register?affiliateCode=A-1');
    await screen.findByTestId('register-form-username');
    expect(codeInput()).toHaveValue('A-1');
    expect(codeInput()).not.toHaveAttribute('readonly');
    first.unmount();

    openRegister('/register');
    await screen.findByTestId('register-form-username');
    expect(codeInput()).toHaveValue('');
    expect(codeInput()).not.toHaveAttribute('readonly');
    expect(api.calls('POST /wps/agent/affiliate/click')).toHaveLength(1);
  });

  it('counts the opening even where the site asks for no invitation code', async () => {
    const api = serve({ affiliateEnabled: false });
    openRegister('/register?affiliateCode=AB12CD');
    await screen.findByTestId('register-form-username');
    expect(screen.queryByTestId('register-affiliateCode')).toBeNull();
    await waitFor(() => expect(api.calls('POST /wps/agent/affiliate/click')).toHaveLength(1));
  });
});
