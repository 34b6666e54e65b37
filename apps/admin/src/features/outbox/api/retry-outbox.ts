import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { OUTBOX_KEY } from './list-outbox.ts';

/** Puts a failed message back in the delivery queue (audited on the server). */
export const retryOutbox = (id: number) =>
  apiFetch<null>(api.outboxRetry(id), { method: 'POST', body: {} });

export function useRetryOutbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryOutbox,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [OUTBOX_KEY] }),
  });
}
