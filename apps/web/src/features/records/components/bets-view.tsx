import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { BetRow } from '@portal/contracts/wallet';
import { CATEGORY_CODES } from '../../../config/categories.ts';
import { useBets } from '../api/get-bets.ts';
import { pageQuery, useRecordsState } from '../records-query.ts';
import { useCategoryLabel } from '../use-category-label.ts';
import { useCurrencySymbol } from '../use-currency-symbol.ts';
import { AmountCell } from './amount-cell.tsx';
import { amountColumn, timeColumn } from './record-columns.tsx';
import { RecordsResults, type RecordColumn } from './records-table.tsx';
import { RecordsToolbar } from './records-toolbar.tsx';
import styles from './records.module.css';
// Strings of the player centre arrive with this chunk.
import '../../../lib/i18n/player-centre.ts';

/** /personalHistoryCopy: the betting record by date and game category. */
export function BetsView() {
  const { t, i18n } = useTranslation();
  const [state, update] = useRecordsState();
  const symbol = useCurrencySymbol();
  const categoryLabel = useCategoryLabel();
  const category = (CATEGORY_CODES as readonly string[]).includes(state.filter)
    ? state.filter
    : undefined;
  const bets = useBets({ ...pageQuery(state), category });

  const columns: RecordColumn<BetRow>[] = [
    {
      key: 'game',
      header: t('records.columns.game'),
      isTitle: true,
      cell: (row) => (
        <span>
          {row.gameName}
          <br />
          <span className={styles.muted}>
            {row.vendorName} · {categoryLabel(row.category)}
          </span>
        </span>
      ),
    },
    timeColumn(t('records.columns.placedAt'), (row) => row.placedAt, i18n.language),
    amountColumn('stake', t('records.columns.stake'), (row) => row.stake, symbol, {
      sortKey: 'amount',
    }),
    amountColumn('validBet', t('records.columns.validBet'), (row) => row.validBet, symbol),
    amountColumn('payout', t('records.columns.payout'), (row) => row.payout, symbol),
    {
      key: 'profit',
      header: t('records.columns.profit'),
      align: 'end',
      cell: (row) =>
        row.settledAt ? (
          <AmountCell amount={row.profit} symbol={symbol} signed />
        ) : (
          <span className={styles.muted}>{t('records.unsettled')}</span>
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
          label: t('records.columns.category'),
          allLabel: t('records.allCategories'),
          value: category ?? '',
          options: CATEGORY_CODES.map((code) => ({ value: code, label: categoryLabel(code) })),
          testId: 'records-category',
        }}
      />
      <RecordsResults
        query={bets}
        caption={t('playerCentre.bettingRecord')}
        columns={columns}
        rowKey={(row) => row.id}
        state={state}
        onChange={update}
        testId="bets-table"
      />
    </div>
  );
}
