import { useQuery } from '@tanstack/react-query';
import type { AdminTreeNode } from '@portal/contracts/agents';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { AGENTS_KEY } from '../../../lib/query-keys.ts';

/** One member with its uplines, top first: the breadcrumb of the level it heads. */
export const getAgentNode = (id: number, signal?: AbortSignal) =>
  apiFetch<AdminTreeNode>(api.agentNode(id), signal ? { signal } : {});

export const useAgentNode = (id: number | null) =>
  useQuery({
    queryKey: [AGENTS_KEY, 'node', id],
    queryFn: ({ signal }) => getAgentNode(id ?? 0, signal),
    enabled: id !== null,
  });
