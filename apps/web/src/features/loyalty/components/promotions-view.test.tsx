import { screen, within } from '@testing-library/react';
import type { PublicPromotion } from '@portal/contracts/loyalty';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { useSessionStore } from '../../../lib/stores/session-store.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { PromotionsView } from './promotions-view.tsx';

const common = {
  terms: '',
  percent: 0,
  minDeposit: '0.00',
  minPayout: '0.00',
  endsAt: null,
  rates: [],
};
const list: PublicPromotion[] = [
  {
    ...common,
    id: 1,
    code: 'FIRST_DEPOSIT_70',
    kind: 'FIRST_DEPOSIT',
    period: null,
    title: '70% first-deposit bonus',
    percent: 70,
    cap: '7000.00',
    minDeposit: '200.00',
    wageringMultiple: 10,
  },
  {
    ...common,
    id: 2,
    code: 'DAILY_REBATE',
    kind: 'REBATE',
    period: 'DAY',
    title: 'Daily rebate',
    cap: '5000.00',
    wageringMultiple: 1,
    rates: [
      { category: '*', threshold: '0.00', ratePercent: 0.5 },
      { category: 'RNG', threshold: '0.00', ratePercent: 0.8 },
    ],
  },
  {
    ...common,
    id: 3,
    code: 'WEEKLY_CASHBACK',
    kind: 'CASHBACK',
    period: 'WEEK',
    title: 'Weekly cash back',
    cap: '20000.00',
    wageringMultiple: 1,
    rates: [{ category: '*', threshold: '500.00', ratePercent: 5 }],
  },
];

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(async () => {
  useSessionStore.getState().clear();
  await i18n.changeLanguage('en');
});

describe('promotions page', () => {
  it('shows a visitor every promotion with its rates and the way to take the welcome bonus', async () => {
    mockApi({ 'GET /wps/loyalty/promotions': () => ({ value: list }) });
    renderWithApp(<PromotionsView />, { url: '/promotions' });
    const welcome = await screen.findByTestId('promotion-FIRST_DEPOSIT_70');
    expect(welcome).toHaveTextContent(
      '70% of your first deposit, up to 7,000.00, from a deposit of 200.00.',
    );
    expect(within(welcome).getByRole('link', { name: 'Sign up to take it' })).toHaveAttribute(
      'href',
      '/register',
    );
    const rebate = screen.getByTestId('promotion-DAILY_REBATE');
    const rates = within(rebate).getByRole('list', { name: 'Rates' });
    expect(
      within(rates)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Slots0.8%', 'Every other game0.5%']);
    expect(rebate).toHaveTextContent('Up to 5,000.00 a day.');
    expect(screen.getByTestId('promotion-WEEKLY_CASHBACK')).toHaveTextContent(
      'Net loss from 500.00',
    );
  });

  it('sends a signed-in member to the deposit page, in Bengali digits on a Bengali page', async () => {
    useSessionStore.getState().begin('tok', {
      userName: 'player01',
      isAgent: false,
      isTrial: false,
      mustChangePassword: false,
    });
    await i18n.changeLanguage('bn');
    // The server sends titles in the page's language.
    const titles = ['প্রথম ডিপোজিটে ৭০% বোনাস', 'দৈনিক রিবেট', 'সাপ্তাহিক ক্যাশব্যাক'];
    mockApi({
      'GET /wps/loyalty/promotions': () => ({
        value: list.map((p, i) => ({ ...p, title: titles[i]! })),
      }),
      'GET /wps/member/info': () => ({ value: {} }),
    });
    renderWithApp(<PromotionsView />, { url: '/promotions' });
    const welcome = await screen.findByTestId('promotion-FIRST_DEPOSIT_70');
    expect(within(welcome).getByRole('link', { name: 'এখনই ডিপোজিট করুন' })).toHaveAttribute(
      'href',
      '/depositv2',
    );
    expect(welcome).toHaveTextContent('প্রথম ডিপোজিটের ৭০%, সর্বোচ্চ ৭,০০০.০০');
    expect(screen.getByTestId('promotions-list').textContent).not.toMatch(/[0-9]/);
  });
});
