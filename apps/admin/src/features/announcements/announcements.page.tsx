import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ANNOUNCEMENT_TYPES,
  type AdminAnnouncement,
  type AnnouncementType,
} from '@portal/contracts/announcements';
import { ConfirmAction } from '../../components/ui/confirm-action.tsx';
import { EmptyRow } from '../../components/ui/empty-row.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { Loading, QueryError } from '../../components/ui/query-error.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useCan } from '../../lib/permissions.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { useUrlPage } from '../../lib/use-url-page.ts';
import { AnnouncementForm, CONTENT_LANGUAGES } from './announcement-form.tsx';
import {
  useAnnouncementList,
  useDeleteAnnouncement,
  useSetAnnouncementEnabled,
} from './api/announcements.ts';

const PAGE_SIZE = 20;

/** Announcements: the list by language and order, create, edit, switch and delete. */
export default function AnnouncementsPage() {
  const { t } = useTranslation();
  const language = useUiStore((s) => s.language);
  const canWrite = useCan('content.write');
  const { pageNo, setPage } = useUrlPage();
  const [filter, setFilter] = useState<{ language?: 'BN' | 'EN'; type?: AnnouncementType }>({});
  const [editing, setEditing] = useState<AdminAnnouncement | 'new' | null>(null);
  const list = useAnnouncementList({ pageNo, pageSize: PAGE_SIZE, ...filter });
  const setEnabled = useSetAnnouncementEnabled();
  const remove = useDeleteAnnouncement();
  const when = (iso: string | null) => (iso ? formatDateTime(iso, language) : '—');

  return (
    <>
      <h1>{t('announcements.title')}</h1>
      <p className="muted">{t('announcements.intro')}</p>
      {canWrite && editing === null && (
        <div className="row">
          <button
            type="button"
            className="primary"
            onClick={() => setEditing('new')}
            data-testid="announcement-new"
          >
            {t('announcements.newTitle')}
          </button>
        </div>
      )}
      {canWrite && editing !== null && (
        <AnnouncementForm
          key={editing === 'new' ? 'new' : editing.id}
          item={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <div className="row" style={{ marginBlock: '1rem' }}>
        <label className="field">
          {t('announcements.fields.language')}
          <select
            value={filter.language ?? ''}
            onChange={(e) =>
              setFilter((f) => ({ ...f, language: (e.target.value || undefined) as 'BN' }))
            }
            data-testid="announcement-filter-language"
          >
            <option value="">{t('announcements.all')}</option>
            {CONTENT_LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {t(`announcements.languages.${l}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          {t('announcements.fields.type')}
          <select
            value={filter.type ?? ''}
            onChange={(e) =>
              setFilter((f) => ({ ...f, type: (e.target.value || undefined) as AnnouncementType }))
            }
            data-testid="announcement-filter-type"
          >
            <option value="">{t('announcements.all')}</option>
            {ANNOUNCEMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`announcements.types.${type}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {(setEnabled.isError || remove.isError) && (
        <QueryError error={setEnabled.error ?? remove.error} />
      )}
      {list.isError && <QueryError error={list.error} onRetry={() => void list.refetch()} />}
      {list.isPending && <Loading />}
      {list.data && (
        <>
          <div className="table-wrap">
            <table data-testid="announcements-table">
              <thead>
                <tr>
                  <th scope="col">{t('announcements.fields.title')}</th>
                  <th scope="col">{t('announcements.fields.type')}</th>
                  <th scope="col">{t('announcements.fields.language')}</th>
                  <th scope="col">{t('announcements.fields.execution')}</th>
                  <th scope="col">{t('announcements.window')}</th>
                  <th scope="col">{t('announcements.fields.enabled')}</th>
                  {canWrite && <th scope="col">{t('announcements.actions')}</th>}
                </tr>
              </thead>
              <tbody>
                {list.data.list.map((a) => (
                  <tr key={a.id} data-testid="announcement-row">
                    {/* Plain text: an operator's title is never HTML. */}
                    <th scope="row">{a.title}</th>
                    <td>{t(`announcements.types.${a.type}`)}</td>
                    <td>{a.language}</td>
                    <td>{t(`announcements.executions.${a.execution}`)}</td>
                    <td className="nowrap">
                      {when(a.startAt)} → {when(a.endAt)}
                    </td>
                    <td>{a.enabled ? t('announcements.on') : t('announcements.off')}</td>
                    {canWrite && (
                      <td>
                        <div className="row">
                          <button type="button" className="btn" onClick={() => setEditing(a)}>
                            {t('announcements.edit')}
                          </button>
                          <button
                            type="button"
                            className="btn"
                            disabled={setEnabled.isPending}
                            onClick={() => setEnabled.mutate({ id: a.id, enabled: !a.enabled })}
                          >
                            {a.enabled ? t('announcements.disable') : t('announcements.enable')}
                          </button>
                          <ConfirmAction
                            label={t('announcements.delete')}
                            question={t('announcements.deleteQuestion', { title: a.title })}
                            danger
                            busy={remove.isPending}
                            onConfirm={() => remove.mutate(a.id)}
                          />
                        </div>
                      </td>
                    )}
                  </tr>
                ))}
                {list.data.list.length === 0 && <EmptyRow columns={canWrite ? 7 : 6} />}
              </tbody>
            </table>
          </div>
          <Pager pageNo={pageNo} pageSize={PAGE_SIZE} total={list.data.total} onPage={setPage} />
        </>
      )}
    </>
  );
}
