import { useTranslation } from 'react-i18next';
import type { WithdrawalCounts } from '@portal/contracts/admin-wallet';
import type { WithdrawalStatus } from '@portal/contracts/wallet';
import { WITHDRAWAL_STATUSES } from './status.tsx';

interface WithdrawalTabsProps {
  value: WithdrawalStatus | null;
  counts: WithdrawalCounts | undefined;
  onChange: (status: WithdrawalStatus | null) => void;
}

/**
 * The queue by status, each tab with its count, and All: an item that moves on (approved, paid,
 * rejected) is one tab away, never gone.
 */
export function WithdrawalTabs({ value, counts, onChange }: WithdrawalTabsProps) {
  const { t } = useTranslation();
  const tabs: { status: WithdrawalStatus | null; label: string; count: number | undefined }[] = [
    ...WITHDRAWAL_STATUSES.map((status) => ({
      status,
      label: t(`wallet.withdrawalStatus.${status}`),
      count: counts?.byStatus[status],
    })),
    { status: null, label: t('wallet.withdrawals.tabAll'), count: counts?.total },
  ];
  return (
    <nav className="row" aria-label={t('wallet.withdrawals.tabsLabel')}>
      {tabs.map((tab) => {
        const isCurrent = tab.status === value;
        return (
          <button
            key={tab.status ?? 'ALL'}
            type="button"
            className={isCurrent ? 'btn btn-primary' : 'btn'}
            aria-pressed={isCurrent}
            onClick={() => onChange(tab.status)}
            data-testid={`withdrawal-tab-${tab.status ?? 'ALL'}`}
          >
            {tab.label}
            {tab.count !== undefined && (
              <span className="badge" style={{ marginInlineStart: '0.4em' }}>
                {tab.count}
              </span>
            )}
          </button>
        );
      })}
    </nav>
  );
}
