import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './ledger.repo.ts';

/** Who asked for a movement: unique per (source, external id, operation) within a white label. */
export interface IdempotencyKey {
  source: string;
  externalId: string;
  operation: string;
}

export interface Movement {
  merchantId: number;
  /** DEPOSIT, WITHDRAW_HOLD, BET, WIN, ADJUSTMENT, TRANSFER, … */
  kind: string;
  key: IdempotencyKey;
  /** Entries in minor units; they must sum to zero. */
  lines: { accountId: number; amount: bigint }[];
}

export interface Posted {
  transactionId: number;
  /** True when the key had been used before with the same movement: nothing moved now. */
  replayed: boolean;
}

function movementHash(movement: Movement): string {
  const lines = [...movement.lines]
    .sort((a, b) => a.accountId - b.accountId || Number(a.amount - b.amount))
    .map((l) => `${l.accountId}:${l.amount}`);
  return createHash('sha256')
    .update(`${movement.kind}|${lines.join(',')}`)
    .digest('hex');
}

export type LedgerService = ReturnType<typeof createLedgerService>;

/**
 * The double-entry ledger. Every movement is one database transaction: claim the idempotency
 * key, lock the member balances it touches in id order, refuse anything that would go negative,
 * move the balances and append the entries.
 */
export function createLedgerService(deps: { db: Db }) {
  /** Posts a movement once; a replay with the same content returns the first result. */
  async function post(movement: Movement): Promise<Posted> {
    if (movement.lines.length < 2) throw new Error('a movement needs at least two entries');
    if (movement.lines.some((l) => l.amount === 0n)) {
      throw new Error('zero entries are not allowed');
    }
    const sum = movement.lines.reduce((acc, l) => acc + l.amount, 0n);
    if (sum !== 0n) throw new Error(`unbalanced movement: entries sum to ${sum}`);
    const requestHash = movementHash(movement);

    return deps.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const transactionId = await repo.claimTransaction(db, {
        merchantId: movement.merchantId,
        kind: movement.kind,
        source: movement.key.source,
        externalId: movement.key.externalId,
        operation: movement.key.operation,
        requestHash,
      });
      if (transactionId === undefined) {
        const first = await repo.findTransaction(db, {
          merchantId: movement.merchantId,
          ...movement.key,
        });
        if (!first || first.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_CONFLICT');
        return { transactionId: first.id, replayed: true };
      }

      const deltas = new Map<number, bigint>();
      for (const line of movement.lines) {
        deltas.set(line.accountId, (deltas.get(line.accountId) ?? 0n) + line.amount);
      }
      const ids = [...deltas.keys()];
      const owners = await repo.accountOwners(db, ids);
      if (
        owners.length !== ids.length ||
        owners.some((a) => a.merchantId !== movement.merchantId)
      ) {
        throw new Error('a movement may only touch existing accounts of its own white label');
      }
      for (const account of await repo.lockMemberBalances(db, ids)) {
        const delta = deltas.get(account.id)!;
        if (account.balance! + delta < 0n) throw new AppError('WALLET_INSUFFICIENT_FUNDS');
        if (delta !== 0n) await repo.addToBalance(db, account.id, delta);
      }
      await repo.insertEntries(
        db,
        movement.lines.map((l) => ({ transactionId, accountId: l.accountId, amount: l.amount })),
      );
      return { transactionId, replayed: false };
    });
  }

  return {
    post,
    ensureMemberAccount: (
      merchantId: number,
      memberId: number,
      kind: 'MAIN' | 'HOLD',
      currency: string,
    ) => repo.ensureAccount(deps.db, { merchantId, memberId, kind, currency }),
    ensureHouseAccount: (merchantId: number, kind: string, currency: string) =>
      repo.ensureAccount(deps.db, { merchantId, memberId: null, kind, currency }),
    reconcile: (merchantId: number) => repo.reconcile(deps.db, merchantId),
    /** The member's main wallet balance in minor units. */
    mainBalance: (memberId: number) => repo.memberBalance(deps.db, memberId, 'MAIN'),
  };
}
