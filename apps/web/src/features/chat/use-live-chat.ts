import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatConversation, ChatEvent, ChatHistory, ChatMessage } from '@portal/contracts/chat';
import { chatPaths } from '../../config/paths.ts';
import { ApiError, errorKey } from '../../lib/api-error.ts';
import { connectReconnectingSocket, socketUrl } from '@portal/contracts/reconnecting-socket';
import { useSessionStore } from '../../lib/stores/session-store.ts';
import { getChatHistory, postChatImage, postChatText } from './api/chat-api.ts';
import { mergeMessages, parseChatEvent } from './chat-events.ts';

/** A message on its way: shown greyed until the server's copy arrives, or with its error. */
export interface PendingMessage {
  clientId: string;
  text: string;
  /** Translation key of why it failed (errors.CODE), once it has. */
  errorKey?: ReturnType<typeof errorKey>;
}

export type Connection = 'connecting' | 'open' | 'reconnecting';

/** How long "support is typing" shows after the last typing mark. */
const TYPING_SHOWS_MS = 4_000;
/** How often this side tells the other it is typing. */
const TYPING_EVERY_MS = 2_000;

let counter = 0;
const newClientId = () => `c${Date.now().toString(36)}${(counter += 1)}`;

/**
 * The member's live chat: history (with paging back), the socket (reconnects with backoff, and
 * reads the latest page again after a reconnect), sending text over the socket (HTTP when it is
 * down) and images over HTTP, the operator's typing and read marks, and our own read mark.
 */
export function useLiveChat(isVisible: boolean) {
  const token = useSessionStore((s) => s.token);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [conversation, setConversation] = useState<ChatConversation | null>(null);
  const [hasMore, setHasMore] = useState(false);
  const [isLoading, setLoading] = useState(true);
  const [isLoadingOlder, setLoadingOlder] = useState(false);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [isTyping, setTyping] = useState(false);
  const [connection, setConnection] = useState<Connection>('connecting');
  const socket = useRef<ReturnType<typeof connectReconnectingSocket> | null>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastTypingSent = useRef(0);
  const lastReadSent = useRef(0);

  const receive = useCallback((incoming: ChatMessage[], clientId?: string) => {
    setMessages((current) => mergeMessages(current, incoming));
    if (clientId) setPending((list) => list.filter((p) => p.clientId !== clientId));
  }, []);

  const applyLatest = useCallback(
    (page: ChatHistory) => {
      receive(page.list);
      setConversation(page.conversation);
      setHasMore((old) => old || page.hasMore);
      setLoadError(null);
      setLoading(false);
    },
    [receive],
  );
  const failLatest = useCallback((error: unknown) => {
    setLoadError(error);
    setLoading(false);
  }, []);
  const loadLatest = useCallback(
    () => getChatHistory().then(applyLatest, failLatest),
    [applyLatest, failLatest],
  );

  const onEvent = useCallback(
    (event: ChatEvent) => {
      switch (event.type) {
        case 'chat.message':
          receive([event.message], event.clientId);
          if (event.message.sender === 'OPERATOR') setTyping(false);
          return;
        case 'chat.typing':
          if (event.from !== 'OPERATOR') return;
          setTyping(true);
          clearTimeout(typingTimer.current);
          typingTimer.current = setTimeout(() => setTyping(false), TYPING_SHOWS_MS);
          return;
        case 'chat.read':
          if (event.by !== 'OPERATOR') return;
          setConversation((c) =>
            c && c.id === event.conversationId
              ? { ...c, operatorReadId: Math.max(c.operatorReadId, event.messageId) }
              : c,
          );
          return;
        case 'chat.conversation': {
          const { id, status, memberReadId, operatorReadId, waitingSince } = event.conversation;
          const next = { id, status, memberReadId, operatorReadId, waitingSince };
          setConversation((c) => (!c || next.id >= c.id ? next : c));
          return;
        }
        case 'chat.error': {
          const key = errorKey(new ApiError(event.code, event.message, 400));
          setPending((list) =>
            list.map((p) => (p.clientId === event.clientId ? { ...p, errorKey: key } : p)),
          );
          return;
        }
        case 'chat.ready':
          return;
      }
    },
    [receive],
  );

  useEffect(() => {
    if (!token || typeof WebSocket === 'undefined') return;
    getChatHistory().then(applyLatest, failLatest);
    const live = connectReconnectingSocket({
      url: socketUrl(chatPaths.socket, window.location),
      token,
      parse: parseChatEvent,
      onEvent,
      onStatus: (isOpen) => setConnection(isOpen ? 'open' : 'reconnecting'),
      // Anything pushed while we were away is missed: read the latest page again.
      onReconnect: () => void loadLatest(),
    });
    socket.current = live;
    return () => {
      live.stop();
      socket.current = null;
      clearTimeout(typingTimer.current);
    };
  }, [token, loadLatest, applyLatest, failLatest, onEvent]);

  // Our read mark: the newest operator message, once the chat is on screen.
  const newestFromSupport = [...messages].reverse().find((m) => m.sender === 'OPERATOR')?.id ?? 0;
  useEffect(() => {
    if (!isVisible || newestFromSupport <= lastReadSent.current) return;
    if (conversation && newestFromSupport <= conversation.memberReadId) return;
    if (socket.current?.send({ type: 'read', messageId: newestFromSupport })) {
      lastReadSent.current = newestFromSupport;
    }
  }, [isVisible, newestFromSupport, conversation, connection]);

  const loadOlder = useCallback(async () => {
    const oldest = messages[0]?.id;
    if (oldest === undefined) return;
    setLoadingOlder(true);
    try {
      const page = await getChatHistory(oldest);
      receive(page.list);
      setHasMore(page.hasMore);
    } catch (error) {
      setLoadError(error);
    } finally {
      setLoadingOlder(false);
    }
  }, [messages, receive]);

  const sendText = useCallback(
    (text: string) => {
      const clientId = newClientId();
      setPending((list) => [...list, { clientId, text }]);
      if (socket.current?.send({ type: 'send', text, clientId })) return;
      postChatText(text, clientId).then(
        (message) => receive([message], clientId),
        (error: unknown) =>
          setPending((list) =>
            list.map((p) => (p.clientId === clientId ? { ...p, errorKey: errorKey(error) } : p)),
          ),
      );
    },
    [receive],
  );

  const sendImage = useCallback(
    async (file: File) => {
      const message = await postChatImage(file);
      receive([message]);
    },
    [receive],
  );

  const typing = useCallback(() => {
    if (Date.now() - lastTypingSent.current < TYPING_EVERY_MS) return;
    if (socket.current?.send({ type: 'typing' })) lastTypingSent.current = Date.now();
  }, []);

  return {
    messages,
    pending,
    conversation,
    hasMore,
    isLoading,
    isLoadingOlder,
    loadError,
    isTyping,
    connection,
    loadOlder,
    sendText,
    sendImage,
    typing,
    retry: loadLatest,
  };
}
