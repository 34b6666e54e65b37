import { useTranslation } from 'react-i18next';
import type { BetRow } from '@portal/contracts/wallet';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { CATEGORY_CODES } from '../../../config/categories.ts';
import { formatShortDateTime } from '../../../lib/format.ts';
import { useBets } from '../api/get-bets.ts';
import { rangeOf, useRecordsState } from '../records-query.ts';
import { useCategoryLabel } from '../use-category-label.ts';
import { useCurrencySymbol } from '../use-currency-symbol.ts';
import { AmountCell } from './amount-cell.tsx';
import { RecordsResults, type RecordColumn } from './records-table.tsx';
import { RecordsToolbar } from './records-toolbar.tsx';
import styles from './records.module.css';
// Strings of the player centre arrive with this chunk.
import '../../../lib/i18n/player-centre.ts';

const PAGE_SIZE = 20;

/** /personalHistoryCopy: the betting record by date and game category. */
export function BetsView() {
  const { t, i18n } = useTranslation();
  const [state, update] = useRecordsState();
  const symbol = useCurrencySymbol();
  const categoryLabel = useCategoryLabel();
  const category = (CATEGORY_CODES as readonly string[]).includes(state.filter)
    ? state.filter
    : undefined;
  const bets = useBets({
    ...rangeOf(state),
    sort: state.sort,
    order: state.order,
    category,
    pageNo: state.pageNo,
    pageSize: PAGE_SIZE,
  });

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
            {row.vendor} · {categoryLabel(row.category)}
          </span>
        </span>
      ),
    },
    {
      key: 'time',
      header: t('records.columns.placedAt'),
      sortKey: 'time',
      cell: (row) => (
        <time dateTime={row.placedAt}>{formatShortDateTime(row.placedAt, i18n.language)}</time>
      ),
    },
    {
      key: 'stake',
      header: t('records.columns.stake'),
      sortKey: 'amount',
      align: 'end',
      cell: (row) => <AmountCell amount={row.stake} symbol={symbol} />,
    },
    {
      key: 'validBet',
      header: t('records.columns.validBet'),
      align: 'end',
      cell: (row) => <AmountCell amount={row.validBet} symbol={symbol} />,
    },
    {
      key: 'payout',
      header: t('records.columns.payout'),
      align: 'end',
      cell: (row) => <AmountCell amount={row.payout} symbol={symbol} />,
    },
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
        filter={
          <SelectField
            label={t('records.columns.category')}
            value={category ?? ''}
            onValueChange={(value) => update({ filter: value })}
            testId="records-category"
          >
            <option value="">{t('records.allCategories')}</option>
            {CATEGORY_CODES.map((code) => (
              <option key={code} value={code}>
                {categoryLabel(code)}
              </option>
            ))}
          </SelectField>
        }
      />
      <RecordsResults
        query={bets}
        caption={t('playerCentre.bettingRecord')}
        columns={columns}
        rowKey={(row) => row.id}
        sort={state.sort}
        order={state.order}
        onSort={(sort, order) => update({ sort, order })}
        onPage={(pageNo) => update({ pageNo })}
        pagerLabel={t('records.pages')}
        testId="bets-table"
      />
    </div>
  );
}
