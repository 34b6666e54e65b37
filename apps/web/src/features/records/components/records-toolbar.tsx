import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { DateRangeFilter } from '../../../components/ui/date-range-filter.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import type { RecordsState, SortKey, SortOrder } from '../records-query.ts';
import styles from './records.module.css';

const SORTS: readonly `${SortKey}:${SortOrder}`[] = [
  'time:desc',
  'time:asc',
  'amount:desc',
  'amount:asc',
];

/** A page's own filter (transaction type, bet category): a select with "all" first. */
interface PageFilter {
  label: string;
  allLabel: string;
  /** The valid filter of the state, '' for all. */
  value: string;
  options: { value: string; label: string }[];
  testId: string;
}

interface RecordsToolbarProps {
  state: RecordsState;
  onChange: (change: Partial<RecordsState>) => void;
  filter?: PageFilter;
  /** Offer the time/amount sort (tables without header buttons on phones need it). */
  isSortable?: boolean;
  /** Buttons at the end, e.g. the CSV export. */
  actions?: ReactNode;
}

/** Shared filters of every records page: date presets, custom range, page filter, sort. */
export function RecordsToolbar({
  state,
  onChange,
  filter,
  isSortable = false,
  actions,
}: RecordsToolbarProps) {
  const { t } = useTranslation();

  return (
    <div className={styles.toolbar} data-testid="records-toolbar">
      <DateRangeFilter
        value={state}
        onChange={onChange}
        labels={{
          dates: t('records.dates'),
          presets: {
            prev7: t('records.presets.prev7'),
            prev30: t('records.presets.prev30'),
            next7: t('records.presets.next7'),
            next30: t('records.presets.next30'),
            custom: t('records.presets.custom'),
          },
          from: t('records.from'),
          to: t('records.to'),
          apply: t('records.apply'),
          problems: { invalid: t('records.range.invalid'), order: t('records.range.order') },
        }}
        testId="records"
      />
      {(filter || isSortable || actions) && (
        <div className={styles.filters}>
          {filter && (
            <SelectField
              label={filter.label}
              value={filter.value}
              onValueChange={(value) => onChange({ filter: value })}
              testId={filter.testId}
            >
              <option value="">{filter.allLabel}</option>
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </SelectField>
          )}
          {isSortable && (
            <SelectField
              label={t('records.sort.label')}
              value={`${state.sort}:${state.order}`}
              onValueChange={(value) => {
                const [sort, order] = value.split(':') as [SortKey, SortOrder];
                onChange({ sort, order });
              }}
              testId="records-sort"
            >
              {SORTS.map((value) => (
                <option key={value} value={value}>
                  {t(`records.sort.${value.replace(':', '_') as 'time_desc'}`)}
                </option>
              ))}
            </SelectField>
          )}
          {actions && <div className={styles.toolbarActions}>{actions}</div>}
        </div>
      )}
    </div>
  );
}
