import { useState, type FormEvent, type ReactNode } from 'react';
import type { RangeValue } from '../../../lib/date-presets.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DateRangeFilter } from '../../../components/ui/date-range-filter.tsx';
import { Icon } from '../../../components/ui/icons/icon.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import type { IllustrationKind } from '../../../components/ui/illustration.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText, isApiError } from '../../../lib/api-error.ts';
import { cx } from '../../../lib/cx.ts';
import { formatMoney } from '../../../lib/format.ts';
import { USERNAME_MAX } from '../downlines-query.ts';
import { TEAM_PRESETS } from '../team-query.ts';
import view from './agent-view.module.css';
import styles from './team.module.css';
import '../../../lib/i18n/agent-centre.ts';

/** The team reports' date filter: the previous 7 or 30 days, or custom days. */
export function TeamRangeFilter({
  value,
  onChange,
  testId,
}: {
  value: RangeValue;
  onChange: (value: RangeValue) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <DateRangeFilter
      value={value}
      onChange={onChange}
      presets={TEAM_PRESETS}
      className={styles.dates}
      labels={{
        dates: t('agentCentre.report.dates'),
        presets: {
          prev7: t('agentCentre.report.presets.prev7'),
          prev30: t('agentCentre.report.presets.prev30'),
          custom: t('agentCentre.report.presets.custom'),
        },
        from: t('agentCentre.report.from'),
        to: t('agentCentre.report.to'),
        apply: t('agentCentre.report.apply'),
        problems: {
          invalid: t('agentCentre.report.range.invalid'),
          order: t('agentCentre.report.range.order'),
        },
      }}
      testId={testId}
    />
  );
}

/** One member of the team (the exact username), sent on submit; '' shows everyone. */
function UsernameForm({
  initial,
  onSearch,
  testId,
}: {
  initial: string;
  onSearch: (username: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onSearch(value.trim());
  }

  return (
    <form className={styles.search} role="search" onSubmit={handleSubmit} data-testid={testId}>
      <TextField
        label={t('agentCentre.report.username')}
        type="search"
        value={value}
        onValueChange={setValue}
        placeholder={t('agentCentre.report.usernamePlaceholder')}
        maxLength={USERNAME_MAX}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="none"
        testId={`${testId}-username`}
        trailing={
          <Button type="submit" variant="secondary" data-testid={`${testId}-submit`}>
            {t('agentCentre.report.search')}
          </Button>
        }
      />
      {initial && (
        <Button
          variant="ghost"
          size="sm"
          className={styles.clear}
          onClick={() => {
            setValue('');
            onSearch('');
          }}
          data-testid={`${testId}-clear`}
        >
          <Icon name="close" size={14} />
          {t('agentCentre.report.clear')}
        </Button>
      )}
    </form>
  );
}

/** The username filter, started again from the address's value when that changes. */
export function UsernameFilter({
  value,
  onSearch,
  testId,
}: {
  value: string;
  onSearch: (username: string) => void;
  testId: string;
}) {
  return <UsernameForm key={value} initial={value} onSearch={onSearch} testId={testId} />;
}

/** A report's filter panel. */
export function ReportToolbar({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <div className={cx(view.toolbar, styles.toolbar)} data-testid={testId}>
      {children}
    </div>
  );
}

/**
 * A failed report: a range the server refuses (ahead of today, backwards, too long) is told in
 * the server's words with no retry (the same days fail again); any other failure can be retried.
 */
export function ReportError({
  error,
  onRetry,
  testId,
}: {
  error: unknown;
  onRetry: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  if (isApiError(error) && error.code === 'AGENT_RANGE_INVALID') {
    return (
      <Notice tone="warning" testId={`${testId}-range-error`}>
        {errorText(error, t)}
      </Notice>
    );
  }
  return <LoadError message={errorText(error, t)} onRetry={onRetry} testId={`${testId}-error`} />;
}

/** The sign of a decimal text: colours a win/loss. */
export function signOf(amount: string): 'positive' | 'negative' | 'zero' {
  const value = Number(amount);
  if (!Number.isFinite(value) || value === 0) return 'zero';
  return value > 0 ? 'positive' : 'negative';
}

/** Money in the page's digits after the member's currency symbol. */
export function moneyText(amount: string, symbol: string, language: string): string {
  return `${symbol ? `${symbol} ` : ''}${formatMoney(amount, language)}`;
}

/** An amount in the page's digits; `signed` colours it by its sign (a win/loss). */
export function Amount({
  amount,
  symbol,
  signed = false,
}: {
  amount: string;
  symbol: string;
  signed?: boolean;
}) {
  const { i18n } = useTranslation();
  return (
    <span
      className={cx(view.amount, signed && styles.signed)}
      data-sign={signed ? signOf(amount) : undefined}
    >
      {moneyText(amount, symbol, i18n.language)}
    </span>
  );
}

export interface Total {
  key: string;
  label: string;
  value: ReactNode;
}

/** The totals of a report's whole filter, above its rows. */
export function Totals({ totals, testId }: { totals: Total[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.totals} aria-label={t('agentCentre.report.totals')} data-testid={testId}>
      {totals.map((total) => (
        <div key={total.key} className={styles.total} data-testid={`${testId}-${total.key}`}>
          <dt>{total.label}</dt>
          <dd>{total.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A team report's query as the body needs it (a React Query result). */
interface ReportQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => Promise<unknown>;
}

/**
 * A team report's body by its query's state: loading, the error (a refused range as a warning),
 * the report's empty state, else what `children` draws of the answer.
 */
export function ReportBody<T>({
  query,
  name,
  illustration,
  isEmpty,
  children,
}: {
  query: ReportQuery<T>;
  name: 'overview' | 'bets' | 'loss' | 'transactions';
  illustration: IllustrationKind;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <Loading testId={`${name}-loading`} />;
  if (query.isError || query.data === undefined) {
    return <ReportError error={query.error} onRetry={() => void query.refetch()} testId={name} />;
  }
  if (isEmpty(query.data)) {
    return (
      <EmptyState
        illustration={illustration}
        title={t(`agentCentre.${name}.emptyTitle`)}
        text={t(`agentCentre.${name}.emptyText`)}
        level={2}
        compact
        testId={`${name}-empty`}
      />
    );
  }
  return children(query.data);
}
