import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberMessage } from '@portal/contracts/messages';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { InboxView } from './inbox-view.tsx';
import { signInEachTest } from '../../../testing/session.ts';

const message = (id: number, over: Partial<MemberMessage> = {}): MemberMessage => ({
  id,
  title: `Message ${id}`,
  content: `Line one of ${id}\nLine two`,
  kind: 'OPERATOR',
  read: false,
  createdAt: '2026-11-20T08:00:00.000Z',
  ...over,
});

describe('platform messages inbox', () => {
  signInEachTest();

  it('opens a message and marks it read, deletes one, marks all read, pages', async () => {
    let list = [message(3), message(2, { kind: 'NOTICE', read: true }), message(1)];
    const api = mockApi({
      'GET /wps/member/info': () => ({ value: { unreadMessage: 2, currencySymbol: '৳' } }),
      'GET /wps/member/messages': (request) => ({
        value: {
          list,
          total: 23,
          unread: list.filter((m) => !m.read).length,
          pageNo: Number(request.query.get('pageNo')),
          pageSize: 10,
        },
      }),
      'POST /wps/member/messages/read': (request) => {
        const body = request.body as { ids?: number[]; all?: true };
        list = list.map((m) => (body.all || body.ids?.includes(m.id) ? { ...m, read: true } : m));
        return { value: { unread: list.filter((m) => !m.read).length } };
      },
      'POST /wps/member/messages/delete': (request) => {
        const ids = (request.body as { ids: number[] }).ids;
        list = list.filter((m) => !ids.includes(m.id));
        return { value: { unread: list.filter((m) => !m.read).length } };
      },
    });
    renderWithApp(<InboxView />, { url: '/messageV2' });
    const items = await screen.findAllByTestId('message-item');
    expect(items).toHaveLength(3);
    expect(screen.getByTestId('messages-unread')).toHaveTextContent('2 unread');
    expect(items[1]).toHaveTextContent('Account notice');
    expect(screen.queryByTestId('message-content')).toBeNull();

    await userEvent.click(within(items[0]!).getByTestId('message-toggle'));
    expect(screen.getByTestId('message-content').textContent).toBe('Line one of 3\nLine two');
    await waitFor(() =>
      expect(api.calls('POST /wps/member/messages/read')[0]!.body).toEqual({ ids: [3] }),
    );
    // Opening a read message marks nothing; clicking again closes it.
    await userEvent.click(within(items[1]!).getByTestId('message-toggle'));
    await userEvent.click(within(items[1]!).getByTestId('message-toggle'));
    expect(screen.queryByTestId('message-content')).toBeNull();
    expect(api.calls('POST /wps/member/messages/read')).toHaveLength(1);

    await userEvent.click(within(items[2]!).getByTestId('message-delete'));
    await waitFor(() => expect(screen.getAllByTestId('message-item')).toHaveLength(2));
    expect(api.calls('POST /wps/member/messages/delete')[0]!.body).toEqual({ ids: [1] });
    await waitFor(() => expect(screen.getByTestId('messages-read-all')).toBeDisabled());

    await userEvent.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() =>
      expect(api.calls('GET /wps/member/messages').at(-1)!.query.get('pageNo')).toBe('2'),
    );
  });

  it('says so when there is nothing yet', async () => {
    mockApi({
      'GET /wps/member/info': () => ({ value: { unreadMessage: 0 } }),
      'GET /wps/member/messages': () => ({
        value: { list: [], total: 0, unread: 0, pageNo: 1, pageSize: 10 },
      }),
    });
    renderWithApp(<InboxView />, { url: '/messageV2' });
    expect(await screen.findByTestId('messages-empty')).toHaveTextContent('No messages yet');
  });
});
