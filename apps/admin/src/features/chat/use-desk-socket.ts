import { useEffect, useRef } from 'react';
import type { ChatEvent } from '@portal/contracts/chat';
import { connectReconnectingSocket, socketUrl } from '@portal/contracts/reconnecting-socket';
import { chatApi } from '../../config/paths.ts';
import { useSessionStore } from '../../lib/session-store.ts';

/** A pushed desk event, or null for anything that is not one. */
function parse(data: unknown): ChatEvent | null {
  try {
    const event = JSON.parse(String(data)) as { type?: unknown };
    return typeof event.type === 'string' && event.type.startsWith('chat.')
      ? (event as ChatEvent)
      : null;
  } catch {
    return null;
  }
}

/**
 * The desk's live socket (`/wps/admin/chat/ws`, the console token as its first message): every
 * chat event of this white label from any node. Reconnects with backoff; `onReconnect` resyncs.
 * Answers `send`, which is false while the socket is down.
 */
export function useDeskSocket(
  onEvent: (event: ChatEvent) => void,
  onReconnect: () => void,
  onStatus: (isOpen: boolean) => void,
) {
  const token = useSessionStore((s) => s.token);
  const handlers = useRef({ onEvent, onReconnect, onStatus });
  const socket = useRef<ReturnType<typeof connectReconnectingSocket> | null>(null);
  useEffect(() => {
    handlers.current = { onEvent, onReconnect, onStatus };
  });
  useEffect(() => {
    if (!token || typeof WebSocket === 'undefined') return;
    const live = connectReconnectingSocket({
      url: socketUrl(chatApi.socket, window.location),
      token,
      parse,
      onEvent: (event) => handlers.current.onEvent(event),
      onReconnect: () => handlers.current.onReconnect(),
      onStatus: (isOpen) => handlers.current.onStatus(isOpen),
    });
    socket.current = live;
    return () => {
      live.stop();
      socket.current = null;
    };
  }, [token]);
  return (data: unknown) => socket.current?.send(data) ?? false;
}
