import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminDeposit } from '@portal/contracts/admin-wallet';
import { useUiStore } from '../../lib/ui-store.ts';
import { mockApi, renderWithApp } from '../../testing/render.tsx';
import { ok, refusal, signInWith } from '../../testing/session.ts';
import DepositsPage from './deposits.page.tsx';

const deposit: AdminDeposit = {
  id: 41,
  orderNo: 'D20260101000041',
  memberId: 7,
  username: 'player01',
  methodCode: 'BKASH',
  methodType: 'EWALLET',
  amount: '12500.50',
  reference: 'TRX9A8B7C',
  hasProof: true,
  status: 'PENDING',
  reason: null,
  decidedBy: null,
  gatewayTxnId: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  decidedAt: null,
};
const page = (list: AdminDeposit[]) => ok({ list, total: list.length, pageNo: 1, pageSize: 20 });

beforeEach(() => useUiStore.getState().setLanguage('EN'));
afterEach(() => vi.restoreAllMocks());

describe('deposit queue', () => {
  it('lists pending deposits by default and approves one only after confirmation', async () => {
    signInWith(['wallet.read', 'deposits.review']);
    let pending = [deposit];
    const calls = mockApi({
      'GET /wps/admin/wallet/deposits': () => page(pending),
      'POST /wps/admin/wallet/deposits/41/approve': () => {
        pending = [];
        return ok({ ...deposit, status: 'APPROVED' });
      },
    });
    renderWithApp(<DepositsPage />);
    const row = (await screen.findByRole('rowheader', { name: deposit.orderNo })).closest('tr')!;
    expect(calls[0]!.path).toBe('/wps/admin/wallet/deposits?status=PENDING&pageNo=1&pageSize=20');
    expect(row).toHaveTextContent('12,500.50');
    expect(row).toHaveTextContent('TRX9A8B7C');
    expect(within(row).getByRole('link', { name: 'player01' })).toHaveAttribute(
      'href',
      '/members/7',
    );

    await userEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'Approve deposit D20260101000041 of 12,500.50? player01’s wallet is credited at once.',
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Deposit D20260101000041 of 12,500.50 approved.')).toBeVisible();
    expect(screen.queryByRole('rowheader', { name: deposit.orderNo })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([undefined]);
  });

  it('rejects only with a reason, and shows the server’s refusal at the row', async () => {
    signInWith(['wallet.read', 'deposits.review']);
    const calls = mockApi({
      'GET /wps/admin/wallet/deposits': () => page([deposit]),
      'POST /wps/admin/wallet/deposits/41/reject': () =>
        refusal(409, 'WALLET_STATE_CONFLICT', 'This order can no longer be changed this way.'),
    });
    renderWithApp(<DepositsPage />);
    const row = (await screen.findByRole('rowheader', { name: deposit.orderNo })).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Reject' }));
    await userEvent.type(within(row).getByLabelText('Reason'), 'x');
    await userEvent.click(within(row).getByRole('button', { name: 'Reject' }));
    expect(within(row).getByRole('alert')).toHaveTextContent('Type at least 2 characters.');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.type(within(row).getByLabelText('Reason'), ' no such transfer');
    await userEvent.click(within(row).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(within(row).getByRole('alert')).toHaveTextContent(
        'This order can no longer be changed this way.',
      ),
    );
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ reason: 'x no such transfer' });
  });

  it('filters by status in the address and hides review buttons from a read-only role', async () => {
    signInWith(['wallet.read'], { role: 'support' });
    const calls = mockApi({
      'GET /wps/admin/wallet/deposits': () =>
        page([{ ...deposit, status: 'REJECTED', reason: 'Wrong amount', decidedBy: 'finance1' }]),
    });
    const { router } = renderWithApp(<DepositsPage />, { url: '/wallet/deposits?status=ALL' });
    const row = (await screen.findByRole('rowheader', { name: deposit.orderNo })).closest('tr')!;
    expect(calls[0]!.path).toBe('/wps/admin/wallet/deposits?pageNo=1&pageSize=20');
    expect(row).toHaveTextContent('Rejected');
    expect(row).toHaveTextContent('Wrong amount');
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'APPROVED');
    expect(router.state.location.search).toBe('?status=APPROVED');
    await waitFor(() => expect(calls.at(-1)!.path).toContain('status=APPROVED'));
  });

  it('opens the proof in a new tab through an authorized fetch', async () => {
    signInWith(['wallet.read']);
    const calls = mockApi({
      'GET /wps/admin/wallet/deposits': () => page([deposit]),
      'GET /wps/admin/wallet/deposits/41/proof': () => ({
        bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
        type: 'image/png',
      }),
    });
    const tab = { closed: false, opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    URL.createObjectURL = vi.fn(() => 'blob:proof-41');
    URL.revokeObjectURL = vi.fn();
    renderWithApp(<DepositsPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'View proof: D20260101000041' }),
    );
    await waitFor(() => expect(tab.location.href).toBe('blob:proof-41'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    const proof = calls.find((c) => c.path === '/wps/admin/wallet/deposits/41/proof')!;
    expect(proof.headers.get('authorization')).toBe(`Bearer ${'x'.repeat(43)}`);
  });
});
