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
import type { LedgerService } from './ledger.service.ts';
import type { PaymentPasswords } from './payment-password.ts';
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
  paymentPasswordHash: string | null;
}

export type TransferService = ReturnType<typeof createTransferService>;

/** Member → upline and agent → direct downline transfers: one ledger transaction, both sides. */
export function createTransferService(deps: {
  db: Db;
  ledger: LedgerService;
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
  ): Promise<TransferResult> {
    const limits = await deps.settings.limits(merchant.id);
    const amount = amountWithin(input.amount, limits.transferMin, limits.transferMax);
    await deps.paymentPasswords.verify(payer, input.paymentPassword);
    const [from, to] = await Promise.all([
      ledger.memberAccountId(merchant, payer.id, 'MAIN'),
      ledger.memberAccountId(merchant, payee.id, 'MAIN'),
    ]);
    const posted = await ledger.post({
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

  async function toUpline(merchant: Merchant, payer: Payer, input: TransferUplineRequest) {
    const upline =
      payer.uplineId === null ? undefined : await repo.findMember(db, merchant.id, payer.uplineId);
    if (!upline) throw new AppError('WALLET_NO_UPLINE');
    return send(merchant, payer, upline, input, 'UPLINE');
  }

  async function toDownline(merchant: Merchant, payer: Payer, input: TransferDownlineRequest) {
    if (!isAgentType(payer.type)) throw new AppError('AUTH_NOT_AGENT');
    const downline = await repo.findMemberByUsername(db, merchant.id, input.downline);
    if (!downline || downline.uplineId !== payer.id) throw new AppError('WALLET_NOT_DOWNLINE');
    return send(merchant, payer, downline, input, 'DOWNLINE');
  }

  return { info, toUpline, toDownline };
}
