import { useId } from 'react';
import { cx } from '../../lib/cx.ts';
import fieldStyles from './field.module.css';
import styles from './comment-field.module.css';

interface CommentFieldProps {
  /** The label as shown, with its " *" when required. */
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  placeholder: string;
  required?: boolean;
  invalid: boolean;
  /** The problem to announce under the box; null: none. */
  error: string | null;
  /** The counter's text ("12 / 140"). */
  counter: string;
  /** Past the limit: the counter turns red. */
  isOver: boolean;
  disabled?: boolean;
  testId: string;
  counterTestId: string;
}

/** A comment box with a live counter the box is described by, and its problem beside it. */
export function CommentField({
  label,
  value,
  onValueChange,
  placeholder,
  required,
  invalid,
  error,
  counter,
  isOver,
  disabled,
  testId,
  counterTestId,
}: CommentFieldProps) {
  const id = useId();
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        placeholder={placeholder}
        required={required}
        aria-invalid={invalid}
        aria-describedby={`${id}-counter`}
        disabled={disabled}
        data-testid={testId}
      />
      <div className={styles.counterRow}>
        {error && (
          <span className={fieldStyles.fieldError} role="alert">
            {error}
          </span>
        )}
        <span
          id={`${id}-counter`}
          className={cx(styles.counter, isOver && styles.counterOver)}
          data-testid={counterTestId}
        >
          {counter}
        </span>
      </div>
    </div>
  );
}
