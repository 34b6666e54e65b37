import type { Withdrawal, WithdrawalStatus } from '@portal/contracts/wallet';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './cashier.repo.ts';
import { toWire, type Merchant, type WithdrawalDeps } from './withdrawal-wire.ts';

export type WithdrawalSteps = ReturnType<typeof createWithdrawalSteps>;

/**
 * What the withdrawal use cases share: the status step (a compare-and-set with the ledger
 * movement that closes the withdrawal, in one transaction) and the member's view of a row.
 */
export function createWithdrawalSteps(deps: WithdrawalDeps) {
  const { db, ledger } = deps;

  async function proofCounts(rows: repo.WithdrawalRow[]) {
    return repo.countProofs(
      db,
      rows.map((r) => r.id),
    );
  }

  async function memberView(row: repo.WithdrawalRow): Promise<Withdrawal> {
    const counts = await proofCounts([row]);
    return toWire(row, counts.get(row.id) ?? 0);
  }

  /** Moves the status and, when the step closes the withdrawal, settles or releases the hold. */
  async function step(
    merchant: Merchant,
    id: number,
    from: WithdrawalStatus[],
    set: Parameters<typeof repo.moveWithdrawal>[3] & { status: WithdrawalStatus },
    memberId?: number,
    outer: Db = db,
    /** Runs inside the step's transaction with the moved row (an operator's audit row). */
    within?: (t: Db, row: repo.WithdrawalRow) => Promise<void>,
  ): Promise<repo.WithdrawalRow> {
    const current = await repo.findWithdrawal(outer, merchant.id, id);
    if (!current || (memberId !== undefined && current.memberId !== memberId)) {
      throw new AppError('WALLET_ORDER_NOT_FOUND');
    }
    const main = await ledger.memberAccountId(merchant, current.memberId, 'MAIN', outer);
    const hold = await ledger.memberAccountId(merchant, current.memberId, 'HOLD', outer);
    const payout = await ledger.houseAccountId(merchant, 'CLEARING:PAYOUT', outer);
    // Inside a job's transaction this is a savepoint: one overdue row failing spoils no other.
    const row = await outer.transaction(async (tx) => {
      const t = tx;
      const moved = await repo.moveWithdrawal(t, id, from, set);
      if (!moved) throw new AppError('WALLET_STATE_CONFLICT');
      await within?.(t, moved);
      const told =
        set.status === 'PAYMENT_ISSUED'
          ? 'WITHDRAWAL_PAID'
          : set.status === 'REJECTED' || set.status === 'FAILED'
            ? 'WITHDRAWAL_REJECTED'
            : undefined;
      if (told) {
        await deps.notice?.(t, {
          merchantId: merchant.id,
          memberId: moved.memberId,
          template: told,
          params: {
            amount: String(moved.amount),
            currencySymbol: merchant.currencySymbol,
            orderNo: moved.orderNo,
          },
        });
      }
      const closing =
        set.status === 'RECEIVED'
          ? { kind: 'WITHDRAWAL_SETTLE', op: 'SETTLE', to: payout }
          : set.status === 'REJECTED' || set.status === 'FAILED'
            ? { kind: 'WITHDRAWAL_RELEASE', op: 'RELEASE', to: main }
            : undefined;
      if (!closing) return moved;
      const posted = await ledger.postIn(t, {
        merchantId: merchant.id,
        kind: closing.kind,
        // One close per withdrawal whatever the outcome: settle and release exclude each other.
        key: { source: 'WITHDRAWAL', externalId: moved.orderNo, operation: 'CLOSE' },
        memberId: moved.memberId,
        reference: moved.orderNo,
        lines: [
          { accountId: hold, amount: -moved.amount },
          { accountId: closing.to, amount: moved.amount },
        ],
      });
      return (await repo.moveWithdrawal(t, id, [set.status], {
        closeTransactionId: posted.transactionId,
      }))!;
    });
    deps.onChange(merchant, row.memberId, { id: row.id, status: row.status });
    return row;
  }

  return { step, memberView };
}
