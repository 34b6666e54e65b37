import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SORT_MAX } from '../catalog-codes.ts';
import styles from './catalog.module.css';

interface SortEditorProps {
  value: number;
  /** Accessible name of the field, e.g. "Order of PG". */
  label: string;
  busy: boolean;
  onSave: (sort: number) => void;
}

/** A row's position (lower first): typed in place, saved with Enter or Save when it changed. */
export function SortEditor({ value, label, busy, onSave }: SortEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  const [tried, setTried] = useState(false);
  const text = draft.trim();
  const valid = /^\d{1,6}$/.test(text) && Number(text) <= SORT_MAX;
  const changed = text !== String(value);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (valid && changed) onSave(Number(text));
  }

  const showError = tried && !valid;
  return (
    <form className={styles.sortForm} onSubmit={handleSubmit} noValidate>
      <input
        inputMode="numeric"
        aria-label={label}
        value={draft}
        maxLength={6}
        aria-invalid={showError || undefined}
        aria-describedby={showError ? `${id}-error` : undefined}
        onChange={(e) => setDraft(e.target.value)}
      />
      {changed && (
        <button type="submit" className="btn" disabled={busy}>
          {t('games.saveOrder')}
        </button>
      )}
      {showError && (
        <span id={`${id}-error`} role="alert" className={`field-error ${styles.error}`}>
          {t('games.orderInvalid')}
        </span>
      )}
    </form>
  );
}
