import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { AdminFeedbackDetail } from '@portal/contracts/feedback';
import { ConfirmAction } from '../../components/ui/confirm-action.tsx';
import { ProofImage } from '../../components/ui/proof-image.tsx';
import { Loading, QueryError } from '../../components/ui/query-error.tsx';
import { TextAreaField } from '../../components/ui/text-field.tsx';
import { paths } from '../../config/paths.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useCan } from '../../lib/permissions.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { useCloseFeedback, useFeedbackItem, useReplyFeedback } from './api/feedback.ts';
import { ApproveAgentPanel } from './approve-agent.tsx';
import { AGENT_APPLICATION, typeText, waitingText } from './feedback-format.ts';

const REPLY_MAX = 1000;

/** The answer box and the close button (operators with feedback.reply). */
function DeskActions({ item }: { item: AdminFeedbackDetail }) {
  const { t } = useTranslation();
  const reply = useReplyFeedback(item.id);
  const close = useCloseFeedback(item.id);
  const [content, setContent] = useState('');
  const [tried, setTried] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const trimmed = content.trim();
  const error = trimmed.length === 0 || trimmed.length > REPLY_MAX;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setDone(null);
    if (error) return;
    reply.mutate(trimmed, {
      onSuccess: () => {
        setContent('');
        setTried(false);
        setDone(t('feedback.sent'));
      },
    });
  }

  if (item.state === 'CLOSED') return null;
  return (
    <form onSubmit={submit} noValidate className="card stack">
      <TextAreaField
        label={t('feedback.reply')}
        value={content}
        onValue={setContent}
        hint={t('feedback.replyHint', { max: REPLY_MAX })}
        error={tried && error ? t('feedback.replyRequired', { max: REPLY_MAX }) : null}
        maxLength={REPLY_MAX}
        data-testid="feedback-reply-input"
      />
      {reply.isError && <QueryError error={reply.error} />}
      {close.isError && <QueryError error={close.error} />}
      <div aria-live="polite">{done && <p className="success">{done}</p>}</div>
      <div className="row">
        <button
          type="submit"
          className="primary"
          disabled={reply.isPending}
          data-testid="feedback-reply-send"
        >
          {t('feedback.send')}
        </button>
        <ConfirmAction
          label={t('feedback.close')}
          question={t('feedback.closeConfirm')}
          busy={close.isPending}
          onConfirm={() =>
            close.mutate(undefined, { onSuccess: () => setDone(t('feedback.closed')) })
          }
        />
      </div>
    </form>
  );
}

/**
 * One feedback item: the player's words (as text), images, answers, and the desk's actions; an
 * open agent application (type 6) can also be approved into an agent account (agents.manage).
 */
export default function FeedbackItemPage() {
  const { t } = useTranslation();
  const language = useUiStore((s) => s.language);
  const id = Number(useParams().id);
  const item = useFeedbackItem(id);
  const canReply = useCan('feedback.reply');
  const canApprove = useCan('agents.manage');

  return (
    <>
      <p>
        <Link to={paths.feedback}>{t('feedback.back')}</Link>
      </p>
      <h1>{t('feedback.detailTitle', { id })}</h1>
      {item.isError && <QueryError error={item.error} onRetry={() => void item.refetch()} />}
      {item.isPending && <Loading />}
      {item.data && (
        <>
          <div className="card stack" data-testid="feedback-detail">
            <p className="muted" style={{ margin: 0 }}>
              {item.data.sender} <span className="mono">#{item.data.memberId}</span> ·{' '}
              {typeText(item.data.type, t)} · {formatDateTime(item.data.createdAt, language)} ·{' '}
              {t(`feedback.states.${item.data.state}`)}
              {item.data.waitingSeconds !== null &&
                ` · ${t('feedback.waiting', { time: waitingText(item.data.waitingSeconds, t) })}`}
            </p>
            <p
              style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              data-testid="feedback-content"
            >
              {item.data.content}
            </p>
            <h2>{t('feedback.images')}</h2>
            {item.data.images.length === 0 ? (
              <p className="muted">{t('feedback.noImages')}</p>
            ) : (
              <div className="row">
                {item.data.images.map((image, index) => (
                  <ProofImage
                    key={image.id}
                    path={image.url}
                    label={t('feedback.imageLabel', { n: index + 1, id })}
                  />
                ))}
              </div>
            )}
            <h2>{t('feedback.replies')}</h2>
            {item.data.replies.length === 0 ? (
              <p className="muted">{t('feedback.noReplies')}</p>
            ) : (
              item.data.replies.map((r) => (
                <div key={r.id} className="card" data-testid="feedback-answer">
                  <p className="muted" style={{ marginBlockStart: 0 }}>
                    {t('feedback.repliedBy', {
                      operator: r.operator,
                      time: formatDateTime(r.createdAt, language),
                    })}
                  </p>
                  <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{r.content}</p>
                </div>
              ))
            )}
          </div>
          {canApprove && item.data.type === AGENT_APPLICATION && (
            <ApproveAgentPanel key={item.data.id} item={item.data} />
          )}
          {canReply && <DeskActions item={item.data} />}
        </>
      )}
    </>
  );
}
