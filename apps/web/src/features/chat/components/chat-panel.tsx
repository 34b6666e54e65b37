import '../../../lib/i18n/chat.ts';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { CHAT_TEXT_MAX, type ChatMessage } from '@portal/contracts/chat';
import { Icon } from '../../../components/ui/icons/icon.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { cx } from '../../../lib/cx.ts';
import { formatShortDateTime } from '../../../lib/format.ts';
import { imageProblem } from '../api/chat-api.ts';
import { useLiveChat } from '../use-live-chat.ts';
import { ChatImage } from './chat-image.tsx';
import styles from './chat-panel.module.css';

interface ChatPanelProps {
  /** Shown as a floating panel (with a close button) or as a page. */
  onClose?: () => void;
}

/** ✓ sent, ✓✓ read by support; the words are there for screen readers. */
function Mark({ isRead }: { isRead: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={cx(styles.mark, isRead && styles.read)}>
      <span aria-hidden="true">{isRead ? '✓✓' : '✓'}</span>
      <span className="visually-hidden">{isRead ? t('chat.read') : t('chat.sent')}</span>
    </span>
  );
}

function Bubble({ message, isRead }: { message: ChatMessage; isRead: boolean }) {
  const { t, i18n } = useTranslation();
  const isMine = message.sender === 'MEMBER';
  const who = isMine ? t('chat.you') : (message.operatorName ?? t('chat.support'));
  return (
    <li
      className={cx(styles.bubble, isMine ? styles.mine : styles.theirs)}
      data-testid="chat-message"
    >
      <span className="visually-hidden">{who}: </span>
      {message.image ? (
        <ChatImage id={message.id} />
      ) : (
        <p className={styles.text}>{message.text}</p>
      )}
      <span className={styles.meta}>
        {!isMine && <span aria-hidden="true">{who} · </span>}
        <time dateTime={message.createdAt}>
          {formatShortDateTime(message.createdAt, i18n.language)}
        </time>
        {isMine && <Mark isRead={isRead} />}
      </span>
    </li>
  );
}

/**
 * The member's live chat with support: history (earlier pages on demand), live messages,
 * "support is typing", read marks, text and image sending. Strings come with this chunk.
 */
export function ChatPanel({ onClose }: ChatPanelProps) {
  const { t } = useTranslation();
  const chat = useLiveChat(true);
  const [text, setText] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [isUploading, setUploading] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const newest = chat.messages.at(-1)?.id ?? 0;

  // Keep the newest message in view as messages arrive.
  useEffect(() => {
    const node = list.current;
    if (node) node.scrollTop = node.scrollHeight;
  }, [newest, chat.pending.length, chat.isTyping]);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const value = text.trim();
    if (!value || value.length > CHAT_TEXT_MAX) return;
    chat.sendText(value);
    setText('');
  }

  function handleChange(event: ChangeEvent<HTMLTextAreaElement>) {
    setText(event.target.value);
    chat.typing();
  }

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) {
      setFileError(t(problem === 'type' ? 'chat.fileType' : 'chat.fileSize'));
      return;
    }
    setFileError(null);
    setUploading(true);
    try {
      await chat.sendImage(file);
    } catch (error) {
      setFileError(errorText(error, t));
    } finally {
      setUploading(false);
    }
  }

  const operatorRead = chat.conversation?.operatorReadId ?? 0;
  const status = chat.conversation?.status;
  return (
    <section className={styles.panel} aria-labelledby="chat-title" data-testid="chat-panel">
      <header className={styles.header}>
        <div>
          <h2 id="chat-title" className={styles.title}>
            {t('chat.title')}
          </h2>
          <p className={styles.lead} role="status" data-testid="chat-status">
            {chat.connection === 'connecting'
              ? t('chat.connecting')
              : chat.connection === 'reconnecting'
                ? t('chat.reconnecting')
                : status
                  ? t(`chat.status.${status}`)
                  : t('chat.lead')}
          </p>
        </div>
        {onClose && (
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={t('chat.close')}
            title={t('chat.close')}
          >
            <Icon name="close" />
          </button>
        )}
      </header>
      <ol className={styles.list} ref={list} aria-live="polite" aria-busy={chat.isLoading}>
        {chat.hasMore && (
          <li className={styles.older}>
            <button
              type="button"
              className={styles.link}
              onClick={() => void chat.loadOlder()}
              disabled={chat.isLoadingOlder}
            >
              {chat.isLoadingOlder ? t('chat.loading') : t('chat.loadOlder')}
            </button>
          </li>
        )}
        {!chat.isLoading && chat.messages.length === 0 && chat.pending.length === 0 && (
          <li className={styles.empty}>{t('chat.empty')}</li>
        )}
        {chat.messages.map((m) => (
          <Bubble key={m.id} message={m} isRead={m.id <= operatorRead} />
        ))}
        {chat.pending.map((p) => (
          <li key={p.clientId} className={cx(styles.bubble, styles.mine, styles.pending)}>
            <p className={styles.text}>{p.text}</p>
            <span className={styles.meta} role={p.errorKey ? 'alert' : undefined}>
              {p.errorKey ? t('chat.failed', { reason: t(p.errorKey) }) : t('chat.sending')}
            </span>
          </li>
        ))}
      </ol>
      {chat.isTyping && (
        <p className={styles.typing} data-testid="chat-typing">
          {t('chat.typing')}
        </p>
      )}
      {chat.loadError !== null && (
        <p className={styles.error} role="alert">
          {errorText(chat.loadError, t)}
        </p>
      )}
      {fileError && (
        <p className={styles.error} role="alert">
          {fileError}
        </p>
      )}
      <form className={styles.form} onSubmit={handleSubmit}>
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg"
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => void handleFile(e)}
          data-testid="chat-file"
        />
        <button
          type="button"
          className={styles.icon}
          onClick={() => fileInput.current?.click()}
          disabled={isUploading}
          aria-label={t('chat.attach')}
          title={t('chat.attach')}
        >
          <Icon name="image" />
        </button>
        <label htmlFor="chat-text" className="visually-hidden">
          {t('chat.label')}
        </label>
        <textarea
          id="chat-text"
          className={styles.input}
          rows={1}
          maxLength={CHAT_TEXT_MAX}
          value={text}
          placeholder={t('chat.placeholder')}
          onChange={handleChange}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) handleSubmit(e);
          }}
          aria-describedby="chat-counter"
        />
        <span id="chat-counter" className="visually-hidden">
          {t('chat.counter', { count: text.length, max: CHAT_TEXT_MAX })}
        </span>
        <button
          type="submit"
          className={styles.send}
          disabled={!text.trim()}
          aria-label={t('chat.send')}
          title={t('chat.send')}
        >
          <Icon name="chevronEnd" />
        </button>
      </form>
    </section>
  );
}
