import { useTranslation } from 'react-i18next';
import { useFeedbackQueue } from './api/feedback.ts';

/** The nav entry's count of items waiting for an answer (one cheap query a minute). */
export function FeedbackNavCount() {
  const { t } = useTranslation();
  const queue = useFeedbackQueue({ state: 'OPEN', pageNo: 1, pageSize: 1 });
  const open = queue.data?.open ?? 0;
  if (open === 0) return null;
  return (
    <span
      className="badge badge-warn"
      style={{ marginInlineStart: 6 }}
      data-testid="nav-feedback-count"
    >
      <span aria-hidden="true">{open}</span>
      <span className="visually-hidden">{t('feedback.openCount', { count: open })}</span>
    </span>
  );
}
