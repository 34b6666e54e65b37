import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminVendor, AdminVendorUpdate } from '@portal/contracts/admin-games';
import { formatDateTime, toLocalInput } from '../../../lib/format.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import styles from './catalog.module.css';
import { Toggle } from './toggle.tsx';

interface MaintenanceCellProps {
  vendor: AdminVendor;
  canEdit: boolean;
  busy: boolean;
  onChange: (changes: AdminVendorUpdate) => void;
}

/**
 * A vendor's maintenance: what players see now, a switch, and (while on) its end time. The end
 * time is optional: without one the vendor stays closed until switched off.
 */
export function MaintenanceCell({ vendor, canEdit, busy, onChange }: MaintenanceCellProps) {
  const { t } = useTranslation();
  const language = useUiStore((s) => s.language);
  const [editing, setEditing] = useState(false);
  const name = `${vendor.code} ${vendor.nameEn}`;
  const end = vendor.maintenanceEnd ? formatDateTime(vendor.maintenanceEnd, language) : null;

  return (
    <div className={styles.cellStack}>
      {vendor.down ? (
        <span className="badge badge-bad">
          {t('games.vendors.down')}{' '}
          {end ? t('games.vendors.until', { time: end }) : t('games.vendors.noEnd')}
        </span>
      ) : vendor.maintenance && end ? (
        <span className="badge badge-warn">{t('games.vendors.lapsed', { time: end })}</span>
      ) : (
        <span className="badge badge-ok">{t('games.vendors.open')}</span>
      )}
      {canEdit && (
        <div className="row">
          <Toggle
            checked={vendor.maintenance}
            label={t('games.maintenanceOf', { name })}
            canEdit
            busy={busy}
            onChange={(on) => {
              setEditing(false);
              onChange({ maintenance: on });
            }}
          />
          {vendor.maintenance && !editing && (
            <button
              type="button"
              className="btn btn-link"
              aria-label={t('games.vendors.setEndOf', { name })}
              disabled={busy}
              onClick={() => setEditing(true)}
            >
              {t('games.vendors.setEnd')}
            </button>
          )}
        </div>
      )}
      {canEdit && vendor.maintenance && editing && (
        <EndTimeForm
          initial={toLocalInput(vendor.maintenanceEnd)}
          busy={busy}
          onCancel={() => setEditing(false)}
          onSave={(iso) => {
            setEditing(false);
            onChange({ maintenanceEnd: iso });
          }}
        />
      )}
    </div>
  );
}

/** The end time in the operator's local time; empty means none. */
function EndTimeForm({
  initial,
  busy,
  onSave,
  onCancel,
}: {
  initial: string;
  busy: boolean;
  onSave: (iso: string | null) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState(initial);
  const [showError, setShowError] = useState(false);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const at = value ? new Date(value) : null;
    // A past time would switch nothing on: players would see the vendor open at once.
    if (at && (Number.isNaN(at.getTime()) || at.getTime() <= Date.now())) {
      setShowError(true);
      return;
    }
    onSave(at ? at.toISOString() : null);
  }

  return (
    <form className="card stack" onSubmit={handleSubmit} noValidate>
      <label htmlFor={`${id}-end`}>{t('games.vendors.endLabel')}</label>
      <input
        id={`${id}-end`}
        type="datetime-local"
        value={value}
        autoFocus
        aria-invalid={showError || undefined}
        aria-describedby={showError ? `${id}-error` : `${id}-hint`}
        onChange={(e) => {
          setValue(e.target.value);
          setShowError(false);
        }}
      />
      {showError ? (
        <span id={`${id}-error`} role="alert" className="field-error">
          {t('games.vendors.endInvalid')}
        </span>
      ) : (
        <span id={`${id}-hint`} className="muted field-hint">
          {t('games.vendors.endHint')}
        </span>
      )}
      <div className="row">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('common.save')}
        </button>
        <button type="button" className="btn" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
