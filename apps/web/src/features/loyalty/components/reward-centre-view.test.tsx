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
    mockApi({ 'GET /wps/member/info': () => ({ value: { availablePromo: false } }) });
    const { unmount } = renderWithApp(<RewardCentreView flag={(modId) => modId === 'REFERRAL3'} />);
    expect(await screen.findByTestId('rewards-programmes-none')).toBeVisible();
    unmount();
    renderWithApp(<RewardCentreView flag={() => false} />);
    expect(screen.getByTestId('rewards-programmes-none')).toHaveTextContent(
      'This site runs no reward programmes at the moment.',
    );
  });
});
