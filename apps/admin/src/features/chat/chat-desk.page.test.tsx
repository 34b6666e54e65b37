import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatDeskItem, ChatMessage } from '@portal/contracts/chat';
import { useUiStore } from '../../lib/ui-store.ts';
import { mockApi, renderWithApp } from '../../testing/render.tsx';
import { ok, signInWith } from '../../testing/session.ts';
import ChatDeskPage from './chat-desk.page.tsx';

/** The desk socket, as the page opens it; the test plays the server. */
class FakeSocket {
  static last: FakeSocket | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  sent: { type: string; [key: string]: unknown }[] = [];
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as { type: string });
  }
  close() {}
  push(event: unknown) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
}

const waiting: ChatDeskItem = {
  id: 9,
  memberId: 41,
  username: 'player01',
  status: 'WAITING',
  operatorId: null,
  operatorName: null,
  waitingSince: '2026-11-26T05:00:00.000Z',
  waitingSeconds: 125,
  lastMessageAt: '2026-11-26T05:00:00.000Z',
  unread: 1,
  memberReadId: 0,
  operatorReadId: 0,
};
const first: ChatMessage = {
  id: 100,
  conversationId: 9,
  sender: 'MEMBER',
  text: 'My deposit is late',
  image: false,
  operatorName: null,
  createdAt: '2026-11-26T05:00:00.000Z',
};

beforeEach(() => {
  useUiStore.getState().setLanguage('EN');
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => vi.unstubAllGlobals());

describe('chat desk', () => {
  it('lists what waits with how long, shows a conversation live, replies over the socket and closes', async () => {
    signInWith(['chat.answer'], { role: 'support' });
    const calls = mockApi({
      'GET /wps/admin/chat/conversations': () =>
        ok({
          list: [waiting],
          serverTime: new Date(Date.parse(waiting.waitingSince!) + 125_000).toISOString(),
        }),
      'GET /wps/admin/chat/conversations/9/messages': () =>
        ok({ list: [first], hasMore: false, conversation: waiting }),
      'POST /wps/admin/chat/conversations/9/close': () => ok({ ...waiting, status: 'CLOSED' }),
    });
    renderWithApp(<ChatDeskPage />);
    const queue = await screen.findByTestId('chat-queue');
    expect(within(queue).getByText('player01')).toBeVisible();
    expect(within(queue).getByTestId('chat-waited')).toHaveTextContent(/2 min \d+ s/);

    const socket = FakeSocket.last!;
    expect(socket.url).toMatch(/\/wps\/admin\/chat\/ws$/);
    socket.onopen?.();
    expect(socket.sent[0]).toEqual({ type: 'auth', token: 'x'.repeat(43) });

    await userEvent.click(screen.getByRole('button', { name: 'Open: player01' }));
    expect(await screen.findByText('My deposit is late')).toBeVisible();
    // On screen: the operators' read mark moves to it.
    await waitFor(() =>
      expect(socket.sent).toContainEqual({ type: 'read', conversationId: 9, messageId: 100 }),
    );

    socket.push({ type: 'chat.typing', conversationId: 9, from: 'MEMBER' });
    expect(await screen.findByTestId('desk-typing')).toHaveTextContent('The member is typing…');
    socket.push({
      type: 'chat.message',
      message: { ...first, id: 101, text: 'Are you there?' },
    });
    expect(await screen.findByText('Are you there?')).toBeVisible();

    await userEvent.type(screen.getByTestId('chat-reply'), 'Checking now.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(socket.sent.find((m) => m.type === 'send')).toMatchObject({
      conversationId: 9,
      text: 'Checking now.',
    });
    expect(socket.sent.some((m) => m.type === 'typing')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Close conversation' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/close'))).toBe(true),
    );
  });
});
