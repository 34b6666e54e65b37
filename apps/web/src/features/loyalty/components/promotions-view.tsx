import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ActivityState, PublicPromotion } from '@portal/contracts/loyalty';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { CATEGORY_CODES } from '../../../config/categories.ts';
import { paths } from '../../../config/paths.ts';
import { formatDay, formatDecimalText, formatMoney, formatNumber } from '../../../lib/format.ts';
import { useSessionStore } from '../../../lib/stores/session-store.ts';
import { useRequireRealAccount } from '../../../lib/use-require-real-account.ts';
import { usePromotions } from '../api/promotions.ts';
import { ClaimButton, ClaimOutcomeNotice, useClaimFlow } from './claim-flow.tsx';
import styles from './loyalty.module.css';
// Strings of the player centre arrive with this chunk.
import '../../../lib/i18n/player-centre.ts';

// The dialog (and the dialog library) load when a member first opens it.
const ApplyDialog = lazy(() =>
  import('./apply-dialog.tsx').then((m) => ({ default: m.ApplyDialog })),
);

/** The colour of a state's badge; the text says the state. */
const STATE_TONE: Record<ActivityState, BadgeTone> = {
  COMING_SOON: 'neutral',
  CLOSE: 'neutral',
  APPLYING: 'warning',
  REJECTED: 'danger',
  ISSUED: 'success',
  CLAIMED: 'success',
  PROCESS: 'info',
  JOINED: 'success',
  OPEN: 'info',
  NOT_ELIGIBLE: 'neutral',
};

function useMoney() {
  const { i18n } = useTranslation();
  return (amount: string) => formatMoney(amount, i18n.language);
}

/** The member's activity state on a promotion (spec wording), in the page's language. */
function StateBadge({ state }: { state: ActivityState }) {
  const { t } = useTranslation();
  return (
    <Badge tone={STATE_TONE[state]} testId="promotion-state">
      {t(`promotionsPage.states.${state}`)}
    </Badge>
  );
}

/**
 * A promotion's rate lines: a rebate's per game type (the rest last), a cash back's per loss band,
 * a reload's per deposit band (smallest first), a sign-up bonus's prizes with their chances.
 */
function Rates({ promotion }: { promotion: PublicPromotion }) {
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
function Weights({ weights }: { weights: PublicPromotion['weights'] }) {
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
function useFacts(promotion: PublicPromotion): string[] {
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
  if (promotion.state === 'COMING_SOON') {
    facts.push(t('promotionsPage.startsOn', { date: formatDay(promotion.startsAt, lang) }));
  }
  if (promotion.endsAt && promotion.state !== 'CLOSE') {
    facts.push(t('promotionsPage.endsOn', { date: formatDay(promotion.endsAt, lang) }));
  }
  return facts.filter((fact): fact is string => fact !== null);
}

/**
 * The way to take a promotion, by how it is taken and the member's state on it: a deposit link,
 * a Claim button, an application; visitors are asked to sign up, members see what they received.
 */
function PromotionActions({ promotion }: { promotion: PublicPromotion }) {
  const { t } = useTranslation();
  const signedIn = useSessionStore((s) => s.token !== null);
  const requireReal = useRequireRealAccount();
  const flow = useClaimFlow();
  const [isApplying, setApplying] = useState(false);
  const { take, state } = promotion;
  const isOpen = state === 'OPEN';

  let action = null;
  if (!signedIn) {
    if (take !== 'AUTO' && (state === null || isOpen)) {
      action = (
        <Link
          className={buttonClassName('primary', 'md')}
          to={paths.register}
          data-testid="promotion-take"
        >
          {t('promotionsPage.signUp')}
        </Link>
      );
    }
  } else if (take === 'DEPOSIT' && isOpen) {
    action = (
      <Link
        className={buttonClassName('primary', 'md')}
        to={paths.deposit}
        data-testid="promotion-take"
      >
        {t('promotionsPage.depositNow')}
      </Link>
    );
  } else if (take === 'CLAIM' && isOpen) {
    action = (
      <ClaimButton
        flow={flow}
        promotionId={promotion.id}
        title={promotion.title}
        testId="promotion-claim"
      />
    );
  } else if (take === 'APPLY' && promotion.application && (isOpen || state === 'REJECTED')) {
    action = (
      <Button
        onClick={() => {
          if (requireReal()) setApplying(true);
        }}
        data-testid="promotion-apply"
      >
        {t('promotionsPage.apply')}
      </Button>
    );
  } else if (take === 'AUTO' || state === 'ISSUED' || state === 'CLAIMED' || state === 'PROCESS') {
    // Taken (PROCESS: paid, its wagering still open): where what it paid is listed.
    action = (
      <Link className={styles.action} to={paths.bonusDetails}>
        {t('promotionsPage.seePaid')}
      </Link>
    );
  }

  return (
    <>
      {flow.outcomes.map((outcome) => (
        <ClaimOutcomeNotice key={outcome.promotionId} outcome={outcome} />
      ))}
      {action && <div className={styles.promotionActions}>{action}</div>}
      {isApplying && promotion.application && (
        <Suspense fallback={null}>
          <ApplyDialog
            promotion={{ ...promotion, application: promotion.application }}
            onClose={() => setApplying(false)}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * One promotion: its state, what it pays, its rates, its wagering (and how bets count toward it),
 * and the way to take it.
 */
function PromotionCard({ promotion }: { promotion: PublicPromotion }) {
  const { t } = useTranslation();
  const facts = useFacts(promotion);
  return (
    <li
      id={promotion.code}
      className={styles.promotion}
      data-testid={`promotion-${promotion.code}`}
      data-state={promotion.state ?? undefined}
    >
      <div className={styles.promotionHead}>
        <div className={styles.promotionTags}>
          <span className={styles.kind}>{t(`promotionsPage.kinds.${promotion.kind}`)}</span>
          {promotion.state && <StateBadge state={promotion.state} />}
        </div>
        <h2 className={styles.promotionTitle}>{promotion.title}</h2>
      </div>
      {promotion.terms && <p className={styles.muted}>{promotion.terms}</p>}
      {promotion.rates.length > 0 && <Rates promotion={promotion} />}
      <ul className={styles.facts}>
        {facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      {Object.keys(promotion.weights).length > 0 && <Weights weights={promotion.weights} />}
      <PromotionActions promotion={promotion} />
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
