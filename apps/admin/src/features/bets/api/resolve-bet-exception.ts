import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBetException } from '@portal/contracts/admin-bets';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { BET_EXCEPTIONS_KEY } from '../../../lib/query-keys.ts';

/** Marks one bet exception resolved (audited on the server). */
export const resolveBetException = (id: number) =>
  apiFetch<AdminBetException>(api.resolveBetException(id), { method: 'POST' });

/** A resolve; every page and filter of the list refetches, since the row leaves "open". */
export function useResolveBetException() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveBetException,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [BET_EXCEPTIONS_KEY] }),
  });
}
