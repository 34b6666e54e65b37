import type { TeamLossRow } from '@portal/contracts/agent-team';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { TFunction } from '../../../lib/i18n/translator.ts';
import { DataTable, TableResults, type DataColumn } from '../../../components/ui/data-table.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { useMemberInfo } from '../../../lib/session/member-info.ts';
import { useTeamLoss } from '../api/team.ts';
import { TEAM_PAGE_SIZE, teamDays, useTeamListState } from '../team-query.ts';
import {
  Amount,
  ReportBody,
  ReportToolbar,
  TeamRangeFilter,
  Totals,
  UsernameFilter,
} from './team-report.tsx';
import view from './agent-view.module.css';
import '../../../lib/i18n/agent-centre.ts';

/** The money columns, in the table's order. */
const AMOUNTS = ['stake', 'validStake', 'payout', 'bonuses', 'netLoss'] as const;

function columnsOf(t: TFunction, symbol: string): DataColumn<TeamLossRow>[] {
  return [
    {
      key: 'username',
      header: t('agentCentre.loss.columns.username'),
      isTitle: true,
      cell: (row) => (
        <span className={view.username} translate="no">
          {row.username}
        </span>
      ),
    },
    ...AMOUNTS.map((key): DataColumn<TeamLossRow> => ({
      key,
      header: t(`agentCentre.loss.columns.${key}`),
      align: 'end',
      cell: (row) => <Amount amount={row[key]} symbol={symbol} />,
    })),
  ];
}

/**
 * User loss (the spec's palStatementsAgentCopy): what each team member lost over the days (stake
 * minus payout and bonuses), for one member or everyone, paged, under the filter's totals.
 */
export function TeamLossView() {
  const { t } = useTranslation();
  const [state, update] = useTeamListState();
  const symbol = useMemberInfo().data?.currencySymbol ?? '';
  const query = useTeamLoss({
    ...teamDays(state),
    username: state.username,
    pageNo: state.pageNo,
    pageSize: TEAM_PAGE_SIZE,
  });

  const results = (
    <ReportBody
      query={query}
      name="loss"
      illustration="cards"
      isEmpty={(data) => data.list.length === 0}
    >
      {(page) => {
        return (
          <TableResults isFetching={query.isFetching}>
            <Totals
              testId="loss-totals"
              totals={AMOUNTS.map((key) => ({
                key,
                label: t(`agentCentre.loss.columns.${key}`),
                value: <Amount amount={page.totals[key]} symbol={symbol} />,
              }))}
            />
            <DataTable
              caption={t('agentCentre.loss.caption')}
              columns={columnsOf(t, symbol)}
              rows={page.list}
              rowKey={(row) => row.username}
              testId="loss-table"
              rowTestId="loss-row"
            />
            <Pager
              pageNo={page.pageNo}
              pageSize={page.pageSize}
              total={page.total}
              onChange={(pageNo) => update({ pageNo })}
              label={t('agentCentre.loss.pages')}
              isBusy={query.isFetching}
              testId="loss-pager"
            />
          </TableResults>
        );
      }}
    </ReportBody>
  );

  return (
    <div className={view.stack} data-testid="loss-view">
      <ReportToolbar testId="loss-filters">
        <TeamRangeFilter value={state} onChange={update} testId="loss" />
        <UsernameFilter
          value={state.username}
          onSearch={(username) => update({ username })}
          testId="loss-search"
        />
      </ReportToolbar>
      {results}
    </div>
  );
}
