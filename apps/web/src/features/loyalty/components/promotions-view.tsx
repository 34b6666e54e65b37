import { lazy, Suspense, useState } from 'react';
import { Link } from '../../../lib/router/index.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { ActivityState, PublicPromotion } from '@portal/contracts/loyalty';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { paths } from '../../../config/paths.ts';
import { useSessionStore } from '../../../lib/stores/session-store.ts';
import { useRequireRealAccount } from '../../../lib/use-require-real-account.ts';
import { usePromotions } from '../api/promotions.ts';
import { ClaimButton, ClaimOutcomeNotice, useClaimFlow } from './claim-flow.tsx';
import { Rates, useFacts, Weights } from './promotion-facts.tsx';
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
 * One promotion: the operator's banner when it has one, its state, what it pays, its rates, its
 * wagering (how bets count toward it, its deadline), and the way to take it.
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
      {promotion.bannerUrl && (
        // Sized by its box (2:1) before the picture arrives: nothing below it moves.
        <img
          className={styles.promotionBanner}
          src={promotion.bannerUrl}
          alt={promotion.title}
          width={640}
          height={320}
          loading="lazy"
          decoding="async"
          data-testid="promotion-banner"
        />
      )}
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
