import type { z } from 'zod';
import type {
  TransferRequest,
  TransferResponse,
  TransferStatusRequestSchema,
} from '@portal/contracts/provider';
import { formatAmount, parseAmount } from '@portal/contracts/money';

type TransferStatusRequest = z.infer<typeof TransferStatusRequestSchema>;

/** What the next transfers do wrong, for tests of the portal's UNKNOWN handling. */
export interface TransferFault {
  /**
   * DELAY: applied, but answered only after `delayMs` (longer than the portal waits).
   * FAIL: not applied, answered 500.
   */
  mode: 'DELAY' | 'FAIL';
  /** How many of the next transfers (status queries excluded). */
  count: number;
  delayMs: number;
}

interface Recorded {
  fingerprint: string;
  response: TransferResponse;
}

/** A transfer's answer and, under a fault, how to deliver it. */
export type TransferOutcome =
  | { kind: 'ANSWER'; response: TransferResponse }
  | { kind: 'DELAYED'; response: TransferResponse; delayMs: number }
  | { kind: 'FAILED' };

/**
 * Transfer-wallet mode: the player's money at this vendor, per (vendor, player, currency), in
 * memory. Transfers are idempotent by (vendor, reference): the same reference with the same data
 * answers the first answer again, with other data DUPLICATE_TRANSACTION. A status query for a
 * reference never seen is remembered, so that transfer, if it arrives late, fails instead of
 * moving money the portal has already given up on.
 */
export class TransferWallets {
  private readonly balances = new Map<string, bigint>();
  private readonly transfers = new Map<string, Recorded>();
  private readonly givenUp = new Set<string>();
  private fault: TransferFault | undefined;

  /** Sets (or with count 0 clears) the fault for the next transfers. */
  setFault(fault: TransferFault | undefined): void {
    this.fault = fault && fault.count > 0 ? { ...fault } : undefined;
  }

  currentFault(): TransferFault | undefined {
    return this.fault ? { ...this.fault } : undefined;
  }

  /** The player's balance at a vendor (minor units). */
  balanceOf(vendor: string, playerId: string, currency: string): bigint {
    return this.balances.get(`${vendor}|${playerId}|${currency}`) ?? 0n;
  }

  /**
   * Play in transfer-wallet mode: takes a stake from the player's balance here (false when it
   * is short) or pays a win into it. The portal is not called; it sees the balance by
   * `/transfer/balance` and gets the money back by a transfer OUT.
   */
  debit(vendor: string, playerId: string, currency: string, amount: bigint): boolean {
    const key = `${vendor}|${playerId}|${currency}`;
    const balance = this.balances.get(key) ?? 0n;
    if (amount > balance) return false;
    this.balances.set(key, balance - amount);
    return true;
  }

  credit(vendor: string, playerId: string, currency: string, amount: bigint): bigint {
    const key = `${vendor}|${playerId}|${currency}`;
    const next = (this.balances.get(key) ?? 0n) + amount;
    this.balances.set(key, next);
    return next;
  }

  /** Applies (or replays) one transfer. */
  transfer(request: TransferRequest): TransferOutcome {
    const key = `${request.vendor}|${request.reference}`;
    const fingerprint = JSON.stringify([
      request.playerId,
      request.direction,
      request.amount,
      request.currency,
    ]);
    const recorded = this.transfers.get(key);
    if (recorded) {
      if (recorded.fingerprint !== fingerprint) {
        return {
          kind: 'ANSWER',
          response: { status: 'DUPLICATE_TRANSACTION', state: 'FAILED' },
        };
      }
      return { kind: 'ANSWER', response: recorded.response };
    }
    const fault = this.takeFault();
    if (fault?.mode === 'FAIL') return { kind: 'FAILED' };
    const response = this.apply(request);
    this.transfers.set(key, { fingerprint, response });
    if (fault?.mode === 'DELAY') return { kind: 'DELAYED', response, delayMs: fault.delayMs };
    return { kind: 'ANSWER', response };
  }

  /** What became of a transfer: SUCCESS or FAILED as answered, NOT_FOUND if it never came. */
  status(request: TransferStatusRequest): TransferResponse {
    const key = `${request.vendor}|${request.reference}`;
    const recorded = this.transfers.get(key);
    if (recorded) return { ...recorded.response, status: 'OK' };
    this.givenUp.add(key);
    return { status: 'OK', state: 'NOT_FOUND' };
  }

  private apply(request: TransferRequest): TransferResponse {
    const walletKey = `${request.vendor}|${request.playerId}|${request.currency}`;
    const balance = this.balances.get(walletKey) ?? 0n;
    const amount = parseAmount(request.amount) ?? 0n;
    if (this.givenUp.has(`${request.vendor}|${request.reference}`)) {
      return { status: 'TRANSACTION_ROLLED_BACK', state: 'FAILED', balance: formatAmount(balance) };
    }
    if (amount <= 0n) {
      return { status: 'BAD_REQUEST', state: 'FAILED', balance: formatAmount(balance) };
    }
    if (request.direction === 'OUT' && amount > balance) {
      return { status: 'INSUFFICIENT_FUNDS', state: 'FAILED', balance: formatAmount(balance) };
    }
    const next = request.direction === 'IN' ? balance + amount : balance - amount;
    this.balances.set(walletKey, next);
    return { status: 'OK', state: 'SUCCESS', balance: formatAmount(next) };
  }

  private takeFault(): TransferFault | undefined {
    const fault = this.fault;
    if (!fault) return undefined;
    fault.count -= 1;
    if (fault.count <= 0) this.fault = undefined;
    return fault;
  }
}
