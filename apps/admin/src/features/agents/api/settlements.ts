import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@portal/contracts/admin';
import type { ContractKind, IncomePage, Settlement, SettlementRun } from '@portal/contracts/agents';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { AGENTS_KEY } from '../../../lib/query-keys.ts';

export type SettlementStatus = Settlement['status'];

/** The payout lines' filter, as the address keeps it; absent fields filter nothing. */
export interface SettlementFilter {
  kind?: ContractKind | undefined;
  status?: SettlementStatus | undefined;
  agentId?: number | undefined;
  /** First and last day (YYYY-MM-DD, the white label's time zone), inclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

export type SettlementQuery = SettlementFilter & { pageNo: number; pageSize: number };

/** Payout lines, newest first, with what the whole filter paid and holds. */
export const listSettlements = (query: SettlementQuery, signal?: AbortSignal) =>
  apiFetch<IncomePage>(api.agentSettlements, {
    query: { ...query },
    ...(signal ? { signal } : {}),
  });

export const settlementsQueryOptions = (query: SettlementQuery) =>
  queryOptions({
    queryKey: [AGENTS_KEY, 'settlements', query],
    queryFn: ({ signal }) => listSettlements(query, signal),
    placeholderData: keepPreviousData,
  });

export const useSettlements = (query: SettlementQuery) => useQuery(settlementsQueryOptions(query));

/** The settlement jobs' passes, newest first: one per period and kind. */
export const listSettlementRuns = (
  query: { pageNo: number; pageSize: number },
  signal?: AbortSignal,
) =>
  apiFetch<Page<SettlementRun>>(api.agentSettlementRuns, {
    query: { ...query },
    ...(signal ? { signal } : {}),
  });

export const useSettlementRuns = (query: { pageNo: number; pageSize: number }) =>
  useQuery({
    queryKey: [AGENTS_KEY, 'settlement-runs', query],
    queryFn: ({ signal }) => listSettlementRuns(query, signal),
    placeholderData: keepPreviousData,
  });
