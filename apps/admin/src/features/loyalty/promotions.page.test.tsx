import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminPromotion, AdminPromotionUpdate } from '@portal/contracts/loyalty';
import { useUiStore } from '../../lib/ui-store.ts';
import { mockApi, renderWithApp } from '../../testing/render.tsx';
import { ok, signInWith } from '../../testing/session.ts';
import PromotionsPage from './promotions.page.tsx';

beforeEach(() => useUiStore.getState().setLanguage('EN'));

const base = {
  status: 'ACTIVE' as const,
  limits: {
    samePhone: false,
    samePayeeName: false,
    sameRegisterIp: false,
    samePayeeAccount: false,
    windowDays: 90,
  },
  percentBp: 0,
  minDeposit: '0.00',
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: null,
  runs: [],
};
const rebate: AdminPromotion = {
  ...base,
  id: 2,
  code: 'DAILY_REBATE',
  kind: 'REBATE',
  period: 'DAY',
  cap: '5000.00',
  minPayout: '1.00',
  wageringCenti: 100,
  texts: {
    EN: { title: 'Daily rebate', terms: 'Every day.' },
    BN: { title: 'দৈনিক রিবেট', terms: '' },
  },
  tiers: [
    { vipLevel: 0, category: '*', threshold: '0.00', rateBp: 50 },
    { vipLevel: 0, category: 'RNG', threshold: '0.00', rateBp: 80 },
    { vipLevel: 3, category: '*', threshold: '0.00', rateBp: 70 },
  ],
  runs: [
    {
      periodKey: '2026-11-26',
      members: 1204,
      total: '18250.40',
      finishedAt: '2026-11-26T18:30:00.000Z',
    },
  ],
};
const cashBack: AdminPromotion = {
  ...base,
  id: 3,
  code: 'WEEKLY_CASHBACK',
  kind: 'CASHBACK',
  period: 'WEEK',
  cap: '20000.00',
  minPayout: '10.00',
  wageringCenti: 100,
  texts: { EN: { title: 'Weekly cash back', terms: '' } },
  tiers: [
    { vipLevel: 0, category: '*', threshold: '500.00', rateBp: 500 },
    { vipLevel: 0, category: '*', threshold: '5000.00', rateBp: 800 },
  ],
};

const welcome: AdminPromotion = {
  ...base,
  id: 1,
  code: 'FIRST_DEPOSIT_70',
  kind: 'FIRST_DEPOSIT',
  period: null,
  percentBp: 7000,
  cap: '7000.00',
  minDeposit: '200.00',
  minPayout: '0.00',
  wageringCenti: 1000,
  texts: { EN: { title: '70% first-deposit bonus', terms: '' } },
  tiers: [],
  limits: { ...base.limits, samePhone: true, samePayeeName: true, samePayeeAccount: true },
};

function serve() {
  return mockApi({
    'GET /wps/admin/loyalty/promotions': () => ok([welcome, rebate, cashBack]),
    'PUT /wps/admin/loyalty/promotions/1': (body) => ok({ ...welcome, ...(body as object) }),
    'PUT /wps/admin/loyalty/promotions/2': (body) => {
      const b = body as AdminPromotionUpdate;
      return ok({
        ...rebate,
        cap: `${b.cap}.00`,
        tiers: b.tiers.map((t) => ({ ...t, threshold: '0.00' })),
      });
    },
  });
}

describe('promotions', () => {
  it('shows each promotion with its rates, settled periods and a preview by the paying formula', async () => {
    signInWith(['loyalty.read', 'loyalty.configure'], { role: 'owner' });
    serve();
    renderWithApp(<PromotionsPage />);
    const card = await screen.findByTestId('promotion-DAILY_REBATE');
    expect(
      within(card).getByText('Rebate on valid bets · paid daily · DAILY_REBATE'),
    ).toBeVisible();
    expect(within(card).getByTestId('promotion-runs')).toHaveTextContent(
      '2026-11-261,20418,250.40',
    );
    // 10,000 of slots at 0.8% pays 80; the cap of 50 would pay 50.
    expect(within(card).getByTestId('preview-result')).toHaveTextContent('Pays 80.00');
    await userEvent.clear(within(card).getByTestId('promotion-cap'));
    await userEvent.type(within(card).getByTestId('promotion-cap'), '50');
    expect(within(card).getByTestId('preview-result')).toHaveTextContent('Pays 50.00');
    const bands = screen.getByTestId('promotion-WEEKLY_CASHBACK');
    // A net loss of 10,000 is in the 8% band: 800.
    expect(within(bands).getByTestId('preview-result')).toHaveTextContent('Pays 800.00');
  });

  it('saves changed rates as basis points and refuses a bad rate before sending', async () => {
    signInWith(['loyalty.read', 'loyalty.configure'], { role: 'finance' });
    const calls = serve();
    renderWithApp(<PromotionsPage />);
    const card = await screen.findByTestId('promotion-DAILY_REBATE');
    const rate = within(card).getByLabelText('Rate 2 (%)');
    await userEvent.clear(rate);
    await userEvent.type(rate, '0.755');
    await userEvent.click(within(card).getByTestId('promotion-save'));
    expect(within(card).getByText(/Enter a percentage from 0.01/)).toBeVisible();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await userEvent.clear(rate);
    await userEvent.type(rate, '1.25');
    await userEvent.click(within(card).getByTestId('rate-add'));
    // The new line is for every member; Gold's line (from VIP level 3) is kept as it was.
    expect(within(card).getByLabelText('Members (line 3)')).toHaveValue('3');
    await userEvent.selectOptions(within(card).getByLabelText('Game type 4'), 'FISH');
    await userEvent.type(within(card).getByLabelText('Rate 4 (%)'), '1');
    await userEvent.click(within(card).getByTestId('promotion-save'));
    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent('Terms saved.'));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toMatchObject({
      status: 'ACTIVE',
      cap: '5000',
      minPayout: '1',
      wageringCenti: 100,
      tiers: [
        { vipLevel: 0, category: '*', threshold: '0', rateBp: 50 },
        { vipLevel: 0, category: 'RNG', threshold: '0', rateBp: 125 },
        { vipLevel: 3, category: '*', threshold: '0', rateBp: 70 },
        { vipLevel: 0, category: 'FISH', threshold: '0', rateBp: 100 },
      ],
    });
  });

  it('changes the one-per-person checks of the first-deposit bonus', async () => {
    signInWith(['loyalty.read', 'loyalty.configure'], { role: 'owner' });
    const calls = serve();
    renderWithApp(<PromotionsPage />);
    const card = await screen.findByTestId('promotion-FIRST_DEPOSIT_70');
    // 10,000 deposited at 70% pays the cap, 7,000.
    expect(within(card).getByTestId('preview-result')).toHaveTextContent('Pays 7,000.00');
    const limits = within(card).getByTestId('promotion-limits');
    await userEvent.click(
      within(limits).getByLabelText('Same payee name (ignoring case and spaces)'),
    );
    const days = within(limits).getByLabelText('Window (days)');
    await userEvent.clear(days);
    await userEvent.type(days, '30');
    await userEvent.click(within(card).getByTestId('promotion-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      percentBp: 7000,
      minDeposit: '200',
      wageringCenti: 1000,
      tiers: [],
      limits: {
        samePhone: true,
        samePayeeName: false,
        sameRegisterIp: false,
        samePayeeAccount: true,
        windowDays: 30,
      },
    });
  });

  it('lets support read the terms without changing them', async () => {
    signInWith(['loyalty.read'], { role: 'support' });
    serve();
    renderWithApp(<PromotionsPage />);
    const card = await screen.findByTestId('promotion-DAILY_REBATE');
    expect(within(card).getByTestId('promotion-cap')).toBeDisabled();
    expect(within(card).queryByTestId('promotion-save')).toBeNull();
  });
});
