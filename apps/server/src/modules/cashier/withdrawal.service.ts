import { createWithdrawalReceipts } from './withdrawal-receipt.service.ts';
import { createWithdrawalRequests } from './withdrawal-request.service.ts';
import { createWithdrawalReview } from './withdrawal-review.service.ts';
import { createWithdrawalSteps } from './withdrawal-step.ts';
import type { WithdrawalDeps } from './withdrawal-wire.ts';

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;

/**
 * Withdrawals. Asking holds the amount (main → hold); the operator approves and sends the money
 * ("payment issued"); the member confirms received (hold settled to the payout account), or not
 * received with proof; unconfirmed past the deadline counts as received. Rejecting or failing
 * releases the hold. Each step moves the status with a compare-and-set in the same database
 * transaction as its ledger movement, so a step and its money happen once or not at all.
 */
export function createWithdrawalService(deps: WithdrawalDeps) {
  const steps = createWithdrawalSteps(deps);
  return {
    ...createWithdrawalRequests(deps, steps),
    ...createWithdrawalReceipts(deps, steps),
    ...createWithdrawalReview(deps, steps),
  };
}
