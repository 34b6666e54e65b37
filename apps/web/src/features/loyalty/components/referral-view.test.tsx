import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReferralOverview } from '@portal/contracts/referral';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '../../../lib/stores/language-store.ts';
import { useSessionStore } from '../../../lib/stores/session-store.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { ReferralView } from './referral-view.tsx';

const overview = (over: Partial<ReferralOverview> = {}): ReferralOverview => ({
  referralCode: 'ABC123',
  registerPath: '/register?referralCode=ABC123',
  invited: 12,
  deposited: 3,
  list: [
    { account: 'fr******e1', registeredAt: '2026-11-20T08:00:00.000Z', deposited: true },
    { account: 'fr******o2', registeredAt: '2026-11-19T08:00:00.000Z', deposited: false },
  ],
  pageNo: 1,
  pageSize: 10,
  ...over,
});

describe('invite friends', () => {
  beforeEach(() => {
    useSessionStore.getState().begin('tok', {
      userName: 'player01',
      isAgent: false,
      isTrial: false,
      mustChangePassword: false,
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().clear();
    useLanguageStore.getState().setLanguage('BN');
  });

  it('shows my link, code, counts and friends, and pages through them', async () => {
    useLanguageStore.getState().setLanguage('EN');
    const api = mockApi({
      'GET /wps/member/referral': (request) => ({
        value: overview({ pageNo: Number(request.query.get('pageNo')) }),
      }),
    });
    renderWithApp(<ReferralView />);
    expect(await screen.findByTestId('referral-link')).toHaveTextContent(
      `${window.location.origin}/register?referralCode=ABC123`,
    );
    expect(screen.getByTestId('referral-code')).toHaveTextContent('ABC123');
    expect(screen.getByTestId('referral-invited')).toHaveTextContent('12');
    expect(screen.getByTestId('referral-deposited')).toHaveTextContent('3');
    const friends = screen.getAllByTestId('referral-friend');
    expect(friends).toHaveLength(2);
    expect(friends[0]).toHaveTextContent('fr******e1');
    expect(friends[0]).toHaveTextContent('Deposited');
    expect(friends[1]).toHaveTextContent('Not yet');
    expect(screen.getByRole('img', { name: 'Code to scan: your invitation link' })).toBeVisible();

    await userEvent.click(screen.getByTestId('referral-pager-next'));
    await vi.waitFor(() => expect(api.seen.at(-1)?.query.get('pageNo')).toBe('2'));
  });

  it('counts in the page’s language', async () => {
    useLanguageStore.getState().setLanguage('BN');
    mockApi({ 'GET /wps/member/referral': () => ({ value: overview() }) });
    renderWithApp(<ReferralView />);
    expect(await screen.findByTestId('referral-invited')).toHaveTextContent('১২');
  });

  it('says clearly when the operator has switched invitations off', async () => {
    useLanguageStore.getState().setLanguage('EN');
    mockApi({
      'GET /wps/member/referral': () => ({ code: 'REFERRAL_DISABLED', status: 403 }),
    });
    renderWithApp(<ReferralView />);
    expect(await screen.findByTestId('referral-off')).toHaveTextContent(
      'Invitations are switched off',
    );
  });
});
