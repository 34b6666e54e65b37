import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Settlement } from '@portal/contracts/agents';
import { describe, expect, it } from 'vitest';
import { presetRange } from '../../../lib/date-presets.ts';
import { formatDay } from '../../../lib/format.ts';
import { useLanguageStore } from '../../../lib/stores/language-store.ts';
import { mockApi, type SeenRequest } from '../../../testing/mock-api.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { signInEachTest } from '../../../testing/session.ts';
import { IncomeView } from './income-view.tsx';

const line = (id: number, over: Partial<Settlement> = {}): Settlement => ({
  id,
  agentId: 10,
  agent: 'agent01',
  kind: 'DAILY_SALARY',
  periodKey: '2026-11-27',
  revision: 1,
  base: '73450.00',
  activePlayers: 6,
  rateBp: 50,
  gross: '367.25',
  subAgents: '120.00',
  carryIn: '0.00',
  carryOut: '0.00',
  amount: '247.25',
  status: 'PAID',
  createdAt: '2026-11-28T01:00:00.000Z',
  paidAt: '2026-11-28T01:00:00.000Z',
  ...over,
});

const page = (list: Settlement[], request: SeenRequest, total = list.length) => ({
  value: {
    list,
    total,
    pageNo: Number(request.query.get('pageNo')),
    pageSize: 20,
    paid: '1247.25',
    held: '700.00',
  },
});

describe('my income', () => {
  signInEachTest('agent01');

  it('shows the paid and held totals and each line: period, kind, rate, amounts, status', async () => {
    mockApi({
      'GET /wps/member/info': () => ({ value: { currencySymbol: '৳' } }),
      'GET /wps/agent/income': (request) =>
        page(
          [
            line(1),
            line(2, {
              kind: 'DIVIDEND',
              periodKey: '2026-W47',
              revision: 2,
              rateBp: 3500,
              base: '2000.00',
              gross: '700.00',
              subAgents: '0.00',
              amount: '700.00',
              status: 'HELD',
              paidAt: null,
            }),
          ],
          request,
        ),
    });
    renderWithApp(<IncomeView />, { url: '/agentHome?view=income' });
    const totals = await screen.findByTestId('income-totals');
    await waitFor(() =>
      expect(within(totals).getByTestId('income-paid')).toHaveTextContent('৳ 1,247.25'),
    );
    expect(within(totals).getByTestId('income-held')).toHaveTextContent('৳ 700.00');
    expect(totals).toHaveTextContent('Held pay waits until the operator releases it.');

    const [paid, held] = within(screen.getByTestId('income-table')).getAllByTestId('income-row');
    expect(
      within(paid!)
        .getAllByRole('cell')
        .map((cell) => cell.dataset.label),
    ).toEqual([
      undefined,
      'Kind',
      'Base',
      'Active players',
      'Rate',
      'Gross',
      'Sub-agents',
      'Amount',
      'Status',
    ]);
    expect(paid).toHaveTextContent(formatDay('2026-11-27T12:00:00', 'en'));
    expect(paid).toHaveTextContent('Daily salary');
    expect(paid).toHaveTextContent('৳ 73,450.00');
    expect(paid).toHaveTextContent('0.50%');
    expect(paid).toHaveTextContent('৳ 247.25');
    expect(within(paid!).getByTestId('income-status')).toHaveTextContent('Paid');
    expect(within(paid!).queryByTestId('income-adjustment')).toBeNull();

    expect(held).toHaveTextContent('Week 47, 2026');
    expect(held).toHaveTextContent('Dividend');
    expect(held).toHaveTextContent('35.00%');
    expect(within(held!).getByTestId('income-adjustment')).toHaveTextContent('Adjustment');
    expect(within(held!).getByTestId('income-status')).toHaveTextContent('Held');
    expect(within(held!).getByTestId('income-status')).toHaveAttribute('data-tone', 'warning');
  });

  it('asks for the previous 30 days first, then by kind, dates and page, kept in the address', async () => {
    const api = mockApi({
      'GET /wps/member/info': () => ({ value: {} }),
      'GET /wps/agent/income': (request) => page([line(1), line(2)], request, 45),
    });
    const { router } = renderWithApp(<IncomeView />, { url: '/agentHome?view=income' });
    await screen.findByTestId('income-table');
    const last = () => api.calls('GET /wps/agent/income').at(-1)!.query;
    const month = presetRange('prev30');
    expect(Object.fromEntries(last())).toEqual({
      from: month.from,
      to: month.to,
      pageNo: '1',
      pageSize: '20',
    });
    // Pay is counted back: no "next days" presets.
    expect(screen.queryByTestId('income-preset-next7')).toBeNull();

    await userEvent.click(screen.getByTestId('income-pager-next'));
    await waitFor(() => expect(last().get('pageNo')).toBe('2'));
    expect(router.state.location.search).toBe('?view=income&page=2');

    await userEvent.selectOptions(
      screen.getByTestId('income-kind').querySelector('select')!,
      'DIVIDEND',
    );
    await waitFor(() => expect(last().get('kind')).toBe('DIVIDEND'));
    expect(last().get('pageNo')).toBe('1');

    await userEvent.click(screen.getByTestId('income-preset-custom'));
    const from = screen.getByTestId('income-from').querySelector('input')!;
    const to = screen.getByTestId('income-to').querySelector('input')!;
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-01');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-30');
    await userEvent.click(screen.getByTestId('income-apply'));
    await waitFor(() => expect(last().get('from')).toBe('2026-11-01'));
    expect(last().get('to')).toBe('2026-11-30');
    expect(last().get('kind')).toBe('DIVIDEND');
    expect(router.state.location.search).toBe(
      '?view=income&range=custom&from=2026-11-01&to=2026-11-30&kind=DIVIDEND',
    );
  });

  it('opens at the kind, dates and page of the address (a hard reload)', async () => {
    const api = mockApi({
      'GET /wps/member/info': () => ({ value: {} }),
      'GET /wps/agent/income': (request) => page([line(1)], request, 45),
    });
    renderWithApp(<IncomeView />, {
      url: '/agentHome?view=income&range=custom&from=2026-10-01&to=2026-10-31&kind=HOURLY_SALARY&page=3',
    });
    await screen.findByTestId('income-table');
    expect(Object.fromEntries(api.calls('GET /wps/agent/income').at(-1)!.query)).toEqual({
      kind: 'HOURLY_SALARY',
      from: '2026-10-01',
      to: '2026-10-31',
      pageNo: '3',
      pageSize: '20',
    });
    expect(screen.getByTestId('income-kind').querySelector('select')).toHaveValue('HOURLY_SALARY');
  });

  it('says when there is no pay in the dates, and shows the server’s message on a failure', async () => {
    let fail = false;
    mockApi({
      'GET /wps/member/info': () => ({ value: {} }),
      'GET /wps/agent/income': (request) =>
        fail ? { code: 'AUTH_NOT_AGENT', status: 403 } : page([], request),
    });
    const { unmount } = renderWithApp(<IncomeView />, { url: '/agentHome?view=income' });
    const empty = await screen.findByTestId('income-empty');
    expect(within(empty).getByRole('heading', { level: 2 })).toHaveTextContent(
      'No pay in these dates',
    );
    unmount();
    fail = true;
    renderWithApp(<IncomeView />, { url: '/agentHome?view=income' });
    expect(await screen.findByTestId('income-error')).toHaveTextContent('server text');
  });

  it('writes amounts and periods in the page’s digits', async () => {
    useLanguageStore.getState().setLanguage('BN');
    mockApi({
      'GET /wps/member/info': () => ({ value: { currencySymbol: '৳' } }),
      'GET /wps/agent/income': (request) => page([line(1, { periodKey: '2026-11' })], request),
    });
    renderWithApp(<IncomeView />, { url: '/agentHome?view=income' });
    const [row] = await screen.findAllByTestId('income-row');
    expect(row).toHaveTextContent('নভেম্বর ২০২৬');
    expect(row).toHaveTextContent('০.৫০%');
    await waitFor(() => expect(screen.getByTestId('income-held')).toHaveTextContent('৳ ৭০০.০০'));
  });

  it('filters by the kinds the site offers only', async () => {
    mockApi({
      'GET /wps/member/info': () => ({ value: {} }),
      'GET /wps/agent/contracts': () => ({
        value: {
          dailysalreqtype: 0,
          divtypereq: 0,
          contracthoursalreqtype: 0,
          realtimesalreqtype: 0,
          kinds: ['HOURLY_SALARY', 'DIVIDEND'],
          mine: [],
          given: [],
        },
      }),
      'GET /wps/agent/income': (request) => page([line(1)], request),
    });
    renderWithApp(<IncomeView />, { url: '/agentHome?view=income' });
    const select = (await screen.findByTestId('income-kind')).querySelector('select')!;
    await waitFor(() =>
      expect([...select.options].map((option) => option.value)).toEqual([
        '',
        'HOURLY_SALARY',
        'DIVIDEND',
      ]),
    );
  });
});
