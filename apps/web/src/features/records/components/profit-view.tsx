import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { ProfitSummary } from '@portal/contracts/wallet';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { cx } from '../../../lib/cx.ts';
import { formatCount } from '../../../lib/format.ts';
import { useProfit } from '../api/get-profit.ts';
import { rangeOf, useRecordsState } from '../records-query.ts';
import { useCategoryLabel } from '../use-category-label.ts';
import { useCurrencySymbol } from '../use-currency-symbol.ts';
import { AmountCell } from './amount-cell.tsx';
import { amountColumn } from './record-columns.tsx';
import { RecordsTable, type RecordColumn } from './records-table.tsx';
import { RecordsToolbar } from './records-toolbar.tsx';
import styles from './records.module.css';
// Strings of the player centre arrive with this chunk.
import '../../../lib/i18n/player-centre.ts';

type CategoryRow = ProfitSummary['byCategory'][number];

/** /personalProfit: totals for the dates, then profit per game category. */
export function ProfitView() {
  const { t, i18n } = useTranslation();
  const [state, update] = useRecordsState();
  const symbol = useCurrencySymbol();
  const categoryLabel = useCategoryLabel();
  const profit = useProfit(rangeOf(state));

  const columns: RecordColumn<CategoryRow>[] = [
    {
      key: 'category',
      header: t('records.columns.category'),
      isTitle: true,
      cell: (row) => categoryLabel(row.category),
    },
    amountColumn('stake', t('records.columns.stake'), (row) => row.stake, symbol),
    amountColumn('payout', t('records.columns.payout'), (row) => row.payout, symbol),
    amountColumn('profit', t('records.columns.profit'), (row) => row.profit, symbol, {
      signed: true,
    }),
  ];

  let body;
  if (profit.isPending) {
    body = <Loading />;
  } else if (profit.isError) {
    body = <LoadError message={errorText(profit.error, t)} onRetry={() => void profit.refetch()} />;
  } else {
    const data = profit.data;
    const cards: { key: string; label: string; value: ReactNode; isHero?: boolean }[] = [
      {
        key: 'profit',
        label: t('records.profit.profit'),
        value: <AmountCell amount={data.profit} symbol={symbol} signed />,
        isHero: true,
      },
      {
        key: 'betCount',
        label: t('records.profit.betCount'),
        value: formatCount(data.betCount, i18n.language),
      },
      {
        key: 'stake',
        label: t('records.profit.stake'),
        value: <AmountCell amount={data.stake} symbol={symbol} />,
      },
      {
        key: 'validBet',
        label: t('records.profit.validBet'),
        value: <AmountCell amount={data.validBet} symbol={symbol} />,
      },
      {
        key: 'payout',
        label: t('records.profit.payout'),
        value: <AmountCell amount={data.payout} symbol={symbol} />,
      },
      {
        key: 'deposits',
        label: t('records.profit.deposits'),
        value: <AmountCell amount={data.deposits} symbol={symbol} />,
      },
      {
        key: 'withdrawals',
        label: t('records.profit.withdrawals'),
        value: <AmountCell amount={data.withdrawals} symbol={symbol} />,
      },
      {
        key: 'bonuses',
        label: t('records.profit.bonuses'),
        value: <AmountCell amount={data.bonuses} symbol={symbol} />,
      },
    ];
    body = (
      <>
        <div className={styles.cards} data-testid="profit-summary">
          {cards.map((card) => (
            <div
              key={card.key}
              className={cx(styles.card, card.isHero && styles.cardHero)}
              data-testid={`profit-${card.key}`}
            >
              <span className={styles.cardLabel}>{card.label}</span>
              <span className={styles.cardValue}>{card.value}</span>
            </div>
          ))}
        </div>
        <h2 className={styles.sectionTitle}>{t('records.profit.byCategory')}</h2>
        {data.byCategory.length === 0 ? (
          <p className={styles.muted}>{t('records.emptyText')}</p>
        ) : (
          <RecordsTable
            caption={t('records.profit.byCategory')}
            columns={columns}
            rows={data.byCategory}
            rowKey={(row) => row.category}
            testId="profit-table"
          />
        )}
      </>
    );
  }

  return (
    <div className={styles.stack}>
      <RecordsToolbar state={state} onChange={update} />
      {body}
    </div>
  );
}
