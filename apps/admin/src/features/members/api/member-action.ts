import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMemberAction } from '@portal/contracts/admin';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export type MemberActionName = 'lock' | 'unlock' | 'force-reset';

/** Lock, unlock or force a password reset; the member's views reload afterwards. */
export const runMemberAction = (id: number, action: MemberActionName) =>
  apiFetch<AdminMemberAction>(`${api.member(id)}/${action}`, { method: 'POST' });

export function useMemberAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: MemberActionName) => runMemberAction(id, action),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-member', id] }),
  });
}
