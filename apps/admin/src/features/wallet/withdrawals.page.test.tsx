import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminWithdrawal } from '@portal/contracts/admin-wallet';
import { useUiStore } from '../../lib/ui-store.ts';
import { mockApi, renderWithApp } from '../../testing/render.tsx';
import { ok, signInWith } from '../../testing/session.ts';
import WithdrawalsPage from './withdrawals.page.tsx';

const base: AdminWithdrawal = {
  id: 1,
  orderNo: 'W-PENDING',
  memberId: 7,
  username: 'player01',
  amount: '2000.00',
  bankName: 'bKash',
  accountName: 'Rahim Uddin',
  accountNumber: '01711000001',
  accountNumberMasked: false,
  status: 'PENDING',
  reason: null,
  payoutReference: null,
  memberNote: null,
  proofIds: [],
  autoConfirmed: false,
  confirmDeadline: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
};
const rows: AdminWithdrawal[] = [
  base,
  { ...base, id: 2, orderNo: 'W-APPROVED', status: 'APPROVED' },
  {
    ...base,
    id: 3,
    orderNo: 'W-ISSUED',
    status: 'PAYMENT_ISSUED',
    payoutReference: 'BK123456',
    confirmDeadline: '2026-01-02T10:00:00.000Z',
  },
  {
    ...base,
    id: 4,
    orderNo: 'W-CLAIM',
    status: 'NOT_RECEIVED',
    payoutReference: 'BK999',
    memberNote: 'Nothing arrived on my bKash.',
    proofIds: [81, 82],
  },
];

const rowOf = async (orderNo: string) =>
  (await screen.findByRole('rowheader', { name: orderNo })).closest('tr')!;

beforeEach(() => {
  useUiStore.getState().setLanguage('EN');
  URL.createObjectURL = vi.fn(() => 'blob:proof');
  URL.revokeObjectURL = vi.fn();
});

describe('withdrawal queue', () => {
  it('offers the moves each state allows, with the full payee account', async () => {
    signInWith(['wallet.read', 'withdrawals.review']);
    const calls = mockApi({
      'GET /wps/admin/wallet/withdrawals': () =>
        ok({ list: rows, total: rows.length, pageNo: 1, pageSize: 20 }),
      'GET /wps/admin/wallet/withdrawals/proofs/81': () => ({
        bytes: new Uint8Array([1]),
        type: 'image/jpeg',
      }),
      'GET /wps/admin/wallet/withdrawals/proofs/82': () => ({
        bytes: new Uint8Array([2]),
        type: 'image/png',
      }),
    });
    renderWithApp(<WithdrawalsPage />, { url: '/wallet/withdrawals?status=ALL' });

    const pending = await rowOf('W-PENDING');
    expect(pending).toHaveTextContent('01711000001');
    expect(pending).toHaveTextContent('Rahim Uddin');
    const names = (row: HTMLElement) =>
      within(row)
        .queryAllByRole('button')
        .map((b) => b.textContent);
    expect(names(pending)).toEqual(['Approve', 'Reject']);
    expect(names(await rowOf('W-APPROVED'))).toEqual(['Mark payment issued', 'Mark failed']);
    const issued = await rowOf('W-ISSUED');
    expect(names(issued)).toEqual([]);
    expect(issued).toHaveTextContent('Counts as received at');
    expect(issued).toHaveTextContent('Payout ref. BK123456');
    expect(names(await rowOf('W-CLAIM'))).toEqual(['Mark payment issued again', 'Mark failed']);

    const claim = screen.getByRole('region', {
      name: 'Member says order W-CLAIM was not received',
    });
    expect(claim).toHaveTextContent('Nothing arrived on my bKash.');
    const images = await within(claim).findAllByRole('img');
    expect(images.map((i) => i.getAttribute('alt'))).toEqual([
      'Proof 1 for W-CLAIM',
      'Proof 2 for W-CLAIM',
    ]);
    await waitFor(() => expect(images[0]).toHaveAttribute('src', 'blob:proof'));
    const proofCalls = calls.filter((c) => c.path.includes('/proofs/'));
    expect(proofCalls.map((c) => c.headers.get('authorization'))).toEqual([
      `Bearer ${'x'.repeat(43)}`,
      `Bearer ${'x'.repeat(43)}`,
    ]);
  });

  it('says so when the role sees payee accounts masked', async () => {
    signInWith(['wallet.read']);
    const masked = { ...base, accountNumber: '•••••••0001', accountNumberMasked: true };
    mockApi({
      'GET /wps/admin/wallet/withdrawals': () =>
        ok({ list: [masked], total: 1, pageNo: 1, pageSize: 20 }),
    });
    renderWithApp(<WithdrawalsPage />, { url: '/wallet/withdrawals?status=ALL' });
    const row = await rowOf('W-PENDING');
    expect(row).toHaveTextContent('•••••••0001');
    expect(row).toHaveTextContent('Last four digits only');
    expect(within(row).queryAllByRole('button')).toEqual([]);
  });

  it('marks a payment issued only with its payout reference', async () => {
    signInWith(['wallet.read', 'withdrawals.review']);
    let list = [rows[1]!];
    const calls = mockApi({
      'GET /wps/admin/wallet/withdrawals': () =>
        ok({ list, total: list.length, pageNo: 1, pageSize: 20 }),
      'POST /wps/admin/wallet/withdrawals/2/payment-issued': () => {
        list = [];
        return ok({ ...rows[1], status: 'PAYMENT_ISSUED' });
      },
    });
    renderWithApp(<WithdrawalsPage />, { url: '/wallet/withdrawals?status=APPROVED' });
    const row = await rowOf('W-APPROVED');
    await userEvent.click(within(row).getByRole('button', { name: 'Mark payment issued' }));
    const field = within(row).getByLabelText('Payout reference');
    expect(within(row).getByText(/transaction id of your payment of 2,000.00/)).toBeVisible();
    await userEvent.click(within(row).getByRole('button', { name: 'Mark payment issued' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.type(field, 'BK7788');
    await userEvent.click(within(row).getByRole('button', { name: 'Mark payment issued' }));
    expect(
      await screen.findByText('Payment for W-APPROVED of 2,000.00 marked issued.'),
    ).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ payoutReference: 'BK7788' });
  });

  it('shows no actions to a role that may only read', async () => {
    signInWith(['wallet.read'], { role: 'support' });
    mockApi({
      'GET /wps/admin/wallet/withdrawals': () =>
        ok({ list: [rows[0]], total: 1, pageNo: 1, pageSize: 20 }),
    });
    renderWithApp(<WithdrawalsPage />);
    const row = await rowOf('W-PENDING');
    expect(within(row).queryAllByRole('button')).toHaveLength(0);
  });

  it('keeps an approved row in view, marked "Moved to Approved", with a link to its tab', async () => {
    signInWith(['wallet.read', 'withdrawals.review']);
    let list = [rows[0]!];
    let counts = { PENDING: 1, APPROVED: 0 };
    const calls = mockApi({
      'GET /wps/admin/wallet/withdrawals': () =>
        ok({ list, total: list.length, pageNo: 1, pageSize: 20 }),
      'GET /wps/admin/wallet/withdrawals/counts': () =>
        ok({
          byStatus: {
            ...counts,
            PAYMENT_ISSUED: 0,
            NOT_RECEIVED: 0,
            RECEIVED: 0,
            REJECTED: 0,
            FAILED: 0,
          },
          total: 1,
        }),
      'POST /wps/admin/wallet/withdrawals/1/approve': () => {
        list = [];
        counts = { PENDING: 0, APPROVED: 1 };
        return ok({ ...rows[0], status: 'APPROVED' });
      },
    });
    const { router } = renderWithApp(<WithdrawalsPage />);
    await waitFor(() =>
      expect(screen.getByTestId('withdrawal-tab-PENDING')).toHaveTextContent('Pending1'),
    );
    const row = await rowOf('W-PENDING');
    await userEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    await userEvent.click(within(row).getByRole('button', { name: 'Confirm' }));
    const moved = await screen.findByTestId('withdrawal-moved-W-PENDING');
    expect(moved).toHaveTextContent('Moved to Approved');
    // The queue refetched without it, and the tabs count it under Approved.
    await waitFor(() =>
      expect(screen.getByTestId('withdrawal-tab-APPROVED')).toHaveTextContent('Approved1'),
    );
    expect(await rowOf('W-PENDING')).toBeVisible();
    await userEvent.click(moved);
    expect(router.state.location.search).toContain('status=APPROVED');
    expect(calls.some((c) => c.path.includes('status=APPROVED'))).toBe(true);
  });

  it('searches every status from any tab', async () => {
    signInWith(['wallet.read']);
    const calls = mockApi({
      'GET /wps/admin/wallet/withdrawals': () =>
        ok({ list: [rows[1]], total: 1, pageNo: 1, pageSize: 20 }),
    });
    renderWithApp(<WithdrawalsPage />);
    await userEvent.type(await screen.findByTestId('withdrawal-search'), 'W-APPR');
    await userEvent.click(screen.getByTestId('withdrawal-search-submit'));
    await waitFor(() =>
      expect(calls.some((c) => c.path.includes('q=W-APPR') && !c.path.includes('status='))).toBe(
        true,
      ),
    );
    expect(screen.getByTestId('withdrawal-tab-ALL')).toHaveAttribute('aria-pressed', 'true');
    expect(await rowOf('W-APPROVED')).toBeVisible();
  });
});
