import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMoveResult } from '@portal/contracts/agents';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { AGENTS_KEY } from '../../../lib/query-keys.ts';

/** Moves a member, with everyone under it, below another agent (audited). */
export const moveMember = (id: number, uplineId: number) =>
  apiFetch<AdminMoveResult>(api.agentMove(id), { method: 'POST', body: { uplineId } });

export function useMoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, uplineId }: { id: number; uplineId: number }) => moveMember(id, uplineId),
    // Both uplines' counts, every team size above them and the team's breadcrumbs change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [AGENTS_KEY] }),
  });
}
