import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BonusRow } from '@portal/contracts/wallet';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { forgetServerKey } from '../../../lib/crypto-envelope.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { createServerKeys, mockApi } from '../../../testing/mock-api.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { signInEachTest } from '../../../testing/session.ts';
import { BonusesView } from './bonuses-view.tsx';

const rebate: BonusRow = {
  id: 2,
  amount: '96.40',
  reason: 'Daily rebate',
  source: 'REBATE',
  vipLevel: null,
  period: '2026-11-26',
  lines: [
    { category: 'LIVE', validStake: '4000.00', ratePercent: 0.6, amount: '24.00' },
    { category: 'RNG', validStake: '9050.00', ratePercent: 0.8, amount: '72.40' },
  ],
  cashBack: null,
  turnoverRequired: '96.40',
  turnoverRemaining: '0.00',
  grantId: 20,
  grantState: 'ISSUED',
  grantExpiresAt: null,
  createdAt: '2026-11-26T19:00:00.000Z',
};
const cashBack: BonusRow = {
  ...rebate,
  id: 1,
  amount: '440.00',
  reason: 'Weekly cash back',
  period: '2026-W47',
  lines: [],
  cashBack: { netLoss: '5500.00', ratePercent: 8 },
  grantId: 19,
};
const levelUp: BonusRow = {
  ...rebate,
  id: 3,
  amount: '300.00',
  reason: 'VIP 2',
  source: 'VIP_LEVEL_UP',
  vipLevel: 2,
  period: null,
  lines: [],
  grantId: 21,
};
const monthly: BonusRow = {
  ...levelUp,
  id: 4,
  amount: '100.00',
  reason: '2026-10',
  source: 'VIP_MONTHLY',
  grantId: 22,
};
/** A deposit bonus whose wagering is still open: the member may give it up. */
const firstDeposit: BonusRow = {
  ...rebate,
  id: 5,
  amount: '500.00',
  reason: '100% first-deposit bonus',
  source: 'FIRST_DEPOSIT',
  period: null,
  lines: [],
  turnoverRequired: '10000.00',
  turnoverRemaining: '7500.00',
  grantId: 31,
  grantState: 'ISSUED',
};
/** Given up earlier: said so, with nothing more to do. */
const givenUp: BonusRow = {
  ...firstDeposit,
  id: 6,
  reason: 'Reload bonus',
  source: 'RELOAD',
  turnoverRemaining: '0.00',
  grantId: 32,
  grantState: 'FORFEITED',
};
/** An operator's bonus has no grant: nothing to give up, even with wagering open. */
const operatorBonus: BonusRow = {
  ...firstDeposit,
  id: 7,
  reason: 'Goodwill',
  source: null,
  grantId: null,
  grantState: null,
};
const rows = [rebate, cashBack, levelUp, monthly, firstDeposit, givenUp, operatorBonus];

type Routes = Parameters<typeof mockApi>[0];

function serve(routes: Routes = {}) {
  return mockApi({
    'GET /wps/member/info': () => ({ value: { currencySymbol: '৳' } }),
    'GET /wps/member/records/bonuses': () => ({
      value: { list: rows, total: rows.length, pageNo: 1, pageSize: 20 },
    }),
    ...routes,
  });
}

let server: Awaited<ReturnType<typeof createServerKeys>>;

describe('bonus details', () => {
  signInEachTest();
  beforeAll(async () => {
    server = await createServerKeys();
  });
  beforeEach(() => {
    forgetServerKey();
  });
  afterEach(async () => {
    i18n.changeLanguage('en');
  });

  it('shows a rebate by game type and a cash back by its loss, with their periods', async () => {
    serve();
    renderWithApp(<BonusesView />, { url: '/bonusDetails' });
    const table = await screen.findByTestId('bonuses-table');
    const [first, second, third, fourth] = within(table).getAllByTestId('bonuses-table-row');
    // VIP bonuses have no promotion: named by what paid them, in the page's language.
    expect(third).toHaveTextContent('VIP level-up bonus: level 2');
    expect(fourth).toHaveTextContent('VIP monthly bonus: level 2, October 2026');
    expect(first).toHaveTextContent('Daily rebate');
    expect(first).toHaveTextContent('For Nov 26, 2026');
    const lines = within(first!).getByRole('list', { name: 'Rebate by game type' });
    expect(lines).toHaveTextContent('Live Casino: 4,000.00 × 0.6% = 24.00');
    expect(lines).toHaveTextContent('Slots: 9,050.00 × 0.8% = 72.40');
    expect(second).toHaveTextContent('For week 47 of 2026');
    expect(second).toHaveTextContent('Net loss 5,500.00 × 8%');
  });

  it('writes them in Bengali with Bengali digits', async () => {
    i18n.changeLanguage('bn');
    serve();
    renderWithApp(<BonusesView />, { url: '/bonusDetails' });
    const table = await screen.findByTestId('bonuses-table');
    const [first, second, third] = within(table).getAllByTestId('bonuses-table-row');
    expect(third).toHaveTextContent('ভিআইপি লেভেল-আপ বোনাস: লেভেল ২');
    expect(first).toHaveTextContent('৯,০৫০.০০ × ০.৮% = ৭২.৪০');
    expect(second).toHaveTextContent('২০২৬ সালের ৪৭ নম্বর সপ্তাহের');
    expect(second).toHaveTextContent('নিট ক্ষতি ৫,৫০০.০০ × ৮%');
    expect(first!.textContent).not.toMatch(/[0-9]/);
    const rest = within(table).getAllByTestId('bonuses-table-row');
    expect(within(rest[4]!).getByRole('button')).toHaveTextContent('বোনাস ছেড়ে দিন');
    expect(within(rest[5]!).getByTestId('bonus-given-up')).toHaveTextContent('ছেড়ে দেওয়া হয়েছে');
  });

  it('offers giving up only a reward with wagering open, and says which were given up', async () => {
    serve();
    renderWithApp(<BonusesView />, { url: '/bonusDetails' });
    const table = await screen.findByTestId('bonuses-table');
    const found = within(table).getAllByTestId('bonuses-table-row');
    expect(within(table).getAllByRole('button', { name: 'Give up bonus' })).toHaveLength(1);
    expect(within(found[4]!).getByRole('button', { name: 'Give up bonus' })).toBeVisible();
    // Wagering done, given up, or an operator's bonus: nothing to give up.
    expect(within(found[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(found[6]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(found[5]!).getByTestId('bonus-given-up')).toHaveTextContent('Given up');
    expect(within(found[5]!).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(found[5]!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says a bonus expired, and by when an open one must be played through', async () => {
    // A deadline on an open bonus; another bonus's deadline passed with wagering left.
    const open: BonusRow = { ...firstDeposit, grantExpiresAt: '2026-12-05T18:30:00' };
    const expired: BonusRow = {
      ...firstDeposit,
      id: 8,
      reason: 'Weekend reload',
      source: 'RELOAD',
      turnoverRemaining: '0.00',
      grantId: 33,
      grantState: 'EXPIRED',
      grantExpiresAt: '2026-11-20T18:30:00',
    };
    // Played through before its deadline: nothing left to say about it.
    const done: BonusRow = { ...rebate, id: 9, grantExpiresAt: '2026-12-01T10:00:00' };
    const list = [open, expired, done];
    serve({
      'GET /wps/member/records/bonuses': () => ({
        value: { list, total: list.length, pageNo: 1, pageSize: 20 },
      }),
    });
    renderWithApp(<BonusesView />, { url: '/bonusDetails' });
    const table = await screen.findByTestId('bonuses-table');
    const [first, second, third] = within(table).getAllByTestId('bonuses-table-row');
    expect(within(first!).getByTestId('bonus-deadline')).toHaveTextContent(
      'Play through by Dec 5, 2026, 6:30 PM',
    );
    expect(within(first!).getByRole('progressbar')).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Give up bonus' })).toBeVisible();

    // Expired: its own label, not "Given up"; no progress, no deadline, nothing to give up.
    expect(within(second!).getByTestId('bonus-expired')).toHaveTextContent('Expired');
    expect(second).not.toHaveTextContent('Given up');
    expect(within(second!).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(second!).queryByTestId('bonus-deadline')).not.toBeInTheDocument();
    expect(within(second!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(third!).queryByTestId('bonus-deadline')).not.toBeInTheDocument();

    i18n.changeLanguage('bn');
    expect(await within(second!).findByTestId('bonus-expired')).toHaveTextContent('মেয়াদ শেষ');
    const deadline = within(first!).getByTestId('bonus-deadline');
    expect(deadline).toHaveTextContent('টার্নওভার পূরণের শেষ সময়: ৫ ডিসে, ২০২৬, ৬:৩০ অপরাহ্ণ');
    expect(deadline.textContent).not.toMatch(/[0-9]/);
  });

  it('gives a bonus up with the payment password in an encrypted body, then says what was taken', async () => {
    const api = serve({
      'GET /wps/system/publicKey': () => ({ value: server.publicKey }),
      'POST /wps/loyalty/grants/31/forfeit': () => ({ value: { grantId: 31, taken: '420.00' } }),
    });
    const { queryClient } = renderWithApp(<BonusesView />, { url: '/bonusDetails' });
    const balanceKey = ['member', 'wallet', 'tok', 'balance'];
    const grantsKey = ['grants', 'tok', 'EN'];
    const promotionsKey = ['promotions', 'tok', 'EN'];
    for (const key of [balanceKey, grantsKey, promotionsKey]) queryClient.setQueryData(key, {});
    const table = await screen.findByTestId('bonuses-table');
    const row = within(table).getAllByTestId('bonuses-table-row')[4]!;
    await userEvent.click(within(row).getByRole('button', { name: 'Give up bonus' }));

    const dialog = await screen.findByTestId('forfeit-dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Give up this bonus?');
    expect(within(dialog).getByTestId('forfeit-facts')).toHaveTextContent(
      '100% first-deposit bonus',
    );
    expect(within(dialog).getByTestId('forfeit-facts')).toHaveTextContent(
      'Turnover left৳ 7,500.00',
    );
    expect(within(dialog).getByTestId('forfeit-explain')).toHaveTextContent(
      'The bonus amount (৳ 500.00, or your whole balance if that is lower) is taken back',
    );
    expect(within(dialog).getByTestId('forfeit-explain')).toHaveTextContent(
      'this bonus’s wagering closes',
    );
    // Nothing is sent without a 6-digit payment password.
    await userEvent.click(within(dialog).getByTestId('forfeit-submit'));
    expect(dialog).toHaveTextContent('The payment password is 6 digits.');
    expect(api.calls('POST /wps/loyalty/grants/31/forfeit')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/^Payment password/), '123456');
    await userEvent.click(within(dialog).getByTestId('forfeit-submit'));
    expect(await within(dialog).findByTestId('forfeit-done')).toHaveTextContent(
      '৳ 420.00 was taken back from your main wallet and this bonus’s wagering is closed.',
    );
    const [sent] = api.calls('POST /wps/loyalty/grants/31/forfeit');
    expect(sent!.headers.get('encryption')).toMatch(/^test-key\./);
    expect(sent!.rawBody).not.toContain('123456');
    expect((await server.open(sent!)).inner.data).toEqual({ paymentPassword: '123456' });
    await waitFor(() => expect(api.calls('GET /wps/member/records/bonuses')).toHaveLength(2));
    for (const key of [balanceKey, grantsKey, promotionsKey]) {
      expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    }
    await userEvent.click(within(dialog).getByTestId('forfeit-close'));
    await waitFor(() => expect(screen.queryByTestId('forfeit-dialog')).not.toBeInTheDocument());
  });

  it('shows the server’s message when giving up is refused', async () => {
    const api = serve({
      'GET /wps/system/publicKey': () => ({ value: server.publicKey }),
      'POST /wps/loyalty/grants/31/forfeit': () => ({
        code: 'LOYALTY_FORFEIT_FUNDS_AT_VENDOR',
        status: 409,
      }),
    });
    renderWithApp(<BonusesView />, { url: '/bonusDetails' });
    const table = await screen.findByTestId('bonuses-table');
    const row = within(table).getAllByTestId('bonuses-table-row')[4]!;
    await userEvent.click(within(row).getByRole('button', { name: 'Give up bonus' }));
    const dialog = await screen.findByTestId('forfeit-dialog');
    const password = within(dialog).getByLabelText(/^Payment password/);
    await userEvent.type(password, '123456');
    await userEvent.click(within(dialog).getByTestId('forfeit-submit'));
    // The server's translated text (the mock writes "server text"); the field is cleared.
    expect(await within(dialog).findByTestId('forfeit-error')).toHaveTextContent('server text');
    expect(password).toHaveValue('');
    expect(within(dialog).queryByTestId('forfeit-done')).not.toBeInTheDocument();
    expect(api.calls('POST /wps/loyalty/grants/31/forfeit')).toHaveLength(1);
  });
});
