import WebSocket from 'ws';
import type { ChatEvent } from '@portal/contracts/chat';

/** A chat socket under test: what it received, and helpers to send and wait. */
export interface TestChatSocket {
  socket: WebSocket;
  events: ChatEvent[];
  closed: Promise<number>;
  send: (message: Record<string, unknown>) => void;
  /** Resolves with the first event (received so far or later) that `match` accepts. */
  next: <T extends ChatEvent>(match: (event: ChatEvent) => event is T, ms?: number) => Promise<T>;
  close: () => Promise<void>;
}

/**
 * Opens a chat socket at `base` + `path` for a white label and says who it is with `token`
 * (the first message, as browsers do). `token: null` sends nothing.
 */
export function openChatSocket(
  base: string,
  path: string,
  token: string | null,
  merchant = 'demo',
): TestChatSocket {
  const socket = new WebSocket(`${base.replace('http', 'ws')}${path}`, {
    headers: { merchant, language: 'EN' },
  });
  const events: ChatEvent[] = [];
  socket.on('message', (data: Buffer) => events.push(JSON.parse(data.toString()) as ChatEvent));
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const opened = new Promise<void>((resolve) => socket.on('open', () => resolve()));
  if (token !== null) void opened.then(() => socket.send(JSON.stringify({ type: 'auth', token })));
  return {
    socket,
    events,
    closed,
    send: (message) => void opened.then(() => socket.send(JSON.stringify(message))),
    async next(match, ms = 10_000) {
      const end = Date.now() + ms;
      for (;;) {
        const found = events.find(match);
        if (found) return found as never;
        if (Date.now() > end) {
          throw new Error(`timed out; socket received ${JSON.stringify(events)}`);
        }
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    async close() {
      if (socket.readyState === socket.CLOSED) return;
      socket.close();
      await closed;
    },
  };
}

type Of<K extends ChatEvent['type']> = Extract<ChatEvent, { type: K }>;

/** Event matchers for `next`. */
export const is = {
  ready: (e: ChatEvent): e is Of<'chat.ready'> => e.type === 'chat.ready',
  message:
    (text: string) =>
    (e: ChatEvent): e is Of<'chat.message'> =>
      e.type === 'chat.message' && e.message.text === text,
  typing:
    (from: 'MEMBER' | 'OPERATOR', conversationId: number) =>
    (e: ChatEvent): e is Of<'chat.typing'> =>
      e.type === 'chat.typing' && e.from === from && e.conversationId === conversationId,
  read:
    (by: 'MEMBER' | 'OPERATOR', messageId: number) =>
    (e: ChatEvent): e is Of<'chat.read'> =>
      e.type === 'chat.read' && e.by === by && e.messageId === messageId,
  error:
    (code: string) =>
    (e: ChatEvent): e is Of<'chat.error'> =>
      e.type === 'chat.error' && e.code === code,
  conversation:
    (id: number, status: string) =>
    (e: ChatEvent): e is Of<'chat.conversation'> =>
      e.type === 'chat.conversation' &&
      e.conversation.id === id &&
      e.conversation.status === status,
};
