import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntry, Page } from '@portal/contracts/admin';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export interface AuditFilter {
  action?: string;
  pageNo: number;
  pageSize: number;
}

export const listAudit = (query: AuditFilter, signal?: AbortSignal) =>
  apiFetch<Page<AuditEntry>>(api.audit, { query: { ...query }, ...(signal ? { signal } : {}) });

export const auditQueryOptions = (query: AuditFilter) =>
  queryOptions({
    queryKey: ['admin-audit', query],
    queryFn: ({ signal }) => listAudit(query, signal),
    placeholderData: keepPreviousData,
  });

export const useAudit = (query: AuditFilter) => useQuery(auditQueryOptions(query));
