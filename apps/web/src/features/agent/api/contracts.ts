import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Contract,
  ContractAction,
  ContractInfo,
  ContractOffer,
} from '@portal/contracts/agents';
import { apiFetch } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/stores/session-store.ts';

/** The agent's contracts (paths here, not in config/paths.ts: only this chunk calls them). */
export const CONTRACTS_PATH = '/wps/agent/contracts';

/** POST /wps/agent/contracts/{id}/{action}. */
export const contractActionPath = (id: number, action: ContractAction) =>
  `${CONTRACTS_PATH}/${id}/${action}`;

/** Under 'member' (dropped at logout) and keyed by token, like every member query. */
export const contractsKey = (token: string | null) =>
  ['member', 'agent', token, 'contracts'] as const;

/** GET /wps/agent/contracts: the agent's own contracts, those it gave, and the request flags. */
export function getContracts(signal?: AbortSignal) {
  return apiFetch<ContractInfo>(CONTRACTS_PATH, { signal });
}

/** Read by the contracts view and by the menu (its entry's badge). */
export function useContracts() {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: contractsKey(token),
    queryFn: ({ signal }) => getContracts(signal),
    enabled: token !== null,
  });
}

/** POST /wps/agent/contracts: an offer to a direct downline agent. */
export function offerContract(offer: ContractOffer) {
  return apiFetch<Contract>(CONTRACTS_PATH, { method: 'POST', body: offer });
}

/** Accept, reject, withdraw or terminate one contract (an empty JSON body). */
export function actOnContract(id: number, action: ContractAction) {
  return apiFetch<Contract>(contractActionPath(id, action), { method: 'POST', body: {} });
}

/** Any answer, a failure too, may have changed the contracts (the other side acted first). */
function useRefreshContracts() {
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token);
  return () => queryClient.invalidateQueries({ queryKey: contractsKey(token) });
}

export function useOfferContract() {
  const refresh = useRefreshContracts();
  return useMutation({ mutationFn: offerContract, onSettled: refresh });
}

export function useContractAction() {
  const refresh = useRefreshContracts();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: ContractAction }) =>
      actOnContract(id, action),
    onSettled: refresh,
  });
}
