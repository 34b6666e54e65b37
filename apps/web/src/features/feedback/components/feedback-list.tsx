import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { MemberFeedback } from '@portal/contracts/feedback';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Icon } from '../../../components/ui/icons/icon.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { buildHeaders } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { FEEDBACK_TYPE_OPTIONS } from '../feedback-rules.ts';
import { useMyFeedback } from '../api/feedback.ts';
import styles from './feedback.module.css';

const STATE_TONE: Record<MemberFeedback['state'], BadgeTone> = {
  OPEN: 'warning',
  ANSWERED: 'success',
  CLOSED: 'neutral',
};

/** An image of the member's own feedback, fetched with the session token (never a public URL). */
function FeedbackImage({ url, alt }: { url: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    let objectUrl: string | null = null;
    fetch(url, { headers: buildHeaders({}, { body: undefined }), signal: abort.signal })
      .then((res) => (res.ok ? res.blob() : null))
      .then((blob) => {
        if (!blob) return;
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      abort.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return (
    <span className={styles.thumb}>
      {src ? <img src={src} alt={alt} /> : <Icon name="image" size={24} />}
    </span>
  );
}

function FeedbackItem({ item }: { item: MemberFeedback }) {
  const { t, i18n } = useTranslation();
  const typeLabel = (type: number) => {
    const key = FEEDBACK_TYPE_OPTIONS.find((option) => option === String(type));
    return key ? t(`feedback.types.${key}`) : String(type);
  };
  return (
    <li className={styles.item} data-testid="feedback-item">
      <div className={styles.itemHead}>
        <span className={styles.type}>{typeLabel(item.type)}</span>
        <Badge tone={STATE_TONE[item.state]}>{t(`feedback.states.${item.state}`)}</Badge>
      </div>
      <span className={styles.meta}>
        {t('feedback.sentAt', { date: formatDateTime(item.createdAt, i18n.language) })}
      </span>
      {/* The member's own words, shown as text: markup in them stays text. */}
      <p className={styles.text} data-testid="feedback-item-content">
        {item.content}
      </p>
      {item.images.length > 0 && (
        <div className={styles.images}>
          {item.images.map((image, index) => (
            <FeedbackImage
              key={image.id}
              url={image.url}
              alt={t('feedback.imageAlt', { n: index + 1 })}
            />
          ))}
        </div>
      )}
      {item.replies.length === 0 ? (
        <span className={styles.meta}>{t('feedback.noAnswer')}</span>
      ) : (
        item.replies.map((reply) => (
          <div key={reply.id} className={styles.reply} data-testid="feedback-reply">
            <span className={styles.replyLabel}>
              {t('feedback.answer')} · {formatDateTime(reply.createdAt, i18n.language)}
            </span>
            <p className={styles.text}>{reply.content}</p>
          </div>
        ))
      )}
    </li>
  );
}

/** The member's own feedback with the desk's answers, newest first. */
export function FeedbackList() {
  const { t } = useTranslation();
  const query = useMyFeedback({ pageNo: 1, pageSize: 20 });
  if (query.isError) {
    return (
      <Notice
        tone="danger"
        action={
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t('feedback.retry')}
          </Button>
        }
      >
        {t('feedback.loadFailed')}
      </Notice>
    );
  }
  if (!query.data) return <p className={styles.meta}>{t('app.loading')}</p>;
  if (query.data.list.length === 0) {
    return (
      <EmptyState
        illustration="heart"
        title={t('feedback.empty')}
        text={t('feedback.lead')}
        level={3}
        compact
        testId="feedback-empty"
      />
    );
  }
  return (
    <ul className={styles.list} data-testid="feedback-list">
      {query.data.list.map((item) => (
        <FeedbackItem key={item.id} item={item} />
      ))}
    </ul>
  );
}
