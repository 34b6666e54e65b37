import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '../../lib/stores/language-store.ts';
import { useModalStore } from '../../lib/stores/modal-store.ts';
import { useSessionStore } from '../../lib/stores/session-store.ts';
import { mockApi } from '../../testing/mock-api.ts';
import { renderWithApp } from '../../testing/render.tsx';
import AgentHomePage from './agent-home.page.tsx';

const ALL_KINDS = ['DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY', 'DIVIDEND'];

function api(
  unreadMessage = 0,
  requests = { dailysalreqtype: 0, divtypereq: 0 },
  kinds: string[] = ALL_KINDS,
) {
  return mockApi({
    'GET /wps/member/info': () => ({ value: { currencySymbol: '৳', unreadMessage } }),
    'GET /wps/agent/contracts': () => ({
      value: {
        contracthoursalreqtype: 0,
        realtimesalreqtype: 0,
        ...requests,
        kinds,
        mine: [],
        given: [],
      },
    }),
    'GET /wps/agent/income': () => ({
      value: { list: [], total: 0, pageNo: 1, pageSize: 20, paid: '0.00', held: '0.00' },
    }),
    'GET /wps/agent/team/overview': () => ({
      value: {
        from: '2026-11-22',
        to: '2026-11-28',
        teamSize: 12,
        directCount: 4,
        newMembers: 2,
        activePlayers: 5,
        betCount: 340,
        stake: '15000.00',
        validStake: '14200.00',
        payout: '13100.00',
        netWinLoss: '-1900.00',
        deposits: '20000.00',
        depositCount: 9,
        withdrawals: '6000.00',
        withdrawalCount: 3,
        bonuses: '250.00',
      },
    }),
    'GET /wps/agent/downlines': () => ({
      value: {
        list: [
          {
            id: 5,
            username: 'player5',
            isAgent: false,
            status: 'ACTIVE',
            level: 1,
            upline: 'agent01',
            teamCount: 0,
            balance: '10.00',
            lastLoginAt: null,
            createdAt: '2026-01-02T08:00:00.000Z',
          },
        ],
        total: 1,
        pageNo: 1,
        pageSize: 20,
      },
    }),
  });
}

describe('agent centre (/agentHome)', () => {
  beforeEach(() => {
    useLanguageStore.getState().setLanguage('EN');
    useSessionStore.getState().begin('tok', {
      userName: 'agent01',
      isAgent: true,
      isTrial: false,
      mustChangePassword: false,
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    useSessionStore.getState().clear();
    useModalStore.getState().closeAll();
    useLanguageStore.getState().setLanguage('BN');
  });

  it('frames the downline list: the agent, the clock and support hours, the working entries', async () => {
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-360);
    api(3);
    renderWithApp(<AgentHomePage />, { url: '/agentHome' });
    expect(screen.getByTestId('agent-name')).toHaveTextContent('agent01');
    expect(screen.getByTestId('agent-gmt')).toHaveTextContent('GMT+06:00');
    expect(screen.getByText('Support hours: Monday to Friday, 12:00–21:00')).toBeVisible();

    const menu = screen.getByRole('navigation', { name: 'Agent centre' });
    const links = within(menu).getAllByRole('link');
    // The spec's order: the centre's views, the contract kinds, then the member pages.
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/agentHome?view=announcements',
      '/agentHome?view=overview',
      '/agentHome?view=register',
      '/agentHome?view=downlines',
      '/agentHome?view=bets',
      '/agentHome?view=loss',
      '/agentHome?view=income',
      '/agentHome?view=transactions',
      '/agentHome?view=contracts',
      '/depositv2',
      '/withdraw',
      '/messageV2',
      '/liveChat',
    ]);
    expect(within(menu).getByRole('link', { name: 'Downline management' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const messages = await within(menu).findByRole('link', {
      name: /^Platform messages\s*\(3 unread\)$/,
    });
    expect(messages).toHaveAttribute('href', '/messageV2');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Downline management');
    expect(await screen.findByTestId('downlines-table')).toHaveTextContent('player5');
  });

  it('counts the contract kinds waiting for the agent on the contracts entry, and opens its views', async () => {
    api(0, { dailysalreqtype: 1, divtypereq: 2 });
    renderWithApp(<AgentHomePage />, { url: '/agentHome?view=contracts' });
    const menu = screen.getByRole('navigation', { name: 'Agent centre' });
    const contracts = await within(menu).findByRole('link', {
      name: /^Contracts\s*\(Contract requests waiting: 2\)$/,
    });
    expect(contracts).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contracts');
    expect(await screen.findByTestId('contract-requests')).toHaveTextContent(
      'Daily salary: a new offer',
    );
    await userEvent.click(within(menu).getByRole('link', { name: 'My income' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My income');
    expect(await screen.findByTestId('income-empty')).toBeVisible();
    // A navigation draws the page again: read the menu anew.
    const next = screen.getByRole('navigation', { name: 'Agent centre' });
    await userEvent.click(within(next).getByRole('link', { name: 'Team overview' }));
    expect(await screen.findByTestId('overview-teamSize')).toHaveTextContent('12');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Team overview');
  });

  it('leaves the contracts entry out when the site offers no contract kind', async () => {
    api(0, { dailysalreqtype: 1, divtypereq: 0 }, []);
    renderWithApp(<AgentHomePage />, { url: '/agentHome?view=contracts' });
    const menu = screen.getByRole('navigation', { name: 'Agent centre' });
    await waitFor(() =>
      expect(within(menu).queryByRole('link', { name: /^Contracts/ })).toBeNull(),
    );
    expect(within(menu).getByRole('link', { name: 'Team betting' })).toBeVisible();
    expect(await screen.findByTestId('contracts-no-kinds')).toHaveTextContent(
      'No contracts on this site',
    );
    expect(screen.queryByTestId('contracts-offer')).toBeNull();
  });

  it('opens the downline list for an unknown view, and the account popups from the header', async () => {
    api();
    renderWithApp(<AgentHomePage />, { url: '/agentHome?view=salary' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Downline management');
    await screen.findByTestId('downlines-table');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await userEvent.click(screen.getByTestId('agent-logout'));
    expect(useModalStore.getState().stack.map((m) => m.name)).toEqual(['changePassword', 'logout']);
  });
});
