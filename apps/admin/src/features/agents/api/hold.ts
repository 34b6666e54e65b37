import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HoldResult } from '@portal/contracts/agents';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { AGENTS_KEY, WALLET_KEY } from '../../../lib/query-keys.ts';

/** Holds the agent's payouts: its next lines wait as HELD until a release (audited). */
export const holdAgent = (agentId: number, reason: string) =>
  apiFetch<HoldResult>(api.agentHold(agentId), { method: 'POST', body: { reason } });

/** Lifts the hold and pays every held line now (audited). */
export const releaseAgent = (agentId: number) =>
  apiFetch<HoldResult>(api.agentRelease(agentId), { method: 'POST', body: {} });

export type HoldChange =
  { agentId: number; hold: true; reason: string } | { agentId: number; hold: false };

/** Hold or release: the node shows the hold, the pay lists their statuses, the wallet the money. */
export function useHoldChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: HoldChange) =>
      change.hold ? holdAgent(change.agentId, change.reason) : releaseAgent(change.agentId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [AGENTS_KEY, 'node'] }),
        queryClient.invalidateQueries({ queryKey: [AGENTS_KEY, 'settlements'] }),
        queryClient.invalidateQueries({ queryKey: [AGENTS_KEY, 'settlement-runs'] }),
        queryClient.invalidateQueries({ queryKey: [WALLET_KEY] }),
      ]),
  });
}
