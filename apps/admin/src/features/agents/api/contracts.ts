import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Contract, ContractTerms } from '@portal/contracts/agents';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { AGENTS_KEY } from '../../../lib/query-keys.ts';

/** Every agent's contracts sit under this key: setting one can end its downlines' (lower rate). */
const CONTRACTS = [AGENTS_KEY, 'contracts'] as const;

/** Every contract of the agent, newest first: in force, offered, and ended. */
export const getAgentContracts = (agentId: number, signal?: AbortSignal) =>
  apiFetch<Contract[]>(api.agentContracts(agentId), signal ? { signal } : {});

export const useAgentContracts = (agentId: number) =>
  useQuery({
    queryKey: [...CONTRACTS, agentId],
    queryFn: ({ signal }) => getAgentContracts(agentId, signal),
  });

/** Sets the agent's contract of a kind, in force at once, replacing its current one (audited). */
export const setContract = (agentId: number, terms: ContractTerms) =>
  apiFetch<Contract>(api.agentContracts(agentId), { method: 'POST', body: terms });

export function useSetContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ agentId, terms }: { agentId: number; terms: ContractTerms }) =>
      setContract(agentId, terms),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTRACTS }),
  });
}

/** Ends a contract now, or withdraws an offer still waiting for an answer (audited). */
export const endContract = (contractId: number) =>
  apiFetch<Contract>(api.contractEnd(contractId), { method: 'POST', body: {} });

export function useEndContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contract: Contract) => endContract(contract.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTRACTS }),
  });
}
