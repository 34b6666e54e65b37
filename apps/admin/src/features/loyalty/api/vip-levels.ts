import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminVipLevels, VipLadder } from '@portal/contracts/vip';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { VIP_LEVELS_KEY } from '../../../lib/query-keys.ts';

export const useVipLevels = () =>
  useQuery({
    queryKey: [VIP_LEVELS_KEY],
    queryFn: ({ signal }) => apiFetch<AdminVipLevels>(api.vipLevels, { signal }),
  });

/** Saves the whole ladder at once; the answer (with member counts) replaces the cached one. */
export function useSaveVipLevels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VipLadder) =>
      apiFetch<AdminVipLevels>(api.vipLevels, { method: 'PUT', body }),
    onSuccess: (fresh) => queryClient.setQueryData([VIP_LEVELS_KEY], fresh),
  });
}
