import { Link } from '../../../lib/router/index.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { Claimable } from '@portal/contracts/promotions';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-state.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDay, formatDecimalText } from '../../../lib/format.ts';
import { useClaimables } from '../api/claimables.ts';
import { ClaimButton, ClaimOutcomeNotice, useClaimFlow, type ClaimFlow } from './claim-flow.tsx';
import { useMoney } from './points-text.ts';
import styles from './loyalty.module.css';

/** One reward to claim: what it pays ("up to" when drawn), its wagering, its deadline. */
function ClaimableItem({ item, flow }: { item: Claimable; flow: ClaimFlow }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const lang = i18n.language;
  return (
    <li className={styles.claimable} data-testid="claimable" data-promotion={item.promotionId}>
      <div className={styles.claimableText}>
        <span className={styles.kind}>{t(`promotionsPage.kinds.${item.kind}`)}</span>
        <h3 className={styles.cardTitle}>{item.title}</h3>
        {item.terms && <p className={styles.muted}>{item.terms}</p>}
        <p className={styles.hint}>
          {item.wageringMultiple > 0 &&
            t('promotionsPage.wagerPaid', {
              multiple: formatDecimalText(String(item.wageringMultiple), lang),
            })}
          {item.endsAt && ` ${t('rewards.claimBy', { day: formatDay(item.endsAt, lang) })}`}
        </p>
      </div>
      <div className={styles.claimableTake}>
        <strong className={styles.claimableAmount} data-testid="claimable-amount">
          {item.draw ? t('rewards.upTo', { amount: money(item.amount) }) : money(item.amount)}
        </strong>
        <ClaimButton
          flow={flow}
          promotionId={item.promotionId}
          title={item.title}
          testId="claimable-claim"
        />
      </div>
    </li>
  );
}

/**
 * The reward centre's first block: what the member can claim now, each with its Claim button,
 * and what each claim paid; "nothing to claim" with the way to bonus details otherwise.
 */
export function ClaimableRewards() {
  const { t } = useTranslation();
  const claimables = useClaimables();
  // Here, not in the items: a paid reward leaves the list, its outcome stays on screen.
  const flow = useClaimFlow();
  const list = claimables.data ?? [];

  let body;
  if (claimables.isPending) {
    body = (
      <ul className={styles.entries} aria-busy="true" aria-label={t('rewards.mineTitle')}>
        <li className={styles.entrySkeleton} />
      </ul>
    );
  } else if (claimables.isError) {
    body = (
      <LoadError
        message={t('rewards.claimLoadFailed')}
        onRetry={() => void claimables.refetch()}
        testId="claimables-error"
      />
    );
  } else if (list.length === 0) {
    body = (
      <EmptyState
        compact
        level={3}
        illustration="gift"
        title={t('rewards.noneTitle')}
        text={t('rewards.noneText')}
        testId="rewards-none"
        action={
          <Link className={styles.action} to={paths.bonusDetails}>
            {t('rewards.toBonusDetails')}
          </Link>
        }
      />
    );
  } else {
    body = (
      <ul className={styles.claimables} data-testid="claimables">
        {list.map((item) => (
          <ClaimableItem key={item.promotionId} item={item} flow={flow} />
        ))}
      </ul>
    );
  }

  return (
    <>
      {flow.outcomes.map((outcome) => (
        <ClaimOutcomeNotice key={outcome.promotionId} outcome={outcome} />
      ))}
      {body}
    </>
  );
}
