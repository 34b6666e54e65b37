import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icons/icon.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { formatDay } from '../../../lib/format.ts';
import { DATE_PRESETS, rangeProblem, type DateRange, type RangeChoice } from '../date-presets.ts';
import { rangeOf, type RecordsState, type SortKey, type SortOrder } from '../records-query.ts';
import styles from './records.module.css';

/** "12 Jan 2026 – 18 Jan 2026" in the reader's language and digits. */
function formatRange({ from, to }: DateRange, locale: string): string {
  const day = (iso: string) => {
    const [y = 0, m = 1, d = 1] = iso.split('-').map(Number);
    return new Date(y, m - 1, d, 12).toISOString();
  };
  return `${formatDay(day(from), locale)} – ${formatDay(day(to), locale)}`;
}

const SORTS: readonly `${SortKey}:${SortOrder}`[] = [
  'time:desc',
  'time:asc',
  'amount:desc',
  'amount:asc',
];

function CustomRange({
  initial,
  onApply,
}: {
  initial: DateRange;
  onApply: (range: DateRange) => void;
}) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [error, setError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = rangeProblem({ from, to });
    setError(problem ? t(`records.range.${problem}`) : null);
    if (!problem) onApply({ from, to });
  }

  return (
    <form className={styles.custom} onSubmit={handleSubmit} noValidate data-testid="records-custom">
      <TextField
        label={t('records.from')}
        type="date"
        value={from}
        onValueChange={setFrom}
        max={to || undefined}
        testId="records-from"
      />
      <TextField
        label={t('records.to')}
        type="date"
        value={to}
        onValueChange={setTo}
        min={from || undefined}
        testId="records-to"
      />
      <Button
        type="submit"
        variant="secondary"
        className={styles.apply}
        data-testid="records-apply"
      >
        {t('records.apply')}
      </Button>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

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
  const { t, i18n } = useTranslation();
  const groupId = useId();
  const [isCustomOpen, setCustomOpen] = useState(state.range === 'custom');
  const range = rangeOf(state);
  const choices: RangeChoice[] = [...DATE_PRESETS, 'custom'];
  const active: RangeChoice = isCustomOpen ? 'custom' : state.range;

  return (
    <div className={styles.toolbar} data-testid="records-toolbar">
      <div className={styles.presets} role="group" aria-labelledby={`${groupId}-label`}>
        <span id={`${groupId}-label`} className={styles.toolbarLabel}>
          <Icon name="calendar" size={16} />
          {t('records.dates')}
        </span>
        {choices.map((choice) => (
          <button
            key={choice}
            type="button"
            className={styles.preset}
            aria-pressed={active === choice}
            onClick={() => {
              if (choice === 'custom') {
                setCustomOpen(true);
                return;
              }
              setCustomOpen(false);
              onChange({ range: choice });
            }}
            data-testid={`records-preset-${choice}`}
          >
            {t(`records.presets.${choice}`)}
          </button>
        ))}
      </div>
      {isCustomOpen && (
        <CustomRange
          key={`${range.from}-${range.to}`}
          initial={range}
          onApply={(next) => onChange({ range: 'custom', ...next })}
        />
      )}
      <p className={styles.rangeText} aria-live="polite" data-testid="records-range">
        {formatRange(range, i18n.language)}
      </p>
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
