import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '../../lib/stores/language-store.ts';
import { useModalStore } from '../../lib/stores/modal-store.ts';
import { useSessionStore } from '../../lib/stores/session-store.ts';
import { mockApi } from '../../testing/mock-api.ts';
import { renderWithApp } from '../../testing/render.tsx';
import AgentHomePage from './agent-home.page.tsx';

function api(unreadMessage = 0, requests = { dailysalreqtype: 0, divtypereq: 0 }) {
  return mockApi({
    'GET /wps/member/info': () => ({ value: { currencySymbol: '৳', unreadMessage } }),
    'GET /wps/agent/contracts': () => ({
      value: {
        contracthoursalreqtype: 0,
        realtimesalreqtype: 0,
        ...requests,
        mine: [],
        given: [],
      },
    }),
    'GET /wps/agent/income': () => ({
      value: { list: [], total: 0, pageNo: 1, pageSize: 20, paid: '0.00', held: '0.00' },
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
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/agentHome?view=downlines',
      '/agentHome?view=contracts',
      '/agentHome?view=income',
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
