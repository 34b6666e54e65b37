import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { formatCount, formatMoney } from '../../../lib/format.ts';
import { parseSignedAmount } from '@portal/contracts/money';
import { cleanAmountInput, type AmountProblem } from '../money.ts';
import styles from './wallet.module.css';

/** The translated sentence for an amount problem, e.g. "The minimum is ৳ 100.00". */
export function useAmountProblemText() {
  const { t, i18n } = useTranslation();
  return (problem: AmountProblem | null, symbol: string): string | null => {
    if (!problem) return null;
    switch (problem.key) {
      case 'required':
        return t('wallet.amount.required');
      case 'format':
        return t('wallet.amount.format');
      case 'min':
      case 'max':
      case 'balance':
        return t(`wallet.amount.${problem.key}`, {
          amount: `${symbol} ${formatMoney(problem.limit, i18n.language)}`,
        });
    }
  };
}

interface AmountFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  symbol: string;
  min?: string;
  max?: string;
  /** One-tap amounts (input text such as "500"). */
  quick?: string[];
  error?: string | null;
  disabled?: boolean;
  label?: string;
  testId?: string;
}

/** Amount input with the currency, limits as a hint and quick-amount chips. */
export function AmountField({
  value,
  onValueChange,
  symbol,
  min,
  max,
  quick = [],
  error,
  disabled,
  label,
  testId = 'amount',
}: AmountFieldProps) {
  const { t, i18n } = useTranslation();
  const money = (amount: string) => `${symbol} ${formatMoney(amount, i18n.language)}`;
  const hint =
    min && max && parseSignedAmount(max) !== 0n
      ? t('wallet.amount.limits', { min: money(min), max: money(max) })
      : min
        ? t('wallet.amount.minOnly', { min: money(min) })
        : undefined;
  const current = parseSignedAmount(cleanAmountInput(value));
  return (
    <div className={styles.field}>
      <TextField
        label={label ?? t('wallet.amount.label')}
        value={value}
        onValueChange={(next) => onValueChange(next.replace(/[^\d.০-৯]/g, ''))}
        prefix={symbol}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('wallet.amount.placeholder')}
        hint={hint}
        error={error}
        disabled={disabled}
        isRequired
        testId={testId}
      />
      {quick.length > 0 && (
        <div className={styles.chips} role="group" aria-label={t('wallet.amount.quick')}>
          {quick.map((amount) => (
            <button
              key={amount}
              type="button"
              className={styles.chip}
              aria-pressed={current !== null && current === parseSignedAmount(amount)}
              onClick={() => onValueChange(amount)}
              disabled={disabled}
              data-testid={`${testId}-quick-${amount}`}
            >
              {formatCount(Number(amount), i18n.language)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
