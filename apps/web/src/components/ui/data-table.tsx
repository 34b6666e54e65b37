import type { ReactNode } from 'react';
import { cx } from '../../lib/cx.ts';
import { Icon } from './icons/icon.tsx';
import styles from './data-table.module.css';

export interface DataColumn<T, S extends string = string> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'start' | 'end';
  /** Header button that sorts by this key. */
  sortKey?: S;
  /** Shown as the card's heading on phones (no label). */
  isTitle?: boolean;
}

export type SortOrder = 'asc' | 'desc';

export interface DataTableProps<T, S extends string = string> {
  caption: string;
  columns: DataColumn<T, S>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  sort?: S;
  order?: SortOrder;
  onSort?: (sort: S, order: SortOrder) => void;
  /** The sort button's title for a column ("Sort by Amount"). */
  sortTitle?: (header: string) => string;
  testId?: string;
  /** Each row's test id; `<testId>-row` by default. */
  rowTestId?: string;
}

/**
 * One markup for both layouts: a table on wide screens; on narrow ones each row becomes a card
 * whose cells carry their header as a label (CSS container query).
 */
export function DataTable<T, S extends string = string>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  order,
  onSort,
  sortTitle,
  testId,
  rowTestId = testId && `${testId}-row`,
}: DataTableProps<T, S>) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid={testId}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const isSorted = column.sortKey !== undefined && column.sortKey === sort;
              const sortKey = column.sortKey;
              return (
                <th
                  key={column.key}
                  scope="col"
                  className={cx(column.align === 'end' && styles.end)}
                  aria-sort={isSorted ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {sortKey !== undefined && onSort ? (
                    <button
                      type="button"
                      className={cx(styles.sortButton, isSorted && styles.sorted)}
                      onClick={() => onSort(sortKey, isSorted && order === 'desc' ? 'asc' : 'desc')}
                      title={sortTitle?.(column.header)}
                      data-testid={`sort-${sortKey}`}
                    >
                      {column.header}
                      <Icon
                        name={isSorted ? 'chevronDown' : 'sort'}
                        size={14}
                        className={cx(isSorted && order === 'asc' && styles.up)}
                      />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={rowTestId}>
              {columns.map((column) => (
                <td
                  key={column.key}
                  data-label={column.isTitle ? undefined : column.header}
                  className={cx(
                    column.align === 'end' && styles.end,
                    column.isTitle && styles.title,
                  )}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The table and its pager, dimmed while a newer page loads. */
export function TableResults({
  isFetching,
  children,
}: {
  isFetching: boolean;
  children: ReactNode;
}) {
  return (
    <div className={cx(styles.results, isFetching && styles.refreshing)} aria-busy={isFetching}>
      {children}
    </div>
  );
}
