import type { ReactNode } from 'react';
import type { Settlement } from '@portal/contracts/agents';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { TFunction } from '../../../lib/i18n/translator.ts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { DataTable, TableResults, type DataColumn } from '../../../components/ui/data-table.tsx';
import { DateRangeFilter } from '../../../components/ui/date-range-filter.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { formatCount, formatMoney } from '../../../lib/format.ts';
import { useMemberInfo } from '../../../lib/session/member-info.ts';
import { useContracts } from '../api/contracts.ts';
import { useIncome } from '../api/get-income.ts';
import { isContractKind, offeredKinds } from '../contract-kinds.ts';
import { formatRate } from '../contract-terms.ts';
import { INCOME_PRESETS, incomeQuery, useIncomeState, type IncomeState } from '../income-query.ts';
import { formatPayPeriod } from '../pay-period.ts';
import view from './agent-view.module.css';
import styles from './income.module.css';
import '../../../lib/i18n/agent-centre.ts';

const STATUS_TONE: Record<Settlement['status'], BadgeTone> = {
  PAID: 'success',
  HELD: 'warning',
  NONE: 'neutral',
};

function columnsOf(t: TFunction, language: string, money: (amount: string) => string) {
  const amount = (value: string) => <span className={view.amount}>{money(value)}</span>;
  const columns: DataColumn<Settlement>[] = [
    {
      key: 'period',
      header: t('agentCentre.income.columns.period'),
      isTitle: true,
      cell: (row) => (
        <span className={styles.period}>
          {formatPayPeriod(row.periodKey, t, language)}
          {row.revision > 1 && (
            <Badge tone="info" testId="income-adjustment">
              {t('agentCentre.income.adjustment')}
            </Badge>
          )}
        </span>
      ),
    },
    {
      key: 'kind',
      header: t('agentCentre.income.columns.kind'),
      cell: (row) => t(`agentCentre.kinds.${row.kind}`),
    },
    {
      key: 'base',
      header: t('agentCentre.income.columns.base'),
      align: 'end',
      cell: (row) => amount(row.base),
    },
    {
      key: 'activePlayers',
      header: t('agentCentre.income.columns.activePlayers'),
      align: 'end',
      cell: (row) => formatCount(row.activePlayers, language),
    },
    {
      key: 'rate',
      header: t('agentCentre.income.columns.rate'),
      align: 'end',
      cell: (row) => formatRate(row.rateBp, language),
    },
    {
      key: 'gross',
      header: t('agentCentre.income.columns.gross'),
      align: 'end',
      cell: (row) => amount(row.gross),
    },
    {
      key: 'subAgents',
      header: t('agentCentre.income.columns.subAgents'),
      align: 'end',
      cell: (row) => amount(row.subAgents),
    },
    {
      key: 'amount',
      header: t('agentCentre.income.columns.amount'),
      align: 'end',
      cell: (row) => amount(row.amount),
    },
    {
      key: 'status',
      header: t('agentCentre.income.columns.status'),
      cell: (row) => (
        <Badge tone={STATUS_TONE[row.status]} testId="income-status">
          {t(`agentCentre.income.status.${row.status}`)}
        </Badge>
      ),
    },
  ];
  return columns;
}

function Filters({
  state,
  onChange,
}: {
  state: IncomeState;
  onChange: (change: Partial<IncomeState>) => void;
}) {
  const { t } = useTranslation();
  // The kinds the site offers (every kind until the contracts call answers).
  const kinds = offeredKinds(useContracts().data);
  return (
    <div className={view.toolbar} data-testid="income-filters">
      <DateRangeFilter
        value={state}
        onChange={onChange}
        presets={INCOME_PRESETS}
        className={styles.dates}
        labels={{
          dates: t('agentCentre.income.dates'),
          presets: {
            prev7: t('agentCentre.income.presets.prev7'),
            prev30: t('agentCentre.income.presets.prev30'),
            custom: t('agentCentre.income.presets.custom'),
          },
          from: t('agentCentre.income.from'),
          to: t('agentCentre.income.to'),
          apply: t('agentCentre.income.apply'),
          problems: {
            invalid: t('agentCentre.income.range.invalid'),
            order: t('agentCentre.income.range.order'),
          },
        }}
        testId="income"
      />
      <SelectField
        label={t('agentCentre.income.kind')}
        value={state.kind ?? ''}
        onValueChange={(kind) => onChange({ kind: isContractKind(kind) ? kind : undefined })}
        className={styles.kind}
        testId="income-kind"
      >
        <option value="">{t('agentCentre.income.allKinds')}</option>
        {kinds.map((kind) => (
          <option key={kind} value={kind}>
            {t(`agentCentre.kinds.${kind}`)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

/**
 * My income: the agent's pay lines by period (late adjustments marked), filtered by kind and days
 * and paged in the address, under the paid and held totals of the whole filter.
 */
export function IncomeView() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [state, update] = useIncomeState();
  const symbol = useMemberInfo().data?.currencySymbol ?? '';
  const query = useIncome(incomeQuery(state));
  const money = (amount: string) => `${symbol ? `${symbol} ` : ''}${formatMoney(amount, language)}`;

  let results: ReactNode;
  if (query.isPending) {
    results = <Loading testId="income-loading" />;
  } else if (query.isError) {
    results = (
      <LoadError
        message={errorText(query.error, t)}
        onRetry={() => void query.refetch()}
        testId="income-error"
      />
    );
  } else {
    const page = query.data;
    results = (
      <TableResults isFetching={query.isFetching}>
        <dl className={styles.totals} data-testid="income-totals">
          <div className={styles.total}>
            <dt>{t('agentCentre.income.paid')}</dt>
            <dd className={view.amount} data-testid="income-paid">
              {money(page.paid)}
            </dd>
          </div>
          <div className={styles.total} data-held={Number(page.held) > 0 || undefined}>
            <dt>{t('agentCentre.income.held')}</dt>
            <dd className={view.amount} data-testid="income-held">
              {money(page.held)}
            </dd>
            {Number(page.held) > 0 && (
              <p className={view.muted}>{t('agentCentre.income.heldHint')}</p>
            )}
          </div>
        </dl>
        {page.list.length === 0 ? (
          <EmptyState
            illustration="clock"
            title={t('agentCentre.income.emptyTitle')}
            text={t('agentCentre.income.emptyText')}
            level={2}
            compact
            testId="income-empty"
          />
        ) : (
          <>
            <DataTable
              caption={t('agentCentre.income.caption')}
              columns={columnsOf(t, language, money)}
              rows={page.list}
              rowKey={(row) => row.id}
              testId="income-table"
              rowTestId="income-row"
            />
            <Pager
              pageNo={page.pageNo}
              pageSize={page.pageSize}
              total={page.total}
              onChange={(pageNo) => update({ pageNo })}
              label={t('agentCentre.income.pages')}
              isBusy={query.isFetching}
              testId="income-pager"
            />
          </>
        )}
      </TableResults>
    );
  }

  return (
    <div className={view.stack} data-testid="income-view">
      <Filters state={state} onChange={update} />
      {results}
    </div>
  );
}
