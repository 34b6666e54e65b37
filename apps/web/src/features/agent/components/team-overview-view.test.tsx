import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeamOverview } from '@portal/contracts/agent-team';
import { describe, expect, it } from 'vitest';
import { presetRange } from '../../../lib/date-presets.ts';
import { useLanguageStore } from '../../../lib/stores/language-store.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { signInEachTest } from '../../../testing/session.ts';
import { TeamOverviewView } from './team-overview-view.tsx';

const overview = (over: Partial<TeamOverview> = {}): TeamOverview => ({
  from: '2026-11-22',
  to: '2026-11-28',
  teamSize: 1250,
  directCount: 14,
  newMembers: 6,
  activePlayers: 83,
  betCount: 4120,
  stake: '152340.50',
  validStake: '149800.00',
  payout: '140120.25',
  netWinLoss: '-12220.25',
  deposits: '98000.00',
  depositCount: 57,
  withdrawals: '43210.00',
  withdrawalCount: 19,
  bonuses: '1500.00',
  ...over,
});

describe('team overview', () => {
  signInEachTest('agent01');

  it('shows the team figures with amounts, counts and the win/loss coloured by its sign', async () => {
    const api = mockApi({
      'GET /wps/member/info': () => ({ value: { currencySymbol: '৳' } }),
      'GET /wps/agent/team/overview': () => ({ value: overview() }),
    });
    renderWithApp(<TeamOverviewView />, { url: '/agentHome?view=overview' });
    const stats = await screen.findByTestId('overview-stats');
    const stat = (key: string) => within(stats).getByTestId(`overview-${key}`);
    expect(stat('teamSize')).toHaveTextContent('Team size1,250');
    expect(stat('directCount')).toHaveTextContent('14');
    expect(stat('newMembers')).toHaveTextContent('6');
    expect(stat('activePlayers')).toHaveTextContent('83');
    await waitFor(() => expect(stat('deposits')).toHaveTextContent('৳ 98,000.00'));
    expect(stat('deposits')).toHaveTextContent('Count: 57');
    expect(stat('withdrawals')).toHaveTextContent('৳ 43,210.00');
    expect(stat('withdrawals')).toHaveTextContent('Count: 19');
    expect(stat('bets')).toHaveTextContent('4,120');
    expect(stat('bets')).toHaveTextContent('Stake: ৳ 152,340.50');
    expect(stat('validStake')).toHaveTextContent('৳ 149,800.00');
    expect(stat('netWinLoss')).toHaveTextContent('৳ -12,220.25');
    expect(stat('netWinLoss')).toHaveAttribute('data-sign', 'negative');
    expect(stat('bonuses')).toHaveTextContent('৳ 1,500.00');

    // The previous 7 days first; a preset and custom days are kept in the address.
    const week = presetRange('prev7');
    const last = () => api.calls('GET /wps/agent/team/overview').at(-1)!.query;
    expect(Object.fromEntries(last())).toEqual({ from: week.from, to: week.to });
    expect(screen.queryByTestId('overview-preset-next7')).toBeNull();
    await userEvent.click(screen.getByTestId('overview-preset-prev30'));
    await waitFor(() => expect(last().get('from')).toBe(presetRange('prev30').from));
  });

  it('writes the figures in the page’s digits', async () => {
    useLanguageStore.getState().setLanguage('BN');
    mockApi({
      'GET /wps/member/info': () => ({ value: { currencySymbol: '৳' } }),
      'GET /wps/agent/team/overview': () => ({ value: overview({ netWinLoss: '300.00' }) }),
    });
    renderWithApp(<TeamOverviewView />, { url: '/agentHome?view=overview' });
    const net = await screen.findByTestId('overview-netWinLoss');
    expect(screen.getByTestId('overview-teamSize')).toHaveTextContent('১,২৫০');
    await waitFor(() => expect(net).toHaveTextContent('৳ ৩০০.০০'));
    expect(net).toHaveAttribute('data-sign', 'positive');
  });

  it('says when there is no team yet', async () => {
    mockApi({
      'GET /wps/member/info': () => ({ value: {} }),
      'GET /wps/agent/team/overview': () => ({
        value: overview({ teamSize: 0, directCount: 0, newMembers: 0, activePlayers: 0 }),
      }),
    });
    renderWithApp(<TeamOverviewView />, { url: '/agentHome?view=overview' });
    const empty = await screen.findByTestId('overview-empty');
    expect(within(empty).getByRole('heading', { level: 2 })).toHaveTextContent('No team yet');
  });

  it('shows the server’s words for days it refuses, and a retry for other failures', async () => {
    let code = 'AGENT_RANGE_INVALID';
    const api = mockApi({
      'GET /wps/member/info': () => ({ value: {} }),
      'GET /wps/agent/team/overview': () => ({
        code,
        status: code === 'AGENT_RANGE_INVALID' ? 400 : 500,
      }),
    });
    const { unmount } = renderWithApp(<TeamOverviewView />, {
      url: '/agentHome?view=overview&range=custom&from=2026-01-01&to=2026-11-28',
    });
    const refused = await screen.findByTestId('overview-range-error');
    expect(refused).toHaveTextContent('server text');
    expect(within(refused).queryByRole('button')).toBeNull();
    expect(Object.fromEntries(api.calls('GET /wps/agent/team/overview')[0]!.query)).toEqual({
      from: '2026-01-01',
      to: '2026-11-28',
    });
    unmount();

    code = 'INTERNAL_ERROR';
    renderWithApp(<TeamOverviewView />, { url: '/agentHome?view=overview' });
    const failed = await screen.findByTestId('overview-error');
    expect(failed).toHaveTextContent('server text');
    const calls = api.calls('GET /wps/agent/team/overview').length;
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(api.calls('GET /wps/agent/team/overview').length).toBeGreaterThan(calls),
    );
  });
});
