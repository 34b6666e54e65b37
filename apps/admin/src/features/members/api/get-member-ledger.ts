import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@portal/contracts/admin';
import type { MemberLedgerRow } from '@portal/contracts/admin-wallet';
import type { TransactionType } from '@portal/contracts/wallet';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { WALLET_KEY } from '../../../lib/query-keys.ts';

export interface LedgerQuery {
  /** Absent: every type. */
  type?: TransactionType | undefined;
  pageNo: number;
  pageSize: number;
}

export const getMemberLedger = (id: number, query: LedgerQuery, signal?: AbortSignal) =>
  apiFetch<Page<MemberLedgerRow>>(api.memberLedger(id), {
    query: { ...query },
    ...(signal ? { signal } : {}),
  });

export const memberLedgerQueryOptions = (id: number, query: LedgerQuery) =>
  queryOptions({
    queryKey: [WALLET_KEY, 'member', id, 'ledger', query],
    queryFn: ({ signal }) => getMemberLedger(id, query, signal),
    placeholderData: keepPreviousData,
  });

export const useMemberLedger = (id: number, query: LedgerQuery) =>
  useQuery(memberLedgerQueryOptions(id, query));
