import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';

interface Common {
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** Shown under the field and marks it invalid. */
  error?: string | null | undefined;
  hint?: string | undefined;
}

interface Wiring {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** Label, control, hint and error, wired together for screen readers. */
function FieldShell({
  label,
  error,
  hint,
  control,
}: Pick<Common, 'label' | 'error' | 'hint'> & { control: (wiring: Wiring) => ReactNode }) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {control({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <span id={`${id}-hint`} className="muted field-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}

/** A labelled input with its hint and error. */
export function TextField({
  label,
  value,
  onValue,
  error,
  hint,
  ...input
}: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>) {
  return (
    <FieldShell
      label={label}
      error={error}
      hint={hint}
      control={(wiring) => (
        <input {...input} {...wiring} value={value} onChange={(e) => onValue(e.target.value)} />
      )}
    />
  );
}

/** A labelled textarea with its hint and error. */
export function TextAreaField({
  label,
  value,
  onValue,
  error,
  hint,
  ...area
}: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'>) {
  return (
    <FieldShell
      label={label}
      error={error}
      hint={hint}
      control={(wiring) => (
        <textarea {...area} {...wiring} value={value} onChange={(e) => onValue(e.target.value)} />
      )}
    />
  );
}
