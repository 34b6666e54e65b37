import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CHAT_IMAGE_LIMITS,
  CHAT_TEXT_MAX,
  type ChatDeskItem,
  type ChatEvent,
  type ChatMessage,
} from '@portal/contracts/chat';
import { ProofImage } from '../../components/ui/proof-image.tsx';
import { QueryError } from '../../components/ui/query-error.tsx';
import { chatApi } from '../../config/paths.ts';
import { errorText } from '../../lib/api-error.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { getHistory, postImage, postReply, useClaim, useClose } from './api/chat.ts';

const merge = (a: ChatMessage[], b: ChatMessage[]) =>
  [...new Map([...a, ...b].map((m) => [m.id, m])).values()].sort((x, y) => x.id - y.id);

let counter = 0;

export interface PaneHandle {
  /** A pushed event for this conversation. */
  onEvent: (event: ChatEvent) => void;
}

/**
 * One conversation on the desk: its history (earlier pages on demand), live messages, the
 * member's typing and read mark, and the reply box (text over the socket, images over HTTP).
 */
export function ConversationPane({
  item,
  send,
  register,
}: {
  item: ChatDeskItem;
  /** Writes to the desk socket; false while it is down (then HTTP is used). */
  send: (data: unknown) => boolean;
  register: (handle: PaneHandle | null) => void;
}) {
  const { t } = useTranslation();
  const language = useUiStore((s) => s.language);
  const id = item.id;
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [memberRead, setMemberRead] = useState(item.memberReadId);
  const [isTyping, setTyping] = useState(false);
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastTyping = useRef(0);
  const claim = useClaim();
  const close = useClose();

  const load = useCallback(
    (before?: number) =>
      getHistory(id, before).then(
        (page) => {
          setMessages((old) => merge(old, page.list));
          if (before !== undefined || page.hasMore) setHasMore(page.hasMore);
          setMemberRead((old) => Math.max(old, page.conversation.memberReadId));
          setLoadError(null);
        },
        (error: unknown) => setLoadError(error),
      ),
    [id],
  );

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    register({
      onEvent(event) {
        if (event.type === 'chat.message' && event.message.conversationId === id) {
          setMessages((old) => merge(old, [event.message]));
          if (event.message.sender === 'MEMBER') setTyping(false);
        } else if (event.type === 'chat.typing' && event.conversationId === id) {
          setTyping(true);
          clearTimeout(typingTimer.current);
          typingTimer.current = setTimeout(() => setTyping(false), 4_000);
        } else if (
          event.type === 'chat.read' &&
          event.conversationId === id &&
          event.by === 'MEMBER'
        ) {
          setMemberRead((old) => Math.max(old, event.messageId));
        }
      },
    });
    return () => {
      register(null);
      clearTimeout(typingTimer.current);
    };
  }, [id, register]);

  // The operators' read mark: the newest member message, once it is on screen.
  const newestFromMember = messages.findLast((m) => m.sender === 'MEMBER')?.id ?? 0;
  useEffect(() => {
    if (newestFromMember > item.operatorReadId) {
      send({ type: 'read', conversationId: id, messageId: newestFromMember });
    }
  }, [id, newestFromMember, item.operatorReadId, send]);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const value = text.trim();
    if (!value || value.length > CHAT_TEXT_MAX) return;
    setFailure(null);
    const clientId = `o${Date.now().toString(36)}${(counter += 1)}`;
    setText('');
    if (send({ type: 'send', conversationId: id, text: value, clientId })) return;
    postReply(id, value, clientId).then(
      (message) => setMessages((old) => merge(old, [message])),
      (error: unknown) => setFailure(errorText(error, language)),
    );
  }

  function handleFile(file: File | undefined) {
    if (!file) return;
    if (!CHAT_IMAGE_LIMITS.types.includes(file.type)) return setFailure(t('chat.fileType'));
    if (file.size > CHAT_IMAGE_LIMITS.maxBytes) return setFailure(t('chat.fileSize'));
    setFailure(null);
    postImage(id, file).then(
      (message) => setMessages((old) => merge(old, [message])),
      (error: unknown) => setFailure(errorText(error, language)),
    );
  }

  return (
    <section
      className="card stack"
      aria-labelledby="chat-conversation"
      data-testid="chat-conversation"
    >
      <div className="row" style={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <h2 id="chat-conversation" style={{ margin: 0 }}>
          {item.username} <span className="badge">{t(`chat.statuses.${item.status}`)}</span>
        </h2>
        <div className="row">
          {item.status === 'WAITING' && (
            <button type="button" className="btn" onClick={() => claim.mutate(id)}>
              {t('chat.claim')}
            </button>
          )}
          <button
            type="button"
            className="btn btn-danger"
            onClick={() => close.mutate(id)}
            disabled={close.isPending}
          >
            {t('chat.close')}
          </button>
        </div>
      </div>
      {(claim.error ?? close.error) && <QueryError error={claim.error ?? close.error} />}
      {loadError !== null && <QueryError error={loadError} onRetry={() => void load()} />}
      <ol
        className="stack"
        style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 420, overflowY: 'auto' }}
        aria-live="polite"
      >
        {hasMore && (
          <li>
            <button
              type="button"
              className="btn btn-link"
              onClick={() => void load(messages[0]?.id)}
            >
              {t('chat.loadOlder')}
            </button>
          </li>
        )}
        {messages.map((m) => {
          const isMember = m.sender === 'MEMBER';
          return (
            <li
              key={m.id}
              className="card"
              style={{
                alignSelf: isMember ? 'flex-start' : 'flex-end',
                maxWidth: '80%',
                padding: '8px 12px',
              }}
              data-testid="desk-message"
            >
              <div className="muted" style={{ fontSize: '0.8em' }}>
                {isMember ? item.username : (m.operatorName ?? t('chat.operator'))} ·{' '}
                {formatDateTime(m.createdAt, language)}
                {!isMember && (
                  <span>
                    {' '}
                    <span aria-hidden="true">{m.id <= memberRead ? '✓✓' : '✓'}</span>
                    <span className="visually-hidden">
                      {m.id <= memberRead ? t('chat.read') : t('chat.sent')}
                    </span>
                  </span>
                )}
              </div>
              {m.image ? (
                <ProofImage path={chatApi.image(m.id)} label={t('chat.image')} />
              ) : (
                <p style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {m.text}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      {isTyping && (
        <p className="muted" data-testid="desk-typing">
          {t('chat.typing')}
        </p>
      )}
      {failure && (
        <p role="alert" className="field-error">
          {failure}
        </p>
      )}
      <form className="stack" onSubmit={handleSubmit}>
        <div className="field">
          <label htmlFor="chat-reply">{t('chat.reply')}</label>
          <textarea
            id="chat-reply"
            rows={3}
            maxLength={CHAT_TEXT_MAX}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              if (Date.now() - lastTyping.current > 2_000) {
                lastTyping.current = Date.now();
                send({ type: 'typing', conversationId: id });
              }
            }}
            data-testid="chat-reply"
          />
        </div>
        <div className="row">
          <button type="submit" className="btn btn-primary" disabled={!text.trim()}>
            {t('chat.send')}
          </button>
          <label className="btn">
            {t('chat.attach')}
            <input
              type="file"
              accept="image/png,image/jpeg"
              className="visually-hidden"
              onChange={(e) => {
                handleFile(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </label>
        </div>
      </form>
    </section>
  );
}
