import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ContractKind, IncomePage } from '@portal/contracts/agents';
import { apiFetch } from '../../../lib/api-client.ts';
import { toQuery } from '../../../lib/paging.ts';
import { useSessionStore } from '../../../lib/stores/session-store.ts';

/** The agent's pay lines (the path lives here: only the agent centre's chunk needs it). */
export const INCOME_PATH = '/wps/agent/income';

export interface IncomeQuery {
  /** undefined: every kind. */
  kind: ContractKind | undefined;
  /** YYYY-MM-DD, both days included. */
  from: string;
  to: string;
  pageNo: number;
  pageSize: number;
}

/** GET /wps/agent/income: a page of the agent's pay lines, with the paid and held totals. */
export function getIncome(query: IncomeQuery, signal?: AbortSignal) {
  return apiFetch<IncomePage>(`${INCOME_PATH}${toQuery({ ...query })}`, { signal });
}

/** Under 'member' (dropped at logout) and keyed by token, like every member query. */
export function useIncome(query: IncomeQuery) {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: ['member', 'agent', token, 'income', query] as const,
    queryFn: ({ signal }) => getIncome(query, signal),
    placeholderData: keepPreviousData,
    enabled: token !== null,
  });
}
