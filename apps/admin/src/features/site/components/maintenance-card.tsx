import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmAction } from '../../../components/ui/confirm-action.tsx';
import { Loading, QueryError } from '../../../components/ui/query-error.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { useMaintenance, useSetMaintenance } from '../api/site.ts';

/** datetime-local text (the operator's local time) as an ISO instant; '' stays undefined. */
const toIso = (local: string) => (local ? new Date(local).toISOString() : undefined);

/** The maintenance switch: on now, a scheduled window (start, end), or off. */
export function MaintenanceCard() {
  const { t } = useTranslation();
  const id = useId();
  const language = useUiStore((s) => s.language);
  const state = useMaintenance();
  const save = useSetMaintenance();
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [tried, setTried] = useState(false);

  const startIso = toIso(start);
  const endIso = toIso(end);
  /** The window's end must follow its start and lie in the future (checked when sent). */
  const windowInvalid = (at: number) =>
    endIso !== undefined &&
    (Date.parse(endIso) <= at ||
      (startIso !== undefined && Date.parse(endIso) <= Date.parse(startIso)));

  function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = windowInvalid(Date.now());
    setTried(invalid);
    if (invalid) return;
    save.mutate(
      { maintenance: true, start: startIso ?? null, end: endIso ?? null },
      {
        onSuccess: () => {
          setStart('');
          setEnd('');
          setTried(false);
        },
      },
    );
  }

  const m = state.data;
  const status = !m
    ? null
    : m.active
      ? t('site.maintenance.stateOn')
      : m.maintenance
        ? t('site.maintenance.stateScheduled')
        : t('site.maintenance.stateOff');

  return (
    <section className="card stack" aria-labelledby={`${id}-title`} data-testid="site-maintenance">
      <h2 id={`${id}-title`} style={{ margin: 0 }}>
        {t('site.maintenance.title')}
      </h2>
      {state.isError && <QueryError error={state.error} onRetry={() => void state.refetch()} />}
      {state.isPending && <Loading />}
      {m && (
        <div aria-live="polite">
          <p className={m.active ? 'notice' : 'muted'} data-testid="maintenance-state">
            <strong>{status}</strong>
          </p>
          {m.maintenance && (
            <p className="muted" data-testid="maintenance-window">
              {t('site.maintenance.window', {
                start: formatDateTime(m.maintenanceStart, language),
                end: m.maintenanceEnd
                  ? formatDateTime(m.maintenanceEnd, language)
                  : t('site.maintenance.untilOff'),
              })}
            </p>
          )}
        </div>
      )}
      <form onSubmit={submit} noValidate className="stack">
        <div className="form-grid">
          <TextField
            label={t('site.maintenance.start')}
            type="datetime-local"
            value={start}
            onValue={setStart}
            data-testid="maintenance-start"
          />
          <TextField
            label={t('site.maintenance.end')}
            type="datetime-local"
            value={end}
            onValue={setEnd}
            error={tried ? t('site.maintenance.endBeforeStart') : null}
            data-testid="maintenance-end"
          />
        </div>
        {save.isError && <QueryError error={save.error} />}
        <div className="row">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={save.isPending}
            data-testid="maintenance-submit"
          >
            {start || end ? t('site.maintenance.schedule') : t('site.maintenance.switchOn')}
          </button>
          {m?.maintenance && (
            <ConfirmAction
              label={t('site.maintenance.switchOff')}
              question={t('site.maintenance.confirmOff')}
              busy={save.isPending}
              onConfirm={() => save.mutate({ maintenance: false })}
            />
          )}
        </div>
        <p className="muted">{t('site.maintenance.consoleNote')}</p>
      </form>
    </section>
  );
}
