import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { TextField } from './text-field.tsx';
import { normalizeDigits } from '../../lib/digits.ts';

/** True when `text` is a 6-digit payment password. */
export function isPaymentPassword(text: string): boolean {
  return /^\d{6}$/.test(text);
}

interface PaymentPasswordFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  label?: string;
  error?: string | null;
  disabled?: boolean;
  testId?: string;
  autoComplete?: string;
}

/**
 * Six-digit secret input: native digits are mapped to 0–9, anything else is dropped. Shared by the
 * wallet, the points mall and giving a bonus up (bonus details); its strings are the player
 * centre's (wallet.paymentPassword).
 */
export function PaymentPasswordField({
  value,
  onValueChange,
  label,
  error,
  disabled,
  testId = 'payment-password',
  autoComplete = 'off',
}: PaymentPasswordFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={label ?? t('wallet.paymentPassword.label')}
      type="password"
      value={value}
      onValueChange={(next) => onValueChange(normalizeDigits(next).replace(/\D/g, '').slice(0, 6))}
      inputMode="numeric"
      autoComplete={autoComplete}
      maxLength={6}
      placeholder={t('wallet.paymentPassword.placeholder')}
      icon="lock"
      error={error}
      disabled={disabled}
      isRequired
      testId={testId}
    />
  );
}
