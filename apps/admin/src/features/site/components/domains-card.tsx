import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DOMAIN_ROUTE_TYPES, type DomainRoute } from '@portal/contracts/system';
import { ConfirmAction } from '../../../components/ui/confirm-action.tsx';
import { EmptyRow } from '../../../components/ui/empty-row.tsx';
import { Loading, QueryError } from '../../../components/ui/query-error.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useAddDomain, useDomains, useRemoveDomain } from '../api/site.ts';

const HOST = /^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))*\.?$/i;

/** Host names of the white label: add (unique across white labels), remove (a MAIN one stays). */
export function DomainsCard() {
  const { t } = useTranslation();
  const id = useId();
  const list = useDomains();
  const add = useAddDomain();
  const remove = useRemoveDomain();
  const [domain, setDomain] = useState('');
  const [type, setType] = useState<DomainRoute['type']>('BACKUP');
  const [tried, setTried] = useState(false);
  const error = HOST.test(domain.trim()) ? null : t('site.domains.domainInvalid');

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (error) return;
    add.mutate(
      { domain: domain.trim(), type },
      {
        onSuccess: () => {
          setDomain('');
          setTried(false);
        },
      },
    );
  }

  return (
    <section className="card stack" aria-labelledby={`${id}-title`} data-testid="site-domains">
      <h2 id={`${id}-title`} style={{ margin: 0 }}>
        {t('site.domains.title')}
      </h2>
      {list.isError && <QueryError error={list.error} onRetry={() => void list.refetch()} />}
      {list.isPending && <Loading />}
      {remove.isError && <QueryError error={remove.error} />}
      {list.data && (
        <div className="table-wrap">
          <table data-testid="domain-list">
            <thead>
              <tr>
                <th scope="col">{t('site.domains.columns.domain')}</th>
                <th scope="col">{t('site.domains.columns.type')}</th>
                <th scope="col">{t('site.domains.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className="mono">
                    {row.domain}
                  </th>
                  <td>{t(`site.domains.types.${row.type}`)}</td>
                  <td>
                    <ConfirmAction
                      label={t('site.domains.remove')}
                      question={t('site.domains.confirmRemove', { domain: row.domain })}
                      danger
                      busy={remove.isPending}
                      onConfirm={() => remove.mutate(row.id)}
                    />
                  </td>
                </tr>
              ))}
              {list.data.length === 0 && <EmptyRow columns={3} />}
            </tbody>
          </table>
        </div>
      )}
      <form onSubmit={submit} noValidate className="form-grid">
        <TextField
          label={t('site.domains.domain')}
          value={domain}
          onValue={setDomain}
          error={tried ? error : null}
          maxLength={253}
          autoComplete="off"
          data-testid="domain-name"
        />
        <div className="field">
          <label htmlFor={`${id}-type`}>{t('site.domains.type')}</label>
          <select
            id={`${id}-type`}
            value={type}
            onChange={(e) => setType(e.target.value as DomainRoute['type'])}
            data-testid="domain-type"
          >
            {DOMAIN_ROUTE_TYPES.map((d) => (
              <option key={d} value={d}>
                {t(`site.domains.types.${d}`)}
              </option>
            ))}
          </select>
        </div>
        {add.isError && <QueryError error={add.error} />}
        <div className="row" style={{ alignSelf: 'end' }}>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={add.isPending}
            data-testid="domain-add"
          >
            {t('site.domains.add')}
          </button>
        </div>
      </form>
    </section>
  );
}
