import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatMessage } from '@portal/contracts/chat';
import { describe, expect, it } from 'vitest';
import { FakeWebSocket } from '../../../testing/fake-socket.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { ChatPanel } from './chat-panel.tsx';
import { signInEachTest } from '../../../testing/session.ts';

const message = (id: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  conversationId: 7,
  sender: 'MEMBER',
  text: `line ${id}`,
  image: false,
  operatorName: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  ...over,
});
const conversation = {
  id: 7,
  status: 'OPEN' as const,
  memberReadId: 2,
  operatorReadId: 1,
  waitingSince: null,
};

describe('live chat panel', () => {
  signInEachTest();

  it('shows history with read marks, pages back, sends over the socket and shows pushes', async () => {
    const api = mockApi({
      'GET /wps/chat/messages': (request) =>
        request.query.get('before')
          ? {
              value: {
                list: [message(1, { text: 'the very first' })],
                hasMore: false,
                conversation,
              },
            }
          : {
              value: {
                list: [message(2), message(3, { sender: 'OPERATOR', operatorName: 'Asha' })],
                hasMore: true,
                conversation,
              },
            },
    });
    renderWithApp(<ChatPanel />);
    expect(await screen.findByText('line 2')).toBeInTheDocument();
    // Our message 2 is past the operator's read mark (1): sent, not read.
    expect(screen.getByText('Sent')).toBeInTheDocument();
    expect(screen.getAllByText(/Asha/).length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('button', { name: 'Earlier messages' }));
    expect(await screen.findByText('the very first')).toBeInTheDocument();
    expect(api.calls('GET /wps/chat/messages')[1]!.query.get('before')).toBe('2');

    const socket = FakeWebSocket.instances.at(-1)!;
    expect(socket.url).toMatch(/\/wps\/chat\/ws$/);
    socket.open();
    expect(JSON.parse(socket.sent[0]!)).toEqual({ type: 'auth', token: 'tok' });
    // Visible: our read mark goes to the newest operator message.
    await waitFor(() =>
      expect(socket.sent.map((s) => JSON.parse(s) as { type: string })).toContainEqual({
        type: 'read',
        messageId: 3,
      }),
    );

    await userEvent.type(screen.getByLabelText('Message'), 'Where is my deposit?{Enter}');
    const sent = socket.sent.map((s) => JSON.parse(s) as { type: string; clientId?: string });
    const send = sent.find((s) => s.type === 'send')!;
    expect(send).toMatchObject({ text: 'Where is my deposit?' });
    expect(sent.some((s) => s.type === 'typing')).toBe(true);
    expect(screen.getByText('Sending…')).toBeInTheDocument();

    socket.push({
      type: 'chat.message',
      message: message(4, { text: 'Where is my deposit?' }),
      clientId: send.clientId,
    });
    await waitFor(() => expect(screen.queryByText('Sending…')).not.toBeInTheDocument());
    socket.push({ type: 'chat.typing', conversationId: 7, from: 'OPERATOR' });
    expect(await screen.findByText('Support is typing…')).toBeInTheDocument();
    socket.push({ type: 'chat.read', conversationId: 7, by: 'OPERATOR', messageId: 4 });
    await waitFor(() => expect(screen.getAllByText('Read')).toHaveLength(3));
    expect(screen.queryByText('Sent')).not.toBeInTheDocument();
  });

  it('checks a picked file before sending it, and shows why a send failed', async () => {
    mockApi({
      'GET /wps/chat/messages': () => ({ value: { list: [], hasMore: false, conversation: null } }),
    });
    renderWithApp(<ChatPanel />);
    expect(await screen.findByText(/Ask us anything/)).toBeInTheDocument();
    const input = screen.getByTestId('chat-file');
    await userEvent.upload(input, new File(['gif'], 'cat.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    expect(await screen.findByText('Only PNG or JPG images can be sent.')).toBeInTheDocument();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(input, big);
    expect(await screen.findByText('The image must be 5 MB or smaller.')).toBeInTheDocument();

    const socket = FakeWebSocket.instances.at(-1)!;
    socket.open();
    await userEvent.type(screen.getByLabelText('Message'), 'hello{Enter}');
    const send = socket.sent
      .map((s) => JSON.parse(s) as { type: string; clientId?: string })
      .find((s) => s.type === 'send')!;
    socket.push({
      type: 'chat.error',
      code: 'RATE_LIMITED',
      message: 'Too many requests, please try again later.',
      clientId: send.clientId,
    });
    expect(
      await screen.findByText('Not sent: Too many requests, please try again later.'),
    ).toHaveAttribute('role', 'alert');
  });
});
