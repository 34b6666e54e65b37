import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/stores/session-store.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { signInEachTest } from '../../../testing/session.ts';
import { TransferView } from './transfer-view.tsx';

const INFO = {
  balance: '20000.00',
  min: '10.00',
  max: '100000.00',
  upline: null,
  downlines: ['sub01', 'player01'],
  hasPaymentPassword: true,
  currencySymbol: '৳',
};

describe('TransferView: to a downline', () => {
  signInEachTest('agent01');

  it('pays anyone in the tree by username, with the direct downlines as suggestions', async () => {
    useSessionStore.getState().begin('tok', {
      userName: 'agent01',
      isAgent: true,
      isTrial: false,
      mustChangePassword: false,
    });
    const api = mockApi({
      'GET /wps/wallet/transfer/info': () => ({ value: INFO }),
      'POST /wps/wallet/transfers/downline': () => ({
        value: { transactionId: 7, amount: '150.00', counterparty: 'deep01', balance: '19850.00' },
      }),
    });
    renderWithApp(<TransferView />, { url: '/transferUpline' });
    const form = await screen.findByTestId('transfer-downline-form');
    const name = within(screen.getByTestId('transfer-downline')).getByRole('combobox');
    const suggestions = document.getElementById(name.getAttribute('list') ?? '');
    expect([...(suggestions?.querySelectorAll('option') ?? [])].map((o) => o.value)).toEqual([
      'sub01',
      'player01',
    ]);
    await userEvent.clear(name);
    await userEvent.type(name, ' deep01 ');
    await userEvent.type(
      within(form).getByTestId('transfer-downline-amount').querySelector('input')!,
      '150',
    );
    await userEvent.type(
      within(form).getByTestId('transfer-downline-password').querySelector('input')!,
      '246810',
    );
    await userEvent.click(within(form).getByTestId('transfer-downline-submit'));
    await waitFor(() => expect(api.calls('POST /wps/wallet/transfers/downline')).toHaveLength(1));
    expect(api.calls('POST /wps/wallet/transfers/downline')[0]!.body).toMatchObject({
      downline: 'deep01',
      amount: '150.00',
      paymentPassword: '246810',
    });
  });
});
