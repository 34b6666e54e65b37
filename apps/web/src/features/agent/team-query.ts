import { useCallback, useMemo } from 'react';
import type { TeamBetGroup, TeamTransactionType } from '@portal/contracts/agent-team';
import { CATEGORY_CODES, type CategoryCode } from '../../config/categories.ts';
import {
  parseRangeParams,
  rangeDays,
  writeRangeParams,
  type DatePreset,
  type RangeValue,
} from '../../lib/date-presets.ts';
import { useSearchParams } from '../../lib/router/index.ts';
import { USERNAME_MAX } from './downlines-query.ts';
import { isTeamBetGroup, isTeamTransactionType } from './team-constants.ts';
import { pageParam } from '../../lib/use-page-param.ts';

/*
 * What the team reports show (overview, team betting, user loss, downline transactions); it lives
 * in the URL like the income list's, so reload, back and shared links keep it.
 */

/** The reports count back from today (the server refuses days ahead): no "next days" presets. */
export const TEAM_PRESETS = ['prev7', 'prev30'] as const satisfies readonly DatePreset[];
export const TEAM_DEFAULT_PRESET: DatePreset = 'prev7';
/** Rows asked for at a time. */
export { TEAM_PAGE_SIZE } from './team-constants.ts';

/** A report over a member list: its days, one member ('' for everyone) and the page. */
export interface TeamListState extends RangeValue {
  username: string;
  pageNo: number;
}

export interface TeamBetsState extends TeamListState {
  by: TeamBetGroup;
  /** undefined: every category. */
  category: CategoryCode | undefined;
}

export interface TeamTransactionsState extends TeamListState {
  /** undefined: every type. */
  type: TeamTransactionType | undefined;
}

function isCategory(value: unknown): value is CategoryCode {
  return CATEGORY_CODES.some((code) => code === value);
}

export function parseTeamRange(params: URLSearchParams, today: Date = new Date()): RangeValue {
  return parseRangeParams(params, TEAM_DEFAULT_PRESET, today, TEAM_PRESETS);
}

export function parseTeamList(params: URLSearchParams, today: Date = new Date()): TeamListState {
  return {
    ...parseTeamRange(params, today),
    username: (params.get('username') ?? '').trim().slice(0, USERNAME_MAX),
    pageNo: pageParam(params),
  };
}

export function parseTeamBets(params: URLSearchParams, today: Date = new Date()): TeamBetsState {
  const by = params.get('by');
  const category = params.get('category');
  return {
    ...parseTeamList(params, today),
    by: isTeamBetGroup(by) ? by : 'member',
    category: isCategory(category) ? category : undefined,
  };
}

export function parseTeamTransactions(
  params: URLSearchParams,
  today: Date = new Date(),
): TeamTransactionsState {
  const type = params.get('type');
  return {
    ...parseTeamList(params, today),
    type: isTeamTransactionType(type) ? type : undefined,
  };
}

/** Writes a report's state, defaults left out to keep links short. */
function writeState(
  params: URLSearchParams,
  state: RangeValue & Partial<TeamBetsState & TeamTransactionsState>,
): void {
  writeRangeParams(params, state, TEAM_DEFAULT_PRESET);
  for (const key of ['username', 'by', 'category', 'type', 'page']) params.delete(key);
  if (state.username) params.set('username', state.username);
  if (state.by && state.by !== 'member') params.set('by', state.by);
  if (state.category) params.set('category', state.category);
  if (state.type) params.set('type', state.type);
  if (state.pageNo && state.pageNo > 1) params.set('page', String(state.pageNo));
}

/**
 * A report's state and a setter that keeps the address's other parameters (the agent centre's
 * `view`); any change but paging returns to page 1.
 */
function useReportState<S extends RangeValue>(parse: (params: URLSearchParams) => S) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parse(params), [parse, params]);
  const update = useCallback(
    (change: Partial<S>) => {
      const next: S = { ...state, ...change };
      if ('pageNo' in next && !('pageNo' in change)) Object.assign(next, { pageNo: 1 });
      setParams(
        (previous) => {
          writeState(previous, next);
          return previous;
        },
        { replace: true },
      );
    },
    [state, setParams],
  );
  return [state, update] as const;
}

// Stable parsers (a new function each render would parse the address again every time).
const parseRangeNow = (params: URLSearchParams) => parseTeamRange(params);
const parseListNow = (params: URLSearchParams) => parseTeamList(params);
const parseBetsNow = (params: URLSearchParams) => parseTeamBets(params);
const parseTransactionsNow = (params: URLSearchParams) => parseTeamTransactions(params);

export const useTeamRangeState = () => useReportState(parseRangeNow);
export const useTeamListState = () => useReportState(parseListNow);
export const useTeamBetsState = () => useReportState(parseBetsNow);
export const useTeamTransactionsState = () => useReportState(parseTransactionsNow);

/** The days of a state as the team calls take them. */
export const teamDays = (state: RangeValue, today: Date = new Date()) => rangeDays(state, today);
