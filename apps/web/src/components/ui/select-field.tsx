import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cx } from '../../lib/cx.ts';
import { Icon } from './icons/icon.tsx';
import styles from './text-field.module.css';
import selectStyles from './select-field.module.css';

interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'value' | 'onChange'
> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | null;
  hint?: string;
  isRequired?: boolean;
  testId?: string;
  children: ReactNode;
}

/** A labelled native select, styled like TextField (native pickers suit phones best). */
export function SelectField({
  label,
  value,
  onValueChange,
  error,
  hint,
  isRequired = false,
  testId,
  className,
  children,
  ...rest
}: SelectFieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cx(styles.field, className)} data-testid={testId}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {isRequired && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div className={cx(styles.control, Boolean(error) && styles.invalid)}>
        <select
          id={id}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          aria-required={isRequired || undefined}
          className={cx(styles.input, selectStyles.select)}
          {...rest}
        >
          {children}
        </select>
        <Icon name="chevronDown" size={16} className={selectStyles.chevron} />
      </div>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
