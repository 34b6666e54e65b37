import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminMemberProfile } from '@portal/contracts/admin';
import type { AdminGrant } from '@portal/contracts/promotions';
import { MEMBER_GRANTS_KEY, WALLET_KEY } from '../../../lib/query-keys.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { mockApi, renderWithApp } from '../../../testing/render.tsx';
import { ok, refusal, signInWith } from '../../../testing/session.ts';
import { MemberRewards } from './member-rewards.tsx';

const member = { id: 7, username: 'player01', status: 'ACTIVE' } as AdminMemberProfile;
const LIST = 'GET /wps/admin/loyalty/members/7/grants';
const FORFEIT = 'POST /wps/admin/loyalty/grants/31/forfeit';

const grant = (over: Partial<AdminGrant>): AdminGrant => ({
  id: 1,
  source: 'FIRST_DEPOSIT',
  title: '',
  amount: '100.00',
  wageringRequired: '1000.00',
  wageringRemaining: '0.00',
  state: 'ISSUED',
  reference: null,
  expiresAt: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  ...over,
});

/** Newest first, as the server sends them. */
const GRANTS: AdminGrant[] = [
  grant({
    id: 31,
    source: 'FIRST_DEPOSIT',
    title: '70% first deposit bonus',
    amount: '1250.50',
    wageringRequired: '25010.00',
    wageringRemaining: '18000.00',
    reference: 'D20260105000012',
    createdAt: '2026-01-05T10:00:00.000Z',
  }),
  grant({
    id: 30,
    source: 'VIP_MONTHLY',
    amount: '300.00',
    wageringRequired: '3000.00',
    wageringRemaining: '3000.00',
    state: 'CLAIMED',
    reference: '2025-12',
    createdAt: '2026-01-04T10:00:00.000Z',
  }),
  grant({
    id: 29,
    source: 'REBATE',
    amount: '12.40',
    wageringRequired: '0.00',
    wageringRemaining: '0.00',
    createdAt: '2026-01-03T10:00:00.000Z',
  }),
  grant({
    id: 28,
    source: 'CASHBACK',
    amount: '50.00',
    wageringRequired: '500.00',
    wageringRemaining: '0.00',
    state: 'FORFEITED',
    createdAt: '2026-01-02T10:00:00.000Z',
  }),
];

/** A deposit bonus with a deadline: one still open, one whose deadline passed (taken back). */
const DEADLINES: AdminGrant[] = [
  grant({
    id: 41,
    title: 'Weekend reload',
    source: 'RELOAD',
    amount: '200.00',
    wageringRequired: '4000.00',
    wageringRemaining: '2500.00',
    expiresAt: '2026-01-12T10:00:00.000Z',
    createdAt: '2026-01-05T10:00:00.000Z',
  }),
  grant({
    id: 40,
    title: 'Weekend reload',
    source: 'RELOAD',
    amount: '200.00',
    wageringRequired: '4000.00',
    wageringRemaining: '0.00',
    state: 'EXPIRED',
    expiresAt: '2025-12-29T10:00:00.000Z',
    createdAt: '2025-12-22T10:00:00.000Z',
  }),
];

const page = (list: AdminGrant[], total = list.length) =>
  ok({ list, total, pageNo: 1, pageSize: 20 });

const row = (id: number) => screen.getByTestId(`grant-${id}`);

/** Opens the row's forfeit, types the reason and gives it: the confirmation step follows. */
async function giveReason(id: number, label: string, button: string, reason: string) {
  await userEvent.click(within(row(id)).getByRole('button', { name: button }));
  await userEvent.type(within(row(id)).getByLabelText(label), reason);
  await userEvent.click(within(row(id)).getByRole('button', { name: button }));
}

beforeEach(() => useUiStore.getState().setLanguage('EN'));

describe('member rewards', () => {
  it('lists the rewards with their names, amounts, wagering and states; no action without loyalty.configure', async () => {
    signInWith(['members.read', 'loyalty.read']);
    const calls = mockApi({ [LIST]: () => page(GRANTS) });
    renderWithApp(<MemberRewards member={member} />);
    expect(screen.getByRole('heading', { name: 'Rewards' })).toBeVisible();
    await screen.findByTestId('member-rewards');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /wps/admin/loyalty/members/7/grants?pageNo=1&pageSize=20',
    ]);
    const rows = within(screen.getByTestId('member-rewards')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.dataset.testid)).toEqual([
      'grant-31',
      'grant-30',
      'grant-29',
      'grant-28',
    ]);
    // A promotion's title; rewards without one are named by what paid them.
    expect(row(31)).toHaveTextContent('70% first deposit bonus');
    expect(row(31)).toHaveTextContent('#31 · D20260105000012');
    expect(row(31)).toHaveTextContent(/1,250\.50.*25,010\.00.*18,000\.00.*Paid by the site/);
    expect(row(30)).toHaveTextContent(/VIP monthly bonus.*300\.00.*3,000\.00.*3,000\.00.*Claimed/);
    expect(row(29)).toHaveTextContent(/Rebate.*12\.40.*0\.00.*0\.00.*Paid by the site/);
    expect(row(28)).toHaveTextContent(/Cash back.*50\.00.*500\.00.*0\.00.*Forfeited/);
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Forfeit…' })).not.toBeInTheDocument();
  });

  it('shows each deadline and an expired reward with its own state, which cannot be forfeited', async () => {
    signInWith(['members.read', 'loyalty.read', 'loyalty.configure']);
    mockApi({ [LIST]: () => page([...DEADLINES, ...GRANTS]) });
    renderWithApp(<MemberRewards member={member} />);
    await screen.findByTestId('member-rewards');
    expect(screen.getByRole('columnheader', { name: 'Deadline' })).toBeInTheDocument();
    const deadline = (id: number) => within(row(id)).getByTestId('grant-deadline');
    expect(deadline(41)).toHaveTextContent('12 Jan 2026');
    expect(deadline(31)).toHaveTextContent('None');
    // Expired: its own state, not "Forfeited"; nothing is left to take back.
    const expired = within(row(40)).getByText('Expired');
    expect(expired).toHaveClass('badge', 'badge-warn');
    expect(row(40)).not.toHaveTextContent('Forfeited');
    expect(deadline(40)).toHaveTextContent('29 Dec 2025');
    expect(within(row(40)).queryByRole('button')).not.toBeInTheDocument();
    expect(within(row(41)).getByRole('button', { name: 'Forfeit…' })).toBeVisible();

    useUiStore.getState().setLanguage('BN');
    expect(await within(row(40)).findByText('মেয়াদোত্তীর্ণ')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'সময়সীমা' })).toBeInTheDocument();
  });

  it('offers the forfeit only on rewards whose wagering is still open', async () => {
    signInWith(['members.read', 'loyalty.read', 'loyalty.configure']);
    mockApi({ [LIST]: () => page(GRANTS) });
    renderWithApp(<MemberRewards member={member} />);
    await screen.findByTestId('member-rewards');
    expect(within(row(31)).getByRole('button', { name: 'Forfeit…' })).toBeVisible();
    expect(within(row(30)).getByRole('button', { name: 'Forfeit…' })).toBeVisible();
    // Wagering done (or none asked), or already forfeited: nothing to take back.
    expect(within(row(29)).queryByRole('button')).not.toBeInTheDocument();
    expect(within(row(28)).queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks for a reason, confirms, forfeits for this member and says what was taken back', async () => {
    signInWith(['members.read', 'loyalty.read', 'loyalty.configure']);
    let forfeited = false;
    const calls = mockApi({
      [LIST]: () =>
        page(
          forfeited
            ? [{ ...GRANTS[0]!, state: 'FORFEITED', wageringRemaining: '0.00' }, ...GRANTS.slice(1)]
            : GRANTS,
        ),
      [FORFEIT]: () => {
        forfeited = true;
        return ok({ grantId: 31, taken: '1250.50' });
      },
    });
    const { queryClient } = renderWithApp(<MemberRewards member={member} />);
    queryClient.setQueryData([WALLET_KEY, 'member', 7], {});
    await screen.findByTestId('member-rewards');

    // The reason is required: nothing goes on with an empty one.
    await userEvent.click(within(row(31)).getByRole('button', { name: 'Forfeit…' }));
    expect(within(row(31)).getByText('For the audit log (1–200 characters).')).toBeVisible();
    expect(within(row(31)).getByLabelText('Reason')).toHaveAttribute('maxLength', '200');
    await userEvent.click(within(row(31)).getByRole('button', { name: 'Forfeit…' }));
    expect(within(row(31)).getByRole('alert')).toHaveTextContent('Type at least 1 characters.');
    await userEvent.type(within(row(31)).getByLabelText('Reason'), '  Bonus abuse  ');
    await userEvent.click(within(row(31)).getByRole('button', { name: 'Forfeit…' }));
    expect(row(31)).toHaveTextContent('Reason: Bonus abuse');

    // Then a confirmation; cancelling it or keeping the bonus sends nothing.
    await userEvent.click(within(row(31)).getByRole('button', { name: 'Forfeit this reward' }));
    const question = within(row(31)).getByRole('alertdialog');
    expect(question).toHaveTextContent(
      'Forfeit “70% first deposit bonus” (grant 31, 1,250.50) of player01?',
    );
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(row(31)).getByRole('button', { name: 'Keep it' }));
    expect(within(row(31)).getByRole('button', { name: 'Forfeit…' })).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await giveReason(31, 'Reason', 'Forfeit…', 'Bonus abuse');
    await userEvent.click(within(row(31)).getByRole('button', { name: 'Forfeit this reward' }));
    await userEvent.click(within(row(31)).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('forfeit-done')).toHaveTextContent(
      'Grant 31 forfeited: 1,250.50 taken back.',
    );
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.path)).toEqual(['/wps/admin/loyalty/grants/31/forfeit']);
    expect(posts[0]!.body).toEqual({ memberId: 7, reason: 'Bonus abuse' });

    // The list is read again (the row is now forfeited, without an action), and the wallet too.
    await waitFor(() => expect(row(31)).toHaveTextContent('Forfeited'));
    expect(within(row(31)).queryByRole('button')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2);
    expect(queryClient.getQueryState([WALLET_KEY, 'member', 7])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryCache().findAll({ queryKey: [MEMBER_GRANTS_KEY] })).toHaveLength(1);
  });

  it('shows the refusal in the operator’s language at the row', async () => {
    signInWith(['members.read', 'loyalty.read', 'loyalty.configure']);
    useUiStore.getState().setLanguage('BN');
    const calls = mockApi({
      [LIST]: () => page(GRANTS),
      [FORFEIT]: () =>
        refusal(
          409,
          'LOYALTY_FORFEIT_FUNDS_AT_VENDOR',
          'আগে গেম ওয়ালেট থেকে আপনার টাকা ফিরিয়ে আনুন, তারপর বোনাস ছেড়ে দিন।',
        ),
    });
    renderWithApp(<MemberRewards member={member} />);
    await screen.findByTestId('member-rewards');
    await giveReason(31, 'কারণ', 'বাজেয়াপ্ত করুন…', 'Duplicate account');
    await userEvent.click(within(row(31)).getByRole('button', { name: 'এই পুরস্কার বাজেয়াপ্ত করুন' }));
    await userEvent.click(within(row(31)).getByRole('button', { name: 'নিশ্চিত করুন' }));
    expect(await within(row(31)).findByRole('alert')).toHaveTextContent(
      'আগে গেম ওয়ালেট থেকে আপনার টাকা ফিরিয়ে আনুন, তারপর বোনাস ছেড়ে দিন।',
    );
    expect(calls.filter((c) => c.method === 'POST')[0]!.body).toEqual({
      memberId: 7,
      reason: 'Duplicate account',
    });
    expect(screen.queryByTestId('forfeit-done')).not.toBeInTheDocument();
    // The reward stays open: it can be tried again once the money is back.
    expect(within(row(31)).getByRole('button', { name: 'বাজেয়াপ্ত করুন…' })).toBeVisible();
  });

  it('shows a refusal above the list once the row offers no forfeit any more', async () => {
    signInWith(['members.read', 'loyalty.read', 'loyalty.configure']);
    let refused = false;
    mockApi({
      // Another operator (or the member) closed it meanwhile: the list read again says so.
      [LIST]: () =>
        page(
          refused
            ? [{ ...GRANTS[0]!, state: 'FORFEITED', wageringRemaining: '0.00' }, ...GRANTS.slice(1)]
            : GRANTS,
        ),
      [FORFEIT]: () => {
        refused = true;
        return refusal(
          409,
          'LOYALTY_FORFEIT_NOT_OPEN',
          'This bonus has no wagering left to give up.',
        );
      },
    });
    renderWithApp(<MemberRewards member={member} />);
    await screen.findByTestId('member-rewards');
    await giveReason(31, 'Reason', 'Forfeit…', 'Bonus abuse');
    await userEvent.click(within(row(31)).getByRole('button', { name: 'Forfeit this reward' }));
    await userEvent.click(within(row(31)).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(row(31)).toHaveTextContent('Forfeited'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This bonus has no wagering left to give up.',
    );
    expect(within(row(31)).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says a grant of another member is not found', async () => {
    signInWith(['members.read', 'loyalty.read', 'loyalty.configure']);
    mockApi({
      [LIST]: () => page(GRANTS),
      [FORFEIT]: () => refusal(404, 'NOT_FOUND', 'Not found.'),
    });
    renderWithApp(<MemberRewards member={member} />);
    await screen.findByTestId('member-rewards');
    await giveReason(31, 'Reason', 'Forfeit…', 'Bonus abuse');
    await userEvent.click(within(row(31)).getByRole('button', { name: 'Forfeit this reward' }));
    await userEvent.click(within(row(31)).getByRole('button', { name: 'Confirm' }));
    expect(await within(row(31)).findByRole('alert')).toHaveTextContent('Not found.');
  });

  it('pages through the rewards', async () => {
    signInWith(['members.read', 'loyalty.read']);
    const calls = mockApi({ [LIST]: () => page(GRANTS, 25) });
    renderWithApp(<MemberRewards member={member} />);
    await screen.findByTestId('member-rewards');
    expect(screen.getByText('Page 1 of 2')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(calls.at(-1)!.path).toBe('/wps/admin/loyalty/members/7/grants?pageNo=2&pageSize=20'),
    );
  });

  it('shows nothing without loyalty.read', () => {
    signInWith(['members.read']);
    const calls = mockApi({});
    renderWithApp(<MemberRewards member={member} />);
    expect(screen.queryByRole('heading', { name: 'Rewards' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
