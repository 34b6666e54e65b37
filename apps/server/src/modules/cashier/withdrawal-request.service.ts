import type {
  PayeeAccount,
  PayeeAccountRequest,
  Withdrawal,
  WithdrawInfo,
  WithdrawRequest,
} from '@portal/contracts/wallet';
import { formatAmount } from '@portal/contracts/money';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { dayOf, dayStart } from '../../lib/zoned-day.ts';
import { amountWithin } from '../wallet/wallet-settings.ts';
import * as repo from './cashier.repo.ts';
import { newOrderNo } from './deposit.service.ts';
import type { WithdrawalSteps } from './withdrawal-step.ts';
import {
  MAX_PAYEE_ACCOUNTS,
  payeeToWire,
  type Merchant,
  type WithdrawalDeps,
  type WithdrawingMember,
} from './withdrawal-wire.ts';

const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The member asks: what they may withdraw, their payee accounts, and the request itself, which
 * holds the amount (main → hold) in the transaction that records the withdrawal.
 */
export function createWithdrawalRequests(deps: WithdrawalDeps, steps: WithdrawalSteps) {
  const { db, ledger } = deps;
  const { memberView } = steps;

  async function usedToday(memberId: number, timeZone: string, t: Db = db) {
    const since = dayStart(dayOf(new Date(), timeZone), timeZone);
    return repo.countWithdrawalsSince(t, memberId, since);
  }

  /** The white label's withdrawal limits, with the member's VIP level's where it sets them. */
  async function limitsFor(merchantId: number, memberId: number) {
    const [standard, level] = await Promise.all([
      deps.settings.limits(merchantId),
      deps.levelLimits?.(merchantId, memberId),
    ]);
    return {
      ...standard,
      withdrawMax: level?.withdrawMax ?? standard.withdrawMax,
      withdrawDailyCount: level?.withdrawDailyCount ?? standard.withdrawDailyCount,
    };
  }

  async function info(
    merchant: Merchant,
    member: WithdrawingMember,
    timeZone: string,
  ): Promise<WithdrawInfo> {
    const [limits, balance, turnover, payees, used] = await Promise.all([
      limitsFor(merchant.id, member.id),
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

  async function create(
    merchant: Merchant,
    member: WithdrawingMember,
    input: WithdrawRequest,
    timeZone: string,
  ): Promise<Withdrawal> {
    const limits = await limitsFor(merchant.id, member.id);
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
      const t = tx;
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

  return { info, addPayee, removePayee, create };
}
