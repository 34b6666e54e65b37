import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminBetException } from '@portal/contracts/admin-bets';
import { useUiStore } from '../../lib/ui-store.ts';
import { mockApi, renderWithApp } from '../../testing/render.tsx';
import { ok, refusal, signInWith } from '../../testing/session.ts';
import BetExceptionsPage from './bet-exceptions.page.tsx';

const unknownGame: AdminBetException = {
  id: 7,
  unassigned: false,
  vendor: 'JDB',
  source: 'HISTORY',
  vendorBetId: 'jdb-bet-7',
  kind: 'UNKNOWN_GAME',
  detail: { betId: 'jdb-bet-7', gameCode: 'NO_SUCH_GAME', stake: '4.00' },
  createdAt: '2026-01-01T10:00:00.000Z',
  resolvedAt: null,
};
const nobody: AdminBetException = {
  ...unknownGame,
  id: 8,
  unassigned: true,
  vendorBetId: 'ghost-8',
  kind: 'UNKNOWN_PLAYER',
  detail: { betId: 'ghost-8', playerId: 'ghost' },
};

const page = (list: AdminBetException[]) =>
  ok({ list, total: list.length, pageNo: 1, pageSize: 20 });
const rowOf = async (bet: string) =>
  (await screen.findByRole('rowheader', { name: bet })).closest('tr')!;

beforeEach(() => useUiStore.getState().setLanguage('EN'));

describe('bet exceptions', () => {
  it('lists open exceptions with what the vendor sent, and resolves one after asking', async () => {
    signInWith(['bets.review'], { role: 'finance' });
    let open = [nobody, unknownGame];
    const calls = mockApi({
      'GET /wps/admin/bets/exceptions': () => page(open),
      'POST /wps/admin/bets/exceptions/7/resolve': () => {
        open = open.filter((e) => e.id !== 7);
        return ok({ ...unknownGame, resolvedAt: '2026-01-01T11:00:00.000Z' });
      },
    });
    renderWithApp(<BetExceptionsPage />);
    const row = await rowOf('jdb-bet-7');
    expect(row).toHaveTextContent('Unknown game');
    expect(row).toHaveTextContent('Bet history');
    expect(row).toHaveTextContent('"gameCode":"NO_SUCH_GAME"');
    expect(await rowOf('ghost-8')).toHaveTextContent('Unknown playerNo white label');
    expect(calls[0]!.path).toContain('state=OPEN');

    await userEvent.click(within(row).getByRole('button', { name: 'Mark resolved' }));
    expect(
      within(row).getByText('Mark the exception for bet jdb-bet-7 at JDB as resolved?'),
    ).toBeVisible();
    await userEvent.click(within(row).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'jdb-bet-7' })).not.toBeInTheDocument(),
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/wps/admin/bets/exceptions/7/resolve',
    ]);
  });

  it('shows the server’s refusal beside the row, and resolved ones on request', async () => {
    signInWith(['bets.review'], { role: 'finance' });
    const calls = mockApi({
      'GET /wps/admin/bets/exceptions': () => page([unknownGame]),
      'POST /wps/admin/bets/exceptions/7/resolve': () =>
        refusal(409, 'BET_EXCEPTION_RESOLVED', 'This bet exception is already resolved.'),
    });
    renderWithApp(<BetExceptionsPage />);
    const row = await rowOf('jdb-bet-7');
    await userEvent.click(within(row).getByRole('button', { name: 'Mark resolved' }));
    await userEvent.click(within(row).getByRole('button', { name: 'Confirm' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent(
      'This bet exception is already resolved.',
    );

    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Resolved');
    await waitFor(() => expect(calls.at(-1)!.path).toContain('state=RESOLVED'));
  });
});
