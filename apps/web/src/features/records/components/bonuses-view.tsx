import { useTranslation } from 'react-i18next';
import type { BonusRow } from '@portal/contracts/wallet';
import { useBonuses } from '../api/get-bonuses.ts';
import { pageQuery, useRecordsState } from '../records-query.ts';
import { useCurrencySymbol } from '../use-currency-symbol.ts';
import { AmountCell } from './amount-cell.tsx';
import { amountColumn, timeColumn } from './record-columns.tsx';
import { RecordsResults, type RecordColumn } from './records-table.tsx';
import { RecordsToolbar } from './records-toolbar.tsx';
import styles from './records.module.css';
// Strings of the player centre arrive with this chunk.
import '../../../lib/i18n/player-centre.ts';

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
  const bonuses = useBonuses(pageQuery(state));

  const columns: RecordColumn<BonusRow>[] = [
    {
      key: 'reason',
      header: t('records.columns.bonus'),
      isTitle: true,
      cell: (row) => row.reason,
    },
    timeColumn(t('records.columns.time'), (row) => row.createdAt, i18n.language),
    amountColumn('amount', t('records.columns.amount'), (row) => row.amount, symbol, {
      signed: true,
      sortKey: 'amount',
    }),
    amountColumn(
      'required',
      t('records.columns.turnoverRequired'),
      (row) => row.turnoverRequired,
      symbol,
    ),
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
        state={state}
        onChange={update}
        testId="bonuses-table"
      />
    </div>
  );
}
