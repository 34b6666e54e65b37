import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { TransactionRow, TransactionType } from '@portal/contracts/wallet';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icons/icon.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { useDownloadTransactions } from '../api/download-transactions.ts';
import { useTransactions } from '../api/get-transactions.ts';
import { pageQuery, rangeOf, useRecordsState } from '../records-query.ts';
import { isTransactionType, TRANSACTION_TYPES } from '../transaction-types.ts';
import { useCurrencySymbol } from '../use-currency-symbol.ts';
import { amountColumn, timeColumn } from './record-columns.tsx';
import { RecordsResults, type RecordColumn } from './records-table.tsx';
import { RecordsToolbar } from './records-toolbar.tsx';
import styles from './records.module.css';
// Strings of the player centre arrive with this chunk.
import '../../../lib/i18n/player-centre.ts';

/** /transactionHistory: the account record with type and date filters, sorting and CSV. */
export function TransactionsView() {
  const { t, i18n } = useTranslation();
  const [state, update] = useRecordsState();
  const symbol = useCurrencySymbol();
  const download = useDownloadTransactions();
  const type: TransactionType | undefined = isTransactionType(state.filter)
    ? state.filter
    : undefined;
  const base = { ...rangeOf(state), sort: state.sort, order: state.order, type };
  const transactions = useTransactions({ ...pageQuery(state), type });

  const columns: RecordColumn<TransactionRow>[] = [
    {
      key: 'type',
      header: t('records.columns.type'),
      cell: (row) => t(`records.types.${row.type}`),
      isTitle: true,
    },
    timeColumn(t('records.columns.time'), (row) => row.createdAt, i18n.language),
    amountColumn('amount', t('records.columns.amount'), (row) => row.amount, symbol, {
      signed: true,
      sortKey: 'amount',
    }),
    amountColumn('balance', t('records.columns.balanceAfter'), (row) => row.balanceAfter, symbol),
    {
      key: 'reference',
      header: t('records.columns.reference'),
      // A vendor's movements read its display name (in the page's language), not a code.
      cell: (row) =>
        row.vendorName ? (
          <span>{row.vendorName}</span>
        ) : (
          <span className={styles.mono}>{row.reference || '—'}</span>
        ),
    },
  ];

  return (
    <div className={styles.stack}>
      <RecordsToolbar
        state={state}
        onChange={update}
        isSortable
        filter={{
          label: t('records.columns.type'),
          allLabel: t('records.allTypes'),
          value: type ?? '',
          options: TRANSACTION_TYPES.map((value) => ({
            value,
            label: t(`records.types.${value}`),
          })),
          testId: 'records-type',
        }}
        actions={
          <Button
            variant="outline"
            onClick={() => download.mutate(base)}
            disabled={download.isPending}
            data-testid="records-csv"
          >
            <Icon name="download" size={18} />
            {download.isPending ? t('records.exporting') : t('records.exportCsv')}
          </Button>
        }
      />
      {download.isError && (
        <Notice tone="danger" testId="records-csv-error">
          {errorText(download.error, t)}
        </Notice>
      )}
      <RecordsResults
        query={transactions}
        caption={t('playerCentre.transactionHistory')}
        columns={columns}
        rowKey={(row) => row.id}
        state={state}
        onChange={update}
        testId="transactions-table"
      />
    </div>
  );
}
