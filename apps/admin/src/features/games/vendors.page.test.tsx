import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminVendor } from '@portal/contracts/admin-games';
import { useUiStore } from '../../lib/ui-store.ts';
import { mockApi, renderWithApp } from '../../testing/render.tsx';
import { ok, refusal, signInWith } from '../../testing/session.ts';
import VendorsPage from './vendors.page.tsx';

const pagoda: AdminVendor = {
  code: 'PG',
  nameEn: 'Pagoda Games',
  nameBn: 'প্যাগোডা গেমস',
  wallet: 'SEAMLESS',
  categories: ['RNG'],
  sort: 10,
  enabled: true,
  maintenance: false,
  maintenanceEnd: null,
  down: false,
  gameCount: 12,
  shownCount: 11,
  maintenanceCount: 1,
};
const azure: AdminVendor = {
  ...pagoda,
  code: 'AI',
  nameEn: 'Azure Iris',
  nameBn: 'অ্যাজুর আইরিস',
  categories: ['ESPORTS'],
  sort: 160,
  maintenance: true,
  maintenanceEnd: '2026-01-01T09:00:00.000Z',
  down: false,
  gameCount: 3,
  shownCount: 3,
  maintenanceCount: 0,
};

const rowOf = async (code: string) =>
  (await screen.findByRole('rowheader', { name: new RegExp(`^${code} `) })).closest('tr')!;

beforeEach(() => useUiStore.getState().setLanguage('EN'));

describe('game vendors', () => {
  it('shows counts and maintenance state, and switches maintenance with an end time', async () => {
    signInWith(['games.read', 'games.write'], { role: 'content' });
    let current = pagoda;
    const calls = mockApi({
      'GET /wps/admin/games/vendors': () => ok([current, azure]),
      'PATCH /wps/admin/games/vendors/PG': (body) => {
        const changes = body as Partial<AdminVendor>;
        current = { ...current, ...changes, down: changes.maintenance ?? current.down };
        return ok(current);
      },
    });
    renderWithApp(<VendorsPage />);
    const row = await rowOf('PG');
    expect(row).toHaveTextContent('11 of 12 shown');
    expect(row).toHaveTextContent('1 under maintenance');
    expect(row).toHaveTextContent('Slots');
    expect(within(row).getByText('Open')).toBeVisible();
    // Flag on, end time passed: the console says players can play.
    expect(await rowOf('AI')).toHaveTextContent(/has passed: players can play/);

    await userEvent.click(
      within(row).getByRole('switch', { name: 'PG Pagoda Games: under maintenance' }),
    );
    expect(await screen.findByText('PG Pagoda Games saved.')).toBeVisible();
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ maintenance: true });
    await waitFor(() =>
      expect(within(row).getByText(/Under maintenance until switched off/)).toBeVisible(),
    );

    await userEvent.click(
      within(row).getByRole('button', { name: 'End time for PG Pagoda Games' }),
    );
    const end = within(row).getByLabelText('Maintenance ends at (your local time)');
    fireEvent.change(end, { target: { value: '2020-01-01T10:00' } });
    await userEvent.click(within(row).getByRole('button', { name: 'Save' }));
    expect(within(row).getByRole('alert')).toHaveTextContent('Pick a time in the future.');
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);

    fireEvent.change(end, { target: { value: '2099-06-01T10:30' } });
    await userEvent.click(within(row).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PATCH')[1]!.body).toEqual({
      maintenanceEnd: new Date(2099, 5, 1, 10, 30).toISOString(),
    });
  });

  it('saves the order and hides a vendor, and shows the server’s refusal', async () => {
    signInWith(['games.read', 'games.write'], { role: 'owner' });
    const calls = mockApi({
      'GET /wps/admin/games/vendors': () => ok([pagoda]),
      'PATCH /wps/admin/games/vendors/PG': (body) =>
        (body as { sort?: number }).sort === 7
          ? ok({ ...pagoda, sort: 7 })
          : refusal(403, 'ADMIN_FORBIDDEN', 'You may not do this.'),
    });
    renderWithApp(<VendorsPage />);
    const row = await rowOf('PG');
    const order = within(row).getByLabelText('Order of PG Pagoda Games');
    await userEvent.clear(order);
    await userEvent.type(order, '-3');
    await userEvent.click(within(row).getByRole('button', { name: 'Save' }));
    expect(within(row).getByRole('alert')).toHaveTextContent(
      'Enter a whole number from 0 to 100000.',
    );
    await userEvent.clear(order);
    await userEvent.type(order, '7{Enter}');
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ sort: 7 }));

    await userEvent.click(
      within(row).getByRole('switch', { name: 'PG Pagoda Games: shown to players' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your role does not allow this action.',
    );
    expect(calls.filter((c) => c.method === 'PATCH').at(-1)!.body).toEqual({ enabled: false });
  });

  it('is read-only without games.write', async () => {
    signInWith(['games.read'], { role: 'support' });
    mockApi({ 'GET /wps/admin/games/vendors': () => ok([pagoda, azure]) });
    renderWithApp(<VendorsPage />);
    await rowOf('PG');
    expect(screen.getByText('Your role can look at the catalog but not change it.')).toBeVisible();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('speaks Bengali', async () => {
    useUiStore.getState().setLanguage('BN');
    signInWith(['games.read', 'games.write'], { role: 'owner' });
    mockApi({ 'GET /wps/admin/games/vendors': () => ok([pagoda]) });
    renderWithApp(<VendorsPage />);
    expect(await screen.findByRole('heading', { name: 'গেম প্রদানকারী' })).toBeVisible();
    expect(await rowOf('PG')).toHaveTextContent('12টির মধ্যে 11টি দেখানো');
    expect(screen.getByRole('switch', { name: 'PG Pagoda Games: রক্ষণাবেক্ষণ চলছে' })).toBeVisible();
  });
});
