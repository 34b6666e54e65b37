import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeamBetRow } from '@portal/contracts/agent-team';
import { describe, expect, it } from 'vitest';
import { presetRange } from '../../../lib/date-presets.ts';
import { formatDay } from '../../../lib/format.ts';
import { useLanguageStore } from '../../../lib/stores/language-store.ts';
import { mockApi, type SeenRequest } from '../../../testing/mock-api.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { signInEachTest } from '../../../testing/session.ts';
import { TeamBetsView } from './team-bets-view.tsx';

const row = (key: string, over: Partial<TeamBetRow> = {}): TeamBetRow => ({
  key,
  betCount: 1204,
  stake: '25000.00',
  validStake: '24500.50',
  payout: '23000.00',
  net: '-2000.00',
  ...over,
});

const page = (list: TeamBetRow[], request: SeenRequest, total = list.length) => ({
  value: {
    list,
    total,
    pageNo: Number(request.query.get('pageNo')),
    pageSize: 20,
    totals: {
      betCount: 1310,
      stake: '26000.00',
      validStake: '25500.50',
      payout: '26500.00',
      net: '500.00',
    },
  },
});

/** The rows a grouping answers with. */
const byGroup = (request: SeenRequest) => {
  const by = request.query.get('by');
  if (by === 'category') return page([row('LIVE'), row('RNG', { net: '12.00' })], request);
  if (by === 'day') return page([row('2026-11-27')], request);
  return page([row('player01'), row('player02', { betCount: 106, net: '2500.00' })], request, 45);
};

describe('team betting', () => {
  signInEachTest('agent01');

  it('lists the team’s bets by member with formatted amounts, under the totals', async () => {
    const api = mockApi({
      'GET /wps/member/info': () => ({ value: { currencySymbol: '৳' } }),
      'GET /wps/agent/team/bets': byGroup,
    });
    renderWithApp(<TeamBetsView />, { url: '/agentHome?view=bets' });
    const [first, second] = await screen.findAllByTestId('bets-row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.dataset.label),
    ).toEqual([undefined, 'Bets', 'Stake', 'Valid stake', 'Payout', 'Win/loss']);
    expect(first).toHaveTextContent('player01');
    expect(first).toHaveTextContent('1,204');
    await waitFor(() => expect(first).toHaveTextContent('৳ 25,000.00'));
    expect(first).toHaveTextContent('৳ 24,500.50');
    expect(first!.querySelector('[data-sign]')).toHaveAttribute('data-sign', 'negative');
    expect(second!.querySelector('[data-sign]')).toHaveAttribute('data-sign', 'positive');
    const totals = screen.getByTestId('bets-totals');
    expect(within(totals).getByTestId('bets-totals-betCount')).toHaveTextContent('1,310');
    expect(within(totals).getByTestId('bets-totals-net')).toHaveTextContent('৳ 500.00');

    const week = presetRange('prev7');
    expect(Object.fromEntries(api.calls('GET /wps/agent/team/bets')[0]!.query)).toEqual({
      from: week.from,
      to: week.to,
      by: 'member',
      pageNo: '1',
      pageSize: '20',
    });
  });

  it('groups by category or day, filters by category and member, all kept in the address', async () => {
    const api = mockApi({
      'GET /wps/member/info': () => ({ value: {} }),
      'GET /wps/agent/team/bets': byGroup,
    });
    const { router } = renderWithApp(<TeamBetsView />, { url: '/agentHome?view=bets' });
    await screen.findByTestId('bets-table');
    const last = () => api.calls('GET /wps/agent/team/bets').at(-1)!.query;

    await userEvent.click(screen.getByTestId('bets-pager-next'));
    await waitFor(() => expect(last().get('pageNo')).toBe('2'));

    await userEvent.click(screen.getByTestId('bets-by-category'));
    await waitFor(() =>
      expect(screen.getAllByTestId('bets-row')[0]).toHaveTextContent('Live Casino'),
    );
    expect(last().get('by')).toBe('category');
    expect(last().get('pageNo')).toBe('1');
    expect(screen.getAllByTestId('bets-row')[1]).toHaveTextContent('Slots');
    expect(screen.getByRole('columnheader', { name: 'Game category' })).toBeVisible();

    await userEvent.click(screen.getByTestId('bets-by-day'));
    await waitFor(() =>
      expect(screen.getAllByTestId('bets-row')[0]).toHaveTextContent(
        formatDay('2026-11-27T12:00:00', 'en'),
      ),
    );

    await userEvent.selectOptions(
      screen.getByTestId('bets-category').querySelector('select')!,
      'SPORTS',
    );
    await waitFor(() => expect(last().get('category')).toBe('SPORTS'));
    await userEvent.type(
      screen.getByTestId('bets-search-username').querySelector('input')!,
      'player02',
    );
    await userEvent.click(screen.getByTestId('bets-search-submit'));
    await waitFor(() => expect(last().get('username')).toBe('player02'));
    expect(router.state.location.search).toBe(
      '?view=bets&username=player02&by=day&category=SPORTS',
    );
  });

  it('says when there are no bets, and shows the server’s words for a refused range', async () => {
    let refuse = false;
    mockApi({
      'GET /wps/member/info': () => ({ value: {} }),
      'GET /wps/agent/team/bets': (request) =>
        refuse ? { code: 'AGENT_RANGE_INVALID', status: 400 } : page([], request),
    });
    const { unmount } = renderWithApp(<TeamBetsView />, { url: '/agentHome?view=bets' });
    const empty = await screen.findByTestId('bets-empty');
    expect(within(empty).getByRole('heading', { level: 2 })).toHaveTextContent(
      'No bets in these dates',
    );
    unmount();
    refuse = true;
    renderWithApp(<TeamBetsView />, {
      url: '/agentHome?view=bets&range=custom&from=2026-12-01&to=2026-12-31',
    });
    expect(await screen.findByTestId('bets-range-error')).toHaveTextContent('server text');
  });

  it('writes counts and amounts in the page’s digits', async () => {
    useLanguageStore.getState().setLanguage('BN');
    mockApi({
      'GET /wps/member/info': () => ({ value: { currencySymbol: '৳' } }),
      'GET /wps/agent/team/bets': byGroup,
    });
    renderWithApp(<TeamBetsView />, { url: '/agentHome?view=bets' });
    const [first] = await screen.findAllByTestId('bets-row');
    expect(first).toHaveTextContent('১,২০৪');
    await waitFor(() => expect(first).toHaveTextContent('৳ ২৫,০০০.০০'));
  });
});
