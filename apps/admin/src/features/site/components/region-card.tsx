import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REGION_RULE_KINDS, type RegionRuleKind } from '@portal/contracts/system';
import { ConfirmAction } from '../../../components/ui/confirm-action.tsx';
import { EmptyRow } from '../../../components/ui/empty-row.tsx';
import { Loading, QueryError } from '../../../components/ui/query-error.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import {
  useAddRegionRule,
  useRegion,
  useRemoveRegionRule,
  useSetRegionEnabled,
} from '../api/site.ts';

/** A light check before sending; the server validates IPs and CIDRs with ipaddr.js. */
function ruleError(kind: RegionRuleKind, value: string): 'ip' | 'country' | null {
  const v = value.trim();
  if (kind.endsWith('_COUNTRY')) return /^[A-Za-z]{2}$/.test(v) ? null : 'country';
  return /^[0-9A-Fa-f.:]+(\/\d{1,3})?$/.test(v) && /[.:]/.test(v) ? null : 'ip';
}

/** Region restriction: the switch, the rules, the operator's own address. */
export function RegionCard() {
  const { t } = useTranslation();
  const id = useId();
  const region = useRegion();
  const toggle = useSetRegionEnabled();
  const add = useAddRegionRule();
  const remove = useRemoveRegionRule();
  const [kind, setKind] = useState<RegionRuleKind>('DENY_IP');
  const [value, setValue] = useState('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);

  const error = ruleError(kind, value);
  const shownError =
    tried && error
      ? t(error === 'ip' ? 'site.region.ipInvalid' : 'site.region.countryInvalid')
      : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (error) return;
    add.mutate(
      { kind, value: value.trim(), ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: () => {
          setValue('');
          setNote('');
          setTried(false);
        },
      },
    );
  }

  const data = region.data;
  const failure = toggle.error ?? add.error ?? remove.error;
  return (
    <section className="card stack" aria-labelledby={`${id}-title`} data-testid="site-region">
      <h2 id={`${id}-title`} style={{ margin: 0 }}>
        {t('site.region.title')}
      </h2>
      {region.isError && <QueryError error={region.error} onRetry={() => void region.refetch()} />}
      {region.isPending && <Loading />}
      {data && (
        <>
          <div className="row">
            <p className={data.enabled ? 'notice' : 'muted'} data-testid="region-state">
              {data.enabled ? t('site.region.enabled') : t('site.region.disabled')}
            </p>
            <button
              type="button"
              className="btn"
              disabled={toggle.isPending}
              onClick={() => toggle.mutate(!data.enabled)}
              data-testid="region-toggle"
            >
              {data.enabled ? t('site.region.disable') : t('site.region.enable')}
            </button>
          </div>
          <p className="muted">{t('site.region.yourIp', { ip: data.yourIp })}</p>
          {!data.geoip && <p className="muted">{t('site.region.noGeoip')}</p>}
          {failure && <QueryError error={failure} />}
          <div className="table-wrap">
            <table data-testid="region-rules">
              <thead>
                <tr>
                  <th scope="col">{t('site.region.columns.kind')}</th>
                  <th scope="col">{t('site.region.columns.value')}</th>
                  <th scope="col">{t('site.region.columns.note')}</th>
                  <th scope="col">{t('site.region.columns.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {data.rules.map((rule) => (
                  <tr key={rule.id}>
                    <td>{t(`site.region.kinds.${rule.kind}`)}</td>
                    <th scope="row" className="mono">
                      {rule.value}
                    </th>
                    <td>{rule.note}</td>
                    <td>
                      <ConfirmAction
                        label={t('site.region.remove')}
                        question={t('site.region.confirmRemove', { value: rule.value })}
                        danger
                        busy={remove.isPending}
                        onConfirm={() => remove.mutate(rule.id)}
                      />
                    </td>
                  </tr>
                ))}
                {data.rules.length === 0 && <EmptyRow columns={4} />}
              </tbody>
            </table>
          </div>
        </>
      )}
      <form onSubmit={submit} noValidate className="form-grid">
        <div className="field">
          <label htmlFor={`${id}-kind`}>{t('site.region.kind')}</label>
          <select
            id={`${id}-kind`}
            value={kind}
            onChange={(e) => setKind(e.target.value as RegionRuleKind)}
            data-testid="region-kind"
          >
            {REGION_RULE_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`site.region.kinds.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={t('site.region.value')}
          value={value}
          onValue={setValue}
          error={shownError}
          maxLength={64}
          autoComplete="off"
          data-testid="region-value"
        />
        <TextField
          label={t('site.region.note')}
          value={note}
          onValue={setNote}
          maxLength={200}
          data-testid="region-note"
        />
        <div className="row" style={{ alignSelf: 'end' }}>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={add.isPending}
            data-testid="region-add"
          >
            {t('site.region.add')}
          </button>
        </div>
      </form>
    </section>
  );
}
