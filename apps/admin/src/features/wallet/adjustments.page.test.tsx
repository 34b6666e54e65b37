import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Adjustment, WalletSettings } from '@portal/contracts/admin-wallet';
import { useUiStore } from '../../lib/ui-store.ts';
import { mockApi, renderWithApp } from '../../testing/render.tsx';
import { ok, refusal, signInWith } from '../../testing/session.ts';
import AdjustmentsPage from './adjustments.page.tsx';

const settings: WalletSettings = {
  withdrawMin: '100.00',
  withdrawMax: '50000.00',
  withdrawDailyCount: 5,
  confirmTimeoutMinutes: 1440,
  transferMin: '10.00',
  transferMax: '10000.00',
  transferDailyMax: '500000.00',
  twoPersonThreshold: '10000.00',
};
const pendingAdjustment: Adjustment = {
  id: 9,
  memberId: 7,
  username: 'player01',
  direction: 'CREDIT',
  kind: 'BONUS',
  amount: '25000.00',
  reason: 'VIP birthday bonus',
  turnoverMultiplier: 3,
  status: 'PENDING',
  requestedBy: 'finance1',
  decidedBy: null,
  transactionId: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  decidedAt: null,
};
const empty = ok({ list: [], total: 0, pageNo: 1, pageSize: 20 });
const members = ok({
  list: [
    { id: 7, username: 'player01', type: 0, status: 'ACTIVE', email: null, mobile: null },
    { id: 8, username: 'player02', type: 0, status: 'ACTIVE', email: null, mobile: null },
  ],
  total: 2,
  pageNo: 1,
  pageSize: 8,
});

beforeEach(() => useUiStore.getState().setLanguage('EN'));

describe('manual adjustments', () => {
  it('picks a member from the search, checks the form, and confirms before crediting', async () => {
    signInWith(['wallet.read', 'members.read', 'adjustments.create', 'adjustments.approve']);
    const calls = mockApi({
      'GET /wps/admin/wallet/settings': () => ok(settings),
      'GET /wps/admin/wallet/adjustments': () => empty,
      'GET /wps/admin/members': () => members,
      'POST /wps/admin/wallet/adjustments': (body) =>
        ok({ ...pendingAdjustment, ...(body as object), status: 'PENDING' }),
    });
    renderWithApp(<AdjustmentsPage />);
    expect(
      await screen.findByText(
        /Adjustments up to 10,000.00 apply at once\. Larger ones, and any that with what you asked for in the last 24 hours/,
      ),
    ).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Review and submit' }));
    expect(screen.getByText('Pick a member.')).toBeVisible();
    expect(screen.getByLabelText('Amount')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(screen.getByLabelText('Find member by username'), 'play');
    await userEvent.click(await screen.findByRole('button', { name: 'player01 (#7)' }));
    expect(screen.getByTestId('picked-member')).toHaveTextContent('player01 (#7)');
    expect(calls.find((c) => c.path.startsWith('/wps/admin/members'))!.path).toBe(
      '/wps/admin/members?username=play&pageNo=1&pageSize=8',
    );

    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'BONUS');
    await userEvent.type(screen.getByLabelText('Amount'), '25000');
    expect(
      screen.getByText('Above the threshold: this one will wait for a second operator.'),
    ).toBeVisible();
    await userEvent.clear(screen.getByLabelText('Turnover multiplier'));
    await userEvent.type(screen.getByLabelText('Turnover multiplier'), '3');
    await userEvent.type(screen.getByLabelText('Reason'), 'VIP birthday bonus');
    await userEvent.click(screen.getByRole('button', { name: 'Review and submit' }));

    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'Credit 25,000.00 to player01 as Bonus? Turnover ×3 applies.',
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText(
        '25,000.00 for player01 saved: it waits for a second operator’s approval.',
      ),
    ).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      memberId: 7,
      direction: 'CREDIT',
      kind: 'BONUS',
      amount: '25000',
      reason: 'VIP birthday bonus',
      turnoverMultiplier: 3,
      requestId: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
  });

  it('starts with the member a link names, and debits without turnover', async () => {
    signInWith(['wallet.read', 'members.read', 'adjustments.create']);
    const calls = mockApi({
      'GET /wps/admin/wallet/settings': () => ok(settings),
      'GET /wps/admin/wallet/adjustments': () => empty,
      'GET /wps/admin/members/8': () => ok({ id: 8, username: 'player02' }),
      'POST /wps/admin/wallet/adjustments': (body) =>
        ok({ ...pendingAdjustment, ...(body as object), status: 'APPLIED' }),
    });
    renderWithApp(<AdjustmentsPage />, { url: '/wallet/adjustments?memberId=8' });
    expect(await screen.findByTestId('picked-member')).toHaveTextContent('player02 (#8)');
    await userEvent.click(screen.getByLabelText('Debit (take money)'));
    expect(screen.queryByLabelText('Turnover multiplier')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Amount'), '150.5');
    await userEvent.type(screen.getByLabelText('Reason'), 'Duplicate deposit D41');
    await userEvent.click(screen.getByRole('button', { name: 'Review and submit' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'Debit 150.50 from player02 as Adjustment?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('150.50 debited from player02.')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      memberId: 8,
      direction: 'DEBIT',
      amount: '150.5',
      turnoverMultiplier: 0,
    });
    // No approve column for a role that may not approve.
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal when the requester tries to approve their own', async () => {
    signInWith(['wallet.read', 'adjustments.approve']);
    mockApi({
      'GET /wps/admin/wallet/settings': () => ok(settings),
      'GET /wps/admin/wallet/adjustments': () =>
        ok({ list: [pendingAdjustment], total: 1, pageNo: 1, pageSize: 20 }),
      'POST /wps/admin/wallet/adjustments/9/approve': () =>
        refusal(403, 'WALLET_SAME_OPERATOR', 'A second operator must approve this adjustment.'),
    });
    renderWithApp(<AdjustmentsPage />);
    // Without adjustments.create there is no form.
    expect(screen.queryByRole('button', { name: 'Review and submit' })).not.toBeInTheDocument();
    const row = (await screen.findByText('VIP birthday bonus')).closest('tr')!;
    expect(row).toHaveTextContent('+25,000.00');
    expect(row).toHaveTextContent('turnover ×3');
    expect(row).toHaveTextContent('asked by finance1');
    await userEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'Approve crediting 25,000.00 to player01, asked by finance1?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(within(row).getByRole('alert')).toHaveTextContent(
        'A second operator must approve this adjustment.',
      ),
    );
  });
});
