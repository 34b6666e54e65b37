import { useCallback, useMemo } from 'react';
import { useSearchParams } from './router/index.ts';

/** The page number in an address (`page`); 1 when absent or not a sensible page. */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/**
 * A list's page alone in the address (`page`, left out for the first), for the lists without
 * filters (the date-range lists keep their page with their filters).
 */
export function usePageParam() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => pageParam(params), [params]);
  const update = useCallback(
    (pageNo: number) =>
      setParams(
        (previous) => {
          previous.delete('page');
          if (pageNo > 1) previous.set('page', String(pageNo));
          return previous;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [state, update] as const;
}
