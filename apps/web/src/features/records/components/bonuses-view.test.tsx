import { screen, within } from '@testing-library/react';
import type { BonusRow } from '@portal/contracts/wallet';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { mockApi } from '../../../testing/mock-api.ts';
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
};
const monthly: BonusRow = {
  ...levelUp,
  id: 4,
  amount: '100.00',
  reason: '2026-10',
  source: 'VIP_MONTHLY',
};

function serve() {
  mockApi({
    'GET /wps/member/info': () => ({ value: { currencySymbol: '৳' } }),
    'GET /wps/member/records/bonuses': () => ({
      value: { list: [rebate, cashBack, levelUp, monthly], total: 4, pageNo: 1, pageSize: 20 },
    }),
  });
}

describe('bonus details', () => {
  signInEachTest();
  afterEach(async () => {
    await i18n.changeLanguage('en');
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
    await i18n.changeLanguage('bn');
    serve();
    renderWithApp(<BonusesView />, { url: '/bonusDetails' });
    const table = await screen.findByTestId('bonuses-table');
    const [first, second, third] = within(table).getAllByTestId('bonuses-table-row');
    expect(third).toHaveTextContent('ভিআইপি লেভেল-আপ বোনাস: লেভেল ২');
    expect(first).toHaveTextContent('৯,০৫০.০০ × ০.৮% = ৭২.৪০');
    expect(second).toHaveTextContent('২০২৬ সালের ৪৭ নম্বর সপ্তাহের');
    expect(second).toHaveTextContent('নিট ক্ষতি ৫,৫০০.০০ × ৮%');
    expect(first!.textContent).not.toMatch(/[0-9]/);
  });
});
