import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { TransferRequest, TransferResponse } from '@portal/contracts/provider';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Job } from '../../lib/jobs.ts';
import { formatAmount, parseAmount } from '@portal/contracts/money';
import type { LedgerService } from '../wallet/ledger.service.ts';
import { playerIdOf } from './players.service.ts';
import * as positions from './positions.repo.ts';
import * as repo from './transfer-wallet.repo.ts';

interface Merchant {
  id: number;
  currency: string;
  currencySymbol: string;
}

/** The vendor's transfer API as the portal calls it (vendor-client.ts). */
export interface TransferPort {
  transfer(request: TransferRequest): Promise<TransferResponse>;
  transferStatus(vendor: string, reference: string): Promise<TransferResponse>;
  transferBalance(vendor: string, playerId: string, currency: string): Promise<string | undefined>;
}

export type Direction = 'IN' | 'OUT';

/** What became of a transfer, as far as the portal knows now. */
export interface TransferOutcome {
  state: repo.TransferState;
  direction: Direction;
  amount: bigint;
  /** The vendor's status (OK, INSUFFICIENT_FUNDS…; UNKNOWN while unanswered). */
  vendorStatus: string;
}

/** A fresh transfer is left to its own call this long before the resolver job asks about it. */
const FIRST_CHECK_AFTER_MS = 30_000;
const RESOLVE_BATCH = 50;
/** Longer than the vendor client waits for an answer: a younger transfer may still be in flight. */
const IN_FLIGHT_MS = 10_000;

/** The vendor's reference for a transfer: unique per portal, readable in both systems' logs. */
export const referenceOf = (id: number) => `vt-${id}`;

export type TransferWalletService = ReturnType<typeof createTransferWalletService>;

/**
 * Money to and from transfer-wallet vendors (the vendor keeps the player's balance while they
 * play). A transfer is written down before the vendor is asked, an IN together with its
 * main-wallet debit, so nothing is lost when the vendor's answer is: a lost answer leaves the
 * transfer PENDING, and the resolver job asks the vendor's status call until it learns SUCCESS
 * (settled as done) or FAILED/NOT_FOUND (an IN is refunded; the vendor keeps a reference it
 * reported NOT_FOUND from ever applying later). The member's position at the vendor is set to
 * the balance the vendor reports with each transfer.
 *
 * Locks, in this order: the transfer row, the member's main wallet (ledger), the position row.
 */
export function createTransferWalletService(deps: {
  db: Db;
  ledger: LedgerService;
  vendors: TransferPort;
  merchantById: (id: number) => Promise<Merchant>;
  onBalanceChange: (merchant: Merchant, memberId: number, balance?: bigint) => void;
  log?: FastifyBaseLogger | undefined;
  now?: () => Date;
}) {
  const { db, ledger } = deps;

  // How a vendor keeps members' money is catalog data no console action changes: read once a
  // minute per vendor, not on every transfer.
  const wallets = new LRUCache<string, { wallet: string | undefined }>({
    max: 10_000,
    ttl: 60_000,
  });
  async function walletOf(merchantId: number, vendor: string): Promise<string | undefined> {
    const key = `${merchantId}:${vendor}`;
    const known = wallets.get(key);
    if (known) return known.wallet;
    const wallet = await repo.vendorWallet(db, merchantId, vendor);
    wallets.set(key, { wallet });
    return wallet;
  }
  const now = deps.now ?? (() => new Date());

  const outcomeOf = (row: repo.VendorTransferRow): TransferOutcome => ({
    state: row.state as repo.TransferState,
    direction: row.direction as Direction,
    amount: row.amount,
    vendorStatus: row.vendorStatus ?? 'UNKNOWN',
  });

  /** Writes the transfer down (an IN with its debit); a replayed key answers the first row. */
  async function begin(
    merchant: Merchant,
    input: { memberId: number; vendor: string; direction: Direction; amount: bigint; key: string },
  ): Promise<{ row: repo.VendorTransferRow; fresh: boolean }> {
    const main = await ledger.memberAccountId(merchant, input.memberId, 'MAIN');
    const house = await ledger.houseAccountId(merchant, `PROVIDER:${input.vendor}`);
    return db.transaction(async (t) => {
      const row =
        (await repo.insert(t, {
          merchantId: merchant.id,
          memberId: input.memberId,
          vendor: input.vendor,
          requestKey: input.key,
          direction: input.direction,
          amount: input.amount,
          nextCheckAt: new Date(now().getTime() + FIRST_CHECK_AFTER_MS),
        })) ?? undefined;
      if (!row) {
        const first = await repo.findByKey(t, input.memberId, input.key);
        if (
          !first ||
          first.vendor !== input.vendor ||
          first.direction !== input.direction ||
          first.amount !== input.amount
        ) {
          throw new AppError('IDEMPOTENCY_CONFLICT');
        }
        return { row: first, fresh: false };
      }
      if (input.direction === 'IN') {
        await ledger.postIn(t, {
          merchantId: merchant.id,
          kind: 'GAME_TRANSFER',
          key: { source: 'GAME_TRANSFER', externalId: referenceOf(row.id), operation: 'IN' },
          memberId: input.memberId,
          reference: `→ ${input.vendor}`,
          lines: [
            { accountId: main, amount: -input.amount },
            { accountId: house, amount: input.amount },
          ],
        });
      }
      return { row, fresh: true };
    });
  }

  /**
   * Settles a transfer by the vendor's answer, once: SUCCESS completes it (an OUT credits the
   * main wallet), FAILED or NOT_FOUND fails it (an IN is refunded), UNKNOWN leaves it PENDING.
   */
  async function settle(
    merchant: Merchant,
    id: number,
    answer: TransferResponse,
  ): Promise<{ row: repo.VendorTransferRow; moved: boolean }> {
    const state = answer.state;
    const row = await db.transaction(async (t) => {
      const current = await repo.lock(t, id);
      if (!current) throw new Error(`vendor transfer ${id} vanished`);
      if (current.state !== 'PENDING') return { row: current, moved: false };
      if (state === 'UNKNOWN') {
        const wait = Math.min(5_000 * 2 ** Math.min(current.attempts, 10), 600_000);
        await repo.postpone(t, id, answer.status, new Date(now().getTime() + wait));
        return { row: { ...current, vendorStatus: answer.status }, moved: false };
      }
      const done = state === 'SUCCESS';
      const reported = answer.balance === undefined ? null : parseAmount(answer.balance);
      const position = {
        merchantId: current.merchantId,
        memberId: current.memberId,
        vendor: current.vendor,
      };
      const back = (current.direction === 'OUT') === done; // money returns to the main wallet
      if (back) {
        const main = await ledger.memberAccountId(merchant, current.memberId, 'MAIN', t);
        const house = await ledger.houseAccountId(merchant, `PROVIDER:${current.vendor}`, t);
        await ledger.postIn(t, {
          merchantId: merchant.id,
          kind: 'GAME_TRANSFER',
          key: {
            source: 'GAME_TRANSFER',
            externalId: referenceOf(id),
            operation: done ? 'OUT' : 'REFUND',
          },
          memberId: current.memberId,
          reference: done ? `← ${current.vendor}` : `↩ ${current.vendor}`,
          lines: [
            { accountId: house, amount: -current.amount },
            { accountId: main, amount: current.amount },
          ],
        });
      }
      if (done) {
        if (reported !== null) await positions.setPosition(t, position, reported);
        else {
          const sign = current.direction === 'IN' ? 1n : -1n;
          await positions.shiftPosition(t, position, sign * current.amount);
        }
      }
      const finalState = done ? 'SUCCESS' : 'FAILED';
      const vendorStatus = state === 'NOT_FOUND' ? 'NOT_FOUND' : answer.status;
      await repo.finish(t, id, { state: finalState, vendorStatus, vendorBalance: reported });
      return {
        row: { ...current, state: finalState, vendorStatus, vendorBalance: reported },
        moved: back,
      };
    });
    if (row.moved) deps.onBalanceChange(merchant, row.row.memberId);
    return row;
  }

  function ask(merchant: Merchant, row: repo.VendorTransferRow): Promise<TransferResponse> {
    return deps.vendors.transfer({
      reference: referenceOf(row.id),
      playerId: playerIdOf({ merchantId: merchant.id, memberId: row.memberId }),
      vendor: row.vendor,
      direction: row.direction as Direction,
      amount: formatAmount(row.amount),
      currency: merchant.currency,
    });
  }

  /**
   * Moves money between the main wallet and a transfer-wallet vendor, idempotent by `key`. A
   * replay of a transfer still PENDING asks the vendor's status before answering.
   */
  async function move(
    merchant: Merchant,
    input: { memberId: number; vendor: string; direction: Direction; amount: bigint; key: string },
  ): Promise<TransferOutcome> {
    const { row, fresh } = await begin(merchant, input);
    if (row.state !== 'PENDING') return outcomeOf(row);
    // A twin of a call still waiting for its vendor: asking the status now would make the
    // vendor give up on that call. Say PENDING; the caller retries or the job resolves it.
    if (!fresh && now().getTime() - row.createdAt.getTime() < IN_FLIGHT_MS) return outcomeOf(row);
    const answer = fresh
      ? await ask(merchant, row)
      : await deps.vendors.transferStatus(row.vendor, referenceOf(row.id));
    if (fresh && input.direction === 'IN') deps.onBalanceChange(merchant, input.memberId);
    return outcomeOf((await settle(merchant, row.id, answer)).row);
  }

  /** `move`, answered as the wallet API answers: the outcome, or the error a player reads. */
  async function moveOrThrow(
    merchant: Merchant,
    input: { memberId: number; vendor: string; direction: Direction; amount: bigint; key: string },
  ): Promise<TransferOutcome> {
    const outcome = await move(merchant, input);
    if (outcome.state === 'PENDING') throw new AppError('WALLET_TRANSFER_PENDING');
    if (outcome.state === 'FAILED') {
      const code =
        outcome.vendorStatus === 'INSUFFICIENT_FUNDS'
          ? 'WALLET_INSUFFICIENT_FUNDS'
          : outcome.vendorStatus === 'INTERNAL_ERROR'
            ? 'WALLET_VENDOR_UNAVAILABLE'
            : 'WALLET_TRANSFER_REFUSED';
      throw new AppError(code);
    }
    return outcome;
  }

  /** The member's balance at a vendor as the vendor reports it; undefined when it cannot say. */
  async function balanceAt(merchant: Merchant, memberId: number, vendor: string) {
    const answer = await deps.vendors.transferBalance(
      vendor,
      playerIdOf({ merchantId: merchant.id, memberId }),
      merchant.currency,
    );
    return answer === undefined ? undefined : (parseAmount(answer) ?? undefined);
  }

  /**
   * Sets the member's position to what the vendor reports holding now (after play the last
   * transfer's balance is stale); undefined, and nothing changed, when the vendor cannot say.
   */
  async function refreshPosition(merchant: Merchant, memberId: number, vendor: string) {
    const held = await balanceAt(merchant, memberId, vendor);
    if (held !== undefined) {
      await positions.setPosition(db, { merchantId: merchant.id, memberId, vendor }, held);
    }
    return held;
  }

  /** Asks the vendor about each claimed transfer and settles what it learns. */
  async function resolve(rows: repo.VendorTransferRow[]): Promise<number> {
    let settled = 0;
    for (const row of rows) {
      try {
        const merchant = await deps.merchantById(row.merchantId);
        const answer = await deps.vendors.transferStatus(row.vendor, referenceOf(row.id));
        const after = await settle(merchant, row.id, answer);
        if (after.row.state !== 'PENDING') settled += 1;
        else if (row.attempts >= 10) {
          deps.log?.warn({ transfer: row.id, vendor: row.vendor }, 'vendor transfer still unknown');
        }
      } catch (err) {
        deps.log?.error({ err, transfer: row.id }, 'vendor transfer not resolved');
      }
    }
    return settled;
  }

  /** One pass of the resolver, awaited (tests and the CLI): claim what is due, then ask. */
  async function resolvePending(at = now()): Promise<number> {
    const rows = await db.transaction((tx) => repo.claimDue(tx, at, RESOLVE_BATCH));
    return resolve(rows);
  }

  /**
   * The resolver job: claims due transfers inside the job's short transaction and asks the vendor
   * after it has committed, so no lock (nor PGlite's one connection) waits on a vendor.
   */
  const job: Job = {
    name: 'vendor-transfer-resolver',
    everyMs: 5_000,
    run: async (tx, at, afterCommit) => {
      const rows = await repo.claimDue(tx, at, RESOLVE_BATCH);
      if (rows.length > 0) afterCommit(() => void resolve(rows));
    },
  };

  return {
    move,
    moveOrThrow,
    balanceAt,
    refreshPosition,
    resolvePending,
    job,
    walletOf,
  };
}
