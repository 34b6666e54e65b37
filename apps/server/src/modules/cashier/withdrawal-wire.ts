import type { AdminWithdrawal } from '@portal/contracts/admin-wallet';
import type { PayeeAccount, Withdrawal, WithdrawalStatus } from '@portal/contracts/wallet';
import { formatAmount } from '@portal/contracts/money';
import type { Db } from '../../db/client.ts';
import type { LedgerService } from '../wallet/ledger.service.ts';
import type { PaymentPasswords } from '../wallet/payment-password.ts';
import type { TurnoverService } from '../wallet/turnover.service.ts';
import type { WalletSettingsService } from '../wallet/wallet-settings.ts';
import type * as repo from './cashier.repo.ts';
import type { NoticeWriter } from '../messages/messages.service.ts';

export interface Merchant {
  id: number;
  currency: string;
  currencySymbol: string;
}

export interface WithdrawingMember {
  id: number;
  payeeName: string | null;
  paymentPasswordHash: string | null;
}

/** What every withdrawal use case is built from. */
export interface WithdrawalDeps {
  db: Db;
  ledger: LedgerService;
  turnover: TurnoverService;
  settings: WalletSettingsService;
  paymentPasswords: PaymentPasswords;
  /**
   * The member's VIP level's withdrawal limits, where the level sets its own (null: the white
   * label's standard).
   */
  levelLimits?: (
    merchantId: number,
    memberId: number,
  ) => Promise<{ withdrawMax: bigint | null; withdrawDailyCount: number | null }>;
  setPayeeName: (memberId: number, name: string) => Promise<void>;
  onChange: (merchant: Merchant, memberId: number, event: { id: number; status: string }) => void;
  /** The member's message that a withdrawal was paid or returned, in the step's transaction. */
  notice?: NoticeWriter | undefined;
}

export const MAX_PAYEE_ACCOUNTS = 5;

/** The last four of an account number, the rest as dots (at most eight). */
export const maskAccount = (n: string) =>
  `${'•'.repeat(Math.max(0, Math.min(n.length - 4, 8)))}${n.slice(-4)}`;

export function payeeToWire(p: repo.PayeeRow): PayeeAccount {
  return {
    id: p.id,
    bankName: p.bankName,
    accountName: p.accountName,
    accountNumberMasked: maskAccount(p.accountNumber),
    createdAt: p.createdAt.toISOString(),
  };
}

export function toWire(w: repo.WithdrawalRow, proofCount: number): Withdrawal {
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

/**
 * The console's view of a withdrawal. `full`: the operator's role pays out, so it sees the payee
 * account number whole.
 */
export function adminWire(
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
