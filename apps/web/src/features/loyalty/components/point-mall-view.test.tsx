import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MallItem, PointsEntry, PointsSummary, Redemption } from '@portal/contracts/points';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { forgetServerKey } from '../../../lib/crypto-envelope.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { useModalStore } from '../../../lib/stores/modal-store.ts';
import { useSessionStore } from '../../../lib/stores/session-store.ts';
import { createServerKeys, mockApi, type SeenRequest } from '../../../testing/mock-api.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { signInEachTest } from '../../../testing/session.ts';
import { PointMallView } from './point-mall-view.tsx';

const summary: PointsSummary = {
  balance: 1250,
  // The server's order is not kept: specific methods first, '*' (every other method) last.
  ratios: [
    { methodCode: '*', vipLevel: 0, amountPerPoint: '100.00' },
    { methodCode: 'BKASH', vipLevel: 2, amountPerPoint: '50.00' },
  ],
  convertAmountPerPoint: '0.10',
  convertMinPoints: 500,
  convertWageringCenti: 100,
  hasPaymentPassword: true,
};

const item = (id: number, extra: Partial<MallItem>): MallItem => ({
  id,
  name: `Reward ${id}`,
  description: '',
  pricePoints: 100,
  stock: null,
  perMemberLimit: null,
  rewardKind: 'CASH',
  rewardAmount: '10.00',
  redeemedByMe: 0,
  imageUrl: null,
  ...extra,
});

const items: MallItem[] = [
  item(1, {
    name: '৳100 cash',
    description: 'Straight to your main wallet.',
    pricePoints: 1000,
    perMemberLimit: 2,
    rewardAmount: '100.00',
    redeemedByMe: 1,
  }),
  item(2, {
    name: 'Bonus 500',
    pricePoints: 5000,
    stock: 8,
    rewardKind: 'BONUS',
    rewardAmount: '500.00',
  }),
  item(3, {
    name: 'Club jersey',
    description: 'Our team shirt, any size.',
    pricePoints: 800,
    stock: 0,
    perMemberLimit: 1,
    rewardKind: 'GOODS',
    rewardAmount: null,
  }),
  item(4, { name: 'Small cash', stock: 3, perMemberLimit: 1, redeemedByMe: 1 }),
];

const inProcess: Redemption = {
  id: 41,
  itemId: 1,
  itemName: '৳100 cash',
  rewardKind: 'CASH',
  points: 1000,
  status: 'IN_PROCESS',
  reason: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
};

const pageOf = <T,>(list: T[], total = list.length, pageNo = 1) => ({
  list,
  total,
  pageNo,
  pageSize: 20,
});

type Routes = Parameters<typeof mockApi>[0];

/** The calls every member view makes, answered; `routes` adds or replaces some. */
function serve(routes: Routes = {}, points: PointsSummary = summary) {
  return mockApi({
    'GET /wps/loyalty/points': () => ({ value: points }),
    'GET /wps/loyalty/mall': () => ({ value: items }),
    'GET /wps/wallet/deposit/methods': () => ({ value: [{ code: 'BKASH', name: 'bKash' }] }),
    'GET /wps/member/info': () => ({ value: { currencySymbol: '৳' } }),
    ...routes,
  });
}

let server: Awaited<ReturnType<typeof createServerKeys>>;
const opened = async (request: SeenRequest | undefined) =>
  (await server.open(request!)).inner.data as Record<string, unknown>;

describe('points mall', () => {
  signInEachTest();
  beforeAll(async () => {
    server = await createServerKeys();
  });
  beforeEach(async () => {
    forgetServerKey();
    i18n.changeLanguage('en');
  });
  afterEach(async () => {
    i18n.changeLanguage('en');
  });

  it('shows my points, how I earn them, and every reward with its stock, limit and price', async () => {
    serve();
    renderWithApp(<PointMallView />, { url: '/pointMall' });
    expect(await screen.findByTestId('points-balance')).toHaveTextContent('1,250 points');
    expect(screen.getByText('Points never expire.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByTestId('points-ratios'))
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([
        '1 point for every ৳ 50 deposited by bKash',
        '1 point for every ৳ 100 deposited by any other method',
      ]),
    );
    expect(screen.getByTestId('convert-rate')).toHaveTextContent(
      '1 point = ৳ 0.10 · at least 500 points at a time',
    );

    const cash = await screen.findByTestId('mall-item-1');
    expect(within(cash).getByRole('heading')).toHaveTextContent('৳100 cash');
    expect(cash).toHaveTextContent('Straight to your main wallet.');
    expect(cash).toHaveTextContent('৳ 100.00 in cash');
    expect(within(cash).getByTestId('mall-item-stock')).toHaveTextContent('Unlimited');
    expect(within(cash).getByTestId('mall-item-limit')).toHaveTextContent('Redeemed 1 of 2');
    expect(within(cash).getByTestId('mall-item-price')).toHaveTextContent('1,000 points');
    expect(within(cash).getByRole('button', { name: 'Redeem' })).toBeEnabled();
    expect(cash.querySelector('svg[data-kind="CASH"]')).not.toBeNull();

    // Each reason keeps the button off and says why.
    const bonus = screen.getByTestId('mall-item-2');
    expect(within(bonus).getByTestId('mall-item-stock')).toHaveTextContent('8 left');
    expect(within(bonus).getByRole('button', { name: 'Redeem' })).toBeDisabled();
    expect(within(bonus).getByRole('button', { name: 'Redeem' })).toHaveAccessibleDescription(
      '3,750 points more needed',
    );
    const jersey = screen.getByTestId('mall-item-3');
    expect(jersey).not.toHaveTextContent('in cash');
    expect(within(jersey).getByRole('button')).toBeDisabled();
    expect(within(jersey).getByTestId('mall-item-blocked')).toHaveTextContent('Out of stock');
    const small = screen.getByTestId('mall-item-4');
    expect(within(small).getByRole('button')).toBeDisabled();
    expect(within(small).getByTestId('mall-item-blocked')).toHaveTextContent(
      'You have redeemed this as many times as allowed.',
    );
  });

  it('redeems with the payment password in an encrypted body, then says an operator will confirm', async () => {
    const redeemed = { ...summary, balance: 250 };
    let points = summary;
    const api = serve({
      'GET /wps/loyalty/points': () => ({ value: points }),
      'GET /wps/system/publicKey': () => ({ value: server.publicKey }),
      'POST /wps/loyalty/mall/redeem': () => {
        points = redeemed;
        return { value: inProcess };
      },
      'GET /wps/loyalty/mall/redemptions': () => ({ value: pageOf([inProcess]) }),
    });
    const { queryClient } = renderWithApp(<PointMallView />, { url: '/pointMall' });
    // The header's balance, as the wallet caches it.
    const balanceKey = ['member', 'wallet', 'tok', 'balance'];
    queryClient.setQueryData(balanceKey, {
      balance: '10.00',
      currency: 'BDT',
      currencySymbol: '৳',
    });
    const cash = await screen.findByTestId('mall-item-1');
    await userEvent.click(within(cash).getByRole('button', { name: 'Redeem' }));
    const dialog = await screen.findByTestId('redeem-dialog');
    expect(within(dialog).getByRole('heading', { level: 3 })).toHaveTextContent('৳100 cash');
    expect(within(dialog).getByTestId('redeem-facts')).toHaveTextContent(
      'Price1,000 pointsYour points after250 pointsYou receive৳ 100.00 in cash',
    );
    await userEvent.click(within(dialog).getByTestId('redeem-submit'));
    expect(dialog).toHaveTextContent('The payment password is 6 digits.');
    expect(api.calls('POST /wps/loyalty/mall/redeem')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/^Payment password/), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem for 1,000 points' }));
    const done = await within(dialog).findByTestId('redeem-done');
    expect(done).toHaveTextContent('In process');
    expect(done).toHaveTextContent(
      'An operator will confirm it. 1,000 points were taken from your balance',
    );

    const [call] = api.calls('POST /wps/loyalty/mall/redeem');
    expect(call?.rawBody).not.toContain('123456');
    expect(call?.headers.get('encryption')).toMatch(/^test-key\./);
    expect(await opened(call)).toEqual({
      itemId: 1,
      requestId: expect.stringMatching(/^[0-9a-f]{32}$/),
      paymentPassword: '123456',
    });
    // My points and the mall are read again, and the wallet balance is marked stale.
    expect(await screen.findByTestId('points-balance')).toHaveTextContent('250 points');
    await waitFor(() => expect(api.calls('GET /wps/loyalty/mall')).toHaveLength(2));
    expect(queryClient.getQueryState(balanceKey)?.isInvalidated).toBe(true);

    await userEvent.click(within(dialog).getByTestId('redeem-to-history'));
    expect(screen.getByRole('tab', { name: 'Redeem history' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const row = await screen.findByTestId('redemption');
    expect(within(row).getByTestId('redemption-status')).toHaveTextContent('In process');
  });

  it('shows a refusal and makes the next attempt with a new request id', async () => {
    let reply: { code: string; status: number } | null = { code: 'MALL_OUT_OF_STOCK', status: 409 };
    const api = serve({
      'GET /wps/system/publicKey': () => ({ value: server.publicKey }),
      'POST /wps/loyalty/mall/redeem': () => reply ?? { value: inProcess },
    });
    renderWithApp(<PointMallView />, { url: '/pointMall' });
    await userEvent.click(
      within(await screen.findByTestId('mall-item-1')).getByRole('button', { name: 'Redeem' }),
    );
    const dialog = await screen.findByTestId('redeem-dialog');
    await userEvent.type(within(dialog).getByLabelText(/^Payment password/), '123456');
    await userEvent.click(within(dialog).getByTestId('redeem-submit'));
    // The server's own message, in the request's language (the mock's text stands for it).
    expect(await within(dialog).findByTestId('redeem-error')).toHaveTextContent('server text');
    expect(within(dialog).getByLabelText(/^Payment password/)).toHaveValue('');

    reply = null;
    await userEvent.type(within(dialog).getByLabelText(/^Payment password/), '123456');
    await userEvent.click(within(dialog).getByTestId('redeem-submit'));
    await within(dialog).findByTestId('redeem-done');
    const [first, second] = await Promise.all(
      api.calls('POST /wps/loyalty/mall/redeem').map((c) => opened(c)),
    );
    expect(first?.requestId).not.toEqual(second?.requestId);
  });

  it('works out the cash of a conversion, refuses less than the minimum, then converts', async () => {
    const api = serve({
      'GET /wps/system/publicKey': () => ({ value: server.publicKey }),
      'POST /wps/loyalty/points/convert': () => ({
        value: { points: 1200, amount: '120.00', pointsBalance: 50 },
      }),
    });
    const { queryClient } = renderWithApp(<PointMallView />, { url: '/pointMall' });
    const balanceKey = ['member', 'wallet', 'tok', 'balance'];
    queryClient.setQueryData(balanceKey, {
      balance: '10.00',
      currency: 'BDT',
      currencySymbol: '৳',
    });
    const panel = await screen.findByTestId('convert');
    expect(panel).toHaveTextContent('Bet 1× the converted amount before withdrawing it.');
    const field = within(panel).getByLabelText(/^Points to convert/);
    await userEvent.type(field, '300');
    expect(within(panel).getByTestId('convert-cash')).toHaveTextContent('You receive৳ 30.00');
    await userEvent.type(within(panel).getByLabelText(/^Payment password/), '123456');
    await userEvent.click(within(panel).getByTestId('convert-submit'));
    expect(panel).toHaveTextContent('Convert at least 500 points at a time.');

    await userEvent.clear(field);
    await userEvent.type(field, '2000');
    await userEvent.click(within(panel).getByTestId('convert-submit'));
    expect(panel).toHaveTextContent('You do not have enough points for this.');
    expect(api.calls('POST /wps/loyalty/points/convert')).toHaveLength(0);

    await userEvent.clear(field);
    // A phone keyboard may type Bengali digits.
    await userEvent.type(field, '১২০০');
    expect(field).toHaveValue('1200');
    expect(within(panel).getByTestId('convert-cash')).toHaveTextContent('৳ 120.00');
    await userEvent.click(within(panel).getByTestId('convert-submit'));
    const done = await within(panel).findByTestId('convert-done');
    expect(done).toHaveTextContent(
      '1,200 points became ৳ 120.00 in your main wallet. Points left: 50 points.',
    );
    expect(await opened(api.calls('POST /wps/loyalty/points/convert')[0])).toEqual({
      points: 1200,
      requestId: expect.stringMatching(/^[0-9a-f]{32}$/),
      paymentPassword: '123456',
    });
    await waitFor(() => expect(api.calls('GET /wps/loyalty/points')).toHaveLength(2));
    expect(queryClient.getQueryState(balanceKey)?.isInvalidated).toBe(true);
  });

  it('asks a member without a payment password to set one first, and hides converting when off', async () => {
    const api = serve({}, { ...summary, hasPaymentPassword: false, convertAmountPerPoint: null });
    // The page gives the wallet's set-password form; a stand-in that reports it saved.
    renderWithApp(
      <PointMallView
        passwordSetup={(onSaved) => (
          <button type="button" onClick={onSaved} data-testid="password-setup">
            Set it
          </button>
        )}
      />,
      { url: '/pointMall' },
    );
    const setup = await screen.findByTestId('password-setup');
    expect(screen.queryByTestId('convert')).toBeNull();
    await userEvent.click(
      within(await screen.findByTestId('mall-item-1')).getByRole('button', { name: 'Redeem' }),
    );
    const dialog = await screen.findByTestId('redeem-dialog');
    expect(within(dialog).getByTestId('redeem-needs-password')).toBeInTheDocument();
    expect(within(dialog).getByTestId('redeem-submit')).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(setup);
    await waitFor(() => expect(api.calls('GET /wps/loyalty/points')).toHaveLength(2));
  });

  it('lists my redemptions and my points history, a page at a time', async () => {
    const rejected: Redemption = {
      ...inProcess,
      id: 40,
      itemName: 'Club jersey',
      rewardKind: 'GOODS',
      points: 800,
      status: 'REJECTED',
      reason: 'Size not available',
      decidedAt: '2026-11-19T12:00:00.000Z',
    };
    const entries: PointsEntry[] = [
      {
        id: 7,
        kind: 'DEPOSIT',
        points: 120,
        balanceAfter: 1250,
        reference: 'D2026112000042',
        createdAt: '2026-11-20T09:00:00.000Z',
      },
      {
        id: 6,
        kind: 'REDEEM',
        points: -1000,
        balanceAfter: 1130,
        reference: null,
        createdAt: '2026-11-19T09:00:00.000Z',
      },
    ];
    const api = serve({
      'GET /wps/loyalty/mall/redemptions': ({ query }) => ({
        value: pageOf([inProcess, rejected], 25, Number(query.get('pageNo'))),
      }),
      'GET /wps/loyalty/points/history': () => ({ value: pageOf(entries) }),
    });
    renderWithApp(<PointMallView />, { url: '/pointMall?tab=redemptions' });
    const rows = await screen.findAllByTestId('redemption');
    expect(rows.map((r) => within(r).getByTestId('redemption-status').textContent)).toEqual([
      'In process',
      'Rejected',
    ]);
    expect(rows[0]).toHaveTextContent('An operator will confirm it soon.');
    expect(rows[1]).toHaveTextContent('Rejected on Nov 19, 2026');
    expect(within(rows[1]!).getByTestId('redemption-reason')).toHaveTextContent(
      'Reason: Size not available',
    );
    expect(api.calls('GET /wps/loyalty/mall/redemptions')[0]?.query.get('pageSize')).toBe('20');
    await userEvent.click(screen.getByTestId('redemptions-pager-next'));
    await waitFor(() =>
      expect(api.calls('GET /wps/loyalty/mall/redemptions').at(-1)?.query.get('pageNo')).toBe('2'),
    );

    await userEvent.click(screen.getByRole('tab', { name: 'Points history' }));
    const lines = await screen.findAllByTestId('points-entry');
    expect(lines[0]).toHaveTextContent('Deposit');
    expect(within(lines[0]!).getByTestId('points-entry-points')).toHaveTextContent('+120 points');
    expect(lines[0]).toHaveTextContent('Ref. D2026112000042');
    expect(lines[0]).toHaveTextContent('Balance after: 1,250 points');
    expect(within(lines[1]!).getByTestId('points-entry-points')).toHaveTextContent('-1,000 points');
    expect(lines[1]).toHaveTextContent('Reward redeemed');
  });

  it('shows a visitor the rewards and a way to log in, and asks for nothing personal', async () => {
    useSessionStore.getState().clear();
    const api = mockApi({ 'GET /wps/loyalty/mall': () => ({ value: items }) });
    renderWithApp(<PointMallView />, { url: '/pointMall' });
    const cash = await screen.findByTestId('mall-item-1');
    expect(screen.getByTestId('points-join')).toHaveTextContent('Log in to collect points');
    expect(screen.queryByTestId('points-balance')).toBeNull();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(within(cash).getByTestId('mall-item-limit')).toHaveTextContent('Up to 2 each');
    expect(within(screen.getByTestId('mall-item-3')).getByRole('button')).toBeDisabled();
    await userEvent.click(within(cash).getByRole('button', { name: 'Log in to redeem' }));
    expect(useModalStore.getState().stack.at(-1)?.name).toBe('login');
    expect(api.seen.map((r) => r.path)).toEqual(['/wps/loyalty/mall']);
    useModalStore.getState().closeAll();
  });

  it('shows the operator’s picture of a reward instead of the drawn one, also when redeeming it', async () => {
    const pictured = items.map((i) =>
      i.id === 1 ? { ...i, imageUrl: '/wps/content/images/cash.webp' } : i,
    );
    serve({ 'GET /wps/loyalty/mall': () => ({ value: pictured }) });
    renderWithApp(<PointMallView />, { url: '/pointMall' });
    const cash = await screen.findByTestId('mall-item-1');
    const picture = within(cash).getByRole('img', { name: '৳100 cash' });
    expect(picture).toHaveAttribute('src', '/wps/content/images/cash.webp');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('width', '320');
    expect(picture).toHaveAttribute('height', '200');
    expect(cash.querySelector('svg[data-kind]')).toBeNull();
    // Without one, the reward's kind is drawn (decorative, hidden from screen readers).
    const bonus = screen.getByTestId('mall-item-2');
    expect(within(bonus).queryByTestId('mall-item-image')).toBeNull();
    expect(bonus.querySelector('svg[data-kind="BONUS"]')).toHaveAttribute('aria-hidden', 'true');

    await userEvent.click(within(cash).getByTestId('mall-item-redeem'));
    const dialog = await screen.findByTestId('redeem-dialog');
    expect(within(dialog).getByRole('img', { name: '৳100 cash' })).toHaveAttribute(
      'src',
      '/wps/content/images/cash.webp',
    );
  });

  it('says so when my points or the rewards cannot be loaded', async () => {
    serve({
      'GET /wps/loyalty/points': () => ({ code: 'INTERNAL_ERROR', status: 500 }),
      'GET /wps/loyalty/mall': () => ({ code: 'INTERNAL_ERROR', status: 500 }),
    });
    renderWithApp(<PointMallView />, { url: '/pointMall' });
    expect(await screen.findByTestId('points-error')).toHaveTextContent(
      'Your points could not be loaded.',
    );
    expect(await screen.findByTestId('mall-empty')).toHaveTextContent(
      'Rewards could not be loaded',
    );
  });

  it('writes the page in Bengali with Bengali digits on a Bengali page', async () => {
    i18n.changeLanguage('bn');
    // The server sends reward and method names in the page's language.
    const names = ['১০০ টাকা নগদ', 'বোনাস', 'ক্লাব জার্সি', 'ছোট নগদ'];
    serve({
      'GET /wps/loyalty/mall': () => ({
        value: items.map((i, n) => ({ ...i, name: names[n]!, description: '' })),
      }),
      'GET /wps/wallet/deposit/methods': () => ({ value: [{ code: 'BKASH', name: 'বিকাশ' }] }),
    });
    renderWithApp(<PointMallView />, { url: '/pointMall' });
    const view = await screen.findByTestId('point-mall-view');
    expect(await screen.findByTestId('points-balance')).toHaveTextContent('১,২৫০ পয়েন্ট');
    await waitFor(() =>
      expect(screen.getByTestId('points-ratios')).toHaveTextContent(
        'বিকাশ দিয়ে প্রতি ৳ ৫০ ডিপোজিটে ১ পয়েন্ট',
      ),
    );
    expect(await screen.findByTestId('mall-item-2')).toHaveTextContent('৮টি বাকি');
    expect(screen.getByTestId('mall-item-1')).toHaveTextContent('২ বারের মধ্যে ১ বার রিডিম করেছেন');
    expect(screen.getByTestId('convert-rate')).toHaveTextContent('১ পয়েন্ট = ৳ ০.১০');
    expect(view.textContent).not.toMatch(/[0-9]/);
  });
});
