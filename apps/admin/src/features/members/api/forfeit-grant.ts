import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ForfeitResult } from '@portal/contracts/promotions';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { MEMBER_GRANTS_KEY, WALLET_KEY } from '../../../lib/query-keys.ts';

export interface ForfeitInput {
  grantId: number;
  /** The member the grant belongs to: a grant of anybody else answers 404 NOT_FOUND. */
  memberId: number;
  /** For the audit log: 1–200 characters once trimmed (AdminForfeitSchema). */
  reason: string;
}

/**
 * POST /wps/admin/loyalty/grants/:id/forfeit (loyalty.configure, audited): the bonus amount, at
 * most the member's balance, goes back and the grant's wagering closes. Forfeiting a grant again
 * answers the first result.
 */
export const forfeitGrant = ({ grantId, memberId, reason }: ForfeitInput) =>
  apiFetch<ForfeitResult>(api.grantForfeit(grantId), {
    method: 'POST',
    body: { memberId, reason },
  });

/**
 * Balances, turnover and ledgers change, and the grant's state and open wagering: every money
 * view and the member's rewards are read again (after any outcome: a refusal may mean the list
 * was out of date).
 */
export function useForfeitGrant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: forfeitGrant,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [WALLET_KEY] }),
        queryClient.invalidateQueries({ queryKey: [MEMBER_GRANTS_KEY] }),
      ]),
  });
}
