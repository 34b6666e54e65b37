import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterFieldRow } from '@portal/contracts/admin';
import { PATTERN_IDS, type PatternId } from '@portal/contracts/patterns';
import styles from './field-settings-table.module.css';

/** Always on and required (the server enforces it too: LOCKED_REGISTER_FIELDS). */
const LOCKED = new Set(['username', 'password', 'confirmPassword']);

interface FieldSettingsTableProps {
  rows: readonly RegisterFieldRow[];
  canEdit: boolean;
  saving: boolean;
  onSave: (rows: RegisterFieldRow[]) => void;
}

/** Editable registration field rules; min above max is flagged before anything is sent. */
export function FieldSettingsTable({ rows, canEdit, saving, onSave }: FieldSettingsTableProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<RegisterFieldRow[]>(() => rows.map((r) => ({ ...r })));
  const invalid = draft.filter((r) => r.minLength > r.maxLength).map((r) => r.field);
  const isDirty = JSON.stringify(draft) !== JSON.stringify(rows);

  function update(index: number, patch: Partial<RegisterFieldRow>) {
    setDraft((all) => all.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (invalid.length === 0) onSave(draft);
  }

  const number = (value: string) => (value === '' ? 0 : Math.trunc(Number(value)));

  return (
    <form onSubmit={handleSubmit} noValidate>
      <div className="table-wrap">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('fields.columns.field')}</th>
              <th scope="col">{t('fields.columns.enabled')}</th>
              <th scope="col">{t('fields.columns.required')}</th>
              <th scope="col">{t('fields.columns.pattern')}</th>
              <th scope="col">{t('fields.columns.min')}</th>
              <th scope="col">{t('fields.columns.max')}</th>
            </tr>
          </thead>
          <tbody>
            {draft.map((row, index) => {
              const name = t(`fields.names.${row.field}`);
              const locked = LOCKED.has(row.field);
              const bad = invalid.includes(row.field);
              const errorId = `field-${row.field}-error`;
              return (
                <tr key={row.field} data-field={row.field}>
                  <th scope="row">
                    {name}
                    <div className="muted mono">{row.field}</div>
                    {bad && (
                      <div id={errorId} role="alert" className={styles.error}>
                        {t('fields.minOverMax')}
                      </div>
                    )}
                  </th>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`${name}: ${t('fields.columns.enabled')}`}
                      checked={row.enabled}
                      disabled={!canEdit || locked}
                      onChange={(e) => update(index, { enabled: e.target.checked })}
                    />
                  </td>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`${name}: ${t('fields.columns.required')}`}
                      checked={row.required}
                      disabled={!canEdit || locked || !row.enabled}
                      onChange={(e) => update(index, { required: e.target.checked })}
                    />
                  </td>
                  <td>
                    <select
                      aria-label={`${name}: ${t('fields.columns.pattern')}`}
                      value={row.patternId}
                      disabled={!canEdit}
                      onChange={(e) => update(index, { patternId: e.target.value as PatternId })}
                    >
                      {PATTERN_IDS.map((id) => (
                        <option key={id} value={id}>
                          {id}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <input
                      type="number"
                      min={0}
                      max={1000}
                      className={styles.num}
                      aria-label={`${name}: ${t('fields.columns.min')}`}
                      aria-invalid={bad}
                      aria-describedby={bad ? errorId : undefined}
                      value={row.minLength}
                      disabled={!canEdit}
                      onChange={(e) => update(index, { minLength: number(e.target.value) })}
                    />
                  </td>
                  <td>
                    <input
                      type="number"
                      min={1}
                      max={1000}
                      className={styles.num}
                      aria-label={`${name}: ${t('fields.columns.max')}`}
                      aria-invalid={bad}
                      value={row.maxLength}
                      disabled={!canEdit}
                      onChange={(e) => update(index, { maxLength: number(e.target.value) })}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {canEdit && (
        <div className={`row ${styles.actions}`}>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={saving || !isDirty || invalid.length > 0}
          >
            {saving ? t('common.saving') : t('common.save')}
          </button>
        </div>
      )}
    </form>
  );
}
