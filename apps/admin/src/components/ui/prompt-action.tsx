import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface PromptActionProps {
  /** The button, and the submit button of the form it opens. */
  label: string;
  /** What to type, e.g. "Reason" or "Payout reference". */
  fieldLabel: string;
  hint?: string;
  minLength?: number;
  maxLength: number;
  danger?: boolean;
  busy?: boolean;
  onSubmit: (value: string) => void;
}

/**
 * A button that asks for one required line of text first (a rejection reason, a payout
 * reference): the field and Submit / Cancel appear in place; nothing is sent while it is too short.
 */
export function PromptAction({
  label,
  fieldLabel,
  hint,
  minLength = 2,
  maxLength,
  danger,
  busy,
  onSubmit,
}: PromptActionProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [tried, setTried] = useState(false);
  const id = useId();
  const tooShort = value.trim().length < minLength;

  if (!open) {
    return (
      <button
        type="button"
        className={danger ? 'btn btn-danger' : 'btn'}
        disabled={busy}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
    );
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    setTried(true);
    if (tooShort) return;
    onSubmit(value.trim());
    setOpen(false);
    setValue('');
    setTried(false);
  }

  const showError = tried && tooShort;
  return (
    <form className="card" style={{ inlineSize: '100%' }} onSubmit={handleSubmit} noValidate>
      <label htmlFor={`${id}-input`}>{fieldLabel}</label>
      <input
        id={`${id}-input`}
        value={value}
        maxLength={maxLength}
        autoFocus
        autoComplete="off"
        aria-invalid={showError}
        aria-describedby={showError ? `${id}-error` : hint ? `${id}-hint` : undefined}
        onChange={(e) => setValue(e.target.value)}
      />
      {hint && !showError && (
        <p id={`${id}-hint`} className="muted" style={{ marginBlock: 'var(--space-1) 0' }}>
          {hint}
        </p>
      )}
      {showError && (
        <p id={`${id}-error`} role="alert" className="field-error">
          {t('common.minChars', { count: minLength })}
        </p>
      )}
      <div className="row" style={{ marginBlockStart: 'var(--space-2)' }}>
        <button
          type="submit"
          className={danger ? 'btn btn-danger' : 'btn btn-primary'}
          disabled={busy}
        >
          {label}
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => {
            setOpen(false);
            setValue('');
            setTried(false);
          }}
        >
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
