import { useCallback, useMemo } from 'react';
import { useSearchParams } from '../../lib/router/index.ts';
import type { DownlineScope } from './api/get-downlines.ts';

/** What the downline list shows; lives in the URL so reload, back and shared links keep it. */
export interface DownlinesState {
  scope: DownlineScope;
  /** Username prefix ('' for everyone). */
  username: string;
  pageNo: number;
}

/** Rows asked for at a time. */
export const DOWNLINES_PAGE_SIZE = 20;
/** The server's limit on the username prefix. */
export const USERNAME_MAX = 64;

/** Reads the state from the address, falling back to the defaults for anything odd. */
export function parseDownlinesState(params: URLSearchParams): DownlinesState {
  const page = Number(params.get('page'));
  return {
    scope: params.get('scope') === 'direct' ? 'direct' : 'all',
    username: (params.get('username') ?? '').trim().slice(0, USERNAME_MAX),
    pageNo: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/**
 * The state and a setter that keeps the address's other parameters (the agent centre's `view`);
 * defaults are left out, and any change but paging returns to page 1.
 */
export function useDownlinesState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseDownlinesState(params), [params]);
  const update = useCallback(
    (change: Partial<DownlinesState>) => {
      const next = { ...state, ...change };
      if (!('pageNo' in change)) next.pageNo = 1;
      setParams(
        (previous) => {
          for (const key of ['scope', 'username', 'page']) previous.delete(key);
          if (next.scope !== 'all') previous.set('scope', next.scope);
          if (next.username) previous.set('username', next.username);
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
