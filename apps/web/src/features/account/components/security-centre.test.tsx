import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberInfo } from '@portal/contracts/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '../../../lib/stores/language-store.ts';
import { useModalStore } from '../../../lib/stores/modal-store.ts';
import { useSessionStore } from '../../../lib/stores/session-store.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { SecurityCentre } from './security-centre.tsx';

const member = (over: Partial<MemberInfo> = {}): MemberInfo => ({
  account: 'player01',
  id: 7,
  nickname: null,
  type: 0,
  balance: '10.00',
  currencySymbol: '৳',
  unreadMessage: 0,
  availablePromo: false,
  hasVip: false,
  vipLabelName: null,
  vipRankLevel: 0,
  iconUrl: null,
  isAgent: false,
  isTrial: false,
  mustChangePassword: false,
  totpBound: false,
  maskedMobile: '017****5678',
  maskedEmail: 'p***@example.com',
  language: 'EN',
  ...over,
});

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
const OTPAUTH = `otpauth://totp/Demo:player01?secret=${SECRET}&issuer=Demo`;

function logIn(isTrial = false) {
  useSessionStore.getState().begin('tok', {
    userName: 'player01',
    isAgent: false,
    isTrial,
    mustChangePassword: false,
  });
}

const png = (bytes: number) => new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' });

describe('member security centre', () => {
  beforeEach(() => useLanguageStore.getState().setLanguage('EN'));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().clear();
    useModalStore.getState().closeAll();
    useLanguageStore.getState().setLanguage('BN');
  });

  it('shows the account summary with initials and masked contacts', async () => {
    logIn();
    mockApi({ 'GET /wps/member/info': () => ({ value: member() }) });
    renderWithApp(<SecurityCentre />);
    expect(await screen.findByTestId('account-name')).toHaveTextContent('player01');
    expect(screen.getByRole('img', { name: 'Profile picture of player01' })).toHaveTextContent(
      'PL',
    );
    expect(screen.getByTestId('account-mobile')).toHaveTextContent('017****5678');
    expect(screen.getByTestId('account-email')).toHaveTextContent('p***@example.com');
  });

  it('uploads the picture as multipart field "file" and refreshes member info', async () => {
    logIn();
    let iconUrl: string | null = null;
    const api = mockApi({
      'GET /wps/member/info': () => ({ value: member({ iconUrl }) }),
      'POST /wps/member/info/icon': () => {
        iconUrl = '/wps/member/icon/7?v=2';
        return { value: { iconUrl } };
      },
    });
    renderWithApp(<SecurityCentre />);
    await screen.findByTestId('account-name');
    const file = png(1024);
    await userEvent.upload(screen.getByTestId('icon-input'), file);

    await waitFor(() => expect(api.calls('POST /wps/member/info/icon')).toHaveLength(1));
    const sent = api.calls('POST /wps/member/info/icon')[0];
    expect(sent?.body).toBeInstanceOf(FormData);
    expect((sent?.body as FormData).get('file')).toBe(file);
    // The browser must write the multipart boundary itself.
    expect(sent?.headers.get('content-type')).toBeNull();
    const image = await screen.findByRole('img', { name: 'Profile picture of player01' });
    await waitFor(() => expect(image).toHaveAttribute('src', '/wps/member/icon/7?v=2'));
    expect(api.calls('GET /wps/member/info')).toHaveLength(2);
  });

  it('refuses a picture over 2 MB without calling the server', async () => {
    logIn();
    const api = mockApi({ 'GET /wps/member/info': () => ({ value: member() }) });
    renderWithApp(<SecurityCentre />);
    await screen.findByTestId('account-name');
    await userEvent.upload(screen.getByTestId('icon-input'), png(2 * 1024 * 1024 + 1));
    expect(await screen.findByTestId('icon-error')).toHaveTextContent(
      'This picture is larger than 2 MB',
    );
    expect(api.calls('POST /wps/member/info/icon')).toHaveLength(0);
  });

  it('translates a server refusal of the image by its code', async () => {
    logIn();
    mockApi({
      'GET /wps/member/info': () => ({ value: member() }),
      'POST /wps/member/info/icon': () => ({ code: 'UPLOAD_INVALID_IMAGE' }),
    });
    renderWithApp(<SecurityCentre />);
    await screen.findByTestId('account-name');
    await userEvent.upload(screen.getByTestId('icon-input'), png(100));
    expect(await screen.findByTestId('icon-error')).not.toHaveTextContent('server text');
  });

  it('sets up the authenticator: QR code, key in groups of four, then the code', async () => {
    logIn();
    let isBound = false;
    const api = mockApi({
      'GET /wps/member/info': () => ({ value: member({ totpBound: isBound }) }),
      'POST /wps/member/totp/setup': () => ({ value: { secret: SECRET, otpauthUrl: OTPAUTH } }),
      'POST /wps/member/totp/confirm': () => {
        isBound = true;
        return { value: null };
      },
    });
    renderWithApp(<SecurityCentre />);
    await userEvent.click(await screen.findByRole('button', { name: 'Set up authenticator' }));

    const qr = await screen.findByRole('img', {
      name: 'QR code to scan with your authenticator app',
    });
    await waitFor(() => expect(qr.querySelector('svg')).not.toBeNull());
    expect(screen.getByTestId('totp-secret')).toHaveTextContent(SECRET);
    expect(screen.getByText('EHPK')).toBeInTheDocument();

    const submit = screen.getByRole('button', { name: 'Link authenticator' });
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('6-digit code'), '12a3456');
    await userEvent.click(submit);

    expect(await screen.findByText('Authenticator linked')).toBeInTheDocument();
    expect(api.calls('POST /wps/member/totp/confirm')[0]?.body).toEqual({ code: '123456' });
    await waitFor(() => expect(api.calls('GET /wps/member/info')).toHaveLength(2));
  });

  it('explains a wrong code and keeps the form', async () => {
    logIn();
    mockApi({
      'GET /wps/member/info': () => ({ value: member() }),
      'POST /wps/member/totp/setup': () => ({ value: { secret: SECRET, otpauthUrl: OTPAUTH } }),
      'POST /wps/member/totp/confirm': () => ({ code: 'AUTH_VERIFICATION_INVALID' }),
    });
    renderWithApp(<SecurityCentre />);
    await userEvent.click(await screen.findByRole('button', { name: 'Set up authenticator' }));
    await userEvent.type(await screen.findByLabelText('6-digit code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Link authenticator' }));
    expect(await screen.findByTestId('totp-error')).toBeInTheDocument();
    expect(screen.getByTestId('totp-secret')).toBeInTheDocument();
  });

  it('shows a bound authenticator as linked for good, with no setup button', async () => {
    logIn();
    mockApi({ 'GET /wps/member/info': () => ({ value: member({ totpBound: true }) }) });
    renderWithApp(<SecurityCentre />);
    expect(await screen.findByTestId('totp-linked')).toHaveTextContent(
      'cannot be changed or unlinked',
    );
    expect(screen.queryByRole('button', { name: 'Set up authenticator' })).toBeNull();
  });

  it('opens the change-password modal', async () => {
    logIn();
    mockApi({ 'GET /wps/member/info': () => ({ value: member() }) });
    renderWithApp(<SecurityCentre />);
    await userEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(useModalStore.getState().stack.map((m) => m.name)).toEqual(['changePassword']);
  });

  it('gives a trial account the real-account prompt instead of the forms', async () => {
    logIn(true);
    mockApi({ 'GET /wps/member/info': () => ({ value: member({ isTrial: true }) }) });
    renderWithApp(<SecurityCentre />);
    expect(await screen.findByTestId('account-trial')).toBeInTheDocument();
    expect(useModalStore.getState().stack.map((m) => m.name)).toEqual(['trial']);
    expect(screen.queryByTestId('account-summary')).toBeNull();
    expect(screen.queryByTestId('totp-setup')).toBeNull();
  });
});
