import { useNavigate } from '../../lib/router/index.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icons/icon.tsx';
import { paths } from '../../config/paths.ts';
import { useBalance } from '../../features/wallet/api/get-balance.ts';
import { useWalletSocket } from '../../features/wallet/use-wallet-socket.ts';
import { cx } from '../../lib/cx.ts';
import { formatMoney } from '../../lib/format.ts';
import { useMemberInfo } from '../../lib/session/member-info.ts';
import { useModalStore } from '../../lib/stores/modal-store.ts';
import { useSessionStore } from '../../lib/stores/session-store.ts';
import { useUiStore } from '../../lib/stores/ui-store.ts';
import { useRequireRealAccount } from '../../lib/use-require-real-account.ts';
import { AccountMenu, type MenuAction } from './account-menu.tsx';
import { useMemberLinks } from './use-member-links.ts';
import { useSite } from './use-site.ts';
import styles from './header-account.module.css';

/** Logged-in part of the header: balance, wallet buttons, messages and the account menu. */
export function HeaderAccount() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const site = useSite();
  const info = useMemberInfo();
  const userName = useSessionStore((s) => s.userName);
  const isTrial = useSessionStore((s) => s.isTrial);
  const isHidden = useUiStore((s) => s.isBalanceHidden);
  const toggleBalance = useUiStore((s) => s.toggleBalance);
  const openModal = useModalStore((s) => s.openModal);
  const requireReal = useRequireRealAccount();
  const balance = useBalance();
  const links = useMemberLinks();
  useWalletSocket();
  const member = info.data;
  const name = member?.nickname || member?.account || userName || '';
  const symbol = balance.data?.currencySymbol || member?.currencySymbol || site.currencySymbol;
  const amount = balance.data ? formatMoney(balance.data.balance, i18n.language) : '—';
  const unread = member?.unreadMessage ?? 0;

  const guarded = (action: () => void) => () => {
    if (requireReal()) action();
  };
  const refresh = () => void balance.refetch();
  const goDeposit = () => void navigate(paths.deposit);
  const goWithdraw = () => void navigate(paths.withdraw);

  const actions: MenuAction[] = [
    ...(isTrial
      ? [
          {
            key: 'upgrade',
            label: t('account.upgrade'),
            icon: 'sparkle' as const,
            onSelect: () => openModal('trial'),
          },
        ]
      : [
          {
            key: 'deposit',
            label: t('account.deposit'),
            icon: 'wallet' as const,
            onSelect: goDeposit,
          },
        ]),
    ...(member?.availablePromo
      ? [
          {
            key: 'invite',
            label: t('account.invite'),
            icon: 'userPlus' as const,
            onSelect: guarded(links.invite),
          },
        ]
      : []),
    {
      key: 'vip',
      label: t('account.vip'),
      icon: 'crown',
      onSelect: guarded(links.vip),
    },
    ...(isTrial
      ? []
      : [
          {
            key: 'withdraw',
            label: t('account.withdraw'),
            icon: 'cashOut' as const,
            onSelect: goWithdraw,
          },
        ]),
    { key: 'refresh', label: t('account.refreshBalance'), icon: 'refresh', onSelect: refresh },
    {
      key: 'toggleBalance',
      label: isHidden ? t('account.showBalance') : t('account.hideBalance'),
      icon: isHidden ? 'eye' : 'eyeOff',
      onSelect: toggleBalance,
    },
    {
      key: 'feedback',
      label: t('account.feedback'),
      icon: 'feedback',
      onSelect: () => openModal('feedback'),
    },
    {
      key: 'changePassword',
      label: t('modal.titles.changePassword'),
      icon: 'key',
      onSelect: guarded(() => openModal('changePassword')),
    },
    {
      key: 'logout',
      label: t('account.logout'),
      icon: 'logout',
      onSelect: () => openModal('logout'),
    },
  ];

  return (
    <div className={styles.account} data-testid="header-account">
      <div className={styles.balance}>
        <span className="visually-hidden">{t('account.balance')}</span>
        <span className={styles.amount} data-testid="header-balance" aria-live="polite">
          {isHidden ? '****' : `${symbol} ${amount}`}
        </span>
        <button
          type="button"
          className={styles.balanceButton}
          aria-label={isHidden ? t('account.showBalance') : t('account.hideBalance')}
          aria-pressed={isHidden}
          onClick={toggleBalance}
          data-testid="header-toggle-balance"
        >
          <Icon name={isHidden ? 'eyeOff' : 'eye'} size={16} />
        </button>
        <button
          type="button"
          className={cx(styles.balanceButton, balance.isFetching && styles.spinning)}
          aria-label={t('account.refreshBalance')}
          onClick={refresh}
          disabled={balance.isFetching}
          data-testid="header-refresh"
        >
          <Icon name="refresh" size={16} />
        </button>
      </div>
      {isTrial ? (
        <Button size="sm" className={styles.wallet} onClick={() => openModal('trial')}>
          {t('account.upgrade')}
        </Button>
      ) : (
        <>
          <Button
            size="sm"
            className={styles.wallet}
            onClick={goDeposit}
            data-testid="header-deposit"
          >
            {t('account.deposit')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            className={styles.wallet}
            onClick={goWithdraw}
            data-testid="header-withdraw"
          >
            {t('account.withdraw')}
          </Button>
        </>
      )}
      <button
        type="button"
        className={styles.iconButton}
        aria-label={
          unread > 0 ? t('account.messagesUnread', { count: unread }) : t('account.messages')
        }
        onClick={guarded(() => void navigate(paths.messages))}
        data-testid="header-messages"
      >
        <Icon name="mail" size={18} />
        {unread > 0 && <span className={styles.dot} data-testid="unread-dot" />}
      </button>
      <AccountMenu name={name} actions={actions} />
    </div>
  );
}
