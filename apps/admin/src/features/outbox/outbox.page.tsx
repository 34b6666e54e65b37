import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUrlPage } from '../../lib/use-url-page.ts';
import { EmptyRow } from '../../components/ui/empty-row.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { Loading, QueryError } from '../../components/ui/query-error.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { useOutbox } from './api/list-outbox.ts';

const PAGE_SIZE = 20;

/** Sent sms and email, newest first; every read is audited on the server. */
export default function OutboxPage() {
  const { t } = useTranslation();
  const language = useUiStore((s) => s.language);
  const { params, setParams, pageNo, setPage } = useUrlPage();
  const recipient = params.get('recipient') ?? '';
  const [draft, setDraft] = useState(recipient);
  const outbox = useOutbox({ recipient, pageNo, pageSize: PAGE_SIZE });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setParams(draft.trim() ? { recipient: draft.trim() } : {});
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
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('outbox.columns.time')}</th>
                  <th scope="col">{t('outbox.columns.channel')}</th>
                  <th scope="col">{t('outbox.columns.recipient')}</th>
                  <th scope="col">{t('outbox.columns.message')}</th>
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
                    <td>
                      {m.subject && <strong>{m.subject}: </strong>}
                      {m.body}
                    </td>
                  </tr>
                ))}
                {outbox.data.list.length === 0 && <EmptyRow columns={4} />}
              </tbody>
            </table>
          </div>
          <Pager pageNo={pageNo} pageSize={PAGE_SIZE} total={outbox.data.total} onPage={setPage} />
        </>
      )}
    </>
  );
}
