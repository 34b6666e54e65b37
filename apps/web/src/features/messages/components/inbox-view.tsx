import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { MemberMessage } from '@portal/contracts/messages';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Icon } from '../../../components/ui/icons/icon.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { cx } from '../../../lib/cx.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useDeleteMessages, useMarkRead, useMessages } from '../api/messages.ts';
import styles from './inbox-view.module.css';
// Strings of the player centre arrive with this chunk.
import '../../../lib/i18n/player-centre.ts';

const PAGE_SIZE = 10;

/** One message: its title row opens and closes it; opening an unread one marks it read. */
function MessageItem({
  message,
  isOpen,
  onToggle,
  onDelete,
}: {
  message: MemberMessage;
  isOpen: boolean;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const bodyId = `message-${message.id}`;
  return (
    <li
      className={cx(styles.item, !message.read && styles.unread)}
      data-testid="message-item"
      data-read={message.read}
    >
      <div className={styles.row}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={isOpen}
          aria-controls={bodyId}
          onClick={onToggle}
          data-testid="message-toggle"
        >
          <span className={styles.icon} aria-hidden="true">
            <Icon name={message.kind === 'NOTICE' ? 'wallet' : 'mail'} size={18} />
          </span>
          <span className={styles.heading}>
            <span className={styles.title}>{message.title}</span>
            <span className={styles.meta}>
              <time dateTime={message.createdAt}>
                {formatDateTime(message.createdAt, i18n.language)}
              </time>
              {message.kind === 'NOTICE' && <span>{t('messages.notice')}</span>}
              {!message.read && <Badge tone="info">{t('messages.unread')}</Badge>}
            </span>
          </span>
          <span className={cx(styles.chevron, isOpen && styles.chevronOpen)} aria-hidden="true">
            <Icon name="chevronDown" size={16} />
          </span>
        </button>
        <button
          type="button"
          className={styles.delete}
          aria-label={t('messages.deleteLabel', { title: message.title })}
          onClick={onDelete}
          data-testid="message-delete"
        >
          <Icon name="trash" size={16} />
        </button>
      </div>
      {isOpen && (
        <p id={bodyId} className={styles.content} data-testid="message-content">
          {message.content}
        </p>
      )}
    </li>
  );
}

/** /messageV2: the member's platform messages, newest first, 10 a page. */
export function InboxView() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const messages = useMessages({ pageNo, pageSize: PAGE_SIZE });
  const markRead = useMarkRead();
  const remove = useDeleteMessages();

  if (messages.isPending) return <Loading testId="messages-loading" />;
  if (messages.isError) {
    return (
      <LoadError
        message={t('messages.loadFailed')}
        onRetry={() => void messages.refetch()}
        testId="messages-error"
      />
    );
  }
  const page = messages.data;
  if (page.total === 0) {
    return (
      <EmptyState
        illustration="ticket"
        title={t('messages.emptyTitle')}
        text={t('messages.emptyText')}
        testId="messages-empty"
      />
    );
  }

  const toggle = (message: MemberMessage) => {
    const opening = openId !== message.id;
    setOpenId(opening ? message.id : null);
    if (opening && !message.read) markRead.mutate({ ids: [message.id] });
  };

  return (
    <div className={styles.stack} data-testid="messages-inbox">
      <div className={styles.bar}>
        <span className={styles.count} data-testid="messages-unread">
          {t('playerCentre.unreadBadge', { count: page.unread })}
        </span>
        <Button
          size="sm"
          variant="outline"
          disabled={page.unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
          data-testid="messages-read-all"
        >
          {t('messages.markAllRead')}
        </Button>
      </div>
      <ul className={styles.list} aria-label={t('messages.listLabel')}>
        {page.list.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            isOpen={openId === message.id}
            onToggle={() => toggle(message)}
            onDelete={() => remove.mutate({ ids: [message.id] })}
          />
        ))}
      </ul>
      <Pager
        pageNo={page.pageNo}
        pageSize={page.pageSize}
        total={page.total}
        onChange={setPageNo}
        label={t('messages.pagesLabel')}
      />
    </div>
  );
}
