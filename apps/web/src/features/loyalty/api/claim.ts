import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ClaimResult } from '@portal/contracts/promotions';
import { balanceKey, bonusRecordsKey, grantsKey, loyaltyKey, promotionsKey } from './keys.ts';
import { loyaltyPaths } from './paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useSubmissionKeys } from '../../../lib/request-id.ts';
import { useSessionStore } from '../../../lib/stores/session-store.ts';

/**
 * POST /wps/loyalty/promotions/:id/claim: paid at once. The same request id answers the first
 * result, so a retry after a lost answer never pays twice.
 */
export function claimReward(promotionId: number, requestId: string): Promise<ClaimResult> {
  return apiFetch<ClaimResult>(loyaltyPaths.claim(promotionId), {
    method: 'POST',
    body: { requestId },
    timeoutMs: 30_000,
  });
}

/**
 * Refetches what taking a reward changed: the claimables (and their badges), my applications,
 * the promotions' states, the newest grants, bonus details and the wallet balance.
 */
export function refreshRewards(queryClient: QueryClient, token: string | null): Promise<void> {
  return Promise.all(
    [
      loyaltyKey(token),
      promotionsKey(token),
      grantsKey(token),
      bonusRecordsKey(token),
      balanceKey(token),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ).then(() => undefined);
}

export interface ClaimCallbacks {
  onSuccess?: (result: ClaimResult) => void;
  onError?: (error: Error) => void;
}

/**
 * The claim, for every Claim button (promotions page, reward centre). Each attempt gets a fresh
 * request id; sending the same promotion again after an unknown outcome (network failure,
 * timeout, 5xx) reuses it. Refreshes after any outcome: a timeout may still have paid.
 *
 * Use it in a component that outlives the button: a paid reward leaves the claimable list, and
 * the callbacks only run while the hook's component is mounted.
 */
export function useClaim() {
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token);
  const keys = useSubmissionKeys();
  const mutation = useMutation({
    mutationFn: (input: { promotionId: number; requestId: string }) =>
      claimReward(input.promotionId, input.requestId),
    onSettled: () => refreshRewards(queryClient, token),
  });
  return {
    claim(promotionId: number, callbacks: ClaimCallbacks = {}) {
      const requestId = keys.idFor({ promotionId });
      mutation.mutate(
        { promotionId, requestId },
        {
          onSuccess: (result) => {
            keys.settle();
            callbacks.onSuccess?.(result);
          },
          onError: (error) => {
            keys.settle(error);
            callbacks.onError?.(error);
          },
        },
      );
    },
    isPending: mutation.isPending,
    /** The promotion being claimed now, else null. */
    pendingId: mutation.isPending ? (mutation.variables?.promotionId ?? null) : null,
  };
}
