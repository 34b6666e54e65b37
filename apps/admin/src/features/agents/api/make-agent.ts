import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTreeMember, AgentType } from '@portal/contracts/agents';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { AGENTS_KEY } from '../../../lib/query-keys.ts';

/** Makes a member an agent of this type (audited); trial accounts are refused. */
export const makeAgent = (id: number, type: AgentType) =>
  apiFetch<AdminTreeMember>(api.agentPromote(id), { method: 'POST', body: { type } });

export function useMakeAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, type }: { id: number; type: AgentType }) => makeAgent(id, type),
    // The tree shows the new type; so do the members list and the member's page.
    onSuccess: (_member, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [AGENTS_KEY] }),
        queryClient.invalidateQueries({ queryKey: ['admin-members'] }),
        queryClient.invalidateQueries({ queryKey: ['admin-member', id] }),
      ]),
  });
}
