import { useCallback, useMemo } from 'react';
import type { ContractKind } from '@portal/contracts/agents';
import {
  parseRangeParams,
  rangeDays,
  writeRangeParams,
  type DatePreset,
  type RangeValue,
} from '../../lib/date-presets.ts';
import { useSearchParams } from '../../lib/router/index.ts';
import { isContractKind } from './contract-kinds.ts';

/** What the income list shows; lives in the URL so reload, back and shared links keep it. */
export interface IncomeState extends RangeValue {
  /** undefined: every kind. */
  kind: ContractKind | undefined;
  pageNo: number;
}

/** Pay is counted back from today: the presets look back, never ahead. */
export const INCOME_PRESETS = ['prev7', 'prev30'] as const satisfies readonly DatePreset[];
export const INCOME_DEFAULT_PRESET: DatePreset = 'prev30';
/** Lines asked for at a time. */
export const INCOME_PAGE_SIZE = 20;

/** Reads the state from the address, falling back to the defaults for anything odd. */
export function parseIncomeState(params: URLSearchParams, today: Date = new Date()): IncomeState {
  const page = Number(params.get('page'));
  const kind = params.get('kind');
  return {
    ...parseRangeParams(params, INCOME_DEFAULT_PRESET, today, INCOME_PRESETS),
    kind: isContractKind(kind) ? kind : undefined,
    pageNo: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The list call's query for a state: its days, kind and page. */
export function incomeQuery(state: IncomeState, today: Date = new Date()) {
  return {
    kind: state.kind,
    ...rangeDays(state, today),
    pageNo: state.pageNo,
    pageSize: INCOME_PAGE_SIZE,
  };
}

/**
 * The state and a setter that keeps the address's other parameters (the agent centre's `view`);
 * defaults are left out, and any change but paging returns to page 1.
 */
export function useIncomeState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseIncomeState(params), [params]);
  const update = useCallback(
    (change: Partial<IncomeState>) => {
      const next = { ...state, ...change };
      if (!('pageNo' in change)) next.pageNo = 1;
      setParams(
        (previous) => {
          writeRangeParams(previous, next, INCOME_DEFAULT_PRESET);
          for (const key of ['kind', 'page']) previous.delete(key);
          if (next.kind) previous.set('kind', next.kind);
          if (next.pageNo > 1) previous.set('page', String(next.pageNo));
          return previous;
        },
        { replace: true },
      );
    },
    [state, setParams],
  );
  return [state, update] as const;
}
