import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminTreeMember } from '@portal/contracts/agents';
import type { Page } from '@portal/contracts/admin';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { AGENTS_KEY } from '../../../lib/query-keys.ts';

export interface AgentTreeQuery {
  /** Whose direct downlines; null: the white label's top agents. */
  parentId: number | null;
  /** Username prefix, any case; empty: everyone at this level. */
  username: string;
  pageNo: number;
  pageSize: number;
}

/** One level of the tree: a member's direct downlines, or the top agents, with team sizes. */
export const getAgentTree = (query: AgentTreeQuery, signal?: AbortSignal) =>
  apiFetch<Page<AdminTreeMember>>(api.agentTree, {
    query: {
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      ...(query.parentId !== null ? { parentId: query.parentId } : {}),
      ...(query.username.trim() ? { username: query.username.trim() } : {}),
    },
    ...(signal ? { signal } : {}),
  });

export const agentTreeQueryOptions = (query: AgentTreeQuery) =>
  queryOptions({
    queryKey: [AGENTS_KEY, 'tree', query],
    queryFn: ({ signal }) => getAgentTree(query, signal),
    // Another page or search of the same level keeps its rows on screen while it loads; a
    // different level does not, so one member's downlines never show under another's breadcrumb.
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[2] as AgentTreeQuery | undefined)?.parentId === query.parentId
        ? previous
        : undefined,
  });

export const useAgentTree = (query: AgentTreeQuery) => useQuery(agentTreeQueryOptions(query));
