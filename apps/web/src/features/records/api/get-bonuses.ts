import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BonusRow } from '@portal/contracts/wallet';
import { recordPaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { toQuery, type RecordPage } from '../../../lib/paging.ts';
import { recordsKey, useToken } from './keys.ts';

export interface BonusesQuery {
  pageNo: number;
  pageSize: number;
  from: string;
  to: string;
  sort: 'time' | 'amount';
  order: 'asc' | 'desc';
}

/** GET /wps/member/records/bonuses: bonuses credited and their turnover. */
export function getBonuses(query: BonusesQuery, signal?: AbortSignal) {
  return apiFetch<RecordPage<BonusRow>>(`${recordPaths.bonuses}${toQuery({ ...query })}`, {
    signal,
  });
}

export function useBonuses(query: BonusesQuery) {
  const token = useToken();
  return useQuery({
    queryKey: recordsKey(token, 'bonuses', query),
    queryFn: ({ signal }) => getBonuses(query, signal),
    placeholderData: keepPreviousData,
  });
}
