import type { TeamTransactionRow, TeamTransactionType } from '@portal/contracts/agent-team';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { TFunction } from '../../../lib/i18n/translator.ts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { DataTable, TableResults, type DataColumn } from '../../../components/ui/data-table.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { formatShortDateTime } from '../../../lib/format.ts';
import { useMemberInfo } from '../../../lib/session/member-info.ts';
import { useTeamTransactions } from '../api/team.ts';
import { isTeamTransactionType, TEAM_TRANSACTION_TYPES } from '../team-constants.ts';
import { TEAM_PAGE_SIZE, teamDays, useTeamTransactionsState } from '../team-query.ts';
import {
  Amount,
  ReportBody,
  ReportToolbar,
  TeamRangeFilter,
  UsernameFilter,
} from './team-report.tsx';
import view from './agent-view.module.css';
import styles from './team.module.css';
import '../../../lib/i18n/agent-centre.ts';

const TYPE_TONE: Record<TeamTransactionType, BadgeTone> = {
  DEPOSIT: 'success',
  WITHDRAWAL: 'warning',
  TRANSFER: 'info',
};

function columnsOf(t: TFunction, language: string, symbol: string) {
  const columns: DataColumn<TeamTransactionRow>[] = [
    {
      key: 'time',
      header: t('agentCentre.transactions.columns.time'),
      isTitle: true,
      cell: (row) => (
        <time dateTime={row.createdAt}>{formatShortDateTime(row.createdAt, language)}</time>
      ),
    },
    {
      key: 'username',
      header: t('agentCentre.transactions.columns.username'),
      cell: (row) => (
        <span className={view.username} translate="no">
          {row.username}
        </span>
      ),
    },
    {
      key: 'type',
      header: t('agentCentre.transactions.columns.type'),
      cell: (row) => (
        <Badge tone={TYPE_TONE[row.type]} testId="transactions-type">
          {t(`agentCentre.transactions.types.${row.type}`)}
        </Badge>
      ),
    },
    {
      key: 'amount',
      header: t('agentCentre.transactions.columns.amount'),
      align: 'end',
      cell: (row) => <Amount amount={row.amount} symbol={symbol} signed />,
    },
    {
      key: 'reference',
      header: t('agentCentre.transactions.columns.reference'),
      cell: (row) => (
        <span className={view.username} translate="no">
          {row.reference || '—'}
        </span>
      ),
    },
  ];
  return columns;
}

/**
 * Downline transactions (the spec's agentDownlineTransactionDetailsCopy): the team's deposits,
 * withdrawals and transfers over the days, by type and member, paged, newest first.
 */
export function TeamTransactionsView() {
  const { t, i18n } = useTranslation();
  const [state, update] = useTeamTransactionsState();
  const symbol = useMemberInfo().data?.currencySymbol ?? '';
  const query = useTeamTransactions({
    ...teamDays(state),
    type: state.type,
    username: state.username,
    pageNo: state.pageNo,
    pageSize: TEAM_PAGE_SIZE,
  });

  const results = (
    <ReportBody
      query={query}
      name="transactions"
      illustration="clock"
      isEmpty={(data) => data.list.length === 0}
    >
      {(page) => {
        return (
          <TableResults isFetching={query.isFetching}>
            <DataTable
              caption={t('agentCentre.transactions.caption')}
              columns={columnsOf(t, i18n.language, symbol)}
              rows={page.list}
              rowKey={(row) => row.id}
              testId="transactions-table"
              rowTestId="transactions-row"
            />
            <Pager
              pageNo={page.pageNo}
              pageSize={page.pageSize}
              total={page.total}
              onChange={(pageNo) => update({ pageNo })}
              label={t('agentCentre.transactions.pages')}
              isBusy={query.isFetching}
              testId="transactions-pager"
            />
          </TableResults>
        );
      }}
    </ReportBody>
  );

  return (
    <div className={view.stack} data-testid="transactions-view">
      <ReportToolbar testId="transactions-filters">
        <TeamRangeFilter value={state} onChange={update} testId="transactions" />
        <SelectField
          label={t('agentCentre.transactions.type')}
          value={state.type ?? ''}
          onValueChange={(type) => update({ type: isTeamTransactionType(type) ? type : undefined })}
          className={styles.select}
          testId="transactions-type-filter"
        >
          <option value="">{t('agentCentre.transactions.allTypes')}</option>
          {TEAM_TRANSACTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`agentCentre.transactions.types.${type}`)}
            </option>
          ))}
        </SelectField>
        <UsernameFilter
          value={state.username}
          onSearch={(username) => update({ username })}
          testId="transactions-search"
        />
      </ReportToolbar>
      {results}
    </div>
  );
}
