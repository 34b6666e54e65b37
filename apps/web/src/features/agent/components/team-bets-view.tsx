import { useId, type ReactNode } from 'react';
import type { TeamBetGroup, TeamBetRow } from '@portal/contracts/agent-team';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { TFunction } from '../../../lib/i18n/translator.ts';
import { DataTable, TableResults, type DataColumn } from '../../../components/ui/data-table.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { CATEGORY_CODES } from '../../../config/categories.ts';
import { formatCount, formatDay, localDigits } from '../../../lib/format.ts';
import { useMemberInfo } from '../../../lib/session/member-info.ts';
import { useTeamBets } from '../api/team.ts';
import { TEAM_BET_GROUPS } from '../team-constants.ts';
import { TEAM_PAGE_SIZE, teamDays, useTeamBetsState, type TeamBetsState } from '../team-query.ts';
import {
  Amount,
  ReportBody,
  ReportToolbar,
  TeamRangeFilter,
  Totals,
  UsernameFilter,
} from './team-report.tsx';
import segmented from '../../../components/ui/segmented.module.css';
import view from './agent-view.module.css';
import styles from './team.module.css';
import '../../../lib/i18n/agent-centre.ts';

const isCategory = (key: string): key is (typeof CATEGORY_CODES)[number] =>
  CATEGORY_CODES.some((code) => code === key);

/** A row's key in the page's words: the member, the category's name, or the day. */
function keyText(by: TeamBetGroup, key: string, t: TFunction, language: string): ReactNode {
  if (by === 'member') {
    return (
      <span className={view.username} translate="no">
        {key}
      </span>
    );
  }
  if (by === 'category') return isCategory(key) ? t(`nav.categories.${key}`) : key;
  if (/^\d{4}-\d{2}-\d{2}$/.test(key)) {
    return <time dateTime={key}>{formatDay(`${key}T12:00:00`, language)}</time>;
  }
  return localDigits(key, language);
}

function columnsOf(
  by: TeamBetGroup,
  t: TFunction,
  language: string,
  symbol: string,
): DataColumn<TeamBetRow>[] {
  const amount = (value: string, signed = false) => (
    <Amount amount={value} symbol={symbol} signed={signed} />
  );
  return [
    {
      key: 'key',
      header: t(`agentCentre.bets.columns.${by}`),
      isTitle: true,
      cell: (row) => keyText(by, row.key, t, language),
    },
    {
      key: 'betCount',
      header: t('agentCentre.bets.columns.betCount'),
      align: 'end',
      cell: (row) => formatCount(row.betCount, language),
    },
    {
      key: 'stake',
      header: t('agentCentre.bets.columns.stake'),
      align: 'end',
      cell: (row) => amount(row.stake),
    },
    {
      key: 'validStake',
      header: t('agentCentre.bets.columns.validStake'),
      align: 'end',
      cell: (row) => amount(row.validStake),
    },
    {
      key: 'payout',
      header: t('agentCentre.bets.columns.payout'),
      align: 'end',
      cell: (row) => amount(row.payout),
    },
    {
      key: 'net',
      header: t('agentCentre.bets.columns.net'),
      align: 'end',
      cell: (row) => amount(row.net, true),
    },
  ];
}

function Filters({
  state,
  onChange,
}: {
  state: TeamBetsState;
  onChange: (change: Partial<TeamBetsState>) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <ReportToolbar testId="bets-filters">
      <TeamRangeFilter value={state} onChange={onChange} testId="bets" />
      <div className={segmented.group} role="group" aria-labelledby={labelId}>
        <span id={labelId} className={segmented.label}>
          {t('agentCentre.bets.groupLabel')}
        </span>
        <div className={segmented.segments}>
          {TEAM_BET_GROUPS.map((by) => (
            <button
              key={by}
              type="button"
              className={segmented.segment}
              aria-pressed={state.by === by}
              onClick={() => onChange({ by })}
              data-testid={`bets-by-${by}`}
            >
              {t(`agentCentre.bets.group.${by}`)}
            </button>
          ))}
        </div>
      </div>
      <SelectField
        label={t('agentCentre.bets.category')}
        value={state.category ?? ''}
        onValueChange={(category) =>
          onChange({ category: isCategory(category) ? category : undefined })
        }
        className={styles.select}
        testId="bets-category"
      >
        <option value="">{t('agentCentre.bets.allCategories')}</option>
        {CATEGORY_CODES.map((code) => (
          <option key={code} value={code}>
            {t(`nav.categories.${code}`)}
          </option>
        ))}
      </SelectField>
      <UsernameFilter
        value={state.username}
        onSearch={(username) => onChange({ username })}
        testId="bets-search"
      />
    </ReportToolbar>
  );
}

/**
 * Team betting (the spec's personalHistoryCopy): the team's bets over the days, grouped by member,
 * game category or day, narrowed to a category or one member, paged, under the filter's totals.
 */
export function TeamBetsView() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [state, update] = useTeamBetsState();
  const symbol = useMemberInfo().data?.currencySymbol ?? '';
  const query = useTeamBets({
    ...teamDays(state),
    by: state.by,
    category: state.category,
    username: state.username,
    pageNo: state.pageNo,
    pageSize: TEAM_PAGE_SIZE,
  });

  const results = (
    <ReportBody
      query={query}
      name="bets"
      illustration="cards"
      isEmpty={(data) => data.list.length === 0}
    >
      {(page) => {
        const { totals } = page;
        return (
          <TableResults isFetching={query.isFetching}>
            <Totals
              testId="bets-totals"
              totals={[
                {
                  key: 'betCount',
                  label: t('agentCentre.bets.columns.betCount'),
                  value: formatCount(totals.betCount, language),
                },
                {
                  key: 'stake',
                  label: t('agentCentre.bets.columns.stake'),
                  value: <Amount amount={totals.stake} symbol={symbol} />,
                },
                {
                  key: 'validStake',
                  label: t('agentCentre.bets.columns.validStake'),
                  value: <Amount amount={totals.validStake} symbol={symbol} />,
                },
                {
                  key: 'payout',
                  label: t('agentCentre.bets.columns.payout'),
                  value: <Amount amount={totals.payout} symbol={symbol} />,
                },
                {
                  key: 'net',
                  label: t('agentCentre.bets.columns.net'),
                  value: <Amount amount={totals.net} symbol={symbol} signed />,
                },
              ]}
            />
            <DataTable
              caption={t('agentCentre.bets.caption')}
              columns={columnsOf(state.by, t, language, symbol)}
              rows={page.list}
              rowKey={(row) => row.key}
              testId="bets-table"
              rowTestId="bets-row"
            />
            <Pager
              pageNo={page.pageNo}
              pageSize={page.pageSize}
              total={page.total}
              onChange={(pageNo) => update({ pageNo })}
              label={t('agentCentre.bets.pages')}
              isBusy={query.isFetching}
              testId="bets-pager"
            />
          </TableResults>
        );
      }}
    </ReportBody>
  );

  return (
    <div className={view.stack} data-testid="bets-view">
      <Filters state={state} onChange={update} />
      {results}
    </div>
  );
}
