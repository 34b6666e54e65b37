import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Reconciliation } from '@portal/contracts/admin-wallet';
import { useUiStore } from '../../lib/ui-store.ts';
import { mockApi, renderWithApp } from '../../testing/render.tsx';
import { ok, signInWith } from '../../testing/session.ts';
import ReconciliationPage from './reconciliation.page.tsx';

const balanced: Reconciliation = {
  checkedAt: '2026-01-01T10:00:00.000Z',
  ok: true,
  total: '0.00',
  transactions: 1520,
  entries: 3044,
  unbalanced: [],
  drift: [],
  accounts: [
    { kind: 'MAIN', balance: '1250000.00' },
    { kind: 'DEPOSIT_CLEARING', balance: '-1250000.00' },
  ],
};
const broken: Reconciliation = {
  ...balanced,
  ok: false,
  total: '15.00',
  unbalanced: [{ transactionId: 77, sum: '15.00' }],
  drift: [{ accountId: 12, balance: '100.00', entries: '85.50' }],
};

beforeEach(() => useUiStore.getState().setLanguage('EN'));

describe('reconciliation report', () => {
  it('shows the problem, what is wrong, and runs again on request', async () => {
    signInWith(['wallet.read']);
    let answer = broken;
    const calls = mockApi({ 'GET /wps/admin/wallet/reconciliation': () => ok(answer) });
    renderWithApp(<ReconciliationPage />);
    const banner = await screen.findByTestId('reconciliation-banner');
    expect(banner).toHaveClass('alert');
    expect(banner).toHaveTextContent('The ledger does not balance.');
    expect(banner).toHaveTextContent('Unbalanced transactions: 1; accounts whose balance');
    const unbalanced = screen.getByRole('heading', { name: 'Unbalanced transactions' })
      .nextElementSibling as HTMLElement;
    expect(within(unbalanced).getByRole('row', { name: '77 15.00' })).toBeVisible();
    const drift = screen.getByRole('heading', { name: 'Drifting accounts' })
      .nextElementSibling as HTMLElement;
    expect(within(drift).getByRole('row', { name: '12 100.00 85.50 14.50' })).toBeVisible();
    expect(screen.getByRole('row', { name: 'MAIN 1,250,000.00' })).toBeVisible();

    answer = balanced;
    await userEvent.click(screen.getByRole('button', { name: 'Run again' }));
    await waitFor(() =>
      expect(screen.getByTestId('reconciliation-banner')).toHaveTextContent('The ledger balances.'),
    );
    expect(screen.queryByRole('heading', { name: 'Drifting accounts' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });
});
