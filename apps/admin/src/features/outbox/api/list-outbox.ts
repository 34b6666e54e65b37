import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxItem, Page } from '@portal/contracts/admin';
import type { OutboxState } from '@portal/contracts/outbound';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export interface OutboxFilter {
  recipient?: string;
  state?: OutboxState;
  pageNo: number;
  pageSize: number;
}

/** Root key of the outbox pages: a retry changes every page and filter. */
export const OUTBOX_KEY = 'admin-outbox';

export const listOutbox = (query: OutboxFilter, signal?: AbortSignal) =>
  apiFetch<Page<OutboxItem>>(api.outbox, { query: { ...query }, ...(signal ? { signal } : {}) });

export const outboxQueryOptions = (query: OutboxFilter) =>
  queryOptions({
    queryKey: [OUTBOX_KEY, query],
    queryFn: ({ signal }) => listOutbox(query, signal),
    placeholderData: keepPreviousData,
  });

export const useOutbox = (query: OutboxFilter) => useQuery(outboxQueryOptions(query));
