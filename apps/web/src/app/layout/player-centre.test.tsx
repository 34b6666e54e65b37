import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Claimable } from '@portal/contracts/promotions';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '../../lib/stores/language-store.ts';
import { useModalStore } from '../../lib/stores/modal-store.ts';
import { useSessionStore } from '../../lib/stores/session-store.ts';
import { mockApi } from '../../testing/mock-api.ts';
import { renderWithApp } from '../../testing/render.tsx';
import { RewardCentreView } from '../../features/loyalty/components/reward-centre-view.tsx';
import { PlayerCentre } from './player-centre.tsx';

const claimable = (promotionId: number, title: string): Claimable => ({
  promotionId,
  kind: 'FIXED',
  title,
  terms: '',
  amount: '50.00',
  draw: false,
  wageringMultiple: 1,
  endsAt: null,
});

function logIn(isTrial: boolean) {
  useSessionStore.getState().begin('tok', {
    userName: 'player01',
    isAgent: false,
    isTrial,
    mustChangePassword: false,
  });
}

describe('player centre frame', () => {
  beforeEach(() => useLanguageStore.getState().setLanguage('EN'));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().clear();
    useModalStore.getState().closeAll();
    useLanguageStore.getState().setLanguage('BN');
  });

  it('lists the spec’s entries under their paths and marks the current one', () => {
    logIn(false);
    renderWithApp(
      <PlayerCentre entry="withdraw" testId="page">
        <p>content</p>
      </PlayerCentre>,
      { url: '/withdraw' },
    );
    const menu = screen.getByRole('navigation', { name: 'Player centre' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/member',
      '/transferFund',
      '/depositv2',
      '/withdraw',
      '/transferUpline',
      '/personalHistoryCopy',
      '/transactionHistory',
      '/personalProfit',
      '/bonusDetails',
      '/rewardCenter',
      '/messageV2',
      '/feedback',
    ]);
    expect(within(menu).getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Withdraw');
    expect(screen.getByText('content')).toBeVisible();
  });

  it('shows the invite-friends entry only when referral is on for the member', async () => {
    logIn(false);
    mockApi({ 'GET /wps/member/info': () => ({ value: { availablePromo: true } }) });
    renderWithApp(
      <PlayerCentre entry="referral" testId="page">
        <p>content</p>
      </PlayerCentre>,
      { url: '/referral' },
    );
    const entry = await screen.findByTestId('player-centre-referral');
    expect(entry).toHaveAttribute('href', '/referral');
    expect(entry).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Invite friends');
  });

  it('puts the unread count on the messages entry, and nothing when all are read', async () => {
    logIn(false);
    let unread = 4;
    mockApi({ 'GET /wps/member/info': () => ({ value: { unreadMessage: unread } }) });
    const { unmount } = renderWithApp(
      <PlayerCentre entry="withdraw" testId="page">
        <p>content</p>
      </PlayerCentre>,
      { url: '/withdraw' },
    );
    const badge = await screen.findByTestId('menu-unread-badge');
    expect(badge).toHaveTextContent('4');
    expect(screen.getByTestId('player-centre-messageV2')).toHaveAccessibleName(
      /^Messages\s*\(4 unread\)$/,
    );
    unmount();
    unread = 0;
    renderWithApp(
      <PlayerCentre entry="withdraw" testId="page">
        <p>content</p>
      </PlayerCentre>,
      { url: '/withdraw' },
    );
    await screen.findByText('content');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('menu-unread-badge')).toBeNull();
  });

  it('shows trial accounts the real-account prompt instead of the wallet', () => {
    logIn(true);
    renderWithApp(
      <PlayerCentre entry="deposit" testId="page">
        <p>content</p>
      </PlayerCentre>,
      { url: '/depositv2' },
    );
    expect(screen.getByTestId('account-trial')).toBeVisible();
    expect(screen.queryByText('content')).toBeNull();
    expect(useModalStore.getState().stack.map((m) => m.name)).toEqual(['trial']);
  });

  it('counts the rewards to claim on the reward-centre entry, from the list’s own query', async () => {
    logIn(false);
    let list = [claimable(6, 'Daily gift'), claimable(7, 'Weekly gift')];
    const api = mockApi({
      'GET /wps/member/info': () => ({ value: {} }),
      'GET /wps/loyalty/grants': () => ({ value: { list: [], total: 0, pageNo: 1, pageSize: 5 } }),
      'GET /wps/loyalty/applications': () => ({
        value: { list: [], total: 0, pageNo: 1, pageSize: 5 },
      }),
      'GET /wps/loyalty/claimable': () => ({ value: list }),
      'POST /wps/loyalty/promotions/6/claim': () => {
        list = list.filter((c) => c.promotionId !== 6);
        return { value: { grantId: 1, amount: '50.00', wageringRequired: '50.00' } };
      },
    });
    renderWithApp(
      <PlayerCentre entry="rewardCenter" testId="page">
        <RewardCentreView flag={() => false} />
      </PlayerCentre>,
      { url: '/rewardCenter' },
    );
    const badge = await screen.findByTestId('menu-claimable-badge');
    expect(badge).toHaveTextContent('2');
    expect(screen.getByTestId('player-centre-rewardCenter')).toHaveAccessibleName(
      /^Reward centre\s*\(2 to claim\)$/,
    );
    // The badge and the list share one request.
    await screen.findByTestId('claimables');
    expect(api.calls('GET /wps/loyalty/claimable')).toHaveLength(1);

    const [first] = screen.getAllByTestId('claimable');
    await userEvent.click(within(first!).getByTestId('claimable-claim'));
    await waitFor(() => expect(badge).toHaveTextContent('1'));
    expect(screen.getAllByTestId('claimable')).toHaveLength(1);
  });

  it('puts no claim badge on the entry when nothing waits to be claimed', async () => {
    logIn(false);
    const api = mockApi({
      'GET /wps/member/info': () => ({ value: {} }),
      'GET /wps/loyalty/claimable': () => ({ value: [] }),
    });
    renderWithApp(
      <PlayerCentre entry="withdraw" testId="page">
        <p>content</p>
      </PlayerCentre>,
      { url: '/withdraw' },
    );
    await waitFor(() => expect(api.calls('GET /wps/loyalty/claimable')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('menu-claimable-badge')).toBeNull();
  });
});
