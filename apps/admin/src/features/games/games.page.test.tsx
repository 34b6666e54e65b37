import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminGame, AdminVendor } from '@portal/contracts/admin-games';
import { useUiStore } from '../../lib/ui-store.ts';
import { mockApi, renderWithApp } from '../../testing/render.tsx';
import { ok, refusal, signInWith } from '../../testing/session.ts';
import GamesPage from './games.page.tsx';

const lantern: AdminGame = {
  id: 42,
  vendor: 'PG',
  code: 'PG_LOTUS_LANTERN',
  category: 'RNG',
  nameEn: 'Lotus Lantern Riches',
  nameBn: 'পদ্ম প্রদীপের ঐশ্বর্য',
  isHot: false,
  isNew: false,
  groups: ['JP'],
  vassalage: false,
  sort: 10,
  enabled: true,
  maintenance: false,
  vendorEnabled: true,
  vendorDown: true,
};
const vendors: Partial<AdminVendor>[] = [
  { code: 'PG', nameEn: 'Pagoda Games', nameBn: 'প্যাগোডা গেমস' },
  { code: 'JDB', nameEn: 'Jade Drum Bay', nameBn: 'জেড ড্রাম বে' },
];
const page = (list: AdminGame[], total = list.length) =>
  ok({ list, total, pageNo: 1, pageSize: 20 });

const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name: new RegExp(`^${name}`) })).closest('tr')!;

beforeEach(() => useUiStore.getState().setLanguage('EN'));

describe('games', () => {
  it('keeps the filters in the address and asks the server with them', async () => {
    signInWith(['games.read'], { role: 'support' });
    const calls = mockApi({
      'GET /wps/admin/games': () => page([lantern], 45),
      'GET /wps/admin/games/vendors': () => ok(vendors),
    });
    const { router } = renderWithApp(<GamesPage />, { url: '/?category=RNG&flag=HOT' });
    const row = await rowOf('Lotus Lantern Riches');
    expect(calls[0]!.path).toBe('/wps/admin/games?category=RNG&flag=HOT&pageNo=1&pageSize=20');
    expect(row).toHaveTextContent('vendor under maintenance');
    expect(row).toHaveTextContent('Jackpot');
    expect(screen.getByText('45 in total')).toBeVisible();

    const search = screen.getByRole('search', { name: 'Find games' });
    expect(within(search).getByLabelText('Category')).toHaveValue('RNG');
    await waitFor(() =>
      expect(
        within(search).getByRole('option', { name: 'JDB · Jade Drum Bay' }),
      ).toBeInTheDocument(),
    );
    await userEvent.selectOptions(within(search).getByLabelText('Vendor'), 'JDB');
    await userEvent.selectOptions(within(search).getByLabelText('Show'), '');
    await userEvent.type(within(search).getByLabelText('Name or code'), 'lotus');
    await userEvent.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?category=RNG&vendor=JDB&name=lotus'),
    );
    await waitFor(() =>
      expect(calls.at(-1)!.path).toBe(
        '/wps/admin/games?category=RNG&vendor=JDB&name=lotus&pageNo=1&pageSize=20',
      ),
    );
    // Reading is all support may do.
    expect(screen.getByText('Your role can look at the catalog but not change it.')).toBeVisible();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  });

  it('switches hot, new, shown and maintenance, and saves the order', async () => {
    signInWith(['games.read', 'games.write'], { role: 'content' });
    let current = lantern;
    const calls = mockApi({
      'GET /wps/admin/games': () => page([current]),
      'GET /wps/admin/games/vendors': () => ok(vendors),
      'PATCH /wps/admin/games/42': (body) => {
        current = { ...current, ...(body as Partial<AdminGame>) };
        return ok(current);
      },
    });
    renderWithApp(<GamesPage />);
    const row = await rowOf('Lotus Lantern Riches');
    const patches = () => calls.filter((c) => c.method === 'PATCH').map((c) => c.body);

    await userEvent.click(within(row).getByRole('switch', { name: 'Lotus Lantern Riches: hot' }));
    expect(await screen.findByText('Lotus Lantern Riches saved.')).toBeVisible();
    await waitFor(() =>
      expect(within(row).getByRole('switch', { name: 'Lotus Lantern Riches: hot' })).toBeChecked(),
    );
    for (const name of ['new', 'shown to players', 'under maintenance']) {
      const toggle = within(row).getByRole('switch', { name: `Lotus Lantern Riches: ${name}` });
      await waitFor(() => expect(toggle).toBeEnabled());
      await userEvent.click(toggle);
    }
    await waitFor(() => expect(patches()).toHaveLength(4));
    expect(patches()).toEqual([
      { isHot: true },
      { isNew: true },
      { enabled: false },
      { maintenance: true },
    ]);

    const order = within(row).getByLabelText('Order of Lotus Lantern Riches');
    await userEvent.clear(order);
    await userEvent.type(order, '1.5');
    await userEvent.click(within(row).getByRole('button', { name: 'Save' }));
    expect(within(row).getByRole('alert')).toHaveTextContent('Enter a whole number');
    expect(patches()).toHaveLength(4);
    await userEvent.clear(order);
    await userEvent.type(order, '0{Enter}');
    await waitFor(() => expect(patches().at(-1)).toEqual({ sort: 0 }));
  });

  it('edits the names and groups in a dialog, sending only what changed', async () => {
    signInWith(['games.read', 'games.write'], { role: 'owner' });
    let answer: 'ok' | 'refuse' = 'refuse';
    const calls = mockApi({
      'GET /wps/admin/games': () => page([lantern]),
      'GET /wps/admin/games/vendors': () => ok(vendors),
      'PATCH /wps/admin/games/42': (body) =>
        answer === 'ok'
          ? ok({ ...lantern, ...(body as object) })
          : refusal(404, 'GAME_NOT_FOUND', 'This game does not exist.'),
    });
    renderWithApp(<GamesPage />);
    const row = await rowOf('Lotus Lantern Riches');
    const open = within(row).getByRole('button', { name: 'Edit Lotus Lantern Riches' });
    await userEvent.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Edit Lotus Lantern Riches' });
    const english = within(dialog).getByLabelText('Name (English)');
    expect(english).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();

    await userEvent.click(open);
    const edit = screen.getByRole('dialog');
    await userEvent.clear(within(edit).getByLabelText('Name (English)'));
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(within(edit).getByText('Enter 1 to 80 characters.')).toBeVisible();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);

    await userEvent.type(within(edit).getByLabelText('Name (English)'), 'Lotus Lantern Riches');
    const bengali = within(edit).getByLabelText('Name (Bengali)');
    await userEvent.clear(bengali);
    await userEvent.type(bengali, '  পদ্ম প্রদীপ  ');
    await userEvent.click(within(edit).getByLabelText('Table games'));
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await within(edit).findByRole('alert')).toHaveTextContent('This game does not exist.');

    answer = 'ok';
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { nameBn: 'পদ্ম প্রদীপ', groups: ['JP', 'TG'] },
      { nameBn: 'পদ্ম প্রদীপ', groups: ['JP', 'TG'] },
    ]);
    expect(await screen.findByText('Lotus Lantern Riches saved.')).toBeVisible();
  });
});
