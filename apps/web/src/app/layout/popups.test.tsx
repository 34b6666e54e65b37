import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Announcement } from '@portal/contracts/announcements';
import type { Contract, ContractInfo } from '@portal/contracts/agents';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '../../lib/stores/language-store.ts';
import { useSessionStore } from '../../lib/stores/session-store.ts';
import { mockApi } from '../../testing/mock-api.ts';
import { renderWithApp } from '../../testing/render.tsx';
import { Popups } from './popups.tsx';

const offer = (over: Partial<Contract> = {}): Contract => ({
  id: 7,
  agentId: 10,
  agent: 'agent01',
  uplineId: 1,
  upline: 'boss',
  kind: 'DAILY_SALARY',
  period: null,
  tiers: [
    { minBase: '10000.00', minActivePlayers: 3, rateBp: 30 },
    { minBase: '50000.00', minActivePlayers: 5, rateBp: 50 },
  ],
  status: 'PENDING',
  terminationRequestedBy: null,
  endReason: null,
  offeredAt: '2026-11-01T08:00:00.000Z',
  acceptedAt: null,
  endedAt: null,
  ...over,
});

const info = (over: Partial<ContractInfo> = {}): ContractInfo => ({
  dailysalreqtype: 0,
  divtypereq: 0,
  contracthoursalreqtype: 0,
  realtimesalreqtype: 0,
  kinds: ['DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY', 'DIVIDEND'],
  mine: [],
  given: [],
  ...over,
});

const waitingOffer = () => info({ dailysalreqtype: 1, mine: [offer()] });

const announcement = (execution: Announcement['execution']): Announcement => ({
  id: 1,
  type: 'PU',
  title: `Popup ${execution}`,
  content: `<p>For ${execution}</p>`,
  linkage: null,
  execution,
  sequence: 1,
  startAt: null,
  endAt: null,
});

function serve({
  contracts = waitingOffer,
  announcements = [],
  extra = {},
}: {
  contracts?: () => ContractInfo;
  announcements?: Announcement[];
  extra?: Parameters<typeof mockApi>[0];
} = {}) {
  return mockApi({
    'GET /wps/system/announcements': () => ({
      value: { list: announcements, total: announcements.length, pageNo: 1, pageSize: 9 },
    }),
    'GET /wps/member/info': () => ({ value: { currencySymbol: '৳' } }),
    'GET /wps/agent/contracts': () => ({ value: contracts() }),
    ...extra,
  });
}

function signIn(isAgent: boolean) {
  useSessionStore.getState().begin('tok', {
    userName: 'agent01',
    isAgent,
    isTrial: false,
    mustChangePassword: false,
  });
}

/** Long enough for the lazy chunks, the calls and the popup's 100 ms delay. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('the contract popup after login', () => {
  beforeEach(() => {
    useLanguageStore.getState().setLanguage('EN');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().clear();
    useLanguageStore.getState().setLanguage('BN');
  });

  it('shows an agent its waiting offer: kind, upline, tiers, the answers and the way to all contracts', async () => {
    signIn(true);
    serve();
    renderWithApp(<Popups />);
    const popup = await screen.findByTestId('contract-popup');
    expect(within(popup).getByRole('heading', { level: 2 })).toHaveTextContent('Contract requests');
    const card = within(popup).getByTestId('contract-card');
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('Daily salary');
    expect(card).toHaveTextContent('Offered byboss');
    const [first, second] = within(card).getAllByTestId('contract-tiers-row');
    expect(first).toHaveTextContent('৳ 10,000.00');
    expect(first).toHaveTextContent('0.30%');
    expect(second).toHaveTextContent('0.50%');
    expect(within(card).getByTestId('contract-accept')).toBeVisible();
    expect(within(card).getByTestId('contract-reject')).toBeVisible();
    expect(within(popup).getByTestId('contract-popup-all')).toHaveAttribute(
      'href',
      '/agentHome?view=contracts',
    );
  });

  it('accepts after a confirmation; with nothing left to answer it closes for the session', async () => {
    let accepted = false;
    signIn(true);
    const api = serve({
      contracts: () => (accepted ? info({ mine: [offer({ status: 'ACTIVE' })] }) : waitingOffer()),
      extra: {
        'POST /wps/agent/contracts/7/accept': () => {
          accepted = true;
          return { value: offer({ status: 'ACTIVE' }) };
        },
      },
    });
    renderWithApp(<Popups />);
    const popup = await screen.findByTestId('contract-popup');
    await userEvent.click(within(popup).getByTestId('contract-accept'));
    const confirm = await screen.findByTestId('contract-confirm');
    expect(api.calls('POST /wps/agent/contracts/7/accept')).toHaveLength(0);
    await userEvent.click(within(confirm).getByTestId('contract-confirm-submit'));

    await waitFor(() => expect(screen.queryByTestId('contract-popup')).toBeNull());
    expect(api.calls('POST /wps/agent/contracts/7/accept')[0]?.body).toEqual({});
    expect(sessionStorage.getItem('AGENT_CONTRACT_POPUP')).toBe('closed');
  });

  it('Later hides it for the rest of the session: no popup and no call on the next page', async () => {
    signIn(true);
    const api = serve();
    const first = renderWithApp(<Popups />);
    await userEvent.click(await screen.findByTestId('contract-popup-later'));
    await waitFor(() => expect(screen.queryByTestId('contract-popup')).toBeNull());
    expect(sessionStorage.getItem('AGENT_CONTRACT_POPUP')).toBe('closed');
    first.unmount();

    const calls = api.calls('GET /wps/agent/contracts').length;
    renderWithApp(<Popups />);
    await settle();
    expect(screen.queryByTestId('contract-popup')).toBeNull();
    expect(api.calls('GET /wps/agent/contracts')).toHaveLength(calls);
  });

  it('All contracts opens the contracts view and closes the popup for the session', async () => {
    signIn(true);
    serve();
    const { router } = renderWithApp(<Popups />);
    await userEvent.click(await screen.findByTestId('contract-popup-all'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agentHome'));
    expect(router.state.location.search).toBe('?view=contracts');
    expect(sessionStorage.getItem('AGENT_CONTRACT_POPUP')).toBe('closed');
    await waitFor(() => expect(screen.queryByTestId('contract-popup')).toBeNull());
  });

  it('is never shown to a player, and never asks for contracts', async () => {
    signIn(false);
    const api = serve();
    renderWithApp(<Popups />);
    await settle();
    expect(screen.queryByTestId('contract-popup')).toBeNull();
    expect(api.calls('GET /wps/agent/contracts')).toHaveLength(0);
  });

  it('is not shown to a visitor', async () => {
    const api = serve();
    renderWithApp(<Popups />);
    await settle();
    expect(screen.queryByTestId('contract-popup')).toBeNull();
    expect(api.calls('GET /wps/agent/contracts')).toHaveLength(0);
  });

  it('is not shown to an agent with nothing waiting', async () => {
    signIn(true);
    const api = serve({ contracts: () => info({ mine: [offer({ status: 'ACTIVE' })] }) });
    renderWithApp(<Popups />);
    await waitFor(() => expect(api.calls('GET /wps/agent/contracts')).toHaveLength(1));
    await settle();
    expect(screen.queryByTestId('contract-popup')).toBeNull();
  });

  it('waits for the announcement popup to close instead of stacking on it', async () => {
    signIn(true);
    serve({ announcements: [announcement('A')] });
    renderWithApp(<Popups />);
    const popups = await screen.findByTestId('popup-member');
    await settle();
    expect(screen.queryByTestId('contract-popup')).toBeNull();

    await userEvent.click(within(popups).getByRole('button', { name: /close/i }));
    expect(await screen.findByTestId('contract-popup')).toBeVisible();
    expect(screen.queryByTestId('popup-member')).toBeNull();
  });
});
