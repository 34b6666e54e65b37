import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeamLossRow } from '@portal/contracts/agent-team';
import { describe, expect, it } from 'vitest';
import { useLanguageStore } from '../../../lib/stores/language-store.ts';
import { mockApi, type SeenRequest } from '../../../testing/mock-api.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { signInEachTest } from '../../../testing/session.ts';
import { TeamLossView } from './team-loss-view.tsx';

const row = (username: string, over: Partial<TeamLossRow> = {}): TeamLossRow => ({
  username,
  stake: '12000.00',
  validStake: '11800.00',
  payout: '9000.00',
  bonuses: '250.00',
  netLoss: '2750.00',
  ...over,
});

const page = (list: TeamLossRow[], request: SeenRequest, total = list.length) => ({
  value: {
    list,
    total,
    pageNo: Number(request.query.get('pageNo')),
    pageSize: 20,
    totals: {
      stake: '15000.00',
      validStake: '14600.00',
      payout: '13000.00',
      bonuses: '300.00',
      netLoss: '1700.00',
    },
  },
});

describe('user loss', () => {
  signInEachTest('agent01');

  it('lists each member’s loss with formatted amounts, under the totals', async () => {
    mockApi({
      'GET /wps/member/info': () => ({ value: { currencySymbol: '৳' } }),
      'GET /wps/agent/team/loss': (request) =>
        page([row('player01'), row('player02', { netLoss: '-1050.00' })], request),
    });
    renderWithApp(<TeamLossView />, { url: '/agentHome?view=loss' });
    const [first, second] = await screen.findAllByTestId('loss-row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.dataset.label),
    ).toEqual([undefined, 'Stake', 'Valid stake', 'Payout', 'Bonuses', 'Net loss']);
    expect(first).toHaveTextContent('player01');
    await waitFor(() => expect(first).toHaveTextContent('৳ 12,000.00'));
    expect(first).toHaveTextContent('৳ 2,750.00');
    expect(second).toHaveTextContent('৳ -1,050.00');
    const totals = screen.getByTestId('loss-totals');
    expect(within(totals).getByTestId('loss-totals-netLoss')).toHaveTextContent('৳ 1,700.00');
    expect(within(totals).getByTestId('loss-totals-bonuses')).toHaveTextContent('৳ 300.00');
  });

  it('reads one member, custom days and the page from the address, and pages on', async () => {
    const api = mockApi({
      'GET /wps/member/info': () => ({ value: {} }),
      'GET /wps/agent/team/loss': (request) => page([row('player01')], request, 45),
    });
    const { router } = renderWithApp(<TeamLossView />, {
      url: '/agentHome?view=loss&range=custom&from=2026-10-01&to=2026-10-31&username=player01&page=2',
    });
    await screen.findByTestId('loss-table');
    const last = () => api.calls('GET /wps/agent/team/loss').at(-1)!.query;
    expect(Object.fromEntries(last())).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
      username: 'player01',
      pageNo: '2',
      pageSize: '20',
    });
    expect(screen.getByTestId('loss-search-username').querySelector('input')).toHaveValue(
      'player01',
    );
    await userEvent.click(screen.getByTestId('loss-pager-next'));
    await waitFor(() => expect(last().get('pageNo')).toBe('3'));
    await userEvent.click(screen.getByTestId('loss-search-clear'));
    await waitFor(() => expect(last().get('username')).toBeNull());
    expect(last().get('pageNo')).toBe('1');
    expect(router.state.location.search).toBe(
      '?view=loss&range=custom&from=2026-10-01&to=2026-10-31',
    );
  });

  it('says when nobody played, and shows the server’s words for a refused range', async () => {
    let refuse = false;
    mockApi({
      'GET /wps/member/info': () => ({ value: {} }),
      'GET /wps/agent/team/loss': (request) =>
        refuse ? { code: 'AGENT_RANGE_INVALID', status: 400 } : page([], request),
    });
    const { unmount } = renderWithApp(<TeamLossView />, { url: '/agentHome?view=loss' });
    expect(await screen.findByTestId('loss-empty')).toHaveTextContent('No play in these dates');
    unmount();
    refuse = true;
    renderWithApp(<TeamLossView />, { url: '/agentHome?view=loss' });
    expect(await screen.findByTestId('loss-range-error')).toHaveTextContent('server text');
  });

  it('writes amounts in the page’s digits', async () => {
    useLanguageStore.getState().setLanguage('BN');
    mockApi({
      'GET /wps/member/info': () => ({ value: { currencySymbol: '৳' } }),
      'GET /wps/agent/team/loss': (request) => page([row('player01')], request),
    });
    renderWithApp(<TeamLossView />, { url: '/agentHome?view=loss' });
    const [first] = await screen.findAllByTestId('loss-row');
    await waitFor(() => expect(first).toHaveTextContent('৳ ১২,০০০.০০'));
  });
});
