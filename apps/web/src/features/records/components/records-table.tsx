import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import {
  DataTable,
  TableResults,
  type DataColumn,
  type DataTableProps,
} from '../../../components/ui/data-table.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { errorText } from '../../../lib/api-error.ts';
import type { RecordPage } from '../../../lib/paging.ts';
import type { RecordsState, SortKey } from '../records-query.ts';

export type RecordColumn<T> = DataColumn<T, SortKey>;

type RecordsTableProps<T> = Omit<DataTableProps<T, SortKey>, 'sortTitle'>;

/** The records' table: the one data table, its sort buttons titled in the records' words. */
export function RecordsTable<T>(props: RecordsTableProps<T>) {
  const { t } = useTranslation();
  return (
    <DataTable<T, SortKey> {...props} sortTitle={(column) => t('records.sort.by', { column })} />
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
    <TableResults isFetching={query.isFetching}>
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
    </TableResults>
  );
}
