import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Icon } from '../../../components/ui/icons/icon.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { cx } from '../../../lib/cx.ts';
import type { RecordPage } from '../../../lib/paging.ts';
import type { RecordsState, SortKey, SortOrder } from '../records-query.ts';
import styles from './records.module.css';

export interface RecordColumn<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'start' | 'end';
  /** Header button that sorts by this key. */
  sortKey?: SortKey;
  /** Shown as the card's heading on phones (no label). */
  isTitle?: boolean;
}

interface RecordsTableProps<T> {
  caption: string;
  columns: RecordColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  sort?: SortKey;
  order?: SortOrder;
  onSort?: (sort: SortKey, order: SortOrder) => void;
  testId?: string;
}

/**
 * One markup for both layouts: a table on wide screens; on narrow ones each row becomes a card
 * whose cells carry their header as a label (CSS container query).
 */
export function RecordsTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  order,
  onSort,
  testId,
}: RecordsTableProps<T>) {
  const { t } = useTranslation();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid={testId}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const isSorted = column.sortKey !== undefined && column.sortKey === sort;
              return (
                <th
                  key={column.key}
                  scope="col"
                  className={cx(column.align === 'end' && styles.end)}
                  aria-sort={isSorted ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {column.sortKey && onSort ? (
                    <button
                      type="button"
                      className={cx(styles.sortButton, isSorted && styles.sorted)}
                      onClick={() => {
                        const key = column.sortKey ?? 'time';
                        onSort(key, isSorted && order === 'desc' ? 'asc' : 'desc');
                      }}
                      title={t('records.sort.by', { column: column.header })}
                      data-testid={`sort-${column.sortKey}`}
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
            <tr key={rowKey(row)} data-testid={testId && `${testId}-row`}>
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

interface RecordsResultsProps<T> extends Omit<
  RecordsTableProps<T>,
  'rows' | 'sort' | 'order' | 'onSort'
> {
  query: UseQueryResult<RecordPage<T>>;
  /** The page's records state: sorting and paging change it. */
  state: Pick<RecordsState, 'sort' | 'order'>;
  onChange: (change: Partial<RecordsState>) => void;
}

/** Loading, error, empty, or the sortable table and its pager, for one page of records. */
export function RecordsResults<T>({ query, state, onChange, ...table }: RecordsResultsProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) return <Loading />;
  if (query.isError) {
    return <LoadError message={errorText(query.error, t)} onRetry={() => void query.refetch()} />;
  }
  const page = query.data;
  if (page.list.length === 0) {
    return (
      <EmptyState
        illustration="ticket"
        title={t('records.emptyTitle')}
        text={t('records.emptyText')}
        // Right under the page's h1 (the account, betting and bonus records): an h2.
        level={2}
        compact
        testId="records-empty"
      />
    );
  }
  return (
    <div
      className={cx(styles.results, query.isFetching && styles.refreshing)}
      aria-busy={query.isFetching}
    >
      <RecordsTable
        {...table}
        rows={page.list}
        sort={state.sort}
        order={state.order}
        onSort={(sort, order) => onChange({ sort, order })}
      />
      <Pager
        pageNo={page.pageNo}
        pageSize={page.pageSize}
        total={page.total}
        onChange={(pageNo) => onChange({ pageNo })}
        label={t('records.pages')}
        isBusy={query.isFetching}
        testId="records-pager"
      />
    </div>
  );
}
