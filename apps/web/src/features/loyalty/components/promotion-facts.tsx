import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { PublicPromotion } from '@portal/contracts/loyalty';
import { CATEGORY_CODES } from '../../../config/categories.ts';
import { formatDay, formatDecimalText, formatMoney, formatNumber } from '../../../lib/format.ts';
import styles from './loyalty.module.css';

/*
 * A promotion's terms as the promotions page sets them out: its rate lines, how bets count toward
 * its wagering, and its facts (what it pays, how often, the wagering and its deadline, when it
 * runs).
 */

function useMoney() {
  const { i18n } = useTranslation();
  return (amount: string) => formatMoney(amount, i18n.language);
}

/**
 * A promotion's rate lines: a rebate's per game type (the rest last), a cash back's per loss band,
 * a reload's per deposit band (smallest first), a sign-up bonus's prizes with their chances.
 */
export function Rates({ promotion }: { promotion: PublicPromotion }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const rate = (percent: number) => formatDecimalText(String(percent), i18n.language);
  const lines =
    promotion.kind === 'REBATE'
      ? [...promotion.rates].sort((a, b) =>
          a.category === '*' ? 1 : b.category === '*' ? -1 : a.category.localeCompare(b.category),
        )
      : [...promotion.rates].sort((a, b) => Number(a.threshold) - Number(b.threshold));
  const label =
    promotion.kind === 'RELOAD'
      ? t('promotionsPage.bandsLabel')
      : promotion.kind === 'REGISTRATION'
        ? t('promotionsPage.prizesLabel')
        : t('promotionsPage.ratesLabel');
  const name = (line: PublicPromotion['rates'][number]) => {
    switch (promotion.kind) {
      case 'CASHBACK':
        return t('promotionsPage.lossFrom', { amount: money(line.threshold) });
      case 'RELOAD':
        return t('promotionsPage.depositFrom', { amount: money(line.threshold) });
      case 'REGISTRATION':
        return money(line.threshold);
      case 'FIRST_DEPOSIT':
      case 'FIXED':
      case 'REBATE':
        return line.category === '*'
          ? t('promotionsPage.otherGames')
          : t(`nav.categories.${line.category}` as 'nav.categories.RNG', {
              defaultValue: line.category,
            });
    }
  };
  return (
    <ul className={styles.rates} aria-label={label}>
      {lines.map((line) => (
        <li key={`${line.category}|${line.threshold}`} className={styles.rate}>
          <span>{name(line)}</span>
          <strong>
            {promotion.kind === 'REGISTRATION'
              ? t('promotionsPage.chance', { value: rate(line.ratePercent) })
              : t('promotionsPage.percent', { value: rate(line.ratePercent) })}
          </strong>
        </li>
      ))}
    </ul>
  );
}

/** Where a weight's category is listed: the navigation's order, unknown codes after, '*' last. */
function weightRank(category: string): number {
  if (category === '*') return CATEGORY_CODES.length + 1;
  const index = (CATEGORY_CODES as readonly string[]).indexOf(category);
  return index === -1 ? CATEGORY_CODES.length : index;
}

/**
 * How bets count toward a promotion's wagering, per game category ('*': every other game):
 * "Slots: 100%", "Live casino: 10%", "Sports: do not count". Shown only when it has weights.
 */
export function Weights({ weights }: { weights: PublicPromotion['weights'] }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const lines = Object.entries(weights).sort(([a], [b]) => weightRank(a) - weightRank(b));
  const name = (category: string) =>
    category === '*'
      ? t('promotionsPage.otherGames')
      : t(`nav.categories.${category}` as 'nav.categories.RNG', { defaultValue: category });
  return (
    <div className={styles.weights}>
      <p id={id} className={styles.hint}>
        {t('promotionsPage.weightsLabel')}
      </p>
      <ul className={styles.rates} aria-labelledby={id} data-testid="promotion-weights">
        {lines.map(([category, percent]) => (
          <li key={category} className={styles.rate}>
            {percent === 0
              ? t('promotionsPage.weightNone', { category: name(category) })
              : t('promotionsPage.weight', {
                  category: name(category),
                  value: formatNumber(percent, i18n.language),
                })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What a promotion pays, how often, what it asks before a withdrawal, and when it runs. */
export function useFacts(promotion: PublicPromotion): string[] {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const lang = i18n.language;
  const multiple = formatDecimalText(String(promotion.wageringMultiple), lang);
  const percent = formatDecimalText(String(promotion.percent), lang);
  const period = promotion.period ? t(`promotionsPage.periods.${promotion.period}`) : null;
  const deposit = { percent, cap: money(promotion.cap), min: money(promotion.minDeposit) };
  let facts: (string | null)[];
  switch (promotion.kind) {
    case 'FIRST_DEPOSIT':
      facts = [
        t('promotionsPage.firstDeposit', deposit),
        t('promotionsPage.wagerDeposit', { multiple }),
      ];
      break;
    case 'RELOAD':
      facts = [
        t('promotionsPage.reload', deposit),
        period,
        t('promotionsPage.wagerDeposit', { multiple }),
      ];
      break;
    case 'FIXED':
      facts = [
        t('promotionsPage.fixed', { amount: money(promotion.cap) }),
        period,
        promotion.take === 'APPLY' ? t('promotionsPage.applyHint') : null,
        t('promotionsPage.wagerPaid', { multiple }),
      ];
      break;
    case 'REGISTRATION':
      facts = [
        t('promotionsPage.registration', { cap: money(promotion.cap) }),
        period,
        t('promotionsPage.wagerPaid', { multiple }),
      ];
      break;
    case 'REBATE':
    case 'CASHBACK':
      facts = [
        t(promotion.period === 'WEEK' ? 'promotionsPage.capWeek' : 'promotionsPage.capDay', {
          cap: money(promotion.cap),
        }),
        t(promotion.period === 'WEEK' ? 'promotionsPage.paidWeekly' : 'promotionsPage.paidDaily'),
        t('promotionsPage.wagerPaid', { multiple }),
      ];
      break;
  }
  if (promotion.expiryDays !== null) {
    // The deadline each payment's wagering gets (rebate and cash back have none).
    facts.push(
      t('promotionsPage.expiryDays', {
        count: promotion.expiryDays,
        days: formatNumber(promotion.expiryDays, lang),
      }),
    );
  }
  if (promotion.state === 'COMING_SOON') {
    facts.push(t('promotionsPage.startsOn', { date: formatDay(promotion.startsAt, lang) }));
  }
  if (promotion.endsAt && promotion.state !== 'CLOSE') {
    facts.push(t('promotionsPage.endsOn', { date: formatDay(promotion.endsAt, lang) }));
  }
  return facts.filter((fact): fact is string => fact !== null);
}
