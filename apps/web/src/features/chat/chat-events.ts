import type { ChatEvent, ChatMessage } from '@portal/contracts/chat';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function isMessage(value: unknown): value is ChatMessage {
  return (
    isObject(value) &&
    typeof value.id === 'number' &&
    typeof value.conversationId === 'number' &&
    (value.sender === 'MEMBER' || value.sender === 'OPERATOR') &&
    (typeof value.text === 'string' || value.text === null) &&
    typeof value.image === 'boolean' &&
    typeof value.createdAt === 'string'
  );
}

/** A pushed chat message as a ChatEvent; anything else (garbage, unknown kinds) is null. */
export function parseChatEvent(data: unknown): ChatEvent | null {
  let event: unknown;
  try {
    event = typeof data === 'string' ? JSON.parse(data) : data;
  } catch {
    return null;
  }
  if (!isObject(event)) return null;
  switch (event.type) {
    case 'chat.ready':
      return { type: 'chat.ready' };
    case 'chat.message':
      return isMessage(event.message)
        ? {
            type: 'chat.message',
            message: event.message,
            clientId: typeof event.clientId === 'string' ? event.clientId : undefined,
          }
        : null;
    case 'chat.typing':
    case 'chat.read':
    case 'chat.conversation':
    case 'chat.error':
      return event as ChatEvent;
    default:
      return null;
  }
}

/** Messages by id, oldest first, without duplicates (history and pushes overlap). */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
