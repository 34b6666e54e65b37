import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { MallItem, PointsSummary } from '@portal/contracts/points';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { cx } from '../../../lib/cx.ts';
import { useModalStore } from '../../../lib/stores/modal-store.ts';
import { useRequireRealAccount } from '../../../lib/use-require-real-account.ts';
import { useMall } from '../api/points.ts';
import { RedeemDialog } from './redeem-dialog.tsx';
import { RewardPicture } from './reward-art.tsx';
import { useMoney, usePointsText } from './points-text.ts';
import styles from './loyalty.module.css';

/** Who is looking: redeeming needs a real, signed-in member. */
export type Viewer = 'visitor' | 'trial' | 'member';

/** Why a reward cannot be redeemed now, first reason first; null when it can. */
export type RedeemBlock = 'soldOut' | 'limit' | 'points';

export function redeemBlock(item: MallItem, balance: number | null): RedeemBlock | null {
  if (item.stock !== null && item.stock <= 0) return 'soldOut';
  if (item.perMemberLimit !== null && item.redeemedByMe >= item.perMemberLimit) return 'limit';
  if (balance !== null && balance < item.pricePoints) return 'points';
  return null;
}

interface RewardCardProps {
  item: MallItem;
  viewer: Viewer;
  /** The member's points; null while unknown (and for visitors). */
  balance: number | null;
  onRedeem: (item: MallItem) => void;
}

/** One reward: its picture, what it gives, stock and limit, its price and the way to take it. */
function RewardCard({ item, viewer, balance, onRedeem }: RewardCardProps) {
  const { t } = useTranslation();
  const reasonId = useId();
  const money = useMoney();
  const points = usePointsText();
  const openModal = useModalStore((s) => s.openModal);
  const requireReal = useRequireRealAccount();
  const block = redeemBlock(item, viewer === 'member' ? balance : null);
  const reason =
    block === 'soldOut'
      ? t('pointMallPage.blocked.soldOut')
      : block === 'limit'
        ? t('pointMallPage.blocked.limit')
        : block === 'points' && balance !== null
          ? t('pointMallPage.blocked.points', { points: points(item.pricePoints - balance) })
          : null;
  const isDisabled = block !== null || (viewer === 'member' && balance === null);

  function handleClick() {
    if (viewer === 'visitor') openModal('login');
    else if (viewer === 'trial') requireReal();
    else onRedeem(item);
  }

  return (
    <li
      className={styles.reward}
      data-testid={`mall-item-${item.id}`}
      data-blocked={block ?? undefined}
    >
      <div className={cx(styles.rewardArt, item.imageUrl && styles.rewardArtPicture)}>
        <RewardPicture item={item} />
      </div>
      <div className={styles.rewardBody}>
        <span className={styles.kind}>{t(`pointMallPage.kinds.${item.rewardKind}`)}</span>
        <h3 className={styles.rewardTitle}>{item.name}</h3>
        {item.description && <p className={styles.muted}>{item.description}</p>}
        {item.rewardAmount !== null && item.rewardKind !== 'GOODS' && (
          <p className={styles.rewardPays}>
            {t(`pointMallPage.pays.${item.rewardKind}`, { amount: money(item.rewardAmount) })}
          </p>
        )}
        <dl className={styles.rewardFacts}>
          <div>
            <dt>{t('pointMallPage.stock')}</dt>
            <dd data-testid="mall-item-stock">
              {item.stock === null
                ? t('pointMallPage.unlimited')
                : t('pointMallPage.stockLeft', { left: item.stock })}
            </dd>
          </div>
          {item.perMemberLimit !== null && (
            <div>
              <dt>{t('pointMallPage.perMember')}</dt>
              <dd data-testid="mall-item-limit">
                {viewer === 'member'
                  ? t('pointMallPage.redeemedOf', {
                      used: item.redeemedByMe,
                      limit: item.perMemberLimit,
                    })
                  : t('pointMallPage.upTo', { limit: item.perMemberLimit })}
              </dd>
            </div>
          )}
        </dl>
        <div className={styles.rewardFoot}>
          <strong className={styles.price} data-testid="mall-item-price">
            {points(item.pricePoints)}
          </strong>
          <Button
            size="md"
            variant={viewer === 'member' ? 'primary' : 'outline'}
            disabled={isDisabled}
            aria-describedby={reason ? reasonId : undefined}
            onClick={handleClick}
            data-testid="mall-item-redeem"
          >
            {viewer === 'visitor' && block === null
              ? t('pointMallPage.signInToRedeem')
              : t('pointMallPage.redeem')}
          </Button>
        </div>
        {reason && (
          <p id={reasonId} className={styles.rewardBlocked} data-testid="mall-item-blocked">
            {reason}
          </p>
        )}
      </div>
    </li>
  );
}

interface MallRewardsProps {
  viewer: Viewer;
  /** The member's points summary once loaded (balance, payment password). */
  summary: PointsSummary | undefined;
  /** Opens the redeem history (after a redemption). */
  onHistory?: () => void;
}

/** The catalogue: a card per reward, and the redeem dialog for the one picked. */
export function MallRewards({ viewer, summary, onHistory }: MallRewardsProps) {
  const { t } = useTranslation();
  const mall = useMall();
  const [picked, setPicked] = useState<MallItem | null>(null);

  if (mall.isPending) {
    return (
      <ul className={styles.rewards} aria-busy="true" aria-label={t('pointMallPage.loading')}>
        {[0, 1, 2].map((i) => (
          <li key={i} className={styles.rewardSkeleton} />
        ))}
      </ul>
    );
  }
  if (mall.isError || mall.data.length === 0) {
    return (
      <EmptyState
        compact
        level={3}
        illustration="gift"
        title={mall.isError ? t('pointMallPage.rewardsErrorTitle') : t('empty.pointMall.title')}
        text={mall.isError ? t('pointMallPage.errorText') : t('empty.pointMall.text')}
        testId="mall-empty"
        action={
          mall.isError && (
            <Button size="sm" variant="outline" onClick={() => void mall.refetch()}>
              {t('routeError.retry')}
            </Button>
          )
        }
      />
    );
  }
  return (
    <>
      <ul className={styles.rewards} data-testid="mall-items">
        {mall.data.map((item) => (
          <RewardCard
            key={item.id}
            item={item}
            viewer={viewer}
            balance={summary?.balance ?? null}
            onRedeem={setPicked}
          />
        ))}
      </ul>
      {picked && summary && (
        <RedeemDialog
          item={picked}
          summary={summary}
          onClose={() => setPicked(null)}
          onHistory={() => {
            setPicked(null);
            onHistory?.();
          }}
        />
      )}
    </>
  );
}
