import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminAnnouncement } from '@portal/contracts/announcements';
import { errorMessage } from '@portal/contracts/errors';
import { useUiStore } from '../../lib/ui-store.ts';
import { mockApi, renderWithApp } from '../../testing/render.tsx';
import { ok, refusal, signInWith } from '../../testing/session.ts';
import AnnouncementsPage from './announcements.page.tsx';

const existing: AdminAnnouncement = {
  id: 7,
  language: 'BN',
  platform: 'W',
  type: 'PL',
  title: '<b>not bold</b>',
  content: '<p>x</p>',
  linkage: null,
  execution: 'B',
  sequence: 1,
  startAt: null,
  endAt: null,
  enabled: true,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

beforeEach(() => useUiStore.getState().setLanguage('EN'));

describe('announcements console', () => {
  it('lists, previews the sanitised HTML, refuses unsafe content, creates, switches and deletes', async () => {
    signInWith(['content.read', 'content.write'], { role: 'content' });
    let list: AdminAnnouncement[] = [existing];
    const calls = mockApi({
      'GET /wps/admin/announcements': () =>
        ok({ list, total: list.length, pageNo: 1, pageSize: 20 }),
      'POST /wps/admin/announcements/preview': () => ok({ content: '<p>Hello <b>you</b></p>' }),
      'POST /wps/admin/announcements': (body) => {
        const b = body as AdminAnnouncement;
        if (b.content.includes('<script')) {
          return refusal(
            400,
            'ANNOUNCEMENT_HTML_UNSAFE',
            errorMessage('ANNOUNCEMENT_HTML_UNSAFE', 'EN'),
          );
        }
        const created = { ...existing, ...b, id: 8 };
        list = [...list, created];
        return ok(created);
      },
      'POST /wps/admin/announcements/7/enabled': () => {
        list = list.map((a) => (a.id === 7 ? { ...a, enabled: false } : a));
        return ok(list[0]);
      },
      'DELETE /wps/admin/announcements/7': () => {
        list = list.filter((a) => a.id !== 7);
        return ok({ id: 7 });
      },
    });
    renderWithApp(<AnnouncementsPage />);
    const table = await screen.findByTestId('announcements-table');
    // The title is text, never HTML.
    expect(within(table).getByRole('rowheader')).toHaveTextContent('<b>not bold</b>');
    expect(table.querySelector('b')).toBeNull();

    await userEvent.click(screen.getByTestId('announcement-new'));
    await userEvent.click(screen.getByTestId('announcement-save'));
    expect(screen.getByText('Required, at most 100 characters.')).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.selectOptions(screen.getByTestId('announcement-language'), 'EN');
    await userEvent.selectOptions(screen.getByTestId('announcement-type'), 'PU');
    await userEvent.selectOptions(screen.getByTestId('announcement-execution'), 'A');
    await userEvent.type(screen.getByTestId('announcement-title'), 'Members popup');
    await userEvent.type(screen.getByTestId('announcement-content'), '<script>x</script>');
    await userEvent.click(screen.getByTestId('announcement-save'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      errorMessage('ANNOUNCEMENT_HTML_UNSAFE', 'EN'),
    );

    await userEvent.clear(screen.getByTestId('announcement-content'));
    await userEvent.type(screen.getByTestId('announcement-content'), '<p>Hello <b>you</b></p>');
    await userEvent.click(screen.getByTestId('announcement-preview'));
    const preview = await screen.findByTestId('announcement-preview-html');
    expect(preview.innerHTML).toBe('<p>Hello <b>you</b></p>');
    await userEvent.click(screen.getByTestId('announcement-reward-center'));
    await userEvent.click(screen.getByTestId('announcement-save'));
    await waitFor(() => expect(screen.getAllByTestId('announcement-row')).toHaveLength(2));
    expect(
      calls.filter((c) => c.method === 'POST' && c.path === '/wps/admin/announcements').at(-1)!
        .body,
    ).toEqual({
      language: 'EN',
      type: 'PU',
      platform: 'W',
      title: 'Members popup',
      content: '<p>Hello <b>you</b></p>',
      linkage: 'rewardCenter',
      execution: 'A',
      startAt: null,
      endAt: null,
      sequence: 0,
      enabled: true,
    });

    const first = screen.getAllByTestId('announcement-row')[0]!;
    await userEvent.click(within(first).getByRole('button', { name: 'Switch off' }));
    await waitFor(() =>
      expect(within(screen.getAllByTestId('announcement-row')[0]!).getByText('Off')).toBeVisible(),
    );
    await userEvent.click(
      within(screen.getAllByTestId('announcement-row')[0]!).getByRole('button', { name: 'Delete' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getAllByTestId('announcement-row')).toHaveLength(1));
  });

  it('shows support the list without the write controls', async () => {
    signInWith(['content.read'], { role: 'support' });
    mockApi({
      'GET /wps/admin/announcements': () =>
        ok({ list: [existing], total: 1, pageNo: 1, pageSize: 20 }),
    });
    renderWithApp(<AnnouncementsPage />);
    await screen.findByTestId('announcements-table');
    expect(screen.queryByTestId('announcement-new')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});
