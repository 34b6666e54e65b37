import type { Page } from '@portal/contracts/admin';
import type { AdminWithdrawal, WithdrawalCounts } from '@portal/contracts/admin-wallet';
import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from '@portal/contracts/wallet';
import { formatAmount } from '@portal/contracts/money';
import type { Db } from '../../db/client.ts';
import type { ActorAudit } from '../admin/admin.audit.ts';
import * as repo from './cashier.repo.ts';
import type { WithdrawalSteps } from './withdrawal-step.ts';
import { adminWire, type Merchant, type WithdrawalDeps } from './withdrawal-wire.ts';

/**
 * The operator's side: the console queue and the review steps (approve, reject, payment issued,
 * failed), each with its audit row in the step's transaction.
 */
export function createWithdrawalReview(deps: WithdrawalDeps, steps: WithdrawalSteps) {
  const { db } = deps;
  const { step } = steps;

  /** The console's queue; payee account numbers whole only for `viewer.fullAccounts`. */
  async function listForConsole(
    merchantId: number,
    query: {
      pageNo: number;
      pageSize: number;
      status?: string | undefined;
      q?: string | undefined;
    },
    viewer: { fullAccounts: boolean },
  ): Promise<Page<AdminWithdrawal>> {
    const { rows, total } = await repo.pageWithdrawals(
      db,
      { merchantId, status: query.status, search: query.q },
      { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
    );
    return {
      list: rows.map((r) =>
        adminWire(r.withdrawal, r.username, r.proofIds.map(Number), viewer.fullAccounts),
      ),
      total,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  /** The queue's tabs: how many withdrawals (matching `q`) are in each status, and in all. */
  async function countsForConsole(
    merchantId: number,
    query: { q?: string | undefined },
  ): Promise<WithdrawalCounts> {
    const rows = await repo.countWithdrawalsByStatus(db, { merchantId, search: query.q });
    const byStatus = Object.fromEntries(WITHDRAWAL_STATUSES.map((s) => [s, 0])) as Record<
      WithdrawalStatus,
      number
    >;
    for (const row of rows) byStatus[row.status as WithdrawalStatus] = row.n;
    return { byStatus, total: rows.reduce((sum, row) => sum + row.n, 0) };
  }

  async function consoleView(merchantId: number, row: repo.WithdrawalRow) {
    const page = await repo.pageWithdrawals(
      db,
      { merchantId, memberId: row.memberId },
      { offset: 0, limit: 100 },
    );
    const hit = page.rows.find((r) => r.withdrawal.id === row.id);
    // Only roles that pay out take steps: they see the account they pay to.
    return adminWire(row, hit?.username ?? '', (hit?.proofIds ?? []).map(Number), true);
  }

  async function operatorStep(
    merchant: Merchant,
    operator: string,
    id: number,
    action:
      | { type: 'approve' }
      | { type: 'reject'; reason: string }
      | { type: 'paymentIssued'; payoutReference: string }
      | { type: 'fail'; reason: string },
    audit: ActorAudit,
  ) {
    const { type, ...given } = action;
    const name = type === 'paymentIssued' ? 'payment-issued' : type;
    const within = (t: Db, moved: repo.WithdrawalRow) =>
      audit(
        t,
        `wallet.withdrawal.${name}`,
        { type: 'withdrawal', id },
        { amount: formatAmount(moved.amount), ...given },
      );
    let row: repo.WithdrawalRow;
    const run = (from: WithdrawalStatus[], set: Parameters<typeof step>[3]) =>
      step(merchant, id, from, set, undefined, db, within);
    if (action.type === 'approve') {
      row = await run(['PENDING'], { status: 'APPROVED', decidedBy: operator });
    } else if (action.type === 'reject') {
      row = await run(['PENDING', 'APPROVED'], {
        status: 'REJECTED',
        reason: action.reason,
        decidedBy: operator,
      });
    } else if (action.type === 'fail') {
      row = await run(['APPROVED', 'NOT_RECEIVED'], {
        status: 'FAILED',
        reason: action.reason,
        decidedBy: operator,
      });
    } else {
      const limits = await deps.settings.limits(merchant.id);
      row = await run(['APPROVED', 'NOT_RECEIVED'], {
        status: 'PAYMENT_ISSUED',
        payoutReference: action.payoutReference,
        decidedBy: operator,
        confirmDeadline: new Date(Date.now() + limits.confirmTimeoutMinutes * 60_000),
      });
    }
    return consoleView(merchant.id, row);
  }

  return {
    listForConsole,
    countsForConsole,
    operatorStep,
    proof: (merchantId: number, proofId: number) => repo.findProof(db, merchantId, proofId),
  };
}
