import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '../../lib/stores/language-store.ts';
import { useModalStore } from '../../lib/stores/modal-store.ts';
import { useSessionStore } from '../../lib/stores/session-store.ts';
import { useUiStore } from '../../lib/stores/ui-store.ts';
import { FakeWebSocket } from '../../testing/fake-socket.ts';
import { mockApi } from '../../testing/mock-api.ts';
import { renderWithApp } from '../../testing/render.tsx';
import { formatMoney } from '../../lib/format.ts';
import { HeaderAccount } from './header-account.tsx';
import { ModalHost } from './modal-host.tsx';

const SITE = {
  merchantCode: 'demo',
  siteName: 'Demo',
  currencySymbol: '৳',
  whitelabel: [],
  customerService: [],
  resources: [],
};
const member = (over = {}) => ({
  account: 'player01',
  nickname: null,
  balance: '1234.5',
  currencySymbol: '৳',
  unreadMessage: 2,
  availablePromo: true,
  isAgent: false,
  isTrial: false,
  ...over,
});

const BALANCE = { balance: '1234.50', currency: 'BDT', currencySymbol: '৳' };

function logIn(isTrial = false) {
  useSessionStore.getState().begin('tok', {
    userName: 'player01',
    isAgent: false,
    isTrial,
    mustChangePassword: false,
  });
}

function renderHeader() {
  return renderWithApp(
    <>
      <HeaderAccount />
      <ModalHost />
    </>,
    { url: '/promotions' },
  );
}

describe('logged-in header', () => {
  beforeEach(() => useLanguageStore.getState().setLanguage('EN'));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().clear();
    useModalStore.getState().closeAll();
    useLanguageStore.getState().setLanguage('BN');
    useUiStore.setState({ isBalanceHidden: false });
  });

  it('shows the balance with two decimals, hides it as stars and remembers that', async () => {
    useSessionStore.getState().begin('tok', {
      userName: 'player01',
      isAgent: false,
      isTrial: false,
      mustChangePassword: false,
    });
    mockApi({
      'GET /wps/system/site': () => ({ value: SITE }),
      'GET /wps/member/info': () => ({ value: member({ balance: '1.00' }) }),
      'GET /wps/v2/wallets/balance': () => ({ value: BALANCE }),
    });
    renderHeader();
    const balance = await screen.findByTestId('header-balance');
    await waitFor(() => expect(balance).toHaveTextContent('৳ 1,234.50'));
    expect(screen.getByTestId('unread-dot')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('header-toggle-balance'));
    expect(balance).toHaveTextContent('****');
    expect(localStorage.getItem('hideBalance')).toBe('1');
    expect(formatMoney('0', 'en')).toBe('0.00');
  });

  it('the message icon opens the inbox', async () => {
    useSessionStore.getState().begin('tok', {
      userName: 'player01',
      isAgent: false,
      isTrial: false,
      mustChangePassword: false,
    });
    mockApi({
      'GET /wps/system/site': () => ({ value: SITE }),
      'GET /wps/member/info': () => ({ value: member({}) }),
      'GET /wps/v2/wallets/balance': () => ({ value: BALANCE }),
    });
    const { router } = renderHeader();
    await screen.findByTestId('header-balance');
    await userEvent.click(screen.getByTestId('header-messages'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/messageV2'));
  });

  it('trial accounts get the real-account dialog instead of account features', async () => {
    useSessionStore.getState().begin('tok', {
      userName: 'guest_1',
      isAgent: false,
      isTrial: true,
      mustChangePassword: false,
    });
    mockApi({
      'GET /wps/system/site': () => ({ value: SITE }),
      'GET /wps/member/info': () => ({ value: member({ isTrial: true, unreadMessage: 0 }) }),
      'GET /wps/v2/wallets/balance': () => ({ value: BALANCE }),
    });
    renderHeader();
    expect(await screen.findByTestId('header-account')).toBeInTheDocument();
    expect(screen.queryByTestId('header-deposit')).toBeNull();
    await userEvent.click(screen.getByTestId('header-messages'));
    const dialog = await screen.findByTestId('trial-dialog');
    expect(dialog).toHaveTextContent(
      'This is a free-play account. Please sign up for a real account to use this feature.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign up now' }));
    await waitFor(() =>
      expect(useModalStore.getState().stack.map((m) => m.name)).toEqual(['register']),
    );
  });

  it('logout asks first, then clears session storage and goes home', async () => {
    useSessionStore.getState().begin('tok', {
      userName: 'player01',
      isAgent: false,
      isTrial: false,
      mustChangePassword: false,
    });
    sessionStorage.setItem('registerSettings', '{}');
    const api = mockApi({
      'GET /wps/system/site': () => ({ value: SITE }),
      'GET /wps/member/info': () => ({ value: member() }),
      'GET /wps/v2/wallets/balance': () => ({ value: BALANCE }),
      'DELETE /wps/session/logout': () => ({ value: null }),
    });
    const { router } = renderHeader();
    await userEvent.click(await screen.findByTestId('account-menu-button'));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toContain('Invite friends');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    const dialog = await screen.findByTestId('logout-dialog');
    expect(dialog).toHaveTextContent('Prompt');
    expect(dialog).toHaveTextContent('Are you sure you want to log out?');
    expect(api.calls('DELETE /wps/session/logout')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(api.calls('DELETE /wps/session/logout')).toHaveLength(1));
    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('loginState')).toBeNull();
    expect(sessionStorage.getItem('registerSettings')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('reads the balance from the wallet, refreshes it and takes pushes from the socket', async () => {
    logIn();
    let balance = '1234.50';
    const api = mockApi({
      'GET /wps/system/site': () => ({ value: SITE }),
      'GET /wps/member/info': () => ({ value: member() }),
      'GET /wps/v2/wallets/balance': () => ({ value: { ...BALANCE, balance } }),
    });
    renderHeader();
    const shown = await screen.findByTestId('header-balance');
    await waitFor(() => expect(shown).toHaveTextContent('৳ 1,234.50'));

    balance = '99.00';
    await userEvent.click(screen.getByTestId('header-refresh'));
    await waitFor(() => expect(shown).toHaveTextContent('৳ 99.00'));
    expect(api.calls('GET /wps/v2/wallets/balance').length).toBeGreaterThanOrEqual(2);

    const socket = FakeWebSocket.latest();
    expect(socket?.url).toBe('ws://localhost:3000/wps/ws');
    act(() => {
      socket?.open();
    });
    expect(socket?.sent).toEqual(['{"type":"auth","token":"tok"}']);
    act(() => {
      socket?.push({ type: 'balance', balance: '5000.25', currencySymbol: '৳' });
    });
    await waitFor(() => expect(shown).toHaveTextContent('৳ 5,000.25'));
    // Not a WalletEvent: ignored.
    act(() => socket?.push('{"type":"balance","balance":"lots"}'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shown).toHaveTextContent('৳ 5,000.25');
  });

  it('deposit, withdraw and VIP go to their pages, from the header and from the menu', async () => {
    logIn();
    mockApi({
      'GET /wps/system/site': () => ({ value: SITE }),
      'GET /wps/member/info': () => ({ value: member() }),
      'GET /wps/v2/wallets/balance': () => ({ value: BALANCE }),
    });
    const { router } = renderHeader();
    await userEvent.click(await screen.findByTestId('header-deposit'));
    expect(router.state.location.pathname).toBe('/depositv2');
    await userEvent.click(screen.getByTestId('header-withdraw'));
    expect(router.state.location.pathname).toBe('/withdraw');
    await userEvent.click(screen.getByTestId('account-menu-button'));
    await userEvent.click(screen.getByTestId('account-menu-deposit'));
    expect(router.state.location.pathname).toBe('/depositv2');
    expect(useModalStore.getState().stack).toEqual([]);
    // The VIP entry opens the VIP page itself.
    await userEvent.click(screen.getByTestId('account-menu-button'));
    await userEvent.click(screen.getByTestId('account-menu-vip'));
    expect(router.state.location.pathname).toBe('/vip');
  });

  it('closes the socket when the session ends', async () => {
    logIn();
    mockApi({
      'GET /wps/system/site': () => ({ value: SITE }),
      'GET /wps/member/info': () => ({ value: member() }),
      'GET /wps/v2/wallets/balance': () => ({ value: BALANCE }),
    });
    renderWithApp(<HeaderAccountWhileLoggedIn />);
    await screen.findByTestId('header-account');
    const socket = FakeWebSocket.latest();
    act(() => socket?.open());
    act(() => useSessionStore.getState().clear());
    expect(socket?.closedWith).toBe(1000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});

/** Like the header: the account part only exists while there is a token. */
function HeaderAccountWhileLoggedIn() {
  const token = useSessionStore((s) => s.token);
  return token ? <HeaderAccount /> : null;
}
