import type { TeamOverview } from '@portal/contracts/agent-team';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { TFunction } from '../../../lib/i18n/translator.ts';
import { TableResults } from '../../../components/ui/data-table.tsx';
import { Icon, type IconName } from '../../../components/ui/icons/icon.tsx';
import { formatCount } from '../../../lib/format.ts';
import { useMemberInfo } from '../../../lib/session/member-info.ts';
import { useTeamOverview } from '../api/team.ts';
import { teamDays, useTeamRangeState } from '../team-query.ts';
import { moneyText, ReportBody, ReportToolbar, signOf, TeamRangeFilter } from './team-report.tsx';
import view from './agent-view.module.css';
import styles from './team.module.css';
import '../../../lib/i18n/agent-centre.ts';

interface Stat {
  key: string;
  icon: IconName;
  label: string;
  figure: string;
  /** Lines under the figure: a count, a related amount, what the figure means. */
  subs?: string[];
  sign?: ReturnType<typeof signOf>;
}

function statsOf(data: TeamOverview, t: TFunction, language: string, symbol: string): Stat[] {
  const n = (value: number) => formatCount(value, language);
  const money = (amount: string) => moneyText(amount, symbol, language);
  return [
    {
      key: 'teamSize',
      icon: 'user',
      label: t('agentCentre.overview.teamSize'),
      figure: n(data.teamSize),
      subs: [t('agentCentre.overview.teamSizeHint')],
    },
    {
      key: 'directCount',
      icon: 'userPlus',
      label: t('agentCentre.overview.directCount'),
      figure: n(data.directCount),
    },
    {
      key: 'newMembers',
      icon: 'sparkle',
      label: t('agentCentre.overview.newMembers'),
      figure: n(data.newMembers),
    },
    {
      key: 'activePlayers',
      icon: 'dice',
      label: t('agentCentre.overview.activePlayers'),
      figure: n(data.activePlayers),
      subs: [t('agentCentre.overview.activeHint')],
    },
    {
      key: 'deposits',
      icon: 'cashIn',
      label: t('agentCentre.overview.deposits'),
      figure: money(data.deposits),
      subs: [t('agentCentre.overview.count', { count: data.depositCount })],
    },
    {
      key: 'withdrawals',
      icon: 'cashOut',
      label: t('agentCentre.overview.withdrawals'),
      figure: money(data.withdrawals),
      subs: [t('agentCentre.overview.count', { count: data.withdrawalCount })],
    },
    {
      key: 'bets',
      icon: 'receipt',
      label: t('agentCentre.overview.bets'),
      figure: n(data.betCount),
      subs: [t('agentCentre.overview.stake', { amount: money(data.stake) })],
    },
    {
      key: 'validStake',
      icon: 'chart',
      label: t('agentCentre.overview.validStake'),
      figure: money(data.validStake),
    },
    {
      key: 'netWinLoss',
      icon: 'trophy',
      label: t('agentCentre.overview.netWinLoss'),
      figure: money(data.netWinLoss),
      subs: [
        t('agentCentre.overview.payout', { amount: money(data.payout) }),
        t('agentCentre.overview.netHint'),
      ],
      sign: signOf(data.netWinLoss),
    },
    {
      key: 'bonuses',
      icon: 'gift',
      label: t('agentCentre.overview.bonuses'),
      figure: money(data.bonuses),
    },
  ];
}

/**
 * Team overview: the team's size and, over the chosen days, its new and active members, deposits
 * and withdrawals (amounts and counts), bets, valid stake, win/loss (coloured by its sign) and
 * bonuses, as figure cards.
 */
export function TeamOverviewView() {
  const { t, i18n } = useTranslation();
  const [state, update] = useTeamRangeState();
  const symbol = useMemberInfo().data?.currencySymbol ?? '';
  const query = useTeamOverview(teamDays(state));

  const results = (
    <ReportBody
      query={query}
      name="overview"
      illustration="member"
      isEmpty={(data) => data.teamSize === 0}
    >
      {(data) => {
        return (
          <TableResults isFetching={query.isFetching}>
            <dl
              className={styles.stats}
              aria-label={t('agentCentre.overview.stats')}
              data-testid="overview-stats"
            >
              {statsOf(data, t, i18n.language, symbol).map((stat) => (
                <div
                  key={stat.key}
                  className={styles.stat}
                  data-sign={stat.sign}
                  data-testid={`overview-${stat.key}`}
                >
                  <dt>
                    <Icon name={stat.icon} size={16} />
                    {stat.label}
                  </dt>
                  <dd>
                    <span className={styles.figure}>{stat.figure}</span>
                    {stat.subs?.map((sub) => (
                      <span key={sub} className={styles.sub}>
                        {sub}
                      </span>
                    ))}
                  </dd>
                </div>
              ))}
            </dl>
          </TableResults>
        );
      }}
    </ReportBody>
  );

  return (
    <div className={view.stack} data-testid="overview-view">
      <ReportToolbar testId="overview-filters">
        <TeamRangeFilter value={state} onChange={update} testId="overview" />
      </ReportToolbar>
      {results}
    </div>
  );
}
