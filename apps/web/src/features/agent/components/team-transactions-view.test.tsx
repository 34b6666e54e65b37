import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeamTransactionRow } from '@portal/contracts/agent-team';
import { describe, expect, it } from 'vitest';
import { formatShortDateTime } from '../../../lib/format.ts';
import { useLanguageStore } from '../../../lib/stores/language-store.ts';
import { mockApi, type SeenRequest } from '../../../testing/mock-api.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { signInEachTest } from '../../../testing/session.ts';
import { TeamTransactionsView } from './team-transactions-view.tsx';

const row = (id: number, over: Partial<TeamTransactionRow> = {}): TeamTransactionRow => ({
  id,
  username: 'player01',
  type: 'DEPOSIT',
  amount: '5000.00',
  reference: 'D-20261127-0001',
  createdAt: '2026-11-27T09:30:00.000Z',
  ...over,
});

const page = (list: TeamTransactionRow[], request: SeenRequest, total = list.length) => ({
  value: { list, total, pageNo: Number(request.query.get('pageNo')), pageSize: 20 },
});

describe('downline transactions', () => {
  signInEachTest('agent01');

  it('lists the team’s money movements: time, member, type, signed amount, reference', async () => {
    mockApi({
      'GET /wps/member/info': () => ({ value: { currencySymbol: '৳' } }),
      'GET /wps/agent/team/transactions': (request) =>
        page(
          [
            row(1),
            row(2, { type: 'WITHDRAWAL', amount: '-1200.50', username: 'player02', reference: '' }),
          ],
          request,
        ),
    });
    renderWithApp(<TeamTransactionsView />, { url: '/agentHome?view=transactions' });
    const [deposit, withdrawal] = await screen.findAllByTestId('transactions-row');
    expect(
      within(deposit!)
        .getAllByRole('cell')
        .map((cell) => cell.dataset.label),
    ).toEqual([undefined, 'Member', 'Type', 'Amount', 'Reference']);
    expect(deposit).toHaveTextContent(formatShortDateTime('2026-11-27T09:30:00.000Z', 'en'));
    expect(within(deposit!).getByTestId('transactions-type')).toHaveTextContent('Deposit');
    await waitFor(() => expect(deposit).toHaveTextContent('৳ 5,000.00'));
    expect(deposit).toHaveTextContent('D-20261127-0001');
    expect(within(withdrawal!).getByTestId('transactions-type')).toHaveTextContent('Withdrawal');
    expect(withdrawal).toHaveTextContent('৳ -1,200.50');
    expect(withdrawal!.querySelector('[data-sign]')).toHaveAttribute('data-sign', 'negative');
  });

  it('filters by type and member, kept in the address', async () => {
    const api = mockApi({
      'GET /wps/member/info': () => ({ value: {} }),
      'GET /wps/agent/team/transactions': (request) => page([row(1)], request),
    });
    const { router } = renderWithApp(<TeamTransactionsView />, {
      url: '/agentHome?view=transactions',
    });
    await screen.findByTestId('transactions-table');
    const last = () => api.calls('GET /wps/agent/team/transactions').at(-1)!.query;
    expect(last().get('type')).toBeNull();
    await userEvent.selectOptions(
      screen.getByTestId('transactions-type-filter').querySelector('select')!,
      'TRANSFER',
    );
    await waitFor(() => expect(last().get('type')).toBe('TRANSFER'));
    await userEvent.type(
      screen.getByTestId('transactions-search-username').querySelector('input')!,
      'player01',
    );
    await userEvent.click(screen.getByTestId('transactions-search-submit'));
    await waitFor(() => expect(last().get('username')).toBe('player01'));
    expect(router.state.location.search).toBe('?view=transactions&username=player01&type=TRANSFER');
  });

  it('says when there is nothing, and shows the server’s words for a refused range', async () => {
    let refuse = false;
    mockApi({
      'GET /wps/member/info': () => ({ value: {} }),
      'GET /wps/agent/team/transactions': (request) =>
        refuse ? { code: 'AGENT_RANGE_INVALID', status: 400 } : page([], request),
    });
    const { unmount } = renderWithApp(<TeamTransactionsView />, {
      url: '/agentHome?view=transactions',
    });
    expect(await screen.findByTestId('transactions-empty')).toHaveTextContent(
      'No transactions in these dates',
    );
    unmount();
    refuse = true;
    renderWithApp(<TeamTransactionsView />, { url: '/agentHome?view=transactions' });
    expect(await screen.findByTestId('transactions-range-error')).toHaveTextContent('server text');
  });

  it('writes amounts in the page’s digits', async () => {
    useLanguageStore.getState().setLanguage('BN');
    mockApi({
      'GET /wps/member/info': () => ({ value: { currencySymbol: '৳' } }),
      'GET /wps/agent/team/transactions': (request) => page([row(1)], request),
    });
    renderWithApp(<TeamTransactionsView />, { url: '/agentHome?view=transactions' });
    const [first] = await screen.findAllByTestId('transactions-row');
    expect(within(first!).getByTestId('transactions-type')).toHaveTextContent('ডিপোজিট');
    await waitFor(() => expect(first).toHaveTextContent('৳ ৫,০০০.০০'));
  });
});
