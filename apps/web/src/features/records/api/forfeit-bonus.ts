import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ForfeitRequest, ForfeitResult } from '@portal/contracts/promotions';
import { apiFetch } from '../../../lib/api-client.ts';
import { useToken } from './keys.ts';

/**
 * POST /wps/loyalty/grants/:grantId/forfeit. Written here rather than in config/paths.ts (the
 * first page's bundle): only the give-up dialog, loaded when opened, calls it.
 */
export const forfeitPath = (grantId: number) => `/wps/loyalty/grants/${grantId}/forfeit`;

/**
 * Gives up a bonus whose wagering is still open; encrypted like the points conversion and the
 * withdrawal (it carries the payment password). Giving the same grant up again answers the
 * first result, so a retry after a lost answer takes nothing twice.
 */
export function forfeitBonus(grantId: number, body: ForfeitRequest): Promise<ForfeitResult> {
  return apiFetch<ForfeitResult>(forfeitPath(grantId), {
    method: 'POST',
    body,
    encrypted: true,
    timeoutMs: 30_000,
  });
}

/**
 * What giving a bonus up changed, under the other features' keys (features do not import each
 * other, so they are written out; see features/loyalty/api/keys.ts): the balance, the consolidated
 * funds and the withdraw page (its turnover) of the wallet, bonus details, the reward centre's
 * newest grants and the promotions' states.
 */
export function refreshAfterForfeit(queryClient: QueryClient, token: string | null) {
  return Promise.all(
    [
      ['member', 'wallet', token, 'balance'],
      ['member', 'wallet', token, 'funds'],
      ['member', 'wallet', token, 'withdraw-info'],
      ['member', 'records', token, 'bonuses'],
      ['grants', token],
      ['promotions', token],
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ).then(() => undefined);
}

/** Refreshes after any outcome: a timeout may still have taken the bonus back. */
export function useForfeitBonus() {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: (input: { grantId: number } & ForfeitRequest) =>
      forfeitBonus(input.grantId, { paymentPassword: input.paymentPassword }),
    onSettled: () => refreshAfterForfeit(queryClient, token),
  });
}
