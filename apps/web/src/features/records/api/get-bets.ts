import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BetRow } from '@portal/contracts/wallet';
import { recordPaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { toQuery, type RecordPage } from '../../../lib/paging.ts';
import { recordsKey, useToken } from './keys.ts';

export interface BetsQuery {
  pageNo: number;
  pageSize: number;
  from: string;
  to: string;
  sort: 'time' | 'amount';
  order: 'asc' | 'desc';
  category?: string;
}

/** GET /wps/member/records/bets: the betting record. */
export function getBets(query: BetsQuery, signal?: AbortSignal) {
  return apiFetch<RecordPage<BetRow>>(`${recordPaths.bets}${toQuery({ ...query })}`, { signal });
}

export function useBets(query: BetsQuery) {
  const token = useToken();
  return useQuery({
    queryKey: recordsKey(token, 'bets', query),
    queryFn: ({ signal }) => getBets(query, signal),
    placeholderData: keepPreviousData,
  });
}
