import { randomUUID } from 'node:crypto';
import type {
  ConsolidatedFunds,
  GameTransferRequest,
  RecallResult,
} from '@portal/contracts/wallet';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { formatAmount, parseAmount } from '@portal/contracts/money';
import { movementHash, type LedgerService } from '../wallet/ledger.service.ts';
import { createGameTransfers } from './game-transfers.ts';
import * as positions from './positions.repo.ts';
import type { TransferWalletService } from './transfer-wallet.service.ts';

/**
 * Transfer-wallet vendors (money moves into the vendor before play). The games catalog will own
 * this list; until then it is the spec's footer vendors that work this way.
 */
export const TRANSFER_VENDORS: readonly string[] = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL'];

interface Merchant {
  id: number;
  currency: string;
  currencySymbol: string;
}

export type GameWalletService = ReturnType<typeof createGameWalletService>;

/**
 * The member's money at transfer-wallet vendors. Moving money in debits the main wallet and
 * credits the vendor's house account (PROVIDER:<code>); the member's share of it is their
 * position at that vendor, moved in the same transaction and never below zero.
 */
export function createGameWalletService(deps: {
  db: Db;
  ledger: LedgerService;
  onBalanceChange: (merchant: Merchant, memberId: number, balance?: bigint) => void;
  /** Vendors the catalog marks TRANSFER: money moves through the vendor's own transfer API. */
  vendorTransfers?: TransferWalletService | undefined;
  log?: FastifyBaseLogger | undefined;
  /** Transfer statements at once (1 on PGlite's one connection, a few on a pool). */
  lanes: number;
}) {
  const { db, ledger } = deps;
  const localTransfers = createGameTransfers({ db, lanes: deps.lanes, maxBatch: 32 });

  /** The transfer service when this vendor keeps the member's money itself. */
  async function viaVendor(merchantId: number, vendor: string) {
    const transfers = deps.vendorTransfers;
    if (!transfers) return undefined;
    return (await transfers.walletOf(merchantId, vendor)) === 'TRANSFER' ? transfers : undefined;
  }

  /**
   * Moves money between the main wallet and the member's position at a vendor the portal keeps
   * it for, both in one statement (game-transfers.ts); refused with WALLET_INSUFFICIENT_FUNDS when
   * the main wallet (IN) or the position (OUT) holds less. A repeated key answers the first move.
   */
  async function move(
    merchant: Merchant,
    memberId: number,
    vendor: string,
    direction: 'IN' | 'OUT',
    amount: bigint,
    externalId: string,
  ): Promise<{ replayed: boolean; balance: bigint }> {
    const main = await ledger.memberAccountId(merchant, memberId, 'MAIN');
    const house = await ledger.houseAccountId(merchant, `PROVIDER:${vendor}`);
    const delta = direction === 'IN' ? amount : -amount;
    const hash = movementHash({
      kind: 'GAME_TRANSFER',
      lines: [
        { accountId: main, amount: -delta },
        { accountId: house, amount: delta },
      ],
    });
    const result = await localTransfers.run({
      merchant: merchant.id,
      member: memberId,
      vendor,
      external: externalId,
      operation: direction,
      reference: `${direction === 'IN' ? '→' : '←'} ${vendor}`,
      hash,
      main,
      house,
      delta,
    });
    if (result.outcome === 'SHORT') throw new AppError('WALLET_INSUFFICIENT_FUNDS');
    if (result.requestHash !== hash) throw new AppError('IDEMPOTENCY_CONFLICT');
    return { replayed: result.outcome === 'REPLAY', balance: result.balance! };
  }

  async function transfer(
    merchant: Merchant,
    memberId: number,
    input: GameTransferRequest,
  ): Promise<RecallResult> {
    const amount = parseAmount(input.amount);
    const vendorSide = await viaVendor(merchant.id, input.vendor);
    if (!vendorSide && !TRANSFER_VENDORS.includes(input.vendor)) {
      throw new AppError('WALLET_VENDOR_UNKNOWN');
    }
    if (amount === null || amount <= 0n) throw new AppError('VALIDATION_FAILED');
    if (vendorSide) {
      await vendorSide.moveOrThrow(merchant, {
        memberId,
        vendor: input.vendor,
        direction: input.direction,
        amount,
        key: `${memberId}:${input.requestId}`,
      });
      return {
        recalled: formatAmount(amount),
        balance: formatAmount(await ledger.mainBalance(memberId)),
      };
    }
    const posted = await move(
      merchant,
      memberId,
      input.vendor,
      input.direction,
      amount,
      `${memberId}:${input.requestId}`,
    );
    if (!posted.replayed) deps.onBalanceChange(merchant, memberId, posted.balance);
    return { recalled: formatAmount(amount), balance: formatAmount(posted.balance) };
  }

  /** Brings everything back from the vendors (or one of them) into the main wallet. */
  async function recall(merchant: Merchant, memberId: number, vendor?: string) {
    if (
      vendor !== undefined &&
      !TRANSFER_VENDORS.includes(vendor) &&
      !(await viaVendor(merchant.id, vendor))
    ) {
      throw new AppError('WALLET_VENDOR_UNKNOWN');
    }
    let recalled = 0n;
    for (const held of await positions.vendorBalances(db, memberId)) {
      if (held.balance <= 0n || (vendor !== undefined && held.vendor !== vendor)) continue;
      const vendorSide = await viaVendor(merchant.id, held.vendor);
      if (vendorSide) {
        recalled += await recallFromVendor(vendorSide, merchant, memberId, held.vendor);
        continue;
      }
      // Keyed by the position's state: two recalls racing for it post once.
      const key = `recall:${memberId}:${held.vendor}:${held.version}`;
      try {
        const posted = await move(merchant, memberId, held.vendor, 'OUT', held.balance, key);
        if (!posted.replayed) recalled += held.balance;
      } catch (error) {
        // Another call moved this vendor's money first: nothing left to recall there.
        if (!(error instanceof AppError && error.code === 'WALLET_INSUFFICIENT_FUNDS')) throw error;
      }
    }
    if (recalled > 0n) deps.onBalanceChange(merchant, memberId);
    return {
      recalled: formatAmount(recalled),
      balance: formatAmount(await ledger.mainBalance(memberId)),
    };
  }

  /**
   * Brings back what the vendor says the member holds there. Two recalls at once both ask for
   * it; the vendor pays the first and refuses the second (insufficient funds), so it moves once.
   * A vendor that cannot answer now keeps the money until the next recall.
   */
  async function recallFromVendor(
    transfers: TransferWalletService,
    merchant: Merchant,
    memberId: number,
    vendor: string,
  ): Promise<bigint> {
    // A member who lost it all there holds nothing: the position says so from now on.
    const held = await transfers.refreshPosition(merchant, memberId, vendor);
    if (held === undefined || held <= 0n) return 0n;
    const outcome = await transfers.move(merchant, {
      memberId,
      vendor,
      direction: 'OUT',
      amount: held,
      key: `recall:${vendor}:${randomUUID()}`,
    });
    return outcome.state === 'SUCCESS' ? held : 0n;
  }

  /**
   * Before a REAL launch: money left at other transfer-wallet vendors comes back, and when the
   * game's vendor is one, the whole main balance moves there (the vendor plays against what it
   * holds). Best effort: a vendor that cannot answer keeps what it has, and the launch goes on.
   */
  async function prepareLaunch(merchant: Merchant, memberId: number, vendor: string) {
    const transfers = deps.vendorTransfers;
    if (!transfers) return;
    for (const held of await positions.vendorBalances(db, memberId)) {
      if (held.vendor === vendor || held.balance <= 0n) continue;
      if (!(await viaVendor(merchant.id, held.vendor))) continue;
      await recallFromVendor(transfers, merchant, memberId, held.vendor).catch((err: unknown) =>
        deps.log?.warn({ err, vendor: held.vendor }, 'recall before launch failed'),
      );
    }
    if (!(await viaVendor(merchant.id, vendor))) return;
    const main = await ledger.mainBalance(memberId);
    if (main <= 0n) return;
    await transfers
      .move(merchant, {
        memberId,
        vendor,
        direction: 'IN',
        amount: main,
        key: `launch:${vendor}:${randomUUID()}`,
      })
      .catch((err: unknown) => deps.log?.warn({ err, vendor }, 'transfer before launch failed'));
  }

  async function consolidated(merchant: Merchant, memberId: number): Promise<ConsolidatedFunds> {
    const [main, locked, vendors] = await Promise.all([
      ledger.mainBalance(memberId),
      ledger.holdBalance(memberId),
      positions.vendorBalances(db, memberId),
    ]);
    const open = vendors.filter((v) => v.balance !== 0n);
    const total = open.reduce((sum, v) => sum + v.balance, main + locked);
    return {
      main: formatAmount(main),
      locked: formatAmount(locked),
      vendors: open.map((v) => ({ vendor: v.vendor, balance: formatAmount(v.balance) })),
      total: formatAmount(total),
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
    };
  }

  return { transfer, recall, consolidated, prepareLaunch };
}
