import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminPromotion } from '@portal/contracts/loyalty';
import { ApplicationDecisionSchema, type AdminApplication } from '@portal/contracts/promotions';
import { useUiStore } from '../../lib/ui-store.ts';
import { mockApi, renderWithApp } from '../../testing/render.tsx';
import { ok, refusal, signInWith } from '../../testing/session.ts';
import ApplicationsPage from './applications.page.tsx';

beforeEach(() => useUiStore.getState().setLanguage('EN'));

const application = (id: number, extra: Partial<AdminApplication> = {}): AdminApplication => ({
  id,
  promotionId: 4,
  promotionCode: 'SHARE_REWARD',
  title: 'Share and win ৳100',
  memberId: 70 + id,
  username: `player${id}`,
  periodKey: 'ONCE',
  comment: '',
  imageCount: 0,
  images: [],
  state: 'APPLYING',
  reason: null,
  amount: null,
  createdAt: `2026-11-2${id % 10}T09:00:00.000Z`,
  decidedAt: null,
  decidedBy: null,
  ...extra,
});

// Oldest first, as the server lists waiting applications.
const waiting = [
  application(11, {
    comment: 'Shared on Facebook <b>today</b>',
    imageCount: 1,
    images: ['/wps/admin/loyalty/applications/11/images/5'],
  }),
  application(12),
];

const fixed = {
  id: 4,
  code: 'SHARE_REWARD',
  kind: 'FIXED',
  texts: { EN: { title: 'Share and win ৳100', terms: '' } },
} as AdminPromotion;
const rebate = { id: 2, code: 'DAILY_REBATE', kind: 'REBATE', texts: {} } as AdminPromotion;

type Reply = { status?: number; body: unknown };

function serve(routes: Record<string, (body: unknown) => Reply> = {}) {
  return mockApi({
    'GET /wps/admin/loyalty/applications': () =>
      ok({ list: waiting, total: 2, pageNo: 1, pageSize: 20 }),
    'GET /wps/admin/loyalty/promotions': () => ok([fixed, rebate]),
    'GET /wps/admin/loyalty/applications/11/images/5': () => ({
      bytes: new Uint8Array([0xff, 0xd8, 0xff]),
      type: 'image/jpeg',
    }),
    ...routes,
  });
}

type Calls = ReturnType<typeof mockApi>;
const decisions = (calls: Calls, id: number) =>
  calls
    .filter((c) => c.method === 'POST' && c.path === `/wps/admin/loyalty/applications/${id}/decide`)
    .map((c) => ApplicationDecisionSchema.parse(c.body));
const listed = (calls: Calls) =>
  calls.filter((c) => c.method === 'GET' && c.path.startsWith('/wps/admin/loyalty/applications?'));

describe('promotion applications', () => {
  it('lists one promotion’s waiting applications oldest first and approves one', async () => {
    signInWith(['loyalty.read', 'loyalty.approve'], { role: 'support' });
    const calls = serve({
      'POST /wps/admin/loyalty/applications/11/decide': () =>
        ok({ ...waiting[0], state: 'APPROVED', amount: '100.00', decidedBy: 'support1' }),
    });
    renderWithApp(<ApplicationsPage />, { url: '/loyalty/applications?promotionId=4' });
    const table = await screen.findByTestId('applications');
    expect(listed(calls)[0]!.path).toBe(
      '/wps/admin/loyalty/applications?state=APPLYING&promotionId=4&pageNo=1&pageSize=20',
    );
    expect(screen.getByTestId('application-tab-APPLYING')).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('option', { name: 'Share and win ৳100' })).toBeInTheDocument();
    expect(screen.getByTestId('application-promotion-filter')).toHaveValue('4');
    // Only fixed rewards are applied for: the rebate is not offered as a filter.
    expect(screen.queryByRole('option', { name: 'DAILY_REBATE' })).toBeNull();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.getAttribute('data-testid'))).toEqual([
      'application-11',
      'application-12',
    ]);

    const first = screen.getByTestId('application-11');
    expect(first).toHaveTextContent('player11');
    expect(first).toHaveTextContent('SHARE_REWARD');
    // The member's words are text: markup in them is shown, never run.
    expect(within(first).getByText('Shared on Facebook <b>today</b>')).toBeVisible();
    expect(await within(first).findByAltText('Image 1 of application #11')).toBeInTheDocument();
    expect(screen.getByTestId('application-12')).toHaveTextContent('No comment');
    expect(screen.getByTestId('application-12')).toHaveTextContent('No images');

    await userEvent.click(within(first).getByRole('button', { name: 'Approve' }));
    expect(within(first).getByRole('alertdialog')).toHaveTextContent(
      'Approve application #11 of player11 for Share and win ৳100? The reward is paid to their main wallet now.',
    );
    await userEvent.click(within(first).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('application-done')).toHaveTextContent(
      'Application #11 approved: the reward was paid.',
    );
    expect(decisions(calls, 11)).toEqual([{ approve: true }]);
    // The queue is read again after a decision.
    await waitFor(() => expect(listed(calls)).toHaveLength(2));

    await userEvent.click(screen.getByRole('button', { name: 'Show Approved' }));
    await waitFor(() =>
      expect(listed(calls).at(-1)!.path).toBe(
        '/wps/admin/loyalty/applications?state=APPROVED&promotionId=4&pageNo=1&pageSize=20',
      ),
    );
  });

  it('rejects with the reason the member sees, and says when another operator decided first', async () => {
    signInWith(['loyalty.read', 'loyalty.approve'], { role: 'finance' });
    const calls = serve({
      'POST /wps/admin/loyalty/applications/12/decide': (body) =>
        ok({ ...waiting[1], state: 'REJECTED', reason: (body as { reason: string }).reason }),
      'POST /wps/admin/loyalty/applications/11/decide': () =>
        refusal(409, 'LOYALTY_APPLICATION_DECIDED', 'This application has already been decided.'),
    });
    renderWithApp(<ApplicationsPage />, { url: '/loyalty/applications' });
    const row = await screen.findByTestId('application-12');
    await userEvent.click(within(row).getByRole('button', { name: 'Reject' }));
    expect(within(row).getByText('The member sees it. At most 200 characters.')).toBeVisible();
    // A reason is required.
    await userEvent.click(within(row).getByRole('button', { name: 'Reject' }));
    expect(within(row).getByRole('alert')).toHaveTextContent('Type at least 1 characters.');
    expect(decisions(calls, 12)).toEqual([]);
    await userEvent.type(within(row).getByLabelText('Reason'), '  Screenshot unreadable ');
    await userEvent.click(within(row).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByTestId('application-done')).toHaveTextContent(
      'Application #12 rejected: the member sees your reason.',
    );
    expect(decisions(calls, 12)).toEqual([{ approve: false, reason: 'Screenshot unreadable' }]);

    const other = screen.getByTestId('application-11');
    await userEvent.click(within(other).getByRole('button', { name: 'Approve' }));
    await userEvent.click(within(other).getByRole('button', { name: 'Confirm' }));
    expect(await within(other).findByRole('alert')).toHaveTextContent(
      'This application has already been decided.',
    );
  });

  it('shows decided applications with what was paid, and lets a reading role only look', async () => {
    signInWith(['loyalty.read'], { role: 'content' });
    const calls = mockApi({
      'GET /wps/admin/loyalty/applications': () =>
        ok({
          list: [
            application(13, {
              state: 'REJECTED',
              reason: 'Not shared publicly',
              decidedBy: 'finance1',
              decidedAt: '2026-11-24T10:00:00.000Z',
            }),
            application(14, {
              state: 'APPROVED',
              amount: '100.00',
              decidedBy: 'support1',
              decidedAt: '2026-11-24T11:00:00.000Z',
            }),
          ],
          total: 2,
          pageNo: 1,
          pageSize: 20,
        }),
      'GET /wps/admin/loyalty/promotions': () => ok([fixed]),
    });
    renderWithApp(<ApplicationsPage />, { url: '/loyalty/applications?state=REJECTED' });
    const table = await screen.findByTestId('applications');
    expect(listed(calls)[0]!.path).toContain('state=REJECTED');
    expect(screen.getByTestId('application-tab-REJECTED')).toHaveAttribute('aria-pressed', 'true');
    expect(
      screen.getByText('Your role can look at applications but not decide them.'),
    ).toBeVisible();
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(screen.getByTestId('application-13')).toHaveTextContent('Not shared publicly');
    expect(screen.getByTestId('application-13')).toHaveTextContent('By finance1');
    expect(screen.getByTestId('application-14')).toHaveTextContent('Paid 100.00');

    await userEvent.click(screen.getByTestId('application-tab-APPLYING'));
    await waitFor(() => expect(listed(calls).at(-1)!.path).toContain('state=APPLYING'));
  });

  it('hides the decide buttons from an operator who may configure but not approve', async () => {
    signInWith(['loyalty.read', 'loyalty.configure'], { role: 'content' });
    serve();
    renderWithApp(<ApplicationsPage />, { url: '/loyalty/applications' });
    const row = await screen.findByTestId('application-11');
    expect(within(row).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(
      screen.getByText('Your role can look at applications but not decide them.'),
    ).toBeVisible();
  });
});
