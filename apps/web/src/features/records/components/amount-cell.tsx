import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { cx } from '../../../lib/cx.ts';
import { formatMoney } from '../../../lib/format.ts';
import styles from './records.module.css';

/** An amount with its sign shown and coloured (credits green, debits red) when `signed`. */
export function AmountCell({
  amount,
  symbol,
  signed = false,
}: {
  amount: string;
  symbol: string;
  signed?: boolean;
}) {
  const { i18n } = useTranslation();
  const value = Number(amount);
  const isNegative = value < 0;
  const isPositive = value > 0;
  const text = formatMoney(isNegative ? amount.replace(/^-/, '') : amount, i18n.language);
  const sign = signed ? (isNegative ? '−' : isPositive ? '+' : '') : isNegative ? '−' : '';
  return (
    <span
      className={cx(
        styles.amount,
        signed && isPositive && styles.positive,
        signed && isNegative && styles.negative,
      )}
    >
      {sign}
      {symbol ? `${symbol} ` : ''}
      {text}
    </span>
  );
}
