import { screen, within } from '@testing-library/react';
import type { VipLevel, VipStatus } from '@portal/contracts/vip';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { signInEachTest } from '../../../testing/session.ts';
import { VipView } from './vip-view.tsx';

const base = {
  levelUpBonus: '0.00',
  monthlyBonus: '0.00',
  monthlyMinStake: '0.00',
  wageringCenti: 100,
  withdrawMax: null,
  withdrawDailyCount: null,
};
const level = (
  n: number,
  name: string,
  extra: Partial<VipLevel> & Pick<VipLevel, 'minValidStake' | 'minDeposit'>,
): VipLevel => ({ ...base, level: n, name, names: { EN: name }, ...extra });

const levels: VipLevel[] = [
  level(0, 'Member', { minValidStake: '0.00', minDeposit: '0.00' }),
  level(1, 'Silver', {
    minValidStake: '10000.00',
    minDeposit: '2000.00',
    levelUpBonus: '50.00',
    monthlyBonus: '100.00',
    monthlyMinStake: '5000.00',
    wageringCenti: 150,
  }),
  level(2, 'Gold', {
    minValidStake: '50000.00',
    minDeposit: '10000.00',
    levelUpBonus: '300.00',
    monthlyBonus: '500.00',
    monthlyMinStake: '20000.00',
    withdrawDailyCount: 8,
  }),
  level(3, 'Diamond', {
    minValidStake: '200000.00',
    minDeposit: '50000.00',
    levelUpBonus: '1000.00',
    monthlyBonus: '2000.00',
    wageringCenti: 0,
    withdrawMax: '100000.00',
    withdrawDailyCount: 10,
  }),
];

const silver: VipStatus = {
  // The server's order is not trusted: the page sorts the ladder itself.
  levels: [levels[2]!, levels[0]!, levels[3]!, levels[1]!],
  level: 1,
  validStake: '12500.00',
  deposits: '3000.00',
  month: '2026-11',
  monthValidStake: '2000.00',
  reached: [{ level: 1, at: '2026-11-03T12:00:00.000Z' }],
};

const serve = (status: VipStatus) => mockApi({ 'GET /wps/loyalty/vip': () => ({ value: status }) });

describe('VIP page', () => {
  signInEachTest();
  beforeEach(async () => {
    i18n.changeLanguage('en');
  });
  afterEach(async () => {
    i18n.changeLanguage('en');
  });

  it('shows my level, both targets toward the next one and this month’s bonus target', async () => {
    serve(silver);
    renderWithApp(<VipView />, { url: '/vip' });
    const current = await screen.findByTestId('vip-current');
    expect(within(current).getByRole('heading', { level: 2 })).toHaveTextContent('Silver');
    expect(current).toHaveTextContent('Level 1 · Since Nov 3, 2026');
    expect(within(current).getByRole('heading', { level: 3 })).toHaveTextContent('Next: Gold');

    const stake = screen.getByTestId('vip-progress-stake');
    expect(stake).toHaveTextContent('Valid bets12,500.00 of 50,000.00');
    expect(stake).toHaveTextContent('37,500.00 more to Gold');
    expect(within(stake).getByRole('progressbar', { name: 'Valid bets' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    const deposit = screen.getByTestId('vip-progress-deposit');
    expect(deposit).toHaveTextContent('3,000.00 of 10,000.00');
    expect(deposit).toHaveTextContent('7,000.00 more to Gold');

    const month = screen.getByTestId('vip-month');
    expect(month).toHaveTextContent('This month: November 2026');
    expect(month).toHaveTextContent('2,000.00 of 5,000.00');
    expect(month).toHaveTextContent(
      'Bet 3,000.00 more this month for the monthly bonus of 100.00.',
    );
    expect(screen.queryByTestId('vip-top')).toBeNull();
  });

  it('lists every level lowest first with its terms, my level highlighted and reached ones marked', async () => {
    serve(silver);
    renderWithApp(<VipView />, { url: '/vip' });
    const ladder = await screen.findByRole('list', { name: 'VIP levels, lowest first' });
    expect(
      within(ladder)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Member', 'Silver', 'Gold', 'Diamond']);

    const mine = screen.getByTestId('vip-level-1');
    expect(mine).toHaveAttribute('aria-current', 'step');
    expect(
      within(ladder)
        .getAllByRole('listitem')
        .filter((li) => li.hasAttribute('aria-current')),
    ).toEqual([mine]);
    expect(mine).toHaveTextContent('Your level');
    expect(mine).toHaveTextContent('Reached Nov 3, 2026');
    expect(mine).toHaveTextContent('To reachValid bets 10,000.00 and deposits 2,000.00');
    expect(mine).toHaveTextContent('Level-up bonus50.00');
    expect(mine).toHaveTextContent('Monthly bonus100.00, with 5,000.00 valid bets in the month');
    expect(mine).toHaveTextContent('Bet 1.5× the bonus before a withdrawal');
    expect(mine).toHaveTextContent('WithdrawalsSite standard');

    const start = screen.getByTestId('vip-level-0');
    expect(start).toHaveTextContent('Every member starts here');
    expect(within(start).getByTestId('vip-reached-0')).toHaveTextContent('Reached');
    // Level 0 pays nothing, so there is no wagering to state.
    expect(start).not.toHaveTextContent('Wagering');

    const gold = screen.getByTestId('vip-level-2');
    expect(within(gold).queryByTestId('vip-reached-2')).toBeNull();
    expect(gold).toHaveTextContent('8 a day; amount: site standard');
    const diamond = screen.getByTestId('vip-level-3');
    expect(diamond).toHaveTextContent('Up to 100,000.00 each, 10 a day');
    expect(diamond).toHaveTextContent('2,000.00, with no minimum of bets');
    expect(diamond).toHaveTextContent('None: withdraw at once');
  });

  it('shows the top level without a next target, and a month already played enough', async () => {
    serve({
      ...silver,
      level: 3,
      validStake: '250000.00',
      deposits: '60000.00',
      monthValidStake: '4200.00',
      reached: [1, 2, 3].map((n) => ({ level: n, at: '2026-10-0' + n + 'T12:00:00.000Z' })),
    });
    renderWithApp(<VipView />, { url: '/vip' });
    const top = await screen.findByTestId('vip-top');
    expect(top).toHaveTextContent('Top level reached');
    expect(screen.queryByTestId('vip-next')).toBeNull();
    expect(screen.getByTestId('vip-current')).toHaveTextContent('Diamond');
    // Diamond's monthly bonus has no minimum: any month qualifies.
    expect(screen.getByTestId('vip-month')).toHaveTextContent(
      'You have played enough for this month’s bonus of 2,000.00.',
    );
    expect(screen.getByTestId('vip-level-3')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByTestId('vip-reached-2')).toHaveTextContent('Reached Oct 2, 2026');
  });

  it('says when both targets are met before the level is updated', async () => {
    serve({ ...silver, validStake: '50000.00', deposits: '12000.00' });
    renderWithApp(<VipView />, { url: '/vip' });
    const next = await screen.findByTestId('vip-next');
    expect(
      within(next)
        .getAllByRole('progressbar')
        .map((b) => b.getAttribute('aria-valuenow')),
    ).toEqual(['100', '100']);
    expect(next).toHaveTextContent('Both targets reached');
  });

  it('writes the page in Bengali with Bengali digits on a Bengali page', async () => {
    i18n.changeLanguage('bn');
    // The server sends level names in the page's language.
    const names = ['সদস্য', 'সিলভার', 'গোল্ড', 'ডায়মন্ড'];
    serve({
      ...silver,
      levels: levels.map((l, i) => ({ ...l, name: names[i]! })),
    });
    renderWithApp(<VipView />, { url: '/vip' });
    const view = await screen.findByTestId('vip-view');
    expect(screen.getByTestId('vip-current')).toHaveTextContent('লেভেল ১');
    expect(screen.getByTestId('vip-progress-stake')).toHaveTextContent('গোল্ড পেতে আরও ৩৭,৫০০.০০');
    expect(screen.getByTestId('vip-month')).toHaveTextContent('এই মাস: নভেম্বর ২০২৬');
    expect(screen.getByTestId('vip-level-3')).toHaveTextContent(
      'প্রতিবার সর্বোচ্চ ১,০০,০০০.০০, দিনে ১০ বার',
    );
    expect(view.textContent).not.toMatch(/[0-9]/);
  });

  it('says so when the level cannot be loaded', async () => {
    mockApi({ 'GET /wps/loyalty/vip': () => ({ code: 'INTERNAL_ERROR', status: 500 }) });
    renderWithApp(<VipView />, { url: '/vip' });
    expect(await screen.findByTestId('vip-empty')).toHaveTextContent(
      'Your VIP level could not be loaded',
    );
  });
});
