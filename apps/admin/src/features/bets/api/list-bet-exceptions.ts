import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@portal/contracts/admin';
import type { AdminBetException } from '@portal/contracts/admin-bets';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { BET_EXCEPTIONS_KEY } from '../../../lib/query-keys.ts';

export type BetExceptionState = 'OPEN' | 'RESOLVED' | 'ALL';

export interface BetExceptionFilter {
  state: BetExceptionState;
  pageNo: number;
  pageSize: number;
}

export const listBetExceptions = (query: BetExceptionFilter, signal?: AbortSignal) =>
  apiFetch<Page<AdminBetException>>(api.betExceptions, {
    query: { ...query },
    ...(signal ? { signal } : {}),
  });

export const betExceptionsQueryOptions = (query: BetExceptionFilter) =>
  queryOptions({
    queryKey: [BET_EXCEPTIONS_KEY, query],
    queryFn: ({ signal }) => listBetExceptions(query, signal),
    placeholderData: keepPreviousData,
  });

export const useBetExceptions = (query: BetExceptionFilter) =>
  useQuery(betExceptionsQueryOptions(query));
