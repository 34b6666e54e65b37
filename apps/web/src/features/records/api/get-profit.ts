import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProfitSummary } from '@portal/contracts/wallet';
import { recordPaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { toQuery } from '../../../lib/paging.ts';
import { recordsKey, useToken } from './keys.ts';

export interface ProfitQuery {
  from: string;
  to: string;
}

/** GET /wps/member/records/profit: totals and per-category profit for a date range. */
export function getProfit(query: ProfitQuery, signal?: AbortSignal) {
  return apiFetch<ProfitSummary>(`${recordPaths.profit}${toQuery({ ...query })}`, { signal });
}

export function useProfit(query: ProfitQuery) {
  const token = useToken();
  return useQuery({
    queryKey: recordsKey(token, 'profit', query),
    queryFn: ({ signal }) => getProfit(query, signal),
    placeholderData: keepPreviousData,
  });
}
