import { useTranslation } from 'react-i18next';
import { depositBonus, type DepositOffer } from '@portal/contracts/loyalty';
import { formatAmount, parseAmount } from '@portal/contracts/money';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { toWireAmount } from '../money.ts';
import styles from './wallet.module.css';

/** The bonus `offer` pays on a typed amount, or null below its minimum or for bad input. */
export function offerBonus(offer: DepositOffer, amount: string): bigint | null {
  const deposit = parseAmount(toWireAmount(amount));
  const minimum = parseAmount(offer.minDeposit) ?? 0n;
  if (deposit === null || deposit <= 0n || deposit < minimum) return null;
  return depositBonus(deposit, {
    percentBp: Math.round(offer.percent * 100),
    capAmount: parseAmount(offer.cap) ?? 0n,
  });
}

interface DepositBonusProps {
  offer: DepositOffer;
  amount: string;
  symbol: string;
  isTaken: boolean;
  onTakenChange: (isTaken: boolean) => void;
  disabled?: boolean;
}

/**
 * The first-deposit bonus, offered on the deposit form (docs/LOYALTY.md): the member ticks it to
 * take it, and sees what the typed amount would bring and what it asks before a withdrawal.
 */
export function DepositBonus({
  offer,
  amount,
  symbol,
  isTaken,
  onTakenChange,
  disabled,
}: DepositBonusProps) {
  const { t, i18n } = useTranslation();
  const money = (wire: string) => `${symbol} ${formatMoney(wire, i18n.language)}`;
  const bonus = offerBonus(offer, amount);
  return (
    <div className={styles.bonusOffer} data-testid="deposit-bonus">
      <label className={styles.bonusCheck}>
        <input
          type="checkbox"
          checked={isTaken}
          onChange={(e) => onTakenChange(e.target.checked)}
          disabled={disabled}
          data-testid="deposit-bonus-take"
        />
        <span className={styles.bonusTitle}>{offer.title}</span>
      </label>
      <p className={styles.bonusTerms}>{offer.terms}</p>
      <p className={styles.bonusEstimate} aria-live="polite" data-testid="deposit-bonus-estimate">
        {bonus === null
          ? t('wallet.deposit.bonus.minimum', { amount: money(offer.minDeposit) })
          : t('wallet.deposit.bonus.estimate', {
              bonus: money(formatAmount(bonus)),
              multiple: formatNumber(offer.wageringMultiple, i18n.language),
            })}
      </p>
    </div>
  );
}
