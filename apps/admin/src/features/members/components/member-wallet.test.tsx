import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MemberLedgerRow } from '@portal/contracts/admin-wallet';
import { useUiStore } from '../../../lib/ui-store.ts';
import { mockApi, renderWithApp } from '../../../testing/render.tsx';
import { ok, signInWith } from '../../../testing/session.ts';
import { MemberWalletPanel } from './member-wallet.tsx';

const entry: MemberLedgerRow = {
  id: 501,
  transactionId: 300,
  account: 'MAIN',
  type: 'DEPOSIT',
  amount: '12500.50',
  balanceAfter: '13000.50',
  reference: 'D20260101000041',
  createdAt: '2026-01-01T10:00:00.000Z',
};

beforeEach(() => useUiStore.getState().setLanguage('EN'));

describe('member wallet panel', () => {
  it('shows the balances and the ledger, filtered by type in the address', async () => {
    signInWith(['members.read', 'wallet.read', 'adjustments.create']);
    const calls = mockApi({
      'GET /wps/admin/wallet/members/7': () =>
        ok({
          main: '13000.50',
          locked: '2000.00',
          turnoverRemaining: '37501.50',
          currencySymbol: '৳',
        }),
      'GET /wps/admin/wallet/members/7/ledger': () =>
        ok({ list: [entry], total: 1, pageNo: 1, pageSize: 20 }),
    });
    const { router } = renderWithApp(<MemberWalletPanel id={7} />, { url: '/members/7' });
    expect(await screen.findByText('৳ 13,000.50')).toBeVisible();
    expect(screen.getByText('৳ 2,000.00')).toBeVisible();
    expect(screen.getByText('৳ 37,501.50')).toBeVisible();
    expect(
      await screen.findByRole('row', {
        name: /Deposit MAIN 12,500.50 13,000.50 D20260101000041 300/,
      }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Adjust this wallet' })).toHaveAttribute(
      'href',
      '/wallet/adjustments?memberId=7',
    );

    await userEvent.selectOptions(screen.getByLabelText('Type'), 'BONUS');
    expect(router.state.location.search).toBe('?type=BONUS');
    await waitFor(() =>
      expect(calls.at(-1)!.path).toBe(
        '/wps/admin/wallet/members/7/ledger?type=BONUS&pageNo=1&pageSize=20',
      ),
    );
  });

  it('offers no adjustment shortcut without adjustments.create', async () => {
    signInWith(['members.read', 'wallet.read'], { role: 'support' });
    mockApi({
      'GET /wps/admin/wallet/members/7': () =>
        ok({ main: '0.00', locked: '0.00', turnoverRemaining: '0.00', currencySymbol: '৳' }),
      'GET /wps/admin/wallet/members/7/ledger': () =>
        ok({ list: [], total: 0, pageNo: 1, pageSize: 20 }),
    });
    renderWithApp(<MemberWalletPanel id={7} />);
    expect(await screen.findByText('Nothing to show.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Adjust this wallet' })).not.toBeInTheDocument();
  });
});
