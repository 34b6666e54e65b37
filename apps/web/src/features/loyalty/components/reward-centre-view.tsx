import { Link } from '../../../lib/router/index.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { Grant } from '@portal/contracts/loyalty';
import { Icon, type IconName } from '../../../components/ui/icons/icon.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDay, formatMoney, formatShortDateTime } from '../../../lib/format.ts';
import { isExpired, isGivenUp, rewardName } from '../../../lib/reward-name.ts';
import { useMemberInfo } from '../../../lib/session/member-info.ts';
import { useRecentGrants } from '../api/grants.ts';
import { ApplicationList } from './application-list.tsx';
import { ClaimableRewards } from './claimable-rewards.tsx';
import styles from './loyalty.module.css';
// Strings of the player centre arrive with this chunk.
import '../../../lib/i18n/player-centre.ts';

interface Programme {
  modId:
    | 'REFERRAL3'
    | 'VIP3'
    | 'REBATE3'
    | 'CASHBACK3'
    | 'REDENVELOPE3'
    | 'PRIZEWHEEL3'
    | 'GOLDENEGG3'
    | 'DAILYTASK3'
    | 'SIGNIN3'
    | 'POINTMALL3'
    | 'MISSION3';
  icon: IconName;
  /** The programme's own page, where it has one. */
  to?: string;
}

/** The reward programmes of the white-label module tree (PROMO3's children), in its order. */
const PROGRAMMES: readonly Programme[] = [
  { modId: 'REFERRAL3', icon: 'userPlus', to: paths.referral },
  { modId: 'VIP3', icon: 'crown', to: paths.vip },
  { modId: 'REBATE3', icon: 'refresh' },
  { modId: 'CASHBACK3', icon: 'cashIn' },
  { modId: 'REDENVELOPE3', icon: 'gift' },
  { modId: 'PRIZEWHEEL3', icon: 'sparkle' },
  { modId: 'GOLDENEGG3', icon: 'sparkle' },
  { modId: 'DAILYTASK3', icon: 'calendar' },
  { modId: 'SIGNIN3', icon: 'check' },
  { modId: 'POINTMALL3', icon: 'trophy', to: paths.pointMall },
  { modId: 'MISSION3', icon: 'chart' },
];

/**
 * /rewardCenter: the member's rewards to claim (first, each with its Claim button), the newest
 * rewards paid and the member's applications, then every programme the operator has switched
 * on for this site (`flag` reads the white label's module flags), each leading to its page where
 * it has one.
 */
export function RewardCentreView({ flag }: { flag: (modId: string) => boolean }) {
  const { t } = useTranslation();
  const info = useMemberInfo().data;
  const programmes = PROGRAMMES.filter(
    (p) => flag(p.modId) && (p.modId !== 'REFERRAL3' || info?.availablePromo === true),
  );

  return (
    <div className={styles.stack} data-testid="reward-centre">
      <section aria-labelledby="rewards-mine" className={styles.stack}>
        <h2 id="rewards-mine" className={styles.sectionTitle}>
          {t('rewards.mineTitle')}
        </h2>
        <ClaimableRewards />
        <RecentRewards />
        <ApplicationList />
      </section>

      <section aria-labelledby="rewards-programmes" className={styles.stack}>
        <h2 id="rewards-programmes" className={styles.sectionTitle}>
          {t('rewards.programmesTitle')}
        </h2>
        {programmes.length === 0 ? (
          <p className={styles.muted} data-testid="rewards-programmes-none">
            {t('rewards.programmesNone')}
          </p>
        ) : (
          <ul className={styles.cards} data-testid="rewards-programmes">
            {programmes.map((p) => (
              <li key={p.modId} className={styles.card} data-testid={`programme-${p.modId}`}>
                <span className={styles.cardIcon} aria-hidden="true">
                  <Icon name={p.icon} size={22} />
                </span>
                <div className={styles.cardText}>
                  <h3 className={styles.cardTitle}>{t(`rewards.${p.modId}.name`)}</h3>
                  <p className={styles.muted}>{t(`rewards.${p.modId}.text`)}</p>
                  {p.modId === 'VIP3' && (
                    <p className={styles.value} data-testid="vip-level">
                      {info?.hasVip && info.vipLabelName
                        ? t('rewards.vipLevel', { level: info.vipLabelName })
                        : t('rewards.vipNone')}
                    </p>
                  )}
                  {p.to ? (
                    <Link className={styles.action} to={p.to}>
                      {t('rewards.open')}
                    </Link>
                  ) : (
                    <p className={styles.hint}>{t('rewards.earnHere')}</p>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
        <Link className={styles.action} to={paths.promotions} data-testid="rewards-promotions">
          {t('rewards.promotions')}
        </Link>
      </section>
    </div>
  );
}

/**
 * A reward's deadline while it can still be met: wagering asked and a deadline to come. (A grant
 * past its deadline is either played through or about to expire.)
 */
function deadlineOf(grant: Grant): string | null {
  if (!grant.expiresAt || Number(grant.wageringRequired) <= 0) return null;
  return Date.parse(grant.expiresAt) > Date.now() ? grant.expiresAt : null;
}

/** Under a recent reward: taken back (given up, expired), or when it was paid and what to bet. */
function RecentState({ grant: g }: { grant: Grant }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  // Taken back, its wagering closed: nothing is left to bet.
  if (isGivenUp(g.state)) {
    return (
      <span className={styles.hint} data-testid="rewards-recent-given-up">
        {t('records.givenUp')}
      </span>
    );
  }
  if (isExpired(g.state)) {
    return (
      <span className={styles.hint} data-testid="rewards-recent-expired">
        {t('records.expired')}
      </span>
    );
  }
  const deadline = deadlineOf(g);
  return (
    <span className={styles.hint}>
      {g.state === 'CLAIMED'
        ? t('rewards.claimedOn', { day: formatDay(g.createdAt, lang) })
        : t('rewards.paidOn', { day: formatDay(g.createdAt, lang) })}
      {Number(g.wageringRequired) > 0 &&
        ` · ${t('rewards.toWager', { amount: formatMoney(g.wageringRequired, lang) })}`}
      {deadline &&
        ` · ${t('records.playThroughBy', { date: formatShortDateTime(deadline, lang) })}`}
    </span>
  );
}

/** The newest rewards paid to the member (all of them are in bonus details). */
function RecentRewards() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { data } = useRecentGrants();
  if (!data || data.list.length === 0) return null;
  return (
    <div className={styles.stack} data-testid="rewards-recent">
      <h3 className={styles.sectionTitle}>{t('rewards.recentTitle')}</h3>
      <ul className={styles.recentList}>
        {data.list.map((g) => (
          <li key={g.id} className={styles.recentItem} data-testid="rewards-recent-item">
            <span className={styles.recentName}>
              {rewardName(t, { ...g, reference: g.reference }, lang)}
            </span>
            <strong className={styles.recentAmount}>+{formatMoney(g.amount, lang)}</strong>
            <RecentState grant={g} />
          </li>
        ))}
      </ul>
    </div>
  );
}
