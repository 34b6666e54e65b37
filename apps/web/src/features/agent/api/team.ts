import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  TeamBetGroup,
  TeamBetPage,
  TeamLossPage,
  TeamOverview,
  TeamTransactionRow,
  TeamTransactionType,
} from '@portal/contracts/agent-team';
import { apiFetch } from '../../../lib/api-client.ts';
import { toQuery, type RecordPage } from '../../../lib/paging.ts';
import { useSessionStore } from '../../../lib/stores/session-store.ts';

/** The agent's team reports (the path lives here: only the agent centre's chunk needs it). */
export const TEAM_PATH = '/wps/agent/team';

/** YYYY-MM-DD in the white label's time zone, both days included. */
export interface TeamRange {
  from: string;
  to: string;
}

interface TeamPageQuery extends TeamRange {
  /** One member of the team; '' for everyone. */
  username: string;
  pageNo: number;
  pageSize: number;
}

export interface TeamBetsQuery extends TeamPageQuery {
  by: TeamBetGroup;
  /** undefined: every game category. */
  category: string | undefined;
}

export type TeamLossQuery = TeamPageQuery;

export interface TeamTransactionsQuery extends TeamPageQuery {
  /** undefined: every type. */
  type: TeamTransactionType | undefined;
}

/** GET /wps/agent/team/overview: the team's size, money and play over the days. */
export function getTeamOverview(range: TeamRange, signal?: AbortSignal) {
  return apiFetch<TeamOverview>(`${TEAM_PATH}/overview${toQuery({ ...range })}`, { signal });
}

/** GET /wps/agent/team/bets: the team's play by member, game category or day, with totals. */
export function getTeamBets(query: TeamBetsQuery, signal?: AbortSignal) {
  return apiFetch<TeamBetPage>(`${TEAM_PATH}/bets${toQuery({ ...query })}`, { signal });
}

/** GET /wps/agent/team/loss: each member's loss after bonuses, with totals. */
export function getTeamLoss(query: TeamLossQuery, signal?: AbortSignal) {
  return apiFetch<TeamLossPage>(`${TEAM_PATH}/loss${toQuery({ ...query })}`, { signal });
}

/** GET /wps/agent/team/transactions: the team's deposits, withdrawals and transfers. */
export function getTeamTransactions(query: TeamTransactionsQuery, signal?: AbortSignal) {
  return apiFetch<RecordPage<TeamTransactionRow>>(
    `${TEAM_PATH}/transactions${toQuery({ ...query })}`,
    { signal },
  );
}

/** Under 'member' (dropped at logout) and keyed by token, like every member query. */
export const teamKey = (token: string | null) => ['member', 'agent', token, 'team'] as const;

export function useTeamOverview(range: TeamRange) {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: [...teamKey(token), 'overview', range] as const,
    queryFn: ({ signal }) => getTeamOverview(range, signal),
    placeholderData: keepPreviousData,
    enabled: token !== null,
  });
}

export function useTeamBets(query: TeamBetsQuery) {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: [...teamKey(token), 'bets', query] as const,
    queryFn: ({ signal }) => getTeamBets(query, signal),
    placeholderData: keepPreviousData,
    enabled: token !== null,
  });
}

export function useTeamLoss(query: TeamLossQuery) {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: [...teamKey(token), 'loss', query] as const,
    queryFn: ({ signal }) => getTeamLoss(query, signal),
    placeholderData: keepPreviousData,
    enabled: token !== null,
  });
}

export function useTeamTransactions(query: TeamTransactionsQuery) {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: [...teamKey(token), 'transactions', query] as const,
    queryFn: ({ signal }) => getTeamTransactions(query, signal),
    placeholderData: keepPreviousData,
    enabled: token !== null,
  });
}
