import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Withdrawal, WithdrawalStatus, WithdrawInfo } from '@portal/contracts/wallet';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type SeenRequest } from '../../../testing/mock-api.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { WithdrawView } from './withdraw-view.tsx';
import { signInEachTest } from '../../../testing/session.ts';

const PAYEE = {
  id: 3,
  bankName: 'bKash',
  accountName: 'Rahim Uddin',
  accountNumberMasked: '*******0001',
  createdAt: '2026-03-01T00:00:00.000Z',
};

const info = (over: Partial<WithdrawInfo> = {}): WithdrawInfo => ({
  balance: '5000.00',
  min: '500.00',
  max: '25000.00',
  dailyCountLimit: 3,
  usedToday: 1,
  turnoverRemaining: '0.00',
  hasPaymentPassword: true,
  payeeAccounts: [PAYEE],
  maxPayeeAccounts: 3,
  confirmTimeoutMinutes: 60,
  currencySymbol: '৳',
  ...over,
});

const withdrawal = (status: WithdrawalStatus, over: Partial<Withdrawal> = {}): Withdrawal => ({
  id: WITHDRAWAL_IDS[status],
  orderNo: `W-${status}`,
  amount: '1000.00',
  bankName: 'bKash',
  accountName: 'Rahim Uddin',
  accountNumberMasked: '*******0001',
  status,
  reason: null,
  payoutReference: null,
  autoConfirmed: false,
  confirmDeadline: null,
  proofCount: 0,
  createdAt: '2026-03-15T08:00:00.000Z',
  updatedAt: '2026-03-15T08:00:00.000Z',
  ...over,
});
const WITHDRAWAL_IDS: Record<WithdrawalStatus, number> = {
  PENDING: 1,
  APPROVED: 2,
  PAYMENT_ISSUED: 3,
  NOT_RECEIVED: 4,
  RECEIVED: 5,
  REJECTED: 6,
  FAILED: 7,
};

const page = (list: Withdrawal[]) => ({ list, total: list.length, pageNo: 1, pageSize: 10 });

/** The withdrawal list answers by the `status` query, like the server. */
function listRoute(all: () => Withdrawal[]) {
  return (request: SeenRequest) => {
    const status = request.query.get('status');
    return { value: page(all().filter((w) => !status || w.status === status)) };
  };
}

describe('withdraw page', () => {
  signInEachTest();
  afterEach(() => {
    vi.useRealTimers();
  });

  it('blocks the withdrawal while turnover remains, and says how much', async () => {
    mockApi({
      'GET /wps/wallet/withdraw/info': () => ({ value: info({ turnoverRemaining: '1234.50' }) }),
      'GET /wps/wallet/withdrawals': listRoute(() => []),
    });
    renderWithApp(<WithdrawView />);
    expect(await screen.findByTestId('withdraw-turnover')).toHaveTextContent(
      'You need ৳ 1,234.50 more in valid bets before you can withdraw.',
    );
    expect(screen.getByTestId('withdraw-submit')).toBeDisabled();
    expect(screen.getByTestId('withdraw-today')).toHaveTextContent('1 of 3');
  });

  it('sets a payment password with the login password first', async () => {
    let hasPassword = false;
    const api = mockApi({
      'GET /wps/wallet/withdraw/info': () => ({ value: info({ hasPaymentPassword: hasPassword }) }),
      'GET /wps/wallet/withdrawals': listRoute(() => []),
      'GET /wps/wallet/transfer/info': () => ({ value: null }),
      'PUT /wps/member/payment-password': () => {
        hasPassword = true;
        return { value: null };
      },
    });
    renderWithApp(<WithdrawView />);
    expect(await screen.findByTestId('withdraw-blocked')).toHaveTextContent(
      'Set your payment password above to withdraw.',
    );
    const form = screen.getByTestId('pay-password-form');
    await userEvent.click(within(form).getByTestId('pay-password-submit'));
    expect(within(form).getByText('The payment password is 6 digits.')).toBeVisible();
    await userEvent.type(
      screen.getByTestId('pay-password-login').querySelector('input')!,
      'Login#1',
    );
    // Bengali digits typed on a phone keyboard are read as 0-9.
    await userEvent.type(screen.getByTestId('pay-password-new').querySelector('input')!, '১২৩৪৫৬');
    await userEvent.type(
      screen.getByTestId('pay-password-confirm').querySelector('input')!,
      '123456',
    );
    await userEvent.click(within(form).getByTestId('pay-password-submit'));
    await waitFor(() => expect(screen.queryByTestId('pay-password-form')).toBeNull());
    expect(api.calls('PUT /wps/member/payment-password')[0]?.body).toEqual({
      loginPassword: 'Login#1',
      newPaymentPassword: '123456',
    });
    expect(screen.getByTestId('withdraw-submit')).toBeEnabled();
  });

  it('requests a withdrawal to the chosen account with the payment password', async () => {
    let list: Withdrawal[] = [];
    const api = mockApi({
      'GET /wps/wallet/withdraw/info': () => ({ value: info() }),
      'GET /wps/wallet/withdrawals': listRoute(() => list),
      'GET /wps/v2/wallets/balance': () => ({
        value: { balance: '4000.00', currency: 'BDT', currencySymbol: '৳' },
      }),
      'POST /wps/wallet/withdrawals': () => {
        list = [withdrawal('PENDING')];
        return { value: withdrawal('PENDING') };
      },
    });
    renderWithApp(<WithdrawView />);
    const amount = (await screen.findByTestId('withdraw-amount')).querySelector('input')!;
    await userEvent.type(amount, '6000');
    await userEvent.type(screen.getByTestId('withdraw-password').querySelector('input')!, '123456');
    await userEvent.click(screen.getByTestId('withdraw-submit'));
    expect(
      screen.getByText('This is more than your available balance of ৳ 5,000.00.'),
    ).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '1000');
    await userEvent.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByTestId('withdraw-done')).toHaveTextContent(
      'Order W-PENDING for ৳ 1,000.00 is pending review.',
    );
    const body = api.calls('POST /wps/wallet/withdrawals')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ payeeAccountId: 3, amount: '1000.00', paymentPassword: '123456' });
    expect(body.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    const item = await screen.findByTestId('withdrawal-item');
    expect(item).toHaveTextContent('Waiting for review.');
  });

  it('shows every state clearly, with a countdown and the confirmation buttons', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-03-15T10:00:00.000Z') });
    const list = [
      withdrawal('PENDING'),
      withdrawal('APPROVED'),
      withdrawal('PAYMENT_ISSUED', {
        payoutReference: 'BK-778899',
        confirmDeadline: '2026-03-15T10:30:05.000Z',
      }),
      withdrawal('NOT_RECEIVED', { proofCount: 2 }),
      withdrawal('RECEIVED', { autoConfirmed: true }),
      withdrawal('REJECTED', { reason: 'Name does not match' }),
      withdrawal('FAILED', { reason: 'Bank refused the transfer' }),
    ];
    const api = mockApi({
      'GET /wps/wallet/withdraw/info': () => ({ value: info() }),
      'GET /wps/wallet/withdrawals': listRoute(() => list),
      'GET /wps/v2/wallets/balance': () => ({
        value: { balance: '5000.00', currency: 'BDT', currencySymbol: '৳' },
      }),
      'POST /wps/wallet/withdrawals/received-all': () => ({ value: { confirmed: 1 } }),
    });
    renderWithApp(<WithdrawView />);
    const items = await screen.findAllByTestId('withdrawal-item');
    const text = (status: WithdrawalStatus) =>
      items.find((i) => i.dataset.status === status)!.textContent;
    expect(text('PENDING')).toContain('Waiting for review.');
    expect(text('APPROVED')).toContain('Approved. The payment will be sent');
    expect(text('PAYMENT_ISSUED')).toContain('Payment reference: BK-778899');
    expect(text('NOT_RECEIVED')).toContain('2 images sent');
    expect(text('RECEIVED')).toContain('Auto-confirmed');
    expect(text('RECEIVED')).toContain('counted as received because it was not confirmed');
    expect(text('REJECTED')).toContain('Reason: Name does not match');
    expect(text('FAILED')).toContain('The amount was returned to your balance.');

    const issued = items.find((i) => i.dataset.status === 'PAYMENT_ISSUED')!;
    expect(within(issued).getByTestId('withdrawal-countdown')).toHaveTextContent(
      'Counts as received in 30:05',
    );
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(within(issued).getByTestId('withdrawal-countdown')).toHaveTextContent('30:03');
    // Only the issued payment offers the buttons.
    expect(screen.getAllByTestId('withdrawal-received')).toHaveLength(1);

    const all = await screen.findByTestId('withdrawal-received-all');
    expect(all).toHaveTextContent('All received (1)');
    await userEvent.click(all);
    await userEvent.click(await screen.findByTestId('received-all-dialog-confirm'));
    await waitFor(() =>
      expect(api.calls('POST /wps/wallet/withdrawals/received-all')).toHaveLength(1),
    );
  });

  it('reports "not received" with a note and 1–3 checked images, as multipart', async () => {
    const issued = withdrawal('PAYMENT_ISSUED', { confirmDeadline: '2099-01-01T00:00:00.000Z' });
    const api = mockApi({
      'GET /wps/wallet/withdraw/info': () => ({ value: info() }),
      'GET /wps/wallet/withdrawals': listRoute(() => [issued]),
      'GET /wps/v2/wallets/balance': () => ({
        value: { balance: '5000.00', currency: 'BDT', currencySymbol: '৳' },
      }),
      'POST /wps/wallet/withdrawals/3/not-received': () => ({
        value: { ...issued, status: 'NOT_RECEIVED', proofCount: 2 },
      }),
    });
    renderWithApp(<WithdrawView />);
    await userEvent.click(await screen.findByTestId('withdrawal-not-received'));
    const modal = await screen.findByTestId('not-received-modal');
    await userEvent.click(within(modal).getByTestId('not-received-submit'));
    expect(within(modal).getByText('Please add at least one image.')).toBeVisible();

    const input = within(modal).getByTestId('not-received-proof-input');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(input, big);
    expect(within(modal).getByText('big.png is larger than 5 MB or empty.')).toBeVisible();
    await userEvent.click(within(modal).getByRole('button', { name: 'Remove big.png' }));

    const shots = ['a.png', 'b.jpg'].map(
      (name) =>
        new File([new Uint8Array(1000)], name, {
          type: name.endsWith('.png') ? 'image/png' : 'image/jpeg',
        }),
    );
    await userEvent.upload(input, shots);
    await userEvent.type(within(modal).getByTestId('not-received-note'), 'Nothing arrived');
    await userEvent.click(within(modal).getByTestId('not-received-submit'));
    await waitFor(() => expect(screen.queryByTestId('not-received-modal')).toBeNull());

    const form = api.calls('POST /wps/wallet/withdrawals/3/not-received')[0]?.body as FormData;
    expect(form.get('note')).toBe('Nothing arrived');
    expect(form.getAll('proof').map((f) => (f as File).name)).toEqual(['a.png', 'b.jpg']);
  });
});
