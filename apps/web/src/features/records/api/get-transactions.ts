import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TransactionRow, TransactionType } from '@portal/contracts/wallet';
import { recordPaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { toQuery, type RecordPage } from '../../../lib/paging.ts';
import { recordsKey, useToken } from './keys.ts';

export interface TransactionsQuery {
  pageNo: number;
  pageSize: number;
  from: string;
  to: string;
  sort: 'time' | 'amount';
  order: 'asc' | 'desc';
  type?: TransactionType;
}

/** GET /wps/member/records/transactions: the account record (ledger entries of the main wallet). */
export function getTransactions(query: TransactionsQuery, signal?: AbortSignal) {
  return apiFetch<RecordPage<TransactionRow>>(
    `${recordPaths.transactions}${toQuery({ ...query })}`,
    { signal },
  );
}

export function useTransactions(query: TransactionsQuery) {
  const token = useToken();
  return useQuery({
    queryKey: recordsKey(token, 'transactions', query),
    queryFn: ({ signal }) => getTransactions(query, signal),
    placeholderData: keepPreviousData,
  });
}
