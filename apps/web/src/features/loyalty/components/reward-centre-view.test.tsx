import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Grant } from '@portal/contracts/loyalty';
import type { Application, Claimable } from '@portal/contracts/promotions';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { RewardCentreView } from './reward-centre-view.tsx';
import { signInEachTest } from '../../../testing/session.ts';

const noGrants = () => ({ value: { list: [], total: 0, pageNo: 1, pageSize: 5 } });
/** Nothing to claim and no applications: the calls of the member's own blocks, answered. */
const quiet = {
  'GET /wps/loyalty/claimable': () => ({ value: [] }),
  'GET /wps/loyalty/applications': () => ({
    value: { list: [], total: 0, pageNo: 1, pageSize: 5 },
  }),
};

const share: Claimable = {
  promotionId: 6,
  kind: 'FIXED',
  title: 'Daily gift',
  terms: 'A gift every day.',
  amount: '50.00',
  draw: false,
  wageringMultiple: 3,
  endsAt: null,
};
const signUp: Claimable = {
  promotionId: 5,
  kind: 'REGISTRATION',
  title: 'Sign-up bonus up to 131K',
  terms: '',
  amount: '131000.00',
  draw: true,
  wageringMultiple: 20,
  endsAt: '2026-12-03T12:00:00',
};

describe('reward centre', () => {
  signInEachTest();

  it('lists only the programmes the operator switched on, each to its page where it has one', async () => {
    mockApi({
      'GET /wps/member/info': () => ({
        value: { availablePromo: true, hasVip: true, vipLabelName: 'Gold' },
      }),
      'GET /wps/loyalty/grants': noGrants,
      ...quiet,
    });
    const on = new Set(['REFERRAL3', 'VIP3', 'POINTMALL3']);
    renderWithApp(<RewardCentreView flag={(modId) => on.has(modId)} />);
    // Invitations show once member info says referral is on for this member.
    await screen.findByTestId('programme-REFERRAL3');
    const list = screen.getByTestId('rewards-programmes');
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Invite friends', 'VIP club', 'Points mall']);
    expect(
      within(screen.getByTestId('programme-REFERRAL3')).getByRole('link', { name: 'Open' }),
    ).toHaveAttribute('href', '/referral');
    expect(
      within(screen.getByTestId('programme-VIP3')).getByRole('link', { name: 'Open' }),
    ).toHaveAttribute('href', '/vip');
    expect(
      within(screen.getByTestId('programme-POINTMALL3')).getByRole('link', { name: 'Open' }),
    ).toHaveAttribute('href', '/pointMall');
    expect(await screen.findByTestId('vip-level')).toHaveTextContent('Your level: Gold');
    expect(screen.getByTestId('rewards-none')).toHaveTextContent('Nothing to claim right now');
  });

  it('leaves invitations out when referral is off for the member, and says when nothing runs', async () => {
    mockApi({
      'GET /wps/member/info': () => ({ value: { availablePromo: false } }),
      'GET /wps/loyalty/grants': noGrants,
      ...quiet,
    });
    const { unmount } = renderWithApp(<RewardCentreView flag={(modId) => modId === 'REFERRAL3'} />);
    expect(await screen.findByTestId('rewards-programmes-none')).toBeVisible();
    unmount();
    renderWithApp(<RewardCentreView flag={() => false} />);
    expect(screen.getByTestId('rewards-programmes-none')).toHaveTextContent(
      'This site runs no reward programmes at the moment.',
    );
  });

  it('shows the newest rewards paid, each named in the page’s words with what is left to bet', async () => {
    mockApi({
      ...quiet,
      'GET /wps/member/info': () => ({ value: { availablePromo: false } }),
      'GET /wps/loyalty/grants': () => ({
        value: {
          list: [
            {
              id: 9,
              source: 'VIP_LEVEL_UP',
              title: '',
              vipLevel: 2,
              amount: '300.00',
              wageringRequired: '300.00',
              reference: 'VIP 2',
              state: 'ISSUED',
              createdAt: '2026-11-26T10:00:00.000Z',
            },
            {
              id: 10,
              source: 'REGISTRATION',
              title: '',
              vipLevel: null,
              amount: '131.00',
              wageringRequired: '2620.00',
              reference: null,
              state: 'CLAIMED',
              createdAt: '2026-11-27T12:00:00',
            },
            {
              id: 8,
              source: 'FIRST_DEPOSIT',
              title: '70% first-deposit bonus',
              vipLevel: null,
              amount: '700.00',
              wageringRequired: '17000.00',
              reference: 'D123',
              state: 'ISSUED',
              createdAt: '2026-11-25T10:00:00.000Z',
            },
            {
              id: 7,
              source: 'RELOAD',
              title: 'Weekend reload',
              vipLevel: null,
              amount: '200.00',
              wageringRequired: '4000.00',
              reference: 'D120',
              state: 'FORFEITED',
              createdAt: '2026-11-24T10:00:00.000Z',
            },
          ],
          total: 4,
          pageNo: 1,
          pageSize: 5,
        },
      }),
    });
    renderWithApp(<RewardCentreView flag={() => false} />);
    const items = await screen.findAllByTestId('rewards-recent-item');
    expect(items[0]).toHaveTextContent('VIP level-up bonus: level 2');
    expect(items[0]).toHaveTextContent('+300.00');
    expect(items[0]).toHaveTextContent('bet 300.00 to withdraw');
    // A claimed reward says so; one whose promotion has no title is named by its kind.
    expect(items[1]).toHaveTextContent('Sign-up bonus');
    expect(items[1]).toHaveTextContent('Claimed Nov 27, 2026');
    expect(items[2]).toHaveTextContent('70% first-deposit bonus');
    expect(items[2]).toHaveTextContent('Paid ');
    expect(items[2]).toHaveTextContent('bet 17,000.00 to withdraw');
    // A bonus given up says so: it paid, but was taken back and has nothing left to bet.
    expect(items[3]).toHaveTextContent('Weekend reload');
    expect(within(items[3]!).getByTestId('rewards-recent-given-up')).toHaveTextContent('Given up');
    expect(items[3]).not.toHaveTextContent('Paid');
    expect(items[3]).not.toHaveTextContent('to withdraw');
  });

  it('says a reward expired, and by when an open one must be played through', async () => {
    const grant = (over: Partial<Grant>): Grant => ({
      id: 1,
      source: 'RELOAD',
      title: 'Weekend reload',
      vipLevel: null,
      amount: '200.00',
      wageringRequired: '4000.00',
      reference: 'D120',
      state: 'ISSUED',
      expiresAt: null,
      createdAt: '2026-11-24T10:00:00.000Z',
      ...over,
    });
    mockApi({
      ...quiet,
      'GET /wps/member/info': () => ({ value: { availablePromo: false } }),
      'GET /wps/loyalty/grants': () => ({
        value: {
          list: [
            grant({ id: 12, expiresAt: '2099-12-05T18:30:00' }),
            grant({ id: 11, state: 'EXPIRED', expiresAt: '2026-11-20T10:00:00.000Z' }),
            // No deadline, or one already passed (played through in time): nothing to say.
            grant({ id: 10 }),
            grant({ id: 9, expiresAt: '2026-11-01T10:00:00.000Z' }),
          ],
          total: 4,
          pageNo: 1,
          pageSize: 5,
        },
      }),
    });
    renderWithApp(<RewardCentreView flag={() => false} />);
    const items = await screen.findAllByTestId('rewards-recent-item');
    expect(items[0]).toHaveTextContent(
      'bet 4,000.00 to withdraw · Play through by Dec 5, 2099, 6:30 PM',
    );
    expect(within(items[1]!).getByTestId('rewards-recent-expired')).toHaveTextContent('Expired');
    expect(items[1]).not.toHaveTextContent('Given up');
    expect(items[1]).not.toHaveTextContent('to withdraw');
    expect(items[2]).not.toHaveTextContent('Play through');
    expect(items[3]).not.toHaveTextContent('Play through');
  });

  it('lists the rewards to claim first; a claim pays, leaves the list and says what it paid', async () => {
    let claimable = [share, signUp];
    const api = mockApi({
      ...quiet,
      'GET /wps/member/info': () => ({ value: { currencySymbol: '৳' } }),
      'GET /wps/loyalty/grants': () => ({
        value: {
          list: [
            {
              id: 9,
              source: 'VIP_LEVEL_UP',
              title: '',
              vipLevel: 2,
              amount: '300.00',
              wageringRequired: '0.00',
              reference: 'VIP 2',
              state: 'ISSUED',
              createdAt: '2026-11-26T12:00:00',
            },
          ],
          total: 1,
          pageNo: 1,
          pageSize: 5,
        },
      }),
      'GET /wps/loyalty/claimable': () => ({ value: claimable }),
      'POST /wps/loyalty/promotions/5/claim': () => {
        claimable = [share];
        return { value: { grantId: 77, amount: '131.00', wageringRequired: '2620.00' } };
      },
    });
    renderWithApp(<RewardCentreView flag={() => false} />);
    const list = await screen.findByTestId('claimables');
    await screen.findByTestId('rewards-recent');
    // Before the recent rewards, first thing under "Your rewards".
    const order = [...screen.getByTestId('reward-centre').querySelectorAll('[data-testid]')].map(
      (el) => el.getAttribute('data-testid'),
    );
    expect(order.indexOf('claimables')).toBeLessThan(order.indexOf('rewards-recent'));
    expect(screen.queryByTestId('rewards-none')).toBeNull();

    const [gift, prize] = within(list).getAllByTestId('claimable');
    expect(gift).toHaveTextContent('Daily gift');
    expect(within(gift!).getByTestId('claimable-amount')).toHaveTextContent('৳ 50.00');
    expect(gift).toHaveTextContent('Bet 3 times what you receive before a withdrawal.');
    // A drawn prize is "up to" its top prize.
    expect(within(prize!).getByTestId('claimable-amount')).toHaveTextContent('Up to ৳ 131,000.00');
    expect(prize).toHaveTextContent('Claim by Dec 3, 2026');

    await userEvent.click(within(prize!).getByTestId('claimable-claim'));
    expect(await screen.findByTestId('claim-paid')).toHaveTextContent(
      'Sign-up bonus up to 131K: ৳ 131.00 is in your main wallet. Bet ৳ 2,620.00 before you withdraw it.',
    );
    expect(api.calls('POST /wps/loyalty/promotions/5/claim')[0]?.body).toEqual({
      requestId: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    // The list and the recent rewards are read again: the claimed reward has left the list.
    await waitFor(() => expect(screen.getAllByTestId('claimable')).toHaveLength(1));
    expect(api.calls('GET /wps/loyalty/grants').length).toBeGreaterThanOrEqual(2);
  });

  it('shows my applications with where each stands, why one was rejected and what one paid', async () => {
    const application = (over: Partial<Application>): Application => ({
      id: 1,
      promotionId: 6,
      title: 'Share and win 50',
      comment: 'https://example.com/post/1',
      imageCount: 1,
      state: 'APPLYING',
      reason: null,
      amount: null,
      createdAt: '2026-11-25T12:00:00',
      decidedAt: null,
      ...over,
    });
    mockApi({
      ...quiet,
      'GET /wps/member/info': () => ({ value: { currencySymbol: '৳' } }),
      'GET /wps/loyalty/grants': noGrants,
      'GET /wps/loyalty/applications': () => ({
        value: {
          list: [
            application({ id: 3 }),
            application({
              id: 2,
              state: 'REJECTED',
              reason: 'The screenshot does not show the post.',
              decidedAt: '2026-11-24T12:00:00',
            }),
            application({
              id: 1,
              state: 'APPROVED',
              amount: '50.00',
              decidedAt: '2026-11-23T12:00:00',
            }),
          ],
          total: 3,
          pageNo: 1,
          pageSize: 5,
        },
      }),
    });
    renderWithApp(<RewardCentreView flag={() => false} />);
    const list = await screen.findByTestId('applications');
    expect(screen.getByRole('heading', { name: 'My applications' })).toBeVisible();
    const [waiting, rejected, approved] = within(list).getAllByTestId('application');
    expect(within(waiting!).getByTestId('application-state')).toHaveTextContent('Applying');
    expect(waiting).toHaveTextContent('Images: 1');
    expect(within(rejected!).getByTestId('application-state')).toHaveTextContent('Rejected');
    expect(within(rejected!).getByTestId('application-reason')).toHaveTextContent(
      'Reason: The screenshot does not show the post.',
    );
    expect(within(approved!).getByTestId('application-state')).toHaveTextContent('Approved');
    expect(within(approved!).getByTestId('application-amount')).toHaveTextContent('Paid ৳ 50.00');
    expect(within(waiting!).queryByTestId('application-amount')).toBeNull();
  });
});
