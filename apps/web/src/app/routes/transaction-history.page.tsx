import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { TransactionsView } from '../../features/records/components/transactions-view.tsx';
import { PlayerCentre } from '../layout/player-centre.tsx';

/** /transactionHistory: the account record with filters, paging, sorting and CSV (login required). */
export default function TransactionHistoryPage() {
  const { t } = useTranslation();
  return (
    <PlayerCentre
      entry="transactionHistory"
      lead={t('playerCentre.leads.transactionHistory')}
      testId="transaction-history-page"
    >
      <TransactionsView />
    </PlayerCentre>
  );
}
