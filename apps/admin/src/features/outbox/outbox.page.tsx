import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxItem } from '@portal/contracts/admin';
import { OUTBOX_STATES, type OutboxState } from '@portal/contracts/outbound';
import { useUrlPage } from '../../lib/use-url-page.ts';
import { ConfirmAction } from '../../components/ui/confirm-action.tsx';
import { EmptyRow } from '../../components/ui/empty-row.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { Loading, QueryError } from '../../components/ui/query-error.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useCan } from '../../lib/permissions.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { useOutbox } from './api/list-outbox.ts';
import { useRetryOutbox } from './api/retry-outbox.ts';

const PAGE_SIZE = 20;

const isState = (value: string | null): value is OutboxState =>
  (OUTBOX_STATES as readonly string[]).includes(value ?? '');

/** Where a message stands: its state, tries, the provider's last refusal, the next try. */
function Delivery({ m }: { m: OutboxItem }) {
  const { t } = useTranslation();
  const language = useUiStore((s) => s.language);
  return (
    <div className="stack" style={{ gap: 4, alignItems: 'flex-start' }}>
      <span
        className={
          m.state === 'failed'
            ? 'badge badge-bad'
            : m.state === 'sent'
              ? 'badge badge-ok'
              : 'badge badge-warn'
        }
      >
        {t(`outbox.states.${m.state}`)}
      </span>
      <span className="muted">{t('outbox.attempts', { count: m.attempts })}</span>
      {m.sentAt && (
        <span className="muted">
          {t('outbox.sentAt', { time: formatDateTime(m.sentAt, language) })}
        </span>
      )}
      {m.nextAttemptAt && m.attempts > 0 && (
        <span className="muted">
          {t('outbox.nextAttempt', { time: formatDateTime(m.nextAttemptAt, language) })}
        </span>
      )}
      {m.lastError && (
        <span className="field-error" style={{ overflowWrap: 'anywhere' }}>
          {m.lastError}
        </span>
      )}
    </div>
  );
}

/** Sms and email, newest first, with their delivery; every read is audited on the server. */
export default function OutboxPage() {
  const { t } = useTranslation();
  const language = useUiStore((s) => s.language);
  const canRetry = useCan('outbox.retry');
  const { params, setParams, pageNo, setPage } = useUrlPage();
  const recipient = params.get('recipient') ?? '';
  const requested = params.get('state');
  const state = isState(requested) ? requested : undefined;
  const [draft, setDraft] = useState(recipient);
  const outbox = useOutbox({
    ...(recipient ? { recipient } : {}),
    ...(state ? { state } : {}),
    pageNo,
    pageSize: PAGE_SIZE,
  });
  const retry = useRetryOutbox();
  const [failed, setFailed] = useState<{ id: number; error: unknown } | null>(null);

  const filters = (next: { recipient?: string; state?: string }) => {
    const values = { recipient, state: state ?? '', ...next };
    setParams(Object.fromEntries(Object.entries(values).filter(([, v]) => v)));
  };

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    filters({ recipient: draft.trim() });
  }

  function retryOne(id: number) {
    setFailed(null);
    retry.mutate(id, { onError: (error) => setFailed({ id, error }) });
  }

  return (
    <>
      <h1>{t('outbox.title')}</h1>
      <p className="notice">{t('outbox.notice')}</p>
      <form role="search" className="filters" onSubmit={handleSubmit}>
        <label>
          {t('outbox.recipient')}
          <input name="recipient" value={draft} onChange={(e) => setDraft(e.target.value)} />
        </label>
        <label>
          {t('outbox.stateFilter')}
          <select
            name="state"
            value={state ?? ''}
            onChange={(e) => filters({ state: e.target.value })}
            data-testid="outbox-state"
          >
            <option value="">{t('outbox.allStates')}</option>
            {OUTBOX_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`outbox.states.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="row">
          <button type="submit" className="btn btn-primary">
            {t('common.search')}
          </button>
        </div>
      </form>
      {outbox.isError && <QueryError error={outbox.error} onRetry={() => void outbox.refetch()} />}
      {outbox.isPending && <Loading />}
      {outbox.data && (
        <>
          <div className="table-wrap">
            <table data-testid="outbox-table">
              <thead>
                <tr>
                  <th scope="col">{t('outbox.columns.time')}</th>
                  <th scope="col">{t('outbox.columns.channel')}</th>
                  <th scope="col">{t('outbox.columns.recipient')}</th>
                  <th scope="col">{t('outbox.columns.message')}</th>
                  <th scope="col">{t('outbox.columns.delivery')}</th>
                  <th scope="col">{t('outbox.columns.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {outbox.data.list.map((m) => (
                  <tr key={m.id}>
                    <td className="nowrap">{formatDateTime(m.createdAt, language)}</td>
                    <td>
                      <span className="badge">{m.channel}</span>
                    </td>
                    <td className="mono">{m.recipient}</td>
                    <td style={{ overflowWrap: 'anywhere' }}>
                      {m.subject && <strong>{m.subject}: </strong>}
                      {m.body}
                    </td>
                    <td>
                      <Delivery m={m} />
                    </td>
                    <td className="actions-cell">
                      {m.state === 'failed' && canRetry && (
                        <div className="stack">
                          <ConfirmAction
                            label={t('outbox.retry')}
                            question={t('outbox.confirmRetry', { recipient: m.recipient })}
                            busy={retry.isPending}
                            onConfirm={() => retryOne(m.id)}
                          />
                          {failed?.id === m.id && <QueryError error={failed.error} />}
                        </div>
                      )}
                    </td>
                  </tr>
                ))}
                {outbox.data.list.length === 0 && <EmptyRow columns={6} />}
              </tbody>
            </table>
          </div>
          <Pager pageNo={pageNo} pageSize={PAGE_SIZE} total={outbox.data.total} onPage={setPage} />
        </>
      )}
    </>
  );
}
