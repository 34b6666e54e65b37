import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { cx } from '../../lib/cx.ts';
import { Icon, type IconName } from './icons/icon.tsx';
import styles from './text-field.module.css';

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'prefix' | 'size'
>;

export interface TextFieldProps extends NativeProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Translated message; sets aria-invalid and is announced through aria-describedby. */
  error?: string | null;
  hint?: string;
  icon?: IconName;
  /** Fixed text before the input, e.g. the dialing code "+880". */
  prefix?: string;
  /** A control after the input, e.g. the send-code button or the captcha image. */
  trailing?: ReactNode;
  /** Shows the * mark of a required field (spec: items marked * are required). */
  isRequired?: boolean;
  testId?: string;
}

/** Labelled input with error and hint wiring; password inputs get a show/hide toggle. */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  hint,
  icon,
  prefix,
  trailing,
  isRequired = false,
  testId,
  type = 'text',
  className,
  ...rest
}: TextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [isRevealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');

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
      <div className={styles.row}>
        <div className={cx(styles.control, Boolean(error) && styles.invalid)}>
          {icon && <Icon name={icon} size={18} className={styles.icon} />}
          {prefix && <span className={styles.prefix}>{prefix}</span>}
          <input
            id={id}
            type={isPassword && isRevealed ? 'text' : type}
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            aria-required={isRequired || undefined}
            className={cx(styles.input, Boolean(icon || prefix) && styles.withStart)}
            {...rest}
          />
          {isPassword && (
            <button
              type="button"
              className={styles.reveal}
              aria-label={isRevealed ? t('form.hidePassword') : t('form.showPassword')}
              aria-pressed={isRevealed}
              onClick={() => setRevealed((v) => !v)}
            >
              <Icon name={isRevealed ? 'eyeOff' : 'eye'} size={18} />
            </button>
          )}
        </div>
        {trailing}
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
