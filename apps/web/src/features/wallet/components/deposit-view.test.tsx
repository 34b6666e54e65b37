import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DepositOffer } from '@portal/contracts/loyalty';
import type { Deposit, DepositMethod } from '@portal/contracts/wallet';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import type * as SafeUrl from '../safe-url.ts';
import { DepositView } from './deposit-view.tsx';
import { signInEachTest } from '../../../testing/session.ts';

const redirect = vi.hoisted(() => vi.fn());
vi.mock('../safe-url.ts', async (original) => ({
  ...(await original<typeof SafeUrl>()),
  redirectTo: redirect,
}));

const BANK: DepositMethod = {
  code: 'DBBL',
  type: 'BANK',
  name: 'Dutch-Bangla Bank',
  min: '500.00',
  max: '25000.00',
  accountName: 'Shapla Gaming Ltd',
  accountNumber: '1051100012345',
  bankName: 'Dutch-Bangla Bank, Gulshan',
  instructions: 'Send from your own account.',
  turnoverMultiplier: 1,
  needsReference: true,
};
const GATEWAY: DepositMethod = {
  ...BANK,
  code: 'DEMOPAY',
  type: 'GATEWAY',
  name: 'DemoPay',
  accountName: null,
  accountNumber: null,
  bankName: null,
  instructions: null,
  turnoverMultiplier: 0,
  needsReference: false,
};

const deposit = (over: Partial<Deposit> = {}): Deposit => ({
  id: 7,
  orderNo: 'D20260315000007',
  methodCode: 'DBBL',
  methodName: 'Dutch-Bangla Bank',
  methodType: 'BANK',
  amount: '1000.00',
  reference: 'TX123',
  hasProof: false,
  status: 'PENDING',
  reason: null,
  payUrl: null,
  createdAt: '2026-03-15T10:00:00.000Z',
  decidedAt: null,
  ...over,
});

const page = (list: Deposit[]) => ({ list, total: list.length, pageNo: 1, pageSize: 10 });
const common = {
  'GET /wps/v2/wallets/balance': () => ({
    value: { balance: '0.00', currency: 'BDT', currencySymbol: '৳' },
  }),
  'GET /wps/member/info': () => ({ value: { currencySymbol: '৳' } }),
  'GET /wps/loyalty/deposit-offers': () => ({ value: [] }),
};

const OFFER: DepositOffer = {
  promotionId: 3,
  code: 'FIRST_DEPOSIT_70',
  kind: 'FIRST_DEPOSIT',
  title: '70% first-deposit bonus',
  terms: 'Your first deposit gets 70% on top.',
  percent: 70,
  cap: '7000.00',
  minDeposit: '200.00',
  wageringMultiple: 10,
  bands: [],
  methods: [],
};
const BKASH: DepositMethod = { ...BANK, code: 'BKASH', type: 'EWALLET', name: 'bKash' };
/** A reload for bKash only: 10% from 500, 15% from 2,000, 25% from 5,000, at most 1,000. */
const RELOAD: DepositOffer = {
  promotionId: 4,
  code: 'BKASH_RELOAD',
  kind: 'RELOAD',
  title: 'bKash reload',
  terms: 'More on bigger bKash deposits.',
  percent: 10,
  cap: '1000.00',
  minDeposit: '500.00',
  wageringMultiple: 5,
  bands: [
    { threshold: '5000.00', percent: 25 },
    { threshold: '2000.00', percent: 15 },
  ],
  methods: ['BKASH'],
};

describe('deposit page', () => {
  signInEachTest();
  afterEach(() => {
    redirect.mockReset();
  });

  it('shows where to pay with copy buttons, limits and quick amounts', async () => {
    mockApi({
      ...common,
      'GET /wps/wallet/deposit/methods': () => ({ value: [BANK, GATEWAY] }),
      'GET /wps/wallet/deposits': () => ({ value: page([]) }),
    });
    renderWithApp(<DepositView />);
    const payTo = await screen.findByTestId('deposit-pay-to');
    expect(within(payTo).getByTestId('deposit-accountNumber')).toHaveTextContent('1051100012345');
    expect(within(payTo).getByRole('button', { name: 'Copy Account number' })).toBeVisible();
    expect(screen.getByText('Minimum ৳ 500.00 · Maximum ৳ 25,000.00')).toBeVisible();
    expect(screen.getByText(/valid bets of 1× its amount/)).toBeVisible();
    await userEvent.click(screen.getByTestId('deposit-amount-quick-2000'));
    expect(screen.getByTestId('deposit-amount').querySelector('input')).toHaveValue('2000');
    expect(await screen.findByTestId('deposit-list-empty')).toBeVisible();
  });

  it('offers the first-deposit bonus: shows what the amount brings, and sends it when ticked', async () => {
    const api = mockApi({
      ...common,
      'GET /wps/loyalty/deposit-offers': () => ({ value: [OFFER] }),
      'GET /wps/wallet/deposit/methods': () => ({ value: [BANK] }),
      'GET /wps/wallet/deposits': () => ({ value: page([]) }),
      'POST /wps/wallet/deposits': () => ({ value: deposit({ amount: '20000.00' }) }),
    });
    renderWithApp(<DepositView />);
    const offer = await screen.findByTestId('deposit-bonus');
    expect(offer).toHaveTextContent('70% first-deposit bonus');
    expect(screen.getByTestId('deposit-bonus-estimate')).toHaveTextContent(
      'For a deposit of ৳ 200.00 or more.',
    );
    const amount = screen.getByTestId('deposit-amount').querySelector('input')!;
    await userEvent.type(amount, '1000');
    expect(screen.getByTestId('deposit-bonus-estimate')).toHaveTextContent(
      'You get ৳ 700.00 on top. Withdrawals open once you have bet 10× the deposit and bonus together.',
    );
    // The cap holds: 70% of 20,000 would be 14,000.
    await userEvent.clear(amount);
    await userEvent.type(amount, '20000');
    expect(screen.getByTestId('deposit-bonus-estimate')).toHaveTextContent('৳ 7,000.00');
    await userEvent.type(screen.getByTestId('deposit-reference').querySelector('input')!, 'TX9');
    await userEvent.click(screen.getByTestId('deposit-bonus-take'));
    await userEvent.click(screen.getByTestId('deposit-submit'));
    await screen.findByTestId('deposit-result');
    expect(api.calls('POST /wps/wallet/deposits')[0]!.body).toMatchObject({
      amount: '20000.00',
      promotionId: 3,
    });
  });

  it('sends no promotion when the bonus is not ticked', async () => {
    const api = mockApi({
      ...common,
      'GET /wps/loyalty/deposit-offers': () => ({ value: [OFFER] }),
      'GET /wps/wallet/deposit/methods': () => ({ value: [BANK] }),
      'GET /wps/wallet/deposits': () => ({ value: page([]) }),
      'POST /wps/wallet/deposits': () => ({ value: deposit() }),
    });
    renderWithApp(<DepositView />);
    await screen.findByTestId('deposit-bonus');
    await userEvent.type(screen.getByTestId('deposit-amount').querySelector('input')!, '1000');
    await userEvent.type(screen.getByTestId('deposit-reference').querySelector('input')!, 'TX9');
    await userEvent.click(screen.getByTestId('deposit-submit'));
    await screen.findByTestId('deposit-result');
    expect(api.calls('POST /wps/wallet/deposits')[0]!.body).not.toHaveProperty('promotionId');
  });

  it('shows only the offers of the chosen method, previewing the band the amount reaches', async () => {
    mockApi({
      ...common,
      'GET /wps/loyalty/deposit-offers': () => ({
        value: [RELOAD, { ...OFFER, methods: ['DBBL'] }],
      }),
      'GET /wps/wallet/deposit/methods': () => ({ value: [BANK, BKASH] }),
      'GET /wps/wallet/deposits': () => ({ value: page([]) }),
    });
    renderWithApp(<DepositView />);
    // Bank transfer: the first-deposit bonus is for it, the reload is not.
    const bankOffer = await screen.findByTestId('deposit-bonus');
    expect(bankOffer).toHaveTextContent('70% first-deposit bonus');
    expect(screen.queryByText('bKash reload')).toBeNull();

    await userEvent.click(within(screen.getByTestId('deposit-method-BKASH')).getByRole('radio'));
    const offer = await screen.findByTestId('deposit-bonus');
    expect(offer).toHaveTextContent('bKash reload');
    expect(screen.queryByText('70% first-deposit bonus')).toBeNull();
    const bands = within(offer).getByRole('list', { name: 'Bonus by deposit amount' });
    expect(
      within(bands)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['From ৳ 500.00: 10%', 'From ৳ 2,000.00: 15%', 'From ৳ 5,000.00: 25%']);
    const estimate = screen.getByTestId('deposit-bonus-estimate');
    const amount = screen.getByTestId('deposit-amount').querySelector('input')!;
    const reached = () =>
      within(bands)
        .getAllByRole('listitem')
        .filter((li) => li.getAttribute('aria-current') === 'true')
        .map((li) => li.textContent);

    await userEvent.type(amount, '1000');
    expect(estimate).toHaveTextContent('You get ৳ 100.00 on top.');
    expect(reached()).toEqual(['From ৳ 500.00: 10%']);
    // From 2,000 the 15% band replaces the 10%.
    await userEvent.clear(amount);
    await userEvent.type(amount, '3000');
    expect(estimate).toHaveTextContent('You get ৳ 450.00 on top.');
    expect(reached()).toEqual(['From ৳ 2,000.00: 15%']);
    // From 5,000 the 25% band: 1,500, held to the cap of 1,000.
    await userEvent.clear(amount);
    await userEvent.type(amount, '6000');
    expect(estimate).toHaveTextContent('You get ৳ 1,000.00 on top.');
    expect(reached()).toEqual(['From ৳ 5,000.00: 25%']);
  });

  it('lets the member take one of several offers for a method, or none', async () => {
    const api = mockApi({
      ...common,
      'GET /wps/loyalty/deposit-offers': () => ({ value: [OFFER, RELOAD] }),
      'GET /wps/wallet/deposit/methods': () => ({ value: [BKASH] }),
      'GET /wps/wallet/deposits': () => ({ value: page([]) }),
      'POST /wps/wallet/deposits': () => ({ value: deposit({ amount: '3000.00' }) }),
    });
    renderWithApp(<DepositView />);
    const choice = await screen.findByTestId('deposit-bonuses');
    expect(screen.getByRole('group', { name: 'Bonus for this deposit' })).toBe(choice);
    expect(within(choice).getByTestId('deposit-bonus-none')).toBeChecked();
    await userEvent.type(screen.getByTestId('deposit-amount').querySelector('input')!, '3000');
    const reload = within(choice).getByTestId('deposit-bonus-BKASH_RELOAD');
    expect(within(reload).getByTestId('deposit-bonus-estimate')).toHaveTextContent('৳ 450.00');
    expect(
      within(within(choice).getByTestId('deposit-bonus-FIRST_DEPOSIT_70')).getByTestId(
        'deposit-bonus-estimate',
      ),
    ).toHaveTextContent('৳ 2,100.00');
    await userEvent.click(within(reload).getByTestId('deposit-bonus-take'));
    expect(within(choice).getByTestId('deposit-bonus-none')).not.toBeChecked();
    await userEvent.type(screen.getByTestId('deposit-reference').querySelector('input')!, 'TX9');
    await userEvent.click(screen.getByTestId('deposit-submit'));
    await screen.findByTestId('deposit-result');
    expect(api.calls('POST /wps/wallet/deposits')[0]!.body).toMatchObject({
      methodCode: 'BKASH',
      amount: '3000.00',
      promotionId: 4,
    });
  });

  it('checks the amount and reference before sending anything', async () => {
    const api = mockApi({
      ...common,
      'GET /wps/wallet/deposit/methods': () => ({ value: [BANK] }),
      'GET /wps/wallet/deposits': () => ({ value: page([]) }),
    });
    renderWithApp(<DepositView />);
    const amount = (await screen.findByTestId('deposit-amount')).querySelector('input')!;
    await userEvent.type(amount, '499.99');
    await userEvent.click(screen.getByTestId('deposit-submit'));
    expect(screen.getByText('The minimum is ৳ 500.00.')).toBeVisible();
    expect(screen.getByText('Please enter the transaction ID of your payment.')).toBeVisible();
    expect(api.calls('POST /wps/wallet/deposits')).toHaveLength(0);
  });

  it('submits once per attempt: a network retry reuses the request id, success shows pending', async () => {
    let attempts = 0;
    let list: Deposit[] = [];
    const api = mockApi({
      ...common,
      'GET /wps/wallet/deposit/methods': () => ({ value: [BANK] }),
      'GET /wps/wallet/deposits': () => ({ value: page(list) }),
      'POST /wps/wallet/deposits': () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        list = [deposit()];
        return { value: deposit() };
      },
      'POST /wps/wallet/deposits/7/proof': () => ({ value: deposit({ hasProof: true }) }),
    });
    renderWithApp(<DepositView />);
    const amount = (await screen.findByTestId('deposit-amount')).querySelector('input')!;
    await userEvent.type(amount, '1000');
    await userEvent.type(screen.getByTestId('deposit-reference').querySelector('input')!, 'TX123');
    const receipt = new File([new Uint8Array(2048)], 'receipt.png', { type: 'image/png' });
    await userEvent.upload(screen.getByTestId('deposit-proof-input'), receipt);
    await userEvent.click(screen.getByTestId('deposit-submit'));
    expect(await screen.findByTestId('deposit-error')).toHaveTextContent(
      'Network link is abnormal, please try again.',
    );
    await userEvent.click(screen.getByTestId('deposit-submit'));
    expect(await screen.findByTestId('deposit-result')).toHaveTextContent(
      'Order D20260315000007 for ৳ 1,000.00 is waiting for review.',
    );

    const sent = api
      .calls('POST /wps/wallet/deposits')
      .map((r) => r.body as Record<string, string>);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ methodCode: 'DBBL', amount: '1000.00', reference: 'TX123' });
    expect(sent[0]?.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(sent[1]?.requestId).toBe(sent[0]?.requestId);
    const proof = api.calls('POST /wps/wallet/deposits/7/proof')[0]?.body as FormData;
    expect((proof.get('file') as File).name).toBe('receipt.png');

    const item = await screen.findByTestId('deposit-item');
    expect(within(item).getByTestId('deposit-status')).toHaveTextContent('Pending');
  });

  it('shows the server’s own message when a deposit is refused', async () => {
    mockApi({
      ...common,
      'GET /wps/wallet/deposit/methods': () => ({ value: [GATEWAY] }),
      'GET /wps/wallet/deposits': () => ({ value: page([]) }),
      'POST /wps/wallet/deposits': () => ({ code: 'WALLET_METHOD_UNKNOWN', status: 400 }),
    });
    renderWithApp(<DepositView />);
    await userEvent.type(
      (await screen.findByTestId('deposit-amount')).querySelector('input')!,
      '800',
    );
    await userEvent.click(screen.getByTestId('deposit-submit'));
    // mockApi answers every failure with message 'server text'.
    expect(await screen.findByTestId('deposit-error')).toHaveTextContent('server text');
    expect(screen.getByTestId('deposit-submit')).toBeEnabled();
  });

  it('sends gateway deposits to the payment page', async () => {
    mockApi({
      ...common,
      'GET /wps/wallet/deposit/methods': () => ({ value: [GATEWAY] }),
      'GET /wps/wallet/deposits': () => ({ value: page([]) }),
      'POST /wps/wallet/deposits': () => ({
        value: deposit({ methodType: 'GATEWAY', payUrl: 'http://127.0.0.1:3950/pay/P1' }),
      }),
    });
    renderWithApp(<DepositView />);
    expect(screen.queryByTestId('deposit-reference')).toBeNull();
    await userEvent.type(
      (await screen.findByTestId('deposit-amount')).querySelector('input')!,
      '800',
    );
    await userEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('http://127.0.0.1:3950/pay/P1'));
  });

  it('lists deposits with their status and the rejection reason', async () => {
    mockApi({
      ...common,
      'GET /wps/wallet/deposit/methods': () => ({ value: [BANK] }),
      'GET /wps/wallet/deposits': () => ({
        value: page([
          deposit({ id: 1, status: 'APPROVED', hasProof: true }),
          deposit({ id: 2, status: 'REJECTED', reason: 'No payment arrived' }),
        ]),
      }),
    });
    renderWithApp(<DepositView />);
    const items = await screen.findAllByTestId('deposit-item');
    expect(items.map((i) => i.dataset.status)).toEqual(['APPROVED', 'REJECTED']);
    expect(within(items[0]!).getByTestId('deposit-status')).toHaveTextContent('Approved');
    expect(within(items[1]!).getByTestId('deposit-reason')).toHaveTextContent(
      'Reason: No payment arrived',
    );
  });
});
