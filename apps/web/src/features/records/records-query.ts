import { useCallback, useMemo } from 'react';
import { useSearchParams } from '../../lib/router/index.ts';
import {
  isDatePreset,
  isIsoDate,
  presetRange,
  type DatePreset,
  type DateRange,
  type RangeChoice,
} from './date-presets.ts';

export type SortKey = 'time' | 'amount';
export type SortOrder = 'asc' | 'desc';

/** What a records page shows; lives in the URL so reload, back and shared links keep it. */
export interface RecordsState {
  range: RangeChoice;
  /** Only used when range is 'custom'. */
  from: string;
  to: string;
  pageNo: number;
  sort: SortKey;
  order: SortOrder;
  /** A page's own filter (transaction type, bet category); '' for all. */
  filter: string;
}

export const DEFAULT_PRESET: DatePreset = 'prev7';

/** Reads the state from URL search params, falling back to the defaults for anything odd. */
export function parseRecordsState(params: URLSearchParams, today: Date = new Date()): RecordsState {
  const rangeParam = params.get('range');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const isCustom = rangeParam === 'custom' && isIsoDate(from) && isIsoDate(to);
  const range: RangeChoice = isCustom
    ? 'custom'
    : isDatePreset(rangeParam)
      ? rangeParam
      : DEFAULT_PRESET;
  const fallback = presetRange(range === 'custom' ? DEFAULT_PRESET : range, today);
  const page = Number(params.get('page'));
  const sort = params.get('sort') === 'amount' ? 'amount' : 'time';
  const order = params.get('order') === 'asc' ? 'asc' : 'desc';
  return {
    range,
    from: isCustom ? from : fallback.from,
    to: isCustom ? to : fallback.to,
    pageNo: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    sort,
    order,
    filter: params.get('filter') ?? '',
  };
}

/** URL params for a state; defaults are left out to keep links short. */
export function recordsSearch(state: RecordsState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.range !== DEFAULT_PRESET) params.set('range', state.range);
  if (state.range === 'custom') {
    params.set('from', state.from);
    params.set('to', state.to);
  }
  if (state.filter) params.set('filter', state.filter);
  if (state.sort !== 'time') params.set('sort', state.sort);
  if (state.order !== 'desc') params.set('order', state.order);
  if (state.pageNo > 1) params.set('page', String(state.pageNo));
  return params;
}

/** The dates a state covers (a preset is counted from today). */
export function rangeOf(state: RecordsState, today: Date = new Date()): DateRange {
  return state.range === 'custom'
    ? { from: state.from, to: state.to }
    : presetRange(state.range, today);
}

/** Rows a records page asks for at a time. */
export const RECORDS_PAGE_SIZE = 20;

/** The list call's query for a state: its dates, sort and page. */
export function pageQuery(state: RecordsState, today: Date = new Date()) {
  return {
    ...rangeOf(state, today),
    sort: state.sort,
    order: state.order,
    pageNo: state.pageNo,
    pageSize: RECORDS_PAGE_SIZE,
  };
}

/** The records state of the current URL and a setter; any change but paging returns to page 1. */
export function useRecordsState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseRecordsState(params), [params]);
  const update = useCallback(
    (change: Partial<RecordsState>) => {
      const next = { ...state, ...change };
      if (!('pageNo' in change)) next.pageNo = 1;
      setParams(recordsSearch(next), { replace: true });
    },
    [state, setParams],
  );
  return [state, update] as const;
}
