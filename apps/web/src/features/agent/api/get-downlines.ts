import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Downline } from '@portal/contracts/agents';
import { apiFetch } from '../../../lib/api-client.ts';
import { toQuery, type RecordPage } from '../../../lib/paging.ts';
import { useSessionStore } from '../../../lib/stores/session-store.ts';

/**
 * The agent's downlines. The path lives here, not in config/paths.ts: that module is in the
 * player site's first load, and only the agent centre's chunk needs it.
 */
export const DOWNLINES_PATH = '/wps/agent/downlines';

export type DownlineScope = 'direct' | 'all';

export interface DownlinesQuery {
  scope: DownlineScope;
  /** Username prefix, any case; '' for everyone. */
  username: string;
  pageNo: number;
  pageSize: number;
  /** 'agents': only the downlines that are agents. */
  kind?: 'all' | 'agents';
}

/** GET /wps/agent/downlines: a page of the agent's team, direct downlines or every depth. */
export function getDownlines(query: DownlinesQuery, signal?: AbortSignal) {
  return apiFetch<RecordPage<Downline>>(`${DOWNLINES_PATH}${toQuery({ ...query })}`, { signal });
}

/** Under 'member' (dropped at logout) and keyed by token, like every member query. */
export function useDownlines(query: DownlinesQuery) {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: ['member', 'agent', token, 'downlines', query] as const,
    queryFn: ({ signal }) => getDownlines(query, signal),
    placeholderData: keepPreviousData,
    enabled: token !== null,
  });
}

/** The most rows the server gives in one page, and the pages the agent picker reads at most. */
const PICKER_PAGE_SIZE = 100;
const PICKER_MAX_PAGES = 10;

/**
 * The agent's direct downlines that are agents (whom it may offer a contract), filtered by the
 * server and read page by page: at most the first thousand of them.
 */
export async function getDirectAgents(signal?: AbortSignal): Promise<Downline[]> {
  const agents: Downline[] = [];
  for (let pageNo = 1; pageNo <= PICKER_MAX_PAGES; pageNo++) {
    const page = await getDownlines(
      { scope: 'direct', kind: 'agents', username: '', pageNo, pageSize: PICKER_PAGE_SIZE },
      signal,
    );
    agents.push(...page.list);
    if (pageNo * PICKER_PAGE_SIZE >= page.total || page.list.length === 0) break;
  }
  return agents;
}

/** Read when the offer form opens. */
export function useDirectAgents() {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: ['member', 'agent', token, 'direct-agents'] as const,
    queryFn: ({ signal }) => getDirectAgents(signal),
    enabled: token !== null,
  });
}
