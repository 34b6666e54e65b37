import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Withdrawal, WithdrawalStatus } from '@portal/contracts/wallet';
import { walletPaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { toQuery, type RecordPage } from '../../../lib/paging.ts';
import { useToken, walletKey } from './keys.ts';

export interface WithdrawalQuery {
  pageNo: number;
  pageSize: number;
  status?: WithdrawalStatus;
}

/** GET /wps/wallet/withdrawals: the member's withdrawals, newest first. */
export function getWithdrawals(query: WithdrawalQuery, signal?: AbortSignal) {
  return apiFetch<RecordPage<Withdrawal>>(`${walletPaths.withdrawals}${toQuery({ ...query })}`, {
    signal,
  });
}

export function useWithdrawals(query: WithdrawalQuery) {
  const token = useToken();
  return useQuery({
    queryKey: walletKey(token, 'withdrawals', query),
    queryFn: ({ signal }) => getWithdrawals(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** How many payments wait for the member's confirmation, whatever page the list shows. */
export function useAwaitingConfirmation() {
  const query = useWithdrawals({ pageNo: 1, pageSize: 1, status: 'PAYMENT_ISSUED' });
  return query.data?.total ?? 0;
}
