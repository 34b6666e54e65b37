import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorMessage } from '@portal/contracts/errors';
import type { AdminMessage } from '@portal/contracts/messages';
import { useUiStore } from '../../lib/ui-store.ts';
import { mockApi, renderWithApp } from '../../testing/render.tsx';
import { ok, refusal, signInWith } from '../../testing/session.ts';
import MessagesPage from './messages.page.tsx';

const sentOne: AdminMessage = {
  id: 5,
  audience: 'ALL',
  memberId: null,
  titleEn: 'Weekend maintenance',
  titleBn: 'সাপ্তাহিক রক্ষণাবেক্ষণ',
  contentEn: 'Games pause on Sunday.',
  contentBn: 'রবিবার গেম বন্ধ থাকবে।',
  createdBy: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: null,
};

beforeEach(() => useUiStore.getState().setLanguage('EN'));

describe('player messages console', () => {
  it('checks the form, sends a personal message in both languages, and lists what was sent', async () => {
    signInWith(['messages.send'], { role: 'content' });
    let list: AdminMessage[] = [sentOne];
    const calls = mockApi({
      'GET /wps/admin/messages': () => ok({ list, total: list.length, pageNo: 1, pageSize: 20 }),
      'POST /wps/admin/messages': (body) => {
        const b = body as AdminMessage;
        if (b.memberId === 404) return refusal(404, 'MEMBER_NOT_FOUND', 'Member not found.');
        const created = { ...sentOne, ...b, id: 6 };
        list = [created, ...list];
        return ok(created);
      },
    });
    renderWithApp(<MessagesPage />);
    const table = await screen.findByTestId('sent-messages');
    expect(within(table).getByRole('rowheader')).toHaveTextContent('Weekend maintenance');
    expect(table).toHaveTextContent('Every member');

    // Nothing is sent while a field is missing.
    await userEvent.selectOptions(screen.getByTestId('message-audience'), 'MEMBER');
    await userEvent.click(screen.getByTestId('message-send'));
    expect(screen.getByText('Enter the member’s numeric ID.')).toBeVisible();
    expect(screen.getAllByText('Required, at most 100 characters.')).toHaveLength(2);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.type(screen.getByTestId('message-member-id'), '404');
    await userEvent.type(screen.getByTestId('message-titleEn'), 'Your bonus');
    await userEvent.type(screen.getByTestId('message-titleBn'), 'আপনার বোনাস');
    await userEvent.type(screen.getByTestId('message-contentEn'), 'It is on its way.');
    await userEvent.type(screen.getByTestId('message-contentBn'), 'এটি আসছে।');
    await userEvent.click(screen.getByTestId('message-send'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      errorMessage('MEMBER_NOT_FOUND', 'EN'),
    );

    await userEvent.clear(screen.getByTestId('message-member-id'));
    await userEvent.type(screen.getByTestId('message-member-id'), '42');
    await userEvent.click(screen.getByTestId('message-send'));
    expect(await screen.findByText('Message sent.')).toBeVisible();
    const posted = calls.filter((c) => c.method === 'POST').at(-1)!.body;
    expect(posted).toEqual({
      audience: 'MEMBER',
      memberId: 42,
      titleEn: 'Your bonus',
      titleBn: 'আপনার বোনাস',
      contentEn: 'It is on its way.',
      contentBn: 'এটি আসছে।',
    });
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(2));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('One member#42');
    expect(screen.getByTestId('message-titleEn')).toHaveValue('');
  });
});
