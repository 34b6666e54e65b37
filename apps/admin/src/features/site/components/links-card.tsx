import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CS_TYPES,
  RESOURCE_TYPES,
  type AdminCustomerService,
  type CustomerService,
} from '@portal/contracts/system';
import { ConfirmAction } from '../../../components/ui/confirm-action.tsx';
import { EmptyRow } from '../../../components/ui/empty-row.tsx';
import { Loading, QueryError } from '../../../components/ui/query-error.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import {
  useCustomerServices,
  useRemoveCustomerService,
  useRemoveResource,
  useResources,
  useSaveCustomerService,
  useSetResource,
} from '../api/site.ts';

/** The same rule the server applies (it is the authority): https://, tg:// or an internal /path. */
export function isSafeLink(value: string, allowInternal: boolean): boolean {
  const v = value.trim();
  if (/[\s<>"'`\\]/.test(v)) return false;
  if (allowInternal && v.startsWith('/')) return !v.startsWith('//');
  return /^https:\/\/[^/?#\s]+/i.test(v) || /^tg:\/\/.+/i.test(v);
}

const EMPTY = {
  csType: 'LIVECHAT' as CustomerService['csType'],
  title: '',
  path: '',
  sortOrder: '0',
};

/** Customer-service links: add, edit, remove. */
export function CustomerServiceCard() {
  const { t } = useTranslation();
  const id = useId();
  const list = useCustomerServices();
  const save = useSaveCustomerService();
  const remove = useRemoveCustomerService();
  const [editing, setEditing] = useState<number | undefined>(undefined);
  const [draft, setDraft] = useState(EMPTY);
  const [tried, setTried] = useState(false);

  const errors = {
    title:
      draft.title.trim() && draft.title.trim().length <= 60 ? null : t('site.cs.titleRequired'),
    path: isSafeLink(draft.path, true) ? null : t('site.cs.linkInvalid'),
  };

  function edit(row: AdminCustomerService) {
    setEditing(row.id);
    setDraft({
      csType: row.csType,
      title: row.title,
      path: row.path,
      sortOrder: String(row.sortOrder),
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (errors.title || errors.path) return;
    save.mutate(
      {
        ...(editing === undefined ? {} : { id: editing }),
        csType: draft.csType,
        title: draft.title.trim(),
        path: draft.path.trim(),
        sortOrder: Math.max(0, Math.min(999, Number(draft.sortOrder) || 0)),
      },
      {
        onSuccess: () => {
          setDraft(EMPTY);
          setEditing(undefined);
          setTried(false);
        },
      },
    );
  }

  return (
    <section className="card stack" aria-labelledby={`${id}-title`} data-testid="site-cs">
      <h2 id={`${id}-title`} style={{ margin: 0 }}>
        {t('site.cs.title')}
      </h2>
      {list.isError && <QueryError error={list.error} onRetry={() => void list.refetch()} />}
      {list.isPending && <Loading />}
      {remove.isError && <QueryError error={remove.error} />}
      {list.data && (
        <div className="table-wrap">
          <table data-testid="cs-list">
            <thead>
              <tr>
                <th scope="col">{t('site.cs.columns.type')}</th>
                <th scope="col">{t('site.cs.columns.title')}</th>
                <th scope="col">{t('site.cs.columns.path')}</th>
                <th scope="col">{t('site.cs.columns.order')}</th>
                <th scope="col">{t('site.cs.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((row) => (
                <tr key={row.id}>
                  <td>{row.csType}</td>
                  <th scope="row">{row.title}</th>
                  <td className="mono cell-url">{row.path}</td>
                  <td>{row.sortOrder}</td>
                  <td>
                    <div className="row">
                      <button type="button" className="btn" onClick={() => edit(row)}>
                        {t('site.cs.edit')}
                      </button>
                      <ConfirmAction
                        label={t('site.cs.remove')}
                        question={t('site.cs.confirmRemove', { title: row.title })}
                        danger
                        busy={remove.isPending}
                        onConfirm={() => remove.mutate(row.id)}
                      />
                    </div>
                  </td>
                </tr>
              ))}
              {list.data.length === 0 && <EmptyRow columns={5} />}
            </tbody>
          </table>
        </div>
      )}
      <form onSubmit={submit} noValidate className="stack">
        <div className="form-grid">
          <div className="field">
            <label htmlFor={`${id}-type`}>{t('site.cs.type')}</label>
            <select
              id={`${id}-type`}
              value={draft.csType}
              onChange={(e) =>
                setDraft((d) => ({ ...d, csType: e.target.value as CustomerService['csType'] }))
              }
              data-testid="cs-type"
            >
              {CS_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label={t('site.cs.linkTitle')}
            value={draft.title}
            onValue={(title) => setDraft((d) => ({ ...d, title }))}
            error={tried ? errors.title : null}
            maxLength={60}
            data-testid="cs-title"
          />
          <TextField
            label={t('site.cs.path')}
            value={draft.path}
            onValue={(path) => setDraft((d) => ({ ...d, path }))}
            error={tried ? errors.path : null}
            maxLength={500}
            inputMode="url"
            data-testid="cs-path"
          />
          <TextField
            label={t('site.cs.order')}
            value={draft.sortOrder}
            onValue={(sortOrder) => setDraft((d) => ({ ...d, sortOrder }))}
            inputMode="numeric"
            data-testid="cs-order"
          />
        </div>
        {save.isError && <QueryError error={save.error} />}
        <div className="row">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={save.isPending}
            data-testid="cs-save"
          >
            {editing === undefined ? t('site.cs.add') : t('site.cs.save')}
          </button>
          {editing !== undefined && (
            <button
              type="button"
              className="btn"
              onClick={() => {
                setEditing(undefined);
                setDraft(EMPTY);
              }}
            >
              {t('common.cancel')}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}

/** One resource row: its link, saved or removed on its own. */
function ResourceRow({ type, url }: { type: string; url: string | undefined }) {
  const { t } = useTranslation();
  const set = useSetResource();
  const remove = useRemoveResource();
  const [value, setValue] = useState(url ?? '');
  const [tried, setTried] = useState(false);
  const error = isSafeLink(value, false) ? null : t('site.resources.urlInvalid');
  return (
    <form
      noValidate
      className="stack"
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (error) return;
        set.mutate({ type, url: value.trim() }, { onSuccess: () => setTried(false) });
      }}
    >
      <TextField
        label={`${type} — ${t('site.resources.url')}`}
        value={value}
        onValue={setValue}
        error={tried ? error : null}
        placeholder={url === undefined ? t('site.resources.none') : undefined}
        maxLength={500}
        inputMode="url"
        data-testid={`resource-${type}`}
      />
      {(set.error ?? remove.error) && <QueryError error={set.error ?? remove.error} />}
      <div className="row">
        <button type="submit" className="btn" disabled={set.isPending}>
          {t('site.resources.set')}
        </button>
        {url !== undefined && (
          <ConfirmAction
            label={t('site.resources.remove')}
            question={t('site.resources.confirmRemove', { type })}
            danger
            busy={remove.isPending}
            onConfirm={() => remove.mutate(type, { onSuccess: () => setValue('') })}
          />
        )}
      </div>
    </form>
  );
}

/** App and channel links (ANDROID, IOS, TELEGRAM, TELEGRAM1, WHATSAPP). */
export function ResourcesCard() {
  const { t } = useTranslation();
  const id = useId();
  const list = useResources();
  return (
    <section className="card stack" aria-labelledby={`${id}-title`} data-testid="site-resources">
      <h2 id={`${id}-title`} style={{ margin: 0 }}>
        {t('site.resources.title')}
      </h2>
      {list.isError && <QueryError error={list.error} onRetry={() => void list.refetch()} />}
      {list.isPending && <Loading />}
      {list.data && (
        <div className="form-grid">
          {RESOURCE_TYPES.map((type) => {
            const url = list.data.find((r) => r.resourceType === type)?.url;
            return <ResourceRow key={`${type}:${url ?? ''}`} type={type} url={url} />;
          })}
        </div>
      )}
    </section>
  );
}
