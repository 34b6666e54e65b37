import { isAgentType } from '@portal/contracts/auth';
import type {
  TransferDownlineRequest,
  TransferInfo,
  TransferResult,
  TransferUplineRequest,
} from '@portal/contracts/wallet';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { formatAmount } from '@portal/contracts/money';
import { dayOf } from '../../lib/zoned-day.ts';
import type { LedgerService } from './ledger.service.ts';
import type { PaymentPasswords } from './payment-password.ts';
import type { TurnoverService } from './turnover.service.ts';
import { amountWithin, type WalletSettingsService } from './wallet-settings.ts';
import * as repo from './wallet.repo.ts';

interface Merchant {
  id: number;
  currency: string;
  currencySymbol: string;
}

interface Payer {
  id: number;
  type: number;
  username: string;
  uplineId: number | null;
  /** The payer's place in the upline tree (members.tree_path). */
  treePath: string;
  paymentPasswordHash: string | null;
}

export type TransferService = ReturnType<typeof createTransferService>;

/**
 * Member → direct upline and agent → any member under it in its tree. Each transfer is one
 * database transaction: the ledger movement (both sides), the payer's daily total against the
 * white label's daily cap and, for money an agent gives, the receiver's 1× turnover requirement.
 */
export function createTransferService(deps: {
  db: Db;
  ledger: LedgerService;
  turnover: TurnoverService;
  settings: WalletSettingsService;
  paymentPasswords: PaymentPasswords;
  onBalanceChange: (merchant: Merchant, memberId: number) => void;
}) {
  const { db, ledger } = deps;

  async function info(merchant: Merchant, payer: Payer): Promise<TransferInfo> {
    const [limits, balance, upline, downlines] = await Promise.all([
      deps.settings.limits(merchant.id),
      ledger.mainBalance(payer.id),
      payer.uplineId === null ? undefined : repo.findMember(db, merchant.id, payer.uplineId),
      isAgentType(payer.type) ? repo.listDownlines(db, merchant.id, payer.id, 200) : [],
    ]);
    return {
      balance: formatAmount(balance),
      min: formatAmount(limits.transferMin),
      max: formatAmount(limits.transferMax),
      upline: upline?.username ?? null,
      downlines,
      hasPaymentPassword: payer.paymentPasswordHash !== null,
      currencySymbol: merchant.currencySymbol,
    };
  }

  async function send(
    merchant: Merchant,
    payer: Payer,
    payee: { id: number; username: string },
    input: TransferUplineRequest,
    operation: 'UPLINE' | 'DOWNLINE',
    timeZone: string,
  ): Promise<TransferResult> {
    const limits = await deps.settings.limits(merchant.id);
    const amount = amountWithin(input.amount, limits.transferMin, limits.transferMax);
    await deps.paymentPasswords.verify(payer, input.paymentPassword);
    const [from, to] = await Promise.all([
      ledger.memberAccountId(merchant, payer.id, 'MAIN'),
      ledger.memberAccountId(merchant, payee.id, 'MAIN'),
    ]);
    const day = dayOf(new Date(), timeZone);
    const posted = await db.transaction(async (tx) => {
      // The movement first: it locks both wallets in id order (the ledger's lock order), so the
      // payer's transfers are counted below one after another, and a replay (same requestId)
      // answers what it made without counting or requiring anything again.
      const moved = await ledger.postIn(tx, {
        merchantId: merchant.id,
        kind: 'TRANSFER',
        key: { source: 'TRANSFER', externalId: `${payer.id}:${input.requestId}`, operation },
        memberId: payer.id,
        reference: `${payer.username} → ${payee.username}`,
        lines: [
          { accountId: from, amount: -amount },
          { accountId: to, amount },
        ],
      });
      if (moved.replayed) return moved;
      // Every transfer out counts, cap or none: a cap set at noon counts the morning's too.
      const today = await repo.addTransferredOut(tx, {
        merchantId: merchant.id,
        memberId: payer.id,
        day,
        amount,
      });
      const cap = limits.transferDailyMax;
      if (cap > 0n && today > cap) {
        // Thrown inside the transaction: the movement and the count roll back with it.
        const before = today - amount;
        throw new AppError('WALLET_TRANSFER_DAILY_CAP', {
          params: {
            limit: formatAmount(cap),
            remaining: formatAmount(before < cap ? cap - before : 0n),
          },
        });
      }
      if (operation === 'DOWNLINE') {
        // Money an agent gives must be played once (1×) before the receiver may withdraw it.
        await deps.turnover.attachIn(tx, {
          merchantId: merchant.id,
          memberId: payee.id,
          sourceKind: 'TRANSFER',
          transactionId: moved.transactionId,
          amount,
          centiMultiplier: 100,
        });
      }
      return moved;
    });
    if (!posted.replayed) {
      deps.onBalanceChange(merchant, payer.id);
      deps.onBalanceChange(merchant, payee.id);
    }
    return {
      transactionId: posted.transactionId,
      amount: formatAmount(amount),
      counterparty: payee.username,
      balance: formatAmount(await ledger.mainBalance(payer.id)),
    };
  }

  async function toUpline(
    merchant: Merchant,
    payer: Payer,
    input: TransferUplineRequest,
    timeZone: string,
  ) {
    const upline =
      payer.uplineId === null ? undefined : await repo.findMember(db, merchant.id, payer.uplineId);
    if (!upline) throw new AppError('WALLET_NO_UPLINE');
    return send(merchant, payer, upline, input, 'UPLINE', timeZone);
  }

  /** To any member under the agent in its own tree (any depth); never itself or outside it. */
  async function toDownline(
    merchant: Merchant,
    payer: Payer,
    input: TransferDownlineRequest,
    timeZone: string,
  ) {
    if (!isAgentType(payer.type)) throw new AppError('AUTH_NOT_AGENT');
    // A path is '/…/<id>/'; an empty one (never written by the trigger) would range over all.
    const downline = payer.treePath.startsWith('/')
      ? await repo.findMemberUnder(db, merchant.id, payer.treePath, input.downline)
      : undefined;
    if (!downline) throw new AppError('WALLET_NOT_DOWNLINE');
    return send(merchant, payer, downline, input, 'DOWNLINE', timeZone);
  }

  return { info, toUpline, toDownline };
}
