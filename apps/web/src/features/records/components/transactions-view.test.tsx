import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TransactionRow } from '@portal/contracts/wallet';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { presetRange } from '../../../lib/date-presets.ts';
import { TransactionsView } from './transactions-view.tsx';
import { signInEachTest } from '../../../testing/session.ts';

const row = (id: number, over: Partial<TransactionRow> = {}): TransactionRow => ({
  id,
  transactionId: 100 + id,
  type: 'DEPOSIT',
  amount: '1000.00',
  balanceAfter: '1000.00',
  reference: `D${id}`,
  vendorName: null,
  createdAt: '2026-03-15T08:00:00.000Z',
  ...over,
});

describe('account record', () => {
  signInEachTest();

  it('queries by dates, type, sort and page, and keeps them in the URL', async () => {
    const api = mockApi({
      'GET /wps/member/info': () => ({ value: { currencySymbol: '৳' } }),
      'GET /wps/member/records/transactions': (request) => ({
        value: {
          list: [row(1), row(2, { type: 'BET', amount: '-50.00', balanceAfter: '950.00' })],
          total: 45,
          pageNo: Number(request.query.get('pageNo')),
          pageSize: 20,
        },
      }),
    });
    const { router } = renderWithApp(<TransactionsView />, { url: '/transactionHistory' });
    const table = await screen.findByTestId('transactions-table');
    const rows = within(table).getAllByTestId('transactions-table-row');
    expect(rows[1]).toHaveTextContent('Bet');
    expect(rows[1]).toHaveTextContent('−৳ 50.00');
    expect(rows[0]).toHaveTextContent('+৳ 1,000.00');
    const last = () => api.calls('GET /wps/member/records/transactions').at(-1)!.query;
    const week = presetRange('prev7');
    expect(Object.fromEntries(last())).toEqual({
      pageNo: '1',
      pageSize: '20',
      from: week.from,
      to: week.to,
      sort: 'time',
      order: 'desc',
    });

    await userEvent.selectOptions(
      screen.getByTestId('records-type').querySelector('select')!,
      'WITHDRAWAL',
    );
    await waitFor(() => expect(last().get('type')).toBe('WITHDRAWAL'));
    await userEvent.click(screen.getByTestId('records-preset-next30'));
    await waitFor(() => expect(last().get('from')).toBe(presetRange('next30').from));
    expect(last().get('to')).toBe(presetRange('next30').to);
    await userEvent.click(screen.getByTestId('sort-amount'));
    await waitFor(() => expect(last().get('sort')).toBe('amount'));
    expect(last().get('order')).toBe('desc');
    await userEvent.click(screen.getByTestId('records-pager-next'));
    await waitFor(() => expect(last().get('pageNo')).toBe('2'));
    expect(router.state.location.search).toBe('?range=next30&filter=WITHDRAWAL&sort=amount&page=2');
  });

  it("shows a vendor's display name instead of its code", async () => {
    mockApi({
      'GET /wps/member/info': () => ({ value: { currencySymbol: '৳' } }),
      'GET /wps/member/records/transactions': () => ({
        value: {
          list: [row(1, { type: 'BET', reference: 'r-77', vendorName: 'পকেট গেমস' })],
          total: 1,
          pageNo: 1,
          pageSize: 20,
        },
      }),
    });
    renderWithApp(<TransactionsView />);
    expect(await screen.findByText('পকেট গেমস')).toBeVisible();
    expect(screen.queryByText('r-77')).toBeNull();
  });

  it('refuses a custom range that ends before it starts', async () => {
    const api = mockApi({
      'GET /wps/member/info': () => ({ value: { currencySymbol: '৳' } }),
      'GET /wps/member/records/transactions': () => ({
        value: { list: [], total: 0, pageNo: 1, pageSize: 20 },
      }),
    });
    renderWithApp(<TransactionsView />);
    expect(await screen.findByTestId('records-empty')).toBeVisible();
    // The page's h1 is right above: the empty state's title is the next level (Lighthouse's
    // heading order).
    expect(
      within(screen.getByTestId('records-empty')).getByRole('heading', { level: 2 }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('records-preset-custom'));
    const from = screen.getByTestId('records-from').querySelector('input')!;
    const to = screen.getByTestId('records-to').querySelector('input')!;
    await userEvent.clear(from);
    await userEvent.type(from, '2026-03-10');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-03-01');
    const before = api.calls('GET /wps/member/records/transactions').length;
    await userEvent.click(screen.getByTestId('records-apply'));
    expect(screen.getByText('The start date must be on or before the end date.')).toBeVisible();
    expect(api.calls('GET /wps/member/records/transactions')).toHaveLength(before);
  });

  it('downloads the CSV with the Authorization header', async () => {
    const seen: { url: string; headers: Headers }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init: RequestInit = {}) => {
        const url = new URL(input, 'http://localhost');
        seen.push({ url: url.pathname + url.search, headers: new Headers(init.headers) });
        if (url.searchParams.get('format') === 'csv') {
          return new Response('id,type\r\n1,DEPOSIT\r\n', {
            headers: {
              'Content-Type': 'text/csv; charset=utf-8',
              'Content-Disposition': 'attachment; filename="transactions.csv"',
            },
          });
        }
        const value = url.pathname.endsWith('/info')
          ? { currencySymbol: '৳' }
          : { list: [row(1)], total: 1, pageNo: 1, pageSize: 20 };
        return new Response(JSON.stringify({ success: true, value }));
      }),
    );
    // jsdom has no object URLs: lend them for this test only.
    const createObjectURL = vi.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    renderWithApp(<TransactionsView />);
    await screen.findByTestId('transactions-table');
    await userEvent.click(screen.getByTestId('records-csv'));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const csv = seen.find((s) => s.url.includes('format=csv'))!;
    expect(csv.url).toMatch(/^\/wps\/member\/records\/transactions\?from=.*&format=csv$/);
    expect(csv.url).not.toContain('pageNo');
    expect(csv.headers.get('authorization')).toBe('Bearer tok');
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(await blob.text()).toBe('id,type\r\n1,DEPOSIT\r\n');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('transactions.csv');
    click.mockRestore();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });
});
