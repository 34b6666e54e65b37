import { formatShortDateTime } from '../../../lib/format.ts';
import type { SortKey } from '../records-query.ts';
import { AmountCell } from './amount-cell.tsx';
import type { RecordColumn } from './records-table.tsx';

/** When a row happened, in the reader's language; sorts by time. */
export function timeColumn<T>(
  header: string,
  time: (row: T) => string,
  language: string,
): RecordColumn<T> {
  return {
    key: 'time',
    header,
    sortKey: 'time',
    cell: (row) => <time dateTime={time(row)}>{formatShortDateTime(time(row), language)}</time>,
  };
}

/** A money column, aligned to the end; `signed` shows + and − in colour. */
export function amountColumn<T>(
  key: string,
  header: string,
  amount: (row: T) => string,
  symbol: string,
  options: { signed?: boolean; sortKey?: SortKey } = {},
): RecordColumn<T> {
  return {
    key,
    header,
    sortKey: options.sortKey,
    align: 'end',
    cell: (row) => <AmountCell amount={amount(row)} symbol={symbol} signed={options.signed} />,
  };
}
