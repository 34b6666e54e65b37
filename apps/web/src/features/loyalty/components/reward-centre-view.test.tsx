import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { RewardCentreView } from './reward-centre-view.tsx';
import { signInEachTest } from '../../../testing/session.ts';

describe('reward centre', () => {
  signInEachTest();

  it('lists only the programmes the operator switched on, each to its page where it has one', async () => {
    mockApi({
      'GET /wps/member/info': () => ({
        value: { availablePromo: true, hasVip: true, vipLabelName: 'Gold' },
      }),
      'GET /wps/loyalty/grants': () => ({
        value: { list: [], total: 0, pageNo: 1, pageSize: 5 },
      }),
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
      'GET /wps/loyalty/grants': () => ({
        value: { list: [], total: 0, pageNo: 1, pageSize: 5 },
      }),
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
          ],
          total: 2,
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
    expect(items[1]).toHaveTextContent('70% first-deposit bonus');
    expect(items[1]).toHaveTextContent('bet 17,000.00 to withdraw');
  });
});
