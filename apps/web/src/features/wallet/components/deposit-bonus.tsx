import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { depositBonus, type DepositOffer } from '@portal/contracts/loyalty';
import { formatAmount, parseAmount } from '@portal/contracts/money';
import { cx } from '../../../lib/cx.ts';
import { formatDecimalText, formatMoney, formatNumber } from '../../../lib/format.ts';
import { toWireAmount } from '../money.ts';
import styles from './wallet.module.css';

/** Percent (70, 12.5) as basis points (7000, 1250), as the server keeps rates. */
const toBasisPoints = (percent: number) => Math.round(percent * 100);

/** The offers a payment method may take: those naming it, and those for every method. */
export function offersFor(offers: readonly DepositOffer[], methodCode: string): DepositOffer[] {
  return offers.filter((o) => o.methods.length === 0 || o.methods.includes(methodCode));
}

/** The bonus `offer` pays on a typed amount, or null below its minimum or for bad input. */
export function offerBonus(offer: DepositOffer, amount: string): bigint | null {
  const deposit = parseAmount(toWireAmount(amount));
  const minimum = parseAmount(offer.minDeposit) ?? 0n;
  if (deposit === null || deposit <= 0n || deposit < minimum) return null;
  return depositBonus(deposit, {
    percentBp: toBasisPoints(offer.percent),
    capAmount: parseAmount(offer.cap) ?? 0n,
    bands: offer.bands.map((band) => ({
      threshold: parseAmount(band.threshold) ?? 0n,
      rateBp: toBasisPoints(band.percent),
    })),
  });
}

/**
 * An offer's rate lines: its own percent from its minimum, then each band smallest first (from
 * its threshold the band's percent replaces it). The line the typed amount reaches is marked: the
 * highest band reached, else the offer's own percent, as depositBonus pays.
 */
function BandLines({
  offer,
  amount,
  money,
}: {
  offer: DepositOffer;
  amount: string;
  money: (wire: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const deposit = parseAmount(toWireAmount(amount));
  const minimum = parseAmount(offer.minDeposit) ?? 0n;
  const bands = offer.bands
    .map((band) => ({ ...band, minor: parseAmount(band.threshold) ?? 0n }))
    .sort((a, b) => (a.minor < b.minor ? -1 : a.minor > b.minor ? 1 : 0));
  const qualifies = deposit !== null && deposit > 0n && deposit >= minimum;
  let reached = -1;
  bands.forEach((band, index) => {
    if (qualifies && band.minor <= deposit) reached = index;
  });
  const lines = [
    { threshold: offer.minDeposit, percent: offer.percent, isReached: qualifies && reached < 0 },
    ...bands.map((band, index) => ({ ...band, isReached: index === reached })),
  ];
  return (
    <ul
      className={styles.bonusBands}
      aria-label={t('wallet.deposit.bonus.bandsLabel')}
      data-testid="deposit-bonus-bands"
    >
      {lines.map((line, index) => (
        <li
          key={`${index}|${line.threshold}`}
          className={cx(styles.bonusBand, line.isReached && styles.bonusBandReached)}
          aria-current={line.isReached ? 'true' : undefined}
        >
          {t('wallet.deposit.bonus.band', {
            amount: money(line.threshold),
            percent: formatDecimalText(String(line.percent), i18n.language),
          })}
        </li>
      ))}
    </ul>
  );
}

interface DepositBonusProps {
  offer: DepositOffer;
  amount: string;
  symbol: string;
  isTaken: boolean;
  onTakenChange: (isTaken: boolean) => void;
  /** One offer: a tick box. Several: a radio of the group `name` (one bonus per deposit). */
  group?: string;
  testId?: string;
  disabled?: boolean;
}

/**
 * A deposit bonus offered on the deposit form (docs/LOYALTY.md): the member ticks it to take it,
 * and sees what the typed amount would bring (by its deposit bands) and what it asks before a
 * withdrawal.
 */
export function DepositBonus({
  offer,
  amount,
  symbol,
  isTaken,
  onTakenChange,
  group,
  testId = 'deposit-bonus',
  disabled,
}: DepositBonusProps) {
  const { t, i18n } = useTranslation();
  const estimateId = useId();
  const money = (wire: string) => `${symbol} ${formatMoney(wire, i18n.language)}`;
  const bonus = offerBonus(offer, amount);
  return (
    <div className={styles.bonusOffer} data-testid={testId}>
      <label className={styles.bonusCheck}>
        <input
          type={group ? 'radio' : 'checkbox'}
          name={group}
          checked={isTaken}
          onChange={(e) => onTakenChange(e.target.checked)}
          disabled={disabled}
          aria-describedby={estimateId}
          data-testid="deposit-bonus-take"
        />
        <span className={styles.bonusTitle}>{offer.title}</span>
      </label>
      <p className={styles.bonusTerms}>{offer.terms}</p>
      {offer.bands.length > 0 && <BandLines offer={offer} amount={amount} money={money} />}
      <p
        id={estimateId}
        className={styles.bonusEstimate}
        aria-live="polite"
        data-testid="deposit-bonus-estimate"
      >
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

interface DepositBonusesProps {
  offers: readonly DepositOffer[];
  amount: string;
  symbol: string;
  /** The offer taken with this deposit, or null. */
  takenId: number | null;
  onTakenChange: (promotionId: number | null) => void;
  disabled?: boolean;
}

/**
 * The offers of the chosen payment method: one as a tick box (as before); several as a choice of
 * one (a deposit takes one bonus), with "no bonus".
 */
export function DepositBonuses({
  offers,
  amount,
  symbol,
  takenId,
  onTakenChange,
  disabled,
}: DepositBonusesProps) {
  const { t } = useTranslation();
  const group = useId();
  const [only] = offers;
  if (!only) return null;
  if (offers.length === 1) {
    return (
      <DepositBonus
        offer={only}
        amount={amount}
        symbol={symbol}
        isTaken={takenId === only.promotionId}
        onTakenChange={(isTaken) => onTakenChange(isTaken ? only.promotionId : null)}
        disabled={disabled}
      />
    );
  }
  return (
    <fieldset className={styles.bonusOffers} data-testid="deposit-bonuses">
      <legend className={styles.label}>{t('wallet.deposit.bonus.choose')}</legend>
      {offers.map((offer) => (
        <DepositBonus
          key={offer.promotionId}
          offer={offer}
          amount={amount}
          symbol={symbol}
          isTaken={takenId === offer.promotionId}
          onTakenChange={(isTaken) => {
            if (isTaken) onTakenChange(offer.promotionId);
          }}
          group={group}
          testId={`deposit-bonus-${offer.code}`}
          disabled={disabled}
        />
      ))}
      <label className={cx(styles.bonusCheck, styles.bonusNone)}>
        <input
          type="radio"
          name={group}
          checked={!offers.some((o) => o.promotionId === takenId)}
          onChange={(e) => {
            if (e.target.checked) onTakenChange(null);
          }}
          disabled={disabled}
          data-testid="deposit-bonus-none"
        />
        <span>{t('wallet.deposit.bonus.none')}</span>
      </label>
    </fieldset>
  );
}
