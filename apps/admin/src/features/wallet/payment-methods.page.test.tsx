import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PaymentMethod, WalletSettings } from '@portal/contracts/admin-wallet';
import { useUiStore } from '../../lib/ui-store.ts';
import { mockApi, renderWithApp } from '../../testing/render.tsx';
import { ok, refusal, signInWith } from '../../testing/session.ts';
import PaymentMethodsPage from './payment-methods.page.tsx';

const bkash: PaymentMethod = {
  id: 3,
  code: 'BKASH',
  type: 'EWALLET',
  gateway: null,
  nameEn: 'bKash',
  nameBn: 'বিকাশ',
  min: '200.00',
  max: '25000.00',
  accountName: 'Shapla Play',
  accountNumber: '01700000000',
  bankName: null,
  instructionsEn: null,
  instructionsBn: null,
  turnoverMultiplier: 1,
  enabled: true,
  sortOrder: 1,
};
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

beforeEach(() => useUiStore.getState().setLanguage('EN'));

describe('payment settings', () => {
  it('adds a method after checking it, sending empty optional texts as null', async () => {
    signInWith(['wallet.read', 'payments.configure'], { role: 'owner' });
    const calls = mockApi({
      'GET /wps/admin/wallet/payment-methods': () => ok([bkash]),
      'GET /wps/admin/wallet/settings': () => ok(settings),
      'POST /wps/admin/wallet/payment-methods': (body) =>
        ok({ ...bkash, ...(body as object), id: 4 }),
    });
    renderWithApp(<PaymentMethodsPage />);
    const row = (await screen.findByRole('rowheader', { name: /BKASH/ })).closest('tr')!;
    expect(row).toHaveTextContent('200.00 – 25,000.00');

    await userEvent.click(screen.getByRole('button', { name: 'Add a method' }));
    const form = screen.getByRole('form', { name: 'New deposit method' });
    await userEvent.type(within(form).getByLabelText('Code'), 'nagad');
    expect(within(form).getByLabelText('Code')).toHaveValue('NAGAD');
    await userEvent.type(within(form).getByLabelText('Name (English)'), 'Nagad');
    await userEvent.type(within(form).getByLabelText('Name (Bengali)'), 'নগদ');
    await userEvent.type(within(form).getByLabelText('Minimum deposit'), '500');
    await userEvent.type(within(form).getByLabelText('Maximum deposit'), '100');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('The maximum must not be below the minimum.')).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.clear(within(form).getByLabelText('Maximum deposit'));
    await userEvent.type(within(form).getByLabelText('Maximum deposit'), '30000');
    await userEvent.selectOptions(within(form).getByLabelText('Type'), 'EWALLET');
    await userEvent.type(within(form).getByLabelText('Account / wallet number'), '01800000000');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Method NAGAD saved.')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      code: 'NAGAD',
      type: 'EWALLET',
      gateway: null,
      nameEn: 'Nagad',
      nameBn: 'নগদ',
      min: '500',
      max: '30000',
      accountName: null,
      accountNumber: '01800000000',
      bankName: null,
      instructionsEn: null,
      instructionsBn: null,
      turnoverMultiplier: 0,
      enabled: true,
      sortOrder: 0,
    });
  });

  it('a gateway method names one of the server’s gateways', async () => {
    signInWith(['wallet.read', 'payments.configure'], { role: 'owner' });
    const calls = mockApi({
      'GET /wps/admin/wallet/payment-methods': () => ok([bkash]),
      'GET /wps/admin/wallet/settings': () => ok(settings),
      'GET /wps/admin/wallet/payment-gateways': () => ok(['DEMO', 'ACMEPAY']),
      'POST /wps/admin/wallet/payment-methods': (body) =>
        ok({ ...bkash, ...(body as object), id: 5 }),
    });
    renderWithApp(<PaymentMethodsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add a method' }));
    const form = screen.getByRole('form', { name: 'New deposit method' });
    expect(within(form).queryByLabelText('Gateway')).not.toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Code'), 'FASTPAY');
    await userEvent.selectOptions(within(form).getByLabelText('Type'), 'GATEWAY');
    await userEvent.type(within(form).getByLabelText('Name (English)'), 'Fast pay');
    await userEvent.type(within(form).getByLabelText('Name (Bengali)'), 'ফাস্ট পে');
    await userEvent.type(within(form).getByLabelText('Minimum deposit'), '100');
    await userEvent.type(within(form).getByLabelText('Maximum deposit'), '5000');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      within(form).getByText('Choose the gateway that takes this method’s payments.'),
    ).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    const gateway = within(form).getByLabelText('Gateway');
    await waitFor(() =>
      expect(
        within(gateway)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose a gateway', 'DEMO', 'ACMEPAY']),
    );
    await userEvent.selectOptions(gateway, 'ACMEPAY');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Method FASTPAY saved.')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      code: 'FASTPAY',
      type: 'GATEWAY',
      gateway: 'ACMEPAY',
    });
  });

  it('edits a method with PUT and saves wallet limits, showing the server’s refusal', async () => {
    signInWith(['wallet.read', 'payments.configure'], { role: 'owner' });
    const calls = mockApi({
      'GET /wps/admin/wallet/payment-methods': () => ok([bkash]),
      'GET /wps/admin/wallet/settings': () => ok(settings),
      'PUT /wps/admin/wallet/payment-methods/3': (body) => ok({ ...bkash, ...(body as object) }),
      'PUT /wps/admin/wallet/settings': () =>
        refusal(400, 'WALLET_SETTINGS_INVALID', 'The minimum must not be above the maximum.'),
    });
    renderWithApp(<PaymentMethodsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit BKASH' }));
    const form = screen.getByRole('form', { name: 'Edit BKASH' });
    expect(within(form).getByLabelText('Code')).toHaveAttribute('readonly');
    await userEvent.click(within(form).getByLabelText('Offered to members'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
        code: 'BKASH',
        enabled: false,
        min: '200.00',
        turnoverMultiplier: 1,
      }),
    );

    const threshold = screen.getByLabelText('Two-person threshold');
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '20000');
    await userEvent.clear(screen.getByLabelText('Withdrawals per day'));
    await userEvent.type(screen.getByLabelText('Withdrawals per day'), '500');
    await userEvent.click(screen.getAllByRole('button', { name: 'Save' }).at(-1)!);
    expect(screen.getByText('Enter a whole number from 1 to 100.')).toBeVisible();
    await userEvent.clear(screen.getByLabelText('Withdrawals per day'));
    await userEvent.type(screen.getByLabelText('Withdrawals per day'), '6');
    // The daily transfer cap: 0 (none) or at least the minimum transfer.
    const cap = screen.getByLabelText('Daily transfer cap (per payer)');
    await userEvent.clear(cap);
    await userEvent.type(cap, '5');
    await userEvent.click(screen.getAllByRole('button', { name: 'Save' }).at(-1)!);
    expect(screen.getByText('Enter 0 (no cap) or at least the minimum transfer.')).toBeVisible();
    await userEvent.clear(cap);
    await userEvent.type(cap, '0');
    await userEvent.click(screen.getAllByRole('button', { name: 'Save' }).at(-1)!);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The minimum must not be above the maximum.',
    );
    expect(calls.filter((c) => c.path === '/wps/admin/wallet/settings').at(-1)!.body).toEqual({
      ...settings,
      withdrawDailyCount: 6,
      transferDailyMax: '0',
      twoPersonThreshold: '20000',
    });
  });

  it('is read-only without payments.configure', async () => {
    signInWith(['wallet.read'], { role: 'support' });
    mockApi({
      'GET /wps/admin/wallet/payment-methods': () => ok([bkash]),
      'GET /wps/admin/wallet/settings': () => ok(settings),
    });
    renderWithApp(<PaymentMethodsPage />);
    expect(
      await screen.findByText('Only the owner can change payment methods and wallet limits.'),
    ).toBeVisible();
    expect(await screen.findByLabelText('Two-person threshold')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
