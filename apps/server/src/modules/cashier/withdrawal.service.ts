import type { Page } from '@portal/contracts/admin';
import type { AdminWithdrawal } from '@portal/contracts/admin-wallet';
import type {
  PayeeAccount,
  PayeeAccountRequest,
  Withdrawal,
  WithdrawalStatus,
  WithdrawInfo,
  WithdrawRequest,
} from '@portal/contracts/wallet';
import { formatAmount } from '@portal/contracts/money';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { dayOf, dayStart } from '../../lib/zoned-day.ts';
import type { ActorAudit } from '../admin/admin.audit.ts';
import type { LedgerService } from '../wallet/ledger.service.ts';
import type { PaymentPasswords } from '../wallet/payment-password.ts';
import type { TurnoverService } from '../wallet/turnover.service.ts';
import { amountWithin, type WalletSettingsService } from '../wallet/wallet-settings.ts';
import * as repo from './cashier.repo.ts';
import { newOrderNo } from './deposit.service.ts';

interface Merchant {
  id: number;
  currency: string;
  currencySymbol: string;
}

export interface WithdrawingMember {
  id: number;
  payeeName: string | null;
  paymentPasswordHash: string | null;
}

export const MAX_PAYEE_ACCOUNTS = 5;

const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

export const maskAccount = (n: string) =>
  `${'•'.repeat(Math.max(0, Math.min(n.length - 4, 8)))}${n.slice(-4)}`;

function payeeToWire(p: repo.PayeeRow): PayeeAccount {
  return {
    id: p.id,
    bankName: p.bankName,
    accountName: p.accountName,
    accountNumberMasked: maskAccount(p.accountNumber),
    createdAt: p.createdAt.toISOString(),
  };
}

function toWire(w: repo.WithdrawalRow, proofCount: number): Withdrawal {
  return {
    id: w.id,
    orderNo: w.orderNo,
    amount: formatAmount(w.amount),
    bankName: w.bankName,
    accountName: w.accountName,
    accountNumberMasked: maskAccount(w.accountNumber),
    status: w.status as WithdrawalStatus,
    reason: w.reason,
    payoutReference: w.payoutReference,
    autoConfirmed: w.autoConfirmed,
    confirmDeadline:
      w.status === 'PAYMENT_ISSUED' ? (w.confirmDeadline?.toISOString() ?? null) : null,
    proofCount,
    createdAt: w.createdAt.toISOString(),
    updatedAt: w.updatedAt.toISOString(),
  };
}

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;

/**
 * Withdrawals. Asking holds the amount (main → hold); the operator approves and sends the money
 * ("payment issued"); the member confirms received (hold settled to the payout account), or not
 * received with proof; unconfirmed past the deadline counts as received. Rejecting or failing
 * releases the hold. Each step moves the status with a compare-and-set in the same database
 * transaction as its ledger movement, so a step and its money happen once or not at all.
 */
export function createWithdrawalService(deps: {
  db: Db;
  ledger: LedgerService;
  turnover: TurnoverService;
  settings: WalletSettingsService;
  paymentPasswords: PaymentPasswords;
  setPayeeName: (memberId: number, name: string) => Promise<void>;
  onChange: (merchant: Merchant, memberId: number, event: { id: number; status: string }) => void;
}) {
  const { db, ledger } = deps;

  async function usedToday(memberId: number, timeZone: string, t: Db = db) {
    const since = dayStart(dayOf(new Date(), timeZone), timeZone);
    return repo.countWithdrawalsSince(t, memberId, since);
  }

  async function info(
    merchant: Merchant,
    member: WithdrawingMember,
    timeZone: string,
  ): Promise<WithdrawInfo> {
    const [limits, balance, turnover, payees, used] = await Promise.all([
      deps.settings.limits(merchant.id),
      ledger.mainBalance(member.id),
      deps.turnover.outstanding(member.id),
      repo.listPayees(db, member.id),
      usedToday(member.id, timeZone),
    ]);
    return {
      balance: formatAmount(balance),
      min: formatAmount(limits.withdrawMin),
      max: formatAmount(limits.withdrawMax),
      dailyCountLimit: limits.withdrawDailyCount,
      usedToday: used,
      turnoverRemaining: formatAmount(turnover),
      hasPaymentPassword: member.paymentPasswordHash !== null,
      payeeAccounts: payees.map(payeeToWire),
      maxPayeeAccounts: MAX_PAYEE_ACCOUNTS,
      confirmTimeoutMinutes: limits.confirmTimeoutMinutes,
      currencySymbol: merchant.currencySymbol,
    };
  }

  async function addPayee(
    merchantId: number,
    member: WithdrawingMember,
    input: PayeeAccountRequest,
  ): Promise<PayeeAccount> {
    if (member.payeeName !== null && !sameName(member.payeeName, input.accountName)) {
      throw new AppError('WALLET_PAYEE_NAME_MISMATCH');
    }
    const existing = await repo.listPayees(db, member.id);
    if (existing.length >= MAX_PAYEE_ACCOUNTS) {
      throw new AppError('WALLET_PAYEE_LIMIT', { params: { limit: String(MAX_PAYEE_ACCOUNTS) } });
    }
    const row = await repo.insertPayee(db, {
      merchantId,
      memberId: member.id,
      bankName: input.bankName,
      accountName: input.accountName,
      accountNumber: input.accountNumber,
    });
    if (!row) throw new AppError('WALLET_PAYEE_EXISTS');
    // The first payee account names the account holder; later ones must match it.
    if (member.payeeName === null) await deps.setPayeeName(member.id, input.accountName);
    return payeeToWire(row);
  }

  async function removePayee(memberId: number, id: number): Promise<void> {
    if (!(await repo.deletePayee(db, memberId, id))) throw new AppError('WALLET_PAYEE_UNKNOWN');
  }

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

  async function create(
    merchant: Merchant,
    member: WithdrawingMember,
    input: WithdrawRequest,
    timeZone: string,
  ): Promise<Withdrawal> {
    const limits = await deps.settings.limits(merchant.id);
    const amount = amountWithin(input.amount, limits.withdrawMin, limits.withdrawMax);
    await deps.paymentPasswords.verify(member, input.paymentPassword);
    const earlier = await repo.findWithdrawalByRequest(db, merchant.id, member.id, input.requestId);
    if (earlier) return replay(earlier, input.payeeAccountId, amount);
    const payee = await repo.findPayee(db, member.id, input.payeeAccountId);
    if (!payee) throw new AppError('WALLET_PAYEE_UNKNOWN');
    const remaining = await deps.turnover.outstanding(member.id);
    if (remaining > 0n) {
      throw new AppError('WALLET_TURNOVER_REQUIRED', {
        params: { remaining: formatAmount(remaining) },
      });
    }
    const main = await ledger.memberAccountId(merchant, member.id, 'MAIN');
    const hold = await ledger.memberAccountId(merchant, member.id, 'HOLD');
    const row = await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      // Both wallets locked in id order first: the daily count below cannot race itself.
      await ledger.lockAccounts(t, [main, hold]);
      if ((await usedToday(member.id, timeZone, t)) >= limits.withdrawDailyCount) {
        throw new AppError('WALLET_DAILY_LIMIT', {
          params: { limit: String(limits.withdrawDailyCount) },
        });
      }
      const inserted = await repo.insertWithdrawal(t, {
        merchantId: merchant.id,
        memberId: member.id,
        orderNo: newOrderNo('W'),
        payeeAccountId: payee.id,
        bankName: payee.bankName,
        accountName: payee.accountName,
        accountNumber: payee.accountNumber,
        amount,
        requestId: input.requestId,
      });
      if (!inserted) return undefined;
      const posted = await ledger.postIn(t, {
        merchantId: merchant.id,
        kind: 'WITHDRAWAL',
        key: { source: 'WITHDRAWAL', externalId: inserted.orderNo, operation: 'HOLD' },
        memberId: member.id,
        reference: inserted.orderNo,
        lines: [
          { accountId: main, amount: -amount },
          { accountId: hold, amount },
        ],
      });
      return repo.moveWithdrawal(t, inserted.id, ['PENDING'], {
        holdTransactionId: posted.transactionId,
      });
    });
    if (!row) {
      // The same request committed in parallel: answer what it made.
      const first = await repo.findWithdrawalByRequest(db, merchant.id, member.id, input.requestId);
      return replay(first!, input.payeeAccountId, amount);
    }
    deps.onChange(merchant, member.id, { id: row.id, status: row.status });
    return memberView(row);
  }

  function replay(row: repo.WithdrawalRow, payeeAccountId: number, amount: bigint) {
    if (row.payeeAccountId !== payeeAccountId || row.amount !== amount) {
      throw new AppError('IDEMPOTENCY_CONFLICT');
    }
    return memberView(row);
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
      const t = tx as unknown as Db;
      const moved = await repo.moveWithdrawal(t, id, from, set);
      if (!moved) throw new AppError('WALLET_STATE_CONFLICT');
      await within?.(t, moved);
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

  // ------------------------------------------------------------ member steps

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
      const t = tx as unknown as Db;
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

  // ------------------------------------------------------------ operator steps

  /** `full`: the operator's role pays out, so it sees the payee account number whole. */
  function adminWire(
    row: repo.WithdrawalRow,
    username: string,
    proofIds: number[],
    full: boolean,
  ): AdminWithdrawal {
    return {
      id: row.id,
      orderNo: row.orderNo,
      memberId: row.memberId,
      username,
      amount: formatAmount(row.amount),
      bankName: row.bankName,
      accountName: row.accountName,
      accountNumber: full ? row.accountNumber : maskAccount(row.accountNumber),
      accountNumberMasked: !full,
      status: row.status as WithdrawalStatus,
      reason: row.reason,
      payoutReference: row.payoutReference,
      memberNote: row.memberNote,
      proofIds,
      autoConfirmed: row.autoConfirmed,
      confirmDeadline: row.confirmDeadline?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** The console's queue; payee account numbers whole only for `viewer.fullAccounts`. */
  async function listForConsole(
    merchantId: number,
    query: { pageNo: number; pageSize: number; status?: string | undefined },
    viewer: { fullAccounts: boolean },
  ): Promise<Page<AdminWithdrawal>> {
    const { rows, total } = await repo.pageWithdrawals(
      db,
      { merchantId, status: query.status },
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

  return {
    info,
    addPayee,
    removePayee,
    create,
    confirmReceived,
    reportNotReceived,
    confirmAll,
    listForMember,
    listForConsole,
    operatorStep,
    autoConfirmOverdue,
    proof: (merchantId: number, proofId: number) => repo.findProof(db, merchantId, proofId),
  };
}
