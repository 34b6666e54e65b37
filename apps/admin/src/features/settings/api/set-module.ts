import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WhitelabelNode } from '@portal/contracts/system';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export const setModule = (modId: string, enabled: boolean) =>
  apiFetch<WhitelabelNode[]>(api.module(modId), { method: 'PUT', body: { enabled } });

/** Switches a flag; the answer is the new tree, put straight into the cache. */
export function useSetModule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ modId, enabled }: { modId: string; enabled: boolean }) =>
      setModule(modId, enabled),
    onSuccess: (tree) => queryClient.setQueryData(['admin-modules'], tree),
  });
}
