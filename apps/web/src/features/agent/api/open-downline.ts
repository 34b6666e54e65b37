import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpenDownline, OpenDownlineResult } from '@portal/contracts/agent-team';
import { apiFetch } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/stores/session-store.ts';
import { DOWNLINES_PATH } from './get-downlines.ts';
import { teamKey } from './team.ts';

/**
 * PUT /wps/agent/downlines (encrypted, as a registration is): opens a player or sub-agent account
 * under the agent. Field problems come back as VALIDATION_FAILED details (body.username, …).
 */
export function openDownline(body: OpenDownline) {
  return apiFetch<OpenDownlineResult>(DOWNLINES_PATH, { method: 'PUT', body, encrypted: true });
}

/** The new member joins the downline list, the offer form's agents and the team's counts. */
export function useOpenDownline() {
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token);
  return useMutation({
    mutationFn: openDownline,
    onSuccess: () =>
      Promise.all(
        (['downlines', 'direct-agents'] as const)
          .map((key) =>
            queryClient.invalidateQueries({ queryKey: ['member', 'agent', token, key] }),
          )
          .concat(queryClient.invalidateQueries({ queryKey: teamKey(token) })),
      ),
  });
}
