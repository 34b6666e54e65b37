import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Downline } from '@portal/contracts/agents';
import { describe, expect, it } from 'vitest';
import { mockApi, type SeenRequest } from '../../../testing/mock-api.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { signInEachTest } from '../../../testing/session.ts';
import { formatDateTime, formatDay } from '../../../lib/format.ts';
import { useLanguageStore } from '../../../lib/stores/language-store.ts';
import { DownlinesView } from './downlines-view.tsx';

const downline = (id: number, over: Partial<Downline> = {}): Downline => ({
  id,
  username: `member${id}`,
  isAgent: false,
  status: 'ACTIVE',
  level: 1,
  upline: 'agent01',
  teamCount: 0,
  balance: '1234.50',
  lastLoginAt: '2026-03-15T08:00:00.000Z',
  createdAt: '2026-01-02T08:00:00.000Z',
  ...over,
});

const page = (list: Downline[], request: SeenRequest, total = list.length) => ({
  value: { list, total, pageNo: Number(request.query.get('pageNo')), pageSize: 20 },
});

describe('downline management', () => {
  signInEachTest('agent01');

  it('lists the downlines: agent badge, level, upline, team, balance, status and dates', async () => {
    mockApi({
      'GET /wps/member/info': () => ({ value: { currencySymbol: '৳' } }),
      'GET /wps/agent/downlines': (request) =>
        page(
          [
            downline(1, { username: 'subagent', isAgent: true, teamCount: 12 }),
            downline(2, {
              username: 'player7',
              level: 2,
              upline: 'subagent',
              status: 'LOCKED',
              balance: '-5.00',
              lastLoginAt: null,
            }),
          ],
          request,
        ),
    });
    renderWithApp(<DownlinesView />, { url: '/agentHome' });
    const table = await screen.findByTestId('downlines-table');
    const [first, second] = within(table).getAllByTestId('downlines-row');
    expect(first).toHaveTextContent('subagent');
    expect(within(first!).getByTestId('downline-agent')).toHaveTextContent('Agent');
    expect(first).toHaveTextContent('12');
    expect(first).toHaveTextContent('Active');
    await waitFor(() => expect(first).toHaveTextContent('৳ 1,234.50'));
    expect(first).toHaveTextContent(formatDateTime('2026-03-15T08:00:00.000Z', 'en'));
    expect(first).toHaveTextContent(formatDay('2026-01-02T08:00:00.000Z', 'en'));

    expect(second).toHaveTextContent('player7');
    expect(within(second!).queryByTestId('downline-agent')).toBeNull();
    expect(second).toHaveTextContent('Locked');
    expect(second).toHaveTextContent('Never');
    const cells = within(second!).getAllByRole('cell');
    expect(cells.map((cell) => cell.dataset.label)).toEqual([
      undefined,
      'Level',
      'Upline',
      'Team size',
      'Balance',
      'Status',
      'Last login',
      'Joined',
    ]);
    expect(cells[1]).toHaveTextContent('2');
    expect(cells[2]).toHaveTextContent('subagent');
  });

  it('writes numbers in the page’s digits', async () => {
    useLanguageStore.getState().setLanguage('BN');
    mockApi({
      'GET /wps/member/info': () => ({ value: { currencySymbol: '৳' } }),
      'GET /wps/agent/downlines': (request) => page([downline(1, { teamCount: 35 })], request),
    });
    renderWithApp(<DownlinesView />, { url: '/agentHome' });
    const [row] = await screen.findAllByTestId('downlines-row');
    expect(row).toHaveTextContent('৩৫');
    await waitFor(() => expect(row).toHaveTextContent('৳ ১,২৩৪.৫০'));
  });

  it('asks for all levels first, then by username and for direct downlines only', async () => {
    const api = mockApi({
      'GET /wps/member/info': () => ({ value: {} }),
      'GET /wps/agent/downlines': (request) => page([downline(1)], request),
    });
    const { router } = renderWithApp(<DownlinesView />, { url: '/agentHome?view=downlines' });
    await screen.findByTestId('downlines-table');
    const last = () => api.calls('GET /wps/agent/downlines').at(-1)!.query;
    expect(Object.fromEntries(last())).toEqual({ scope: 'all', pageNo: '1', pageSize: '20' });
    expect(screen.getByTestId('downlines-scope-all')).toHaveAttribute('aria-pressed', 'true');

    await userEvent.type(
      within(screen.getByTestId('downlines-username')).getByRole('searchbox'),
      '  mem ',
    );
    // Nothing is asked while typing: the search is sent.
    expect(last().get('username')).toBeNull();
    await userEvent.click(screen.getByTestId('downlines-submit'));
    await waitFor(() => expect(last().get('username')).toBe('mem'));

    await userEvent.click(screen.getByTestId('downlines-scope-direct'));
    await waitFor(() => expect(last().get('scope')).toBe('direct'));
    expect(last().get('username')).toBe('mem');
    expect(screen.getByTestId('downlines-scope-direct')).toHaveAttribute('aria-pressed', 'true');
    // The centre's view stays in the address with the list's state (a reload keeps it).
    expect(router.state.location.search).toBe('?view=downlines&scope=direct&username=mem');

    await userEvent.click(screen.getByTestId('downlines-clear'));
    await waitFor(() => expect(last().get('username')).toBeNull());
    expect(last().get('scope')).toBe('direct');
  });

  it('pages through the list, and a new search starts at page 1', async () => {
    const api = mockApi({
      'GET /wps/member/info': () => ({ value: {} }),
      'GET /wps/agent/downlines': (request) => page([downline(1), downline(2)], request, 45),
    });
    const { router } = renderWithApp(<DownlinesView />, { url: '/agentHome' });
    await screen.findByTestId('downlines-table');
    const last = () => api.calls('GET /wps/agent/downlines').at(-1)!.query;
    expect(screen.getByTestId('downlines-pager')).toHaveTextContent('Page 1 of 3');
    await userEvent.click(screen.getByTestId('downlines-pager-next'));
    await waitFor(() => expect(last().get('pageNo')).toBe('2'));
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() =>
      expect(screen.getByTestId('downlines-pager')).toHaveTextContent('Page 2 of 3'),
    );

    await userEvent.click(screen.getByTestId('downlines-scope-direct'));
    await waitFor(() => expect(last().get('scope')).toBe('direct'));
    expect(last().get('pageNo')).toBe('1');
  });

  it('opens at the page, scope and search of the address (a hard reload)', async () => {
    const api = mockApi({
      'GET /wps/member/info': () => ({ value: {} }),
      'GET /wps/agent/downlines': (request) => page([downline(1)], request, 45),
    });
    renderWithApp(<DownlinesView />, { url: '/agentHome?scope=direct&username=ab&page=3' });
    await screen.findByTestId('downlines-table');
    expect(Object.fromEntries(api.calls('GET /wps/agent/downlines').at(-1)!.query)).toMatchObject({
      scope: 'direct',
      username: 'ab',
      pageNo: '3',
    });
    expect(within(screen.getByTestId('downlines-username')).getByRole('searchbox')).toHaveValue(
      'ab',
    );
  });

  it('shows the server’s message when the list fails, and tries again', async () => {
    let fail = true;
    const api = mockApi({
      'GET /wps/member/info': () => ({ value: {} }),
      'GET /wps/agent/downlines': (request) =>
        fail ? { code: 'AUTH_NOT_AGENT', status: 403 } : page([downline(1)], request),
    });
    renderWithApp(<DownlinesView />, { url: '/agentHome' });
    const error = await screen.findByTestId('downlines-error');
    // mockApi's envelope carries 'server text' as the translated message.
    expect(error).toHaveTextContent('server text');
    fail = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('downlines-table')).toBeVisible();
    expect(api.calls('GET /wps/agent/downlines')).toHaveLength(2);
  });

  it('says when there is nobody, and when a search finds nobody (an h2 under the page’s h1)', async () => {
    mockApi({
      'GET /wps/member/info': () => ({ value: {} }),
      'GET /wps/agent/downlines': (request) => page([], request),
    });
    const { unmount } = renderWithApp(<DownlinesView />, { url: '/agentHome' });
    const empty = await screen.findByTestId('downlines-empty');
    expect(within(empty).getByRole('heading', { level: 2 })).toHaveTextContent('No downlines yet');
    unmount();
    renderWithApp(<DownlinesView />, { url: '/agentHome?username=zz' });
    const none = await screen.findByTestId('downlines-empty');
    expect(within(none).getByRole('heading', { level: 2 })).toHaveTextContent('No downline found');
    expect(none).toHaveTextContent('No username in this list starts with “zz”.');
  });
});
