import { useEffect, useRef, type ReactNode } from 'react';
import { NavLink } from '../../lib/router/index.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Icon, type IconName } from '../../components/ui/icons/icon.tsx';
import { paths } from '../../config/paths.ts';
import { cx } from '../../lib/cx.ts';
import { formatCount } from '../../lib/format.ts';
import { useMemberInfo } from '../../lib/session/member-info.ts';
import { useModalStore } from '../../lib/stores/modal-store.ts';
import { useSessionStore } from '../../lib/stores/session-store.ts';
import { useRequireRealAccount } from '../../lib/use-require-real-account.ts';
import { ClaimableBadge } from './claimable-badge.tsx';
import countStyles from '../../components/ui/count-badge.module.css';
import styles from './player-centre.module.css';
// Strings of the player centre arrive with this chunk.
import '../../lib/i18n/player-centre.ts';

export type PlayerCentreEntry =
  | 'securityCenter'
  | 'transferFund'
  | 'deposit'
  | 'withdraw'
  | 'transferUpline'
  | 'bettingRecord'
  | 'transactionHistory'
  | 'personalProfit'
  | 'bonusDetails'
  | 'rewardCenter'
  | 'referral'
  | 'messageV2'
  | 'feedback';

interface MenuEntry {
  key: PlayerCentreEntry;
  to: string;
  icon: IconName;
}

/** The spec's player-centre menu, in its order (entries of later issues are left out). */
export const PLAYER_CENTRE_MENU: readonly MenuEntry[] = [
  { key: 'securityCenter', to: paths.member, icon: 'user' },
  { key: 'transferFund', to: paths.transferFund, icon: 'wallet' },
  { key: 'deposit', to: paths.deposit, icon: 'cashIn' },
  { key: 'withdraw', to: paths.withdraw, icon: 'cashOut' },
  { key: 'transferUpline', to: paths.transferUpline, icon: 'transfer' },
  { key: 'bettingRecord', to: paths.bettingRecord, icon: 'dice' },
  { key: 'transactionHistory', to: paths.transactionHistory, icon: 'receipt' },
  { key: 'personalProfit', to: paths.personalProfit, icon: 'chart' },
  { key: 'bonusDetails', to: paths.bonusDetails, icon: 'gift' },
  { key: 'rewardCenter', to: paths.rewardCenter, icon: 'trophy' },
  { key: 'referral', to: paths.referral, icon: 'userPlus' },
  { key: 'messageV2', to: paths.messages, icon: 'mail' },
  { key: 'feedback', to: paths.feedback, icon: 'feedback' },
];

interface PlayerCentreProps {
  entry: PlayerCentreEntry;
  /** Sentence under the title. */
  lead?: string;
  testId: string;
  /** Controls at the end of the title row (e.g. a refresh button). */
  actions?: ReactNode;
  children: ReactNode;
}

/** Menu of the player centre: a column on wide screens, a scrolling strip on phones. */
function PlayerCentreMenu() {
  const { t, i18n } = useTranslation();
  const list = useRef<HTMLUListElement>(null);
  // Spec: a red count badge on messageV2 when there are unread messages.
  const info = useMemberInfo().data;
  const unread = info?.unreadMessage ?? 0;
  // Spec: the referral entry only when the referral promotion is on for the member.
  const entries = PLAYER_CENTRE_MENU.filter(
    (item) => item.key !== 'referral' || info?.availablePromo === true,
  );

  // On the phone strip the current entry may sit off screen; bring it into view once.
  useEffect(() => {
    const active = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
    active?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, []);

  return (
    <nav className={styles.menu} aria-label={t('playerCentre.menuLabel')}>
      <ul ref={list} className={styles.menuList} data-testid="player-centre-menu">
        {entries.map((item) => (
          <li key={item.key}>
            <NavLink
              to={item.to}
              end
              className={({ isActive }) => cx(styles.menuItem, isActive && styles.active)}
              data-testid={`player-centre-${item.key}`}
            >
              <Icon name={item.icon} size={18} />
              <span>{t(`playerCentre.${item.key}`)}</span>
              {item.key === 'messageV2' && unread > 0 && (
                <>
                  <span
                    className={countStyles.count}
                    aria-hidden="true"
                    data-testid="menu-unread-badge"
                  >
                    {formatCount(unread, i18n.language)}
                  </span>
                  <span className="visually-hidden">
                    {` (${t('playerCentre.unreadBadge', { count: unread })})`}
                  </span>
                </>
              )}
              {item.key === 'rewardCenter' && (
                <ClaimableBadge placement="centre" testId="menu-claimable-badge" />
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Frame of every player-centre page: menu, page title and the page's own content. */
export function PlayerCentre({ entry, lead, testId, actions, children }: PlayerCentreProps) {
  const { t } = useTranslation();
  const isTrial = useSessionStore((s) => s.isTrial);
  const requireReal = useRequireRealAccount();
  const openModal = useModalStore((s) => s.openModal);
  const icon = PLAYER_CENTRE_MENU.find((item) => item.key === entry)?.icon ?? 'wallet';

  // Spec: a trial account opening the member centre gets in_need_true_account.
  useEffect(() => {
    if (isTrial) requireReal();
  }, [isTrial, requireReal]);

  return (
    <div className={styles.root} data-testid={testId}>
      <div className={styles.centre}>
        <PlayerCentreMenu />
        <div className={styles.content}>
          <header className={styles.head}>
            <span className={styles.icon}>
              <Icon name={icon} size={22} />
            </span>
            <div className={styles.titles}>
              <h1 className={styles.title}>{t(`playerCentre.${entry}`)}</h1>
              {lead && <p className={styles.lead}>{lead}</p>}
            </div>
            {actions && !isTrial && <div className={styles.actions}>{actions}</div>}
          </header>
          {isTrial ? (
            <EmptyState
              illustration="member"
              title={t('playerCentre.trialTitle')}
              text={t('account.needRealAccount')}
              testId="account-trial"
              action={
                <Button size="lg" onClick={() => openModal('register')}>
                  {t('account.upgradeSubmit')}
                </Button>
              }
            />
          ) : (
            children
          )}
        </div>
      </div>
    </div>
  );
}
