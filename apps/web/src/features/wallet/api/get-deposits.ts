import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Deposit } from '@portal/contracts/wallet';
import { walletPaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { toQuery, type RecordPage } from '../../../lib/paging.ts';
import { useToken, walletKey } from './keys.ts';

export interface DepositQuery {
  pageNo: number;
  pageSize: number;
}

/** GET /wps/wallet/deposits: the member's deposits, newest first. */
export function getDeposits(query: DepositQuery, signal?: AbortSignal) {
  return apiFetch<RecordPage<Deposit>>(`${walletPaths.deposits}${toQuery({ ...query })}`, {
    signal,
  });
}

export function useDeposits(query: DepositQuery) {
  const token = useToken();
  return useQuery({
    queryKey: walletKey(token, 'deposits', query),
    queryFn: ({ signal }) => getDeposits(query, signal),
    placeholderData: keepPreviousData,
  });
}
