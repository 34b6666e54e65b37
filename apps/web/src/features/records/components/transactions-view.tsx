import { useTranslation } from 'react-i18next';
import type { TransactionRow, TransactionType } from '@portal/contracts/wallet';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icons/icon.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { formatShortDateTime } from '../../../lib/format.ts';
import { useDownloadTransactions } from '../api/download-transactions.ts';
import { useTransactions } from '../api/get-transactions.ts';
import { rangeOf, useRecordsState } from '../records-query.ts';
import { isTransactionType, TRANSACTION_TYPES } from '../transaction-types.ts';
import { useCurrencySymbol } from '../use-currency-symbol.ts';
import { AmountCell } from './amount-cell.tsx';
import { RecordsResults, type RecordColumn } from './records-table.tsx';
import { RecordsToolbar } from './records-toolbar.tsx';
import styles from './records.module.css';
// Strings of the player centre arrive with this chunk.
import '../../../lib/i18n/player-centre.ts';

const PAGE_SIZE = 20;

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
  const transactions = useTransactions({ ...base, pageNo: state.pageNo, pageSize: PAGE_SIZE });

  const columns: RecordColumn<TransactionRow>[] = [
    {
      key: 'type',
      header: t('records.columns.type'),
      cell: (row) => t(`records.types.${row.type}`),
      isTitle: true,
    },
    {
      key: 'time',
      header: t('records.columns.time'),
      sortKey: 'time',
      cell: (row) => (
        <time dateTime={row.createdAt}>{formatShortDateTime(row.createdAt, i18n.language)}</time>
      ),
    },
    {
      key: 'amount',
      header: t('records.columns.amount'),
      sortKey: 'amount',
      align: 'end',
      cell: (row) => <AmountCell amount={row.amount} symbol={symbol} signed />,
    },
    {
      key: 'balance',
      header: t('records.columns.balanceAfter'),
      align: 'end',
      cell: (row) => <AmountCell amount={row.balanceAfter} symbol={symbol} />,
    },
    {
      key: 'reference',
      header: t('records.columns.reference'),
      cell: (row) => <span className={styles.mono}>{row.reference || '—'}</span>,
    },
  ];

  return (
    <div className={styles.stack}>
      <RecordsToolbar
        state={state}
        onChange={update}
        isSortable
        filter={
          <SelectField
            label={t('records.columns.type')}
            value={type ?? ''}
            onValueChange={(value) => update({ filter: value })}
            testId="records-type"
          >
            <option value="">{t('records.allTypes')}</option>
            {TRANSACTION_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`records.types.${value}`)}
              </option>
            ))}
          </SelectField>
        }
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
        sort={state.sort}
        order={state.order}
        onSort={(sort, order) => update({ sort, order })}
        onPage={(pageNo) => update({ pageNo })}
        pagerLabel={t('records.pages')}
        testId="transactions-table"
      />
    </div>
  );
}
