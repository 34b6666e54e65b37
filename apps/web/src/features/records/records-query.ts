import { useCallback, useMemo } from 'react';
import { useSearchParams } from '../../lib/router/index.ts';
import {
  parseRangeParams,
  rangeDays,
  writeRangeParams,
  type DatePreset,
  type DateRange,
  type RangeChoice,
} from '../../lib/date-presets.ts';

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
  const page = Number(params.get('page'));
  const sort = params.get('sort') === 'amount' ? 'amount' : 'time';
  const order = params.get('order') === 'asc' ? 'asc' : 'desc';
  return {
    ...parseRangeParams(params, DEFAULT_PRESET, today),
    pageNo: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    sort,
    order,
    filter: params.get('filter') ?? '',
  };
}

/** URL params for a state; defaults are left out to keep links short. */
export function recordsSearch(state: RecordsState): URLSearchParams {
  const params = new URLSearchParams();
  writeRangeParams(params, state, DEFAULT_PRESET);
  if (state.filter) params.set('filter', state.filter);
  if (state.sort !== 'time') params.set('sort', state.sort);
  if (state.order !== 'desc') params.set('order', state.order);
  if (state.pageNo > 1) params.set('page', String(state.pageNo));
  return params;
}

/** The dates a state covers (a preset is counted from today). */
export function rangeOf(state: RecordsState, today: Date = new Date()): DateRange {
  return rangeDays(state, today);
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
