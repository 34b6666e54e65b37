import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxItem, Page } from '@portal/contracts/admin';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export interface OutboxFilter {
  recipient?: string;
  pageNo: number;
  pageSize: number;
}

export const listOutbox = (query: OutboxFilter, signal?: AbortSignal) =>
  apiFetch<Page<OutboxItem>>(api.outbox, { query: { ...query }, ...(signal ? { signal } : {}) });

export const outboxQueryOptions = (query: OutboxFilter) =>
  queryOptions({
    queryKey: ['admin-outbox', query],
    queryFn: ({ signal }) => listOutbox(query, signal),
    placeholderData: keepPreviousData,
  });

export const useOutbox = (query: OutboxFilter) => useQuery(outboxQueryOptions(query));
