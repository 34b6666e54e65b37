import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';

/** Ends the session on the server; the console forgets it whatever the answer. */
export const signOut = () => apiFetch<null>(api.session, { method: 'DELETE' });

export function useSignOut() {
  const clear = useSessionStore((s) => s.clear);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      clear();
      queryClient.clear();
    },
  });
}
