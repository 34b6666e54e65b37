import type { Page } from '@portal/contracts/admin';
import type { Withdrawal } from '@portal/contracts/wallet';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './cashier.repo.ts';
import type { WithdrawalSteps } from './withdrawal-step.ts';
import { toWire, type Merchant, type WithdrawalDeps } from './withdrawal-wire.ts';

/**
 * After the payment is issued: the member confirms it arrived (the hold is settled) or reports
 * it did not (with proof); the scheduled job confirms what stays unanswered past the deadline.
 */
export function createWithdrawalReceipts(deps: WithdrawalDeps, steps: WithdrawalSteps) {
  const { db } = deps;
  const { step, memberView } = steps;

  async function confirmReceived(merchant: Merchant, memberId: number, id: number) {
    const current = await repo.findWithdrawal(db, merchant.id, id);
    if (current?.memberId === memberId && current.status === 'RECEIVED') return memberView(current);
    try {
      return await memberView(
        await step(merchant, id, ['PAYMENT_ISSUED'], { status: 'RECEIVED' }, memberId),
      );
    } catch (error) {
      // A double tap: the first confirmation won; answer its result.
      const again = await repo.findWithdrawal(db, merchant.id, id);
      if (again?.memberId === memberId && again.status === 'RECEIVED') return memberView(again);
      throw error;
    }
  }

  async function reportNotReceived(
    merchant: Merchant,
    memberId: number,
    id: number,
    note: string | undefined,
    proofs: { content: Buffer; contentType: string }[],
  ) {
    const current = await repo.findWithdrawal(db, merchant.id, id);
    if (!current || current.memberId !== memberId) throw new AppError('WALLET_ORDER_NOT_FOUND');
    const row = await db.transaction(async (tx) => {
      const t = tx;
      const moved = await repo.moveWithdrawal(t, id, ['PAYMENT_ISSUED'], {
        status: 'NOT_RECEIVED',
        memberNote: note ?? null,
        confirmDeadline: null,
      });
      if (!moved) throw new AppError('WALLET_STATE_CONFLICT');
      await repo.insertProofs(t, id, proofs);
      return moved;
    });
    deps.onChange(merchant, memberId, { id, status: row.status });
    return memberView(row);
  }

  async function confirmAll(merchant: Merchant, memberId: number) {
    let confirmed = 0;
    for (const { id } of await repo.withdrawalsAwaiting(db, memberId)) {
      try {
        await step(merchant, id, ['PAYMENT_ISSUED'], { status: 'RECEIVED' }, memberId);
        confirmed += 1;
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'WALLET_STATE_CONFLICT')) throw error;
      }
    }
    return { confirmed };
  }

  async function listForMember(
    merchantId: number,
    memberId: number,
    query: { pageNo: number; pageSize: number; status?: string | undefined },
  ): Promise<Page<Withdrawal>> {
    const { rows, total } = await repo.pageWithdrawals(
      db,
      { merchantId, memberId, status: query.status },
      { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
    );
    return {
      list: rows.map((r) => toWire(r.withdrawal, r.proofIds.length)),
      total,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  /** The scheduled job: payments unconfirmed past their deadline count as received. */
  async function autoConfirmOverdue(outer: Db = db) {
    let confirmed = 0;
    for (const due of await repo.overdueWithdrawals(outer, 200)) {
      try {
        await step(
          { id: due.merchantId, currency: due.currency, currencySymbol: due.currencySymbol },
          due.id,
          ['PAYMENT_ISSUED'],
          { status: 'RECEIVED', autoConfirmed: true },
          undefined,
          outer,
        );
        confirmed += 1;
      } catch (error) {
        // The member confirmed or reported at the same moment: their answer stands.
        if (!(error instanceof AppError && error.code === 'WALLET_STATE_CONFLICT')) throw error;
      }
    }
    return confirmed;
  }

  return { confirmReceived, reportNotReceived, confirmAll, listForMember, autoConfirmOverdue };
}
