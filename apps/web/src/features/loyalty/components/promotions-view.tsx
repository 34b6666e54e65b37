import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PublicPromotion } from '@portal/contracts/loyalty';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDecimalText, formatMoney } from '../../../lib/format.ts';
import { useSessionStore } from '../../../lib/stores/session-store.ts';
import { usePromotions } from '../api/promotions.ts';
import styles from './loyalty.module.css';
// Strings of the player centre arrive with this chunk.
import '../../../lib/i18n/player-centre.ts';

function useMoney() {
  const { i18n } = useTranslation();
  return (amount: string) => formatMoney(amount, i18n.language);
}

/** The rates of a rebate (per game type, the rest last) or of a cash back (per loss band). */
function Rates({ promotion }: { promotion: PublicPromotion }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const rate = (percent: number) => formatDecimalText(String(percent), i18n.language);
  const lines = [...promotion.rates].sort((a, b) =>
    a.category === '*' ? 1 : b.category === '*' ? -1 : a.category.localeCompare(b.category),
  );
  return (
    <ul className={styles.rates} aria-label={t('promotionsPage.ratesLabel')}>
      {lines.map((line) => (
        <li key={`${line.category}|${line.threshold}`} className={styles.rate}>
          <span>
            {promotion.kind === 'CASHBACK'
              ? t('promotionsPage.lossFrom', { amount: money(line.threshold) })
              : line.category === '*'
                ? t('promotionsPage.otherGames')
                : t(`nav.categories.${line.category}` as 'nav.categories.RNG', {
                    defaultValue: line.category,
                  })}
          </span>
          <strong>{t('promotionsPage.percent', { value: rate(line.ratePercent) })}</strong>
        </li>
      ))}
    </ul>
  );
}

/** One promotion: what it pays, its rates, its wagering, and the way to take it. */
function PromotionCard({ promotion }: { promotion: PublicPromotion }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const signedIn = useSessionStore((s) => s.token !== null);
  const multiple = formatDecimalText(String(promotion.wageringMultiple), i18n.language);
  const facts =
    promotion.kind === 'FIRST_DEPOSIT'
      ? [
          t('promotionsPage.firstDeposit', {
            percent: formatDecimalText(String(promotion.percent), i18n.language),
            cap: money(promotion.cap),
            min: money(promotion.minDeposit),
          }),
          t('promotionsPage.wagerDeposit', { multiple }),
        ]
      : [
          t(promotion.period === 'WEEK' ? 'promotionsPage.capWeek' : 'promotionsPage.capDay', {
            cap: money(promotion.cap),
          }),
          t(promotion.period === 'WEEK' ? 'promotionsPage.paidWeekly' : 'promotionsPage.paidDaily'),
          t('promotionsPage.wagerPaid', { multiple }),
        ];
  return (
    <li
      id={promotion.code}
      className={styles.promotion}
      data-testid={`promotion-${promotion.code}`}
    >
      <div className={styles.promotionHead}>
        <span className={styles.kind}>{t(`promotionsPage.kinds.${promotion.kind}`)}</span>
        <h2 className={styles.promotionTitle}>{promotion.title}</h2>
      </div>
      {promotion.terms && <p className={styles.muted}>{promotion.terms}</p>}
      {promotion.rates.length > 0 && <Rates promotion={promotion} />}
      <ul className={styles.facts}>
        {facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      {promotion.kind === 'FIRST_DEPOSIT' && (
        <Link
          className={buttonClassName('primary', 'md')}
          to={signedIn ? paths.deposit : paths.register}
          data-testid="promotion-take"
        >
          {signedIn ? t('promotionsPage.depositNow') : t('promotionsPage.signUp')}
        </Link>
      )}
      {promotion.kind !== 'FIRST_DEPOSIT' && signedIn && (
        <Link className={styles.action} to={paths.bonusDetails}>
          {t('promotionsPage.seePaid')}
        </Link>
      )}
    </li>
  );
}

/** /promotions: every promotion running on this site, with its terms and the way to take it. */
export function PromotionsView() {
  const { t } = useTranslation();
  const promotions = usePromotions();
  if (promotions.isPending) {
    return (
      <div className={styles.skeleton} aria-busy="true" aria-label={t('promotionsPage.loading')} />
    );
  }
  if (promotions.isError || promotions.data.length === 0) {
    return (
      <EmptyState
        illustration="gift"
        title={promotions.isError ? t('promotionsPage.errorTitle') : t('empty.promotions.title')}
        text={promotions.isError ? t('promotionsPage.errorText') : t('empty.promotions.text')}
        testId="promotions-empty"
      />
    );
  }
  return (
    <ul className={styles.promotions} data-testid="promotions-list">
      {promotions.data.map((p) => (
        <PromotionCard key={p.id} promotion={p} />
      ))}
    </ul>
  );
}
