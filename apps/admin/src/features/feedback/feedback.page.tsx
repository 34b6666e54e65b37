import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FEEDBACK_STATES, type FeedbackState } from '@portal/contracts/feedback';
import { EmptyRow } from '../../components/ui/empty-row.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { Loading, QueryError } from '../../components/ui/query-error.tsx';
import { paths } from '../../config/paths.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { useUrlPage } from '../../lib/use-url-page.ts';
import { useFeedbackQueue } from './api/feedback.ts';
import { FEEDBACK_TYPE_KEYS, typeText, waitingText } from './feedback-format.ts';

const PAGE_SIZE = 20;

const isState = (value: string | null): value is FeedbackState =>
  (FEEDBACK_STATES as readonly string[]).includes(value ?? '');

/** The feedback desk's queue: waiting items first, the longest waiting at the top. */
export default function FeedbackPage() {
  const { t } = useTranslation();
  const language = useUiStore((s) => s.language);
  const { params, setParams, pageNo, setPage } = useUrlPage();
  const requested = params.get('state');
  const state: FeedbackState = isState(requested) ? requested : 'OPEN';
  const type = FEEDBACK_TYPE_KEYS.find((k) => k === params.get('type'));
  const queue = useFeedbackQueue({ state, type, pageNo, pageSize: PAGE_SIZE });

  const setFilter = (next: { state?: string; type?: string }) => {
    const merged = { state, type: type ?? '', ...next };
    setParams({
      ...(merged.state !== 'OPEN' ? { state: merged.state } : {}),
      ...(merged.type ? { type: merged.type } : {}),
    });
  };

  return (
    <>
      <h1>{t('feedback.title')}</h1>
      <p className="muted">{t('feedback.intro')}</p>
      <div className="filters">
        <label>
          {t('feedback.stateFilter')}
          <select
            value={state}
            onChange={(e) => setFilter({ state: e.target.value })}
            data-testid="feedback-state-filter"
          >
            {FEEDBACK_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`feedback.states.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('feedback.typeFilter')}
          <select
            value={type ?? ''}
            onChange={(e) => setFilter({ type: e.target.value })}
            data-testid="feedback-type-filter"
          >
            <option value="">{t('feedback.anyType')}</option>
            {FEEDBACK_TYPE_KEYS.map((k) => (
              <option key={k} value={k}>
                {t(`feedback.types.${k}`)}
              </option>
            ))}
          </select>
        </label>
        {queue.data && (
          <span className="muted" data-testid="feedback-open-count">
            {t('feedback.openCount', { count: queue.data.open })}
          </span>
        )}
      </div>
      {queue.isError && <QueryError error={queue.error} onRetry={() => void queue.refetch()} />}
      {queue.isPending && <Loading />}
      {queue.data && (
        <>
          <div className="table-wrap">
            <table data-testid="feedback-queue">
              <thead>
                <tr>
                  <th scope="col">{t('feedback.columns.sent')}</th>
                  <th scope="col">{t('feedback.columns.waiting')}</th>
                  <th scope="col">{t('feedback.columns.member')}</th>
                  <th scope="col">{t('feedback.columns.type')}</th>
                  <th scope="col">{t('feedback.columns.content')}</th>
                  <th scope="col">{t('feedback.columns.state')}</th>
                </tr>
              </thead>
              <tbody>
                {queue.data.list.map((item) => (
                  <tr key={item.id} data-testid="feedback-row">
                    <td className="nowrap">{formatDateTime(item.createdAt, language)}</td>
                    <td className="nowrap">
                      {item.waitingSeconds !== null &&
                        t('feedback.waiting', { time: waitingText(item.waitingSeconds, t) })}
                    </td>
                    <td>
                      {item.sender}
                      <div className="muted mono">#{item.memberId}</div>
                    </td>
                    <td>{typeText(item.type, t)}</td>
                    <th scope="row" style={{ fontWeight: 'normal', whiteSpace: 'pre-wrap' }}>
                      {/* Players' words are text: markup in them is shown, never run. */}
                      <Link to={paths.feedbackItem(item.id)} data-testid="feedback-open">
                        {item.content}
                      </Link>
                    </th>
                    <td>{t(`feedback.states.${item.state}`)}</td>
                  </tr>
                ))}
                {queue.data.list.length === 0 && <EmptyRow columns={6} />}
              </tbody>
            </table>
          </div>
          <Pager pageNo={pageNo} pageSize={PAGE_SIZE} total={queue.data.total} onPage={setPage} />
        </>
      )}
    </>
  );
}
