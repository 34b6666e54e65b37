import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import {
  DATE_PRESETS,
  presetRange,
  rangeDays,
  rangeProblem,
  type DatePreset,
  type DateRange,
  type RangeChoice,
  type RangeProblem,
  type RangeValue,
} from '../../lib/date-presets.ts';
import { cx } from '../../lib/cx.ts';
import { formatDay } from '../../lib/format.ts';
import { Button } from './button.tsx';
import { Icon } from './icons/icon.tsx';
import { TextField } from './text-field.tsx';
import styles from './date-range-filter.module.css';

/** The filter's words, from the bundle of the page that shows it. */
export interface DateRangeLabels<P extends DatePreset = DatePreset> {
  /** Names the group of presets ("Dates"). */
  dates: string;
  /** Each offered preset's name, and Custom's. */
  presets: Record<P | 'custom', string>;
  from: string;
  to: string;
  apply: string;
  problems: Record<RangeProblem, string>;
}

/** "12 Jan 2026 – 18 Jan 2026" in the reader's language and digits. */
function formatRange({ from, to }: DateRange, locale: string): string {
  const day = (iso: string) => {
    const [y = 0, m = 1, d = 1] = iso.split('-').map(Number);
    return new Date(y, m - 1, d, 12).toISOString();
  };
  return `${formatDay(day(from), locale)} – ${formatDay(day(to), locale)}`;
}

function CustomRange({
  initial,
  labels,
  testId,
  onApply,
}: {
  initial: DateRange;
  labels: Pick<DateRangeLabels, 'from' | 'to' | 'apply' | 'problems'>;
  testId: string;
  onApply: (range: DateRange) => void;
}) {
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [error, setError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = rangeProblem({ from, to });
    setError(problem ? labels.problems[problem] : null);
    if (!problem) onApply({ from, to });
  }

  return (
    <form
      className={styles.custom}
      onSubmit={handleSubmit}
      noValidate
      data-testid={`${testId}-custom`}
    >
      <TextField
        label={labels.from}
        type="date"
        value={from}
        onValueChange={setFrom}
        max={to || undefined}
        testId={`${testId}-from`}
      />
      <TextField
        label={labels.to}
        type="date"
        value={to}
        onValueChange={setTo}
        min={from || undefined}
        testId={`${testId}-to`}
      />
      <Button
        type="submit"
        variant="secondary"
        className={styles.apply}
        data-testid={`${testId}-apply`}
      >
        {labels.apply}
      </Button>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

interface DateRangeFilterProps<P extends DatePreset> {
  value: RangeValue;
  onChange: (value: RangeValue) => void;
  /** The presets offered before Custom; the spec's four by default. */
  presets?: readonly P[];
  labels: DateRangeLabels<P>;
  className?: string;
  /** Prefix of the test ids: `<testId>-preset-prev7`, `<testId>-range`, … */
  testId: string;
}

/**
 * The date filter of the lists by day (records, the agent's income): preset buttons, a custom
 * range checked before it is applied, and the days chosen in the reader's language.
 */
export function DateRangeFilter<P extends DatePreset = DatePreset>({
  value,
  onChange,
  presets = DATE_PRESETS as readonly DatePreset[] as readonly P[],
  labels,
  className,
  testId,
}: DateRangeFilterProps<P>) {
  const { i18n } = useTranslation();
  const labelId = useId();
  const [isCustomOpen, setCustomOpen] = useState(value.range === 'custom');
  const range = rangeDays(value);
  const choices: (P | 'custom')[] = [...presets, 'custom'];
  const active: RangeChoice = isCustomOpen ? 'custom' : value.range;

  return (
    <div className={cx(styles.filter, className)}>
      <div className={styles.presets} role="group" aria-labelledby={labelId}>
        <span id={labelId} className={styles.label}>
          <Icon name="calendar" size={16} />
          {labels.dates}
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
              onChange({ range: choice, ...presetRange(choice) });
            }}
            data-testid={`${testId}-preset-${choice}`}
          >
            {labels.presets[choice]}
          </button>
        ))}
      </div>
      {isCustomOpen && (
        <CustomRange
          key={`${range.from}-${range.to}`}
          initial={range}
          labels={labels}
          testId={testId}
          onApply={(next) => onChange({ range: 'custom', ...next })}
        />
      )}
      <p className={styles.rangeText} aria-live="polite" data-testid={`${testId}-range`}>
        {formatRange(range, i18n.language)}
      </p>
    </div>
  );
}
