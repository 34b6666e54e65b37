import type { Page } from '@portal/contracts/admin';
import {
  TEAM_RANGE_MAX_DAYS,
  type TeamBetPage,
  type TeamBetQuery,
  type TeamLossPage,
  type TeamLossQuery,
  type TeamOverview,
  type TeamRangeQuery,
  type TeamTransactionQuery,
  type TeamTransactionRow,
  type TeamTransactionType,
} from '@portal/contracts/agent-team';
import { formatAmount } from '@portal/contracts/money';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { dayOf, dayRange } from '../../lib/zoned-day.ts';
import { teamPlay } from '../bets/bets-summary.service.ts';
import { usernameKey } from '../member/member.service.ts';
import { underPath } from './agents.repo.ts';
import * as repo from './team.repo.ts';

const DAY_MS = 86_400_000;

/**
 * The days a report covers: both ends default to today in the white label's time zone; a range
 * that ends in the future, runs backwards or is longer than TEAM_RANGE_MAX_DAYS is refused.
 */
export function teamDays(query: TeamRangeQuery, timeZone: string, now = new Date()) {
  const today = dayOf(now, timeZone);
  const from = query.from ?? query.to ?? today;
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  if (to > today || from > to || days > TEAM_RANGE_MAX_DAYS) {
    throw new AppError('AGENT_RANGE_INVALID');
  }
  const { fromTs, toTs } = dayRange({ from, to }, timeZone);
  return { from, to, fromTs: fromTs!, toTs: toTs! };
}

const pageOf = (query: { pageNo?: number; pageSize?: number }) => {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 20;
  return { pageNo, pageSize, limit: pageSize, offset: (pageNo - 1) * pageSize };
};

interface Agent {
  id: number;
  merchantId: number;
  treePath: string;
}

/** A team transaction's type from its ledger kind. */
function typeOf(kind: string): TeamTransactionType {
  if (kind === 'DEPOSIT') return 'DEPOSIT';
  if (kind === 'TRANSFER') return 'TRANSFER';
  return 'WITHDRAWAL';
}

/**
 * The agent centre's team reports: overview, team betting, user loss and the team's money, each
 * over the members under the agent at any depth (never the agent itself, never a sibling's).
 */
export function createTeamService(deps: {
  db: Db;
  timeZoneOf: (merchantId: number) => Promise<string>;
}) {
  const { db } = deps;

  const scopeOf = (agent: Agent, username?: string) => ({
    merchantId: agent.merchantId,
    team: underPath(agent.treePath),
    usernameKey: username === undefined ? undefined : usernameKey(username),
  });

  async function overview(agent: Agent, query: TeamRangeQuery): Promise<TeamOverview> {
    const range = teamDays(query, await deps.timeZoneOf(agent.merchantId));
    const scope = scopeOf(agent);
    const [counts, play, money] = await Promise.all([
      repo.memberCounts(db, scope, agent.id, range.fromTs, range.toTs),
      teamPlay(db, { merchantId: agent.merchantId, members: scope.team }, range, 'member', {
        limit: 0,
        offset: 0,
      }),
      repo.moneyByKind(db, scope, range.fromTs, range.toTs),
    ]);
    const sum = (kind: string) => money.get(kind)?.sum ?? 0n;
    const count = (kind: string) => money.get(kind)?.count ?? 0;
    const { totals } = play;
    return {
      from: range.from,
      to: range.to,
      ...counts,
      activePlayers: totals.players,
      betCount: totals.betCount,
      stake: formatAmount(totals.stake),
      validStake: formatAmount(totals.validStake),
      payout: formatAmount(totals.payout),
      netWinLoss: formatAmount(totals.payout - totals.stake),
      deposits: formatAmount(sum('DEPOSIT')),
      depositCount: count('DEPOSIT'),
      withdrawals: formatAmount(-(sum('WITHDRAWAL') + sum('WITHDRAWAL_RELEASE'))),
      withdrawalCount: Math.max(0, count('WITHDRAWAL') - count('WITHDRAWAL_RELEASE')),
      bonuses: formatAmount(sum('BONUS')),
    };
  }

  async function bets(agent: Agent, query: TeamBetQuery): Promise<TeamBetPage> {
    const range = teamDays(query, await deps.timeZoneOf(agent.merchantId));
    const page = pageOf(query);
    const scope = scopeOf(agent, query.username);
    const { rows, total, totals } = await teamPlay(
      db,
      {
        merchantId: agent.merchantId,
        members: scope.team,
        usernameKey: scope.usernameKey,
        category: query.category,
      },
      range,
      query.by ?? 'member',
      page,
    );
    const sums = (r: Omit<repo.LossRow, 'username' | 'bonuses'> & { betCount: number }) => ({
      betCount: r.betCount,
      stake: formatAmount(r.stake),
      validStake: formatAmount(r.validStake),
      payout: formatAmount(r.payout),
      net: formatAmount(r.payout - r.stake),
    });
    return {
      list: rows.map((r) => ({ key: r.key, ...sums(r) })),
      total,
      pageNo: page.pageNo,
      pageSize: page.pageSize,
      totals: sums(totals),
    };
  }

  async function loss(agent: Agent, query: TeamLossQuery): Promise<TeamLossPage> {
    const range = teamDays(query, await deps.timeZoneOf(agent.merchantId));
    const page = pageOf(query);
    const { rows, total, totals } = await repo.lossPage(
      db,
      scopeOf(agent, query.username),
      range,
      range.fromTs,
      range.toTs,
      page,
    );
    const out = (r: repo.LossRow) => ({
      username: r.username,
      stake: formatAmount(r.stake),
      validStake: formatAmount(r.validStake),
      payout: formatAmount(r.payout),
      bonuses: formatAmount(r.bonuses),
      netLoss: formatAmount(r.stake - r.payout - r.bonuses),
    });
    const { stake, validStake, payout, bonuses, netLoss } = out(totals);
    return {
      list: rows.map(out),
      total,
      pageNo: page.pageNo,
      pageSize: page.pageSize,
      totals: { stake, validStake, payout, bonuses, netLoss },
    };
  }

  async function transactions(
    agent: Agent,
    query: TeamTransactionQuery,
  ): Promise<Page<TeamTransactionRow>> {
    const range = teamDays(query, await deps.timeZoneOf(agent.merchantId));
    const page = pageOf(query);
    const kinds = query.type ? repo.TEAM_KINDS[query.type] : Object.values(repo.TEAM_KINDS).flat();
    const { rows, total } = await repo.pageMoney(
      db,
      scopeOf(agent, query.username),
      kinds,
      range.fromTs,
      range.toTs,
      page,
    );
    return {
      list: rows.map((r) => ({
        id: r.id,
        username: r.username,
        type: typeOf(r.kind),
        amount: formatAmount(r.amount),
        reference: r.reference,
        createdAt: r.createdAt.toISOString(),
      })),
      total,
      pageNo: page.pageNo,
      pageSize: page.pageSize,
    };
  }

  return { overview, bets, loss, transactions };
}

export type TeamService = ReturnType<typeof createTeamService>;
