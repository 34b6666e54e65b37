import { useTranslation } from 'react-i18next';
import type { BonusRow } from '@portal/contracts/wallet';
import { formatShortDateTime } from '../../../lib/format.ts';
import { useBonuses } from '../api/get-bonuses.ts';
import { rangeOf, useRecordsState } from '../records-query.ts';
import { useCurrencySymbol } from '../use-currency-symbol.ts';
import { AmountCell } from './amount-cell.tsx';
import { RecordsResults, type RecordColumn } from './records-table.tsx';
import { RecordsToolbar } from './records-toolbar.tsx';
import styles from './records.module.css';
// Strings of the player centre arrive with this chunk.
import '../../../lib/i18n/player-centre.ts';

const PAGE_SIZE = 20;

/** Share of the turnover already done, 0–100. */
export function turnoverDone(required: string, remaining: string): number {
  const need = Number(required);
  const left = Number(remaining);
  if (!Number.isFinite(need) || need <= 0) return 100;
  if (!Number.isFinite(left)) return 0;
  return Math.round(Math.min(100, Math.max(0, ((need - left) / need) * 100)));
}

/** /bonusDetails: bonuses credited, with the turnover each still needs. */
export function BonusesView() {
  const { t, i18n } = useTranslation();
  const [state, update] = useRecordsState();
  const symbol = useCurrencySymbol();
  const bonuses = useBonuses({
    ...rangeOf(state),
    sort: state.sort,
    order: state.order,
    pageNo: state.pageNo,
    pageSize: PAGE_SIZE,
  });

  const columns: RecordColumn<BonusRow>[] = [
    {
      key: 'reason',
      header: t('records.columns.bonus'),
      isTitle: true,
      cell: (row) => row.reason,
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
      key: 'required',
      header: t('records.columns.turnoverRequired'),
      align: 'end',
      cell: (row) => <AmountCell amount={row.turnoverRequired} symbol={symbol} />,
    },
    {
      key: 'remaining',
      header: t('records.columns.turnoverRemaining'),
      align: 'end',
      cell: (row) => {
        const done = turnoverDone(row.turnoverRequired, row.turnoverRemaining);
        return (
          <span>
            <AmountCell amount={row.turnoverRemaining} symbol={symbol} />
            <span
              className={styles.progress}
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={done}
              aria-label={t('records.turnoverDone', { percent: done })}
            >
              <span className={styles.progressBar} style={{ inlineSize: `${done}%` }} />
            </span>
          </span>
        );
      },
    },
  ];

  return (
    <div className={styles.stack}>
      <RecordsToolbar state={state} onChange={update} isSortable />
      <RecordsResults
        query={bonuses}
        caption={t('playerCentre.bonusDetails')}
        columns={columns}
        rowKey={(row) => row.id}
        sort={state.sort}
        order={state.order}
        onSort={(sort, order) => update({ sort, order })}
        onPage={(pageNo) => update({ pageNo })}
        pagerLabel={t('records.pages')}
        testId="bonuses-table"
      />
    </div>
  );
}
