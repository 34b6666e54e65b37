import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { pgErrorCode } from '../../lib/pg-errors.ts';
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
  /** The member the movement is about, and what they see as its reference. */
  memberId?: number;
  reference?: string;
  /** Entries in minor units; they must sum to zero. */
  lines: { accountId: number; amount: bigint }[];
}

export interface Posted {
  transactionId: number;
  /** True when the key had been used before with the same movement: nothing moved now. */
  replayed: boolean;
  /** Member wallet balances right after this movement (empty for a replay). */
  balances: Map<number, bigint>;
}

/** The hash a movement's idempotency key is checked against (the same content replays). */
export function movementHash(movement: Pick<Movement, 'kind' | 'lines'>): string {
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
  function validate(movement: Movement): void {
    if (movement.lines.length < 2) throw new Error('a movement needs at least two entries');
    if (movement.lines.some((l) => l.amount === 0n)) {
      throw new Error('zero entries are not allowed');
    }
    const sum = movement.lines.reduce((acc, l) => acc + l.amount, 0n);
    if (sum !== 0n) throw new Error(`unbalanced movement: entries sum to ${sum}`);
  }

  /** Posts a movement once; a replay with the same content returns the first result. */
  async function post(movement: Movement): Promise<Posted> {
    // One statement: PostgreSQL runs it as its own transaction.
    return postIn(deps.db, movement);
  }

  /**
   * Posts a movement inside the caller's database transaction, so that a state change (a
   * withdrawal's status, a deposit's approval) and its money move commit or fail together.
   */
  async function postIn(db: Executor, movement: Movement): Promise<Posted> {
    validate(movement);
    const requestHash = movementHash(movement);
    const deltas = new Map<number, bigint>();
    for (const line of movement.lines) {
      deltas.set(line.accountId, (deltas.get(line.accountId) ?? 0n) + line.amount);
    }
    await checkOwners(db, movement.merchantId, [...deltas.keys()]);
    // Member wallets move in id order (the fixed lock order): each update locks its row and
    // refuses to go below zero in the same statement. House accounts keep no balance to lock.
    const wallets = [...deltas.keys()]
      .filter((id) => owners.get(id)!.member)
      .sort((a, b) => a - b)
      .map((accountId) => ({ accountId, delta: deltas.get(accountId)! }));
    const slotOf = new Map(wallets.map((w, i) => [w.accountId, i + 1]));
    let row: repo.PostRow;
    try {
      row = await repo.postMovement(db, {
        merchantId: movement.merchantId,
        kind: movement.kind,
        source: movement.key.source,
        externalId: movement.key.externalId,
        operation: movement.key.operation,
        memberId: movement.memberId ?? null,
        reference: movement.reference ?? null,
        requestHash,
        wallets,
        lines: movement.lines.map((l) => ({ ...l, slot: slotOf.get(l.accountId) ?? 0 })),
      });
    } catch (error) {
      if (pgErrorCode(error) === 'LD001') {
        throw new AppError('WALLET_INSUFFICIENT_FUNDS', { cause: error });
      }
      throw error;
    }
    if (row.replayed) {
      if (row.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_CONFLICT');
      return { transactionId: row.transactionId, replayed: true, balances: new Map() };
    }
    const balances = new Map(wallets.map((w, i) => [w.accountId, row.balances![i]!]));
    return { transactionId: row.transactionId, replayed: false, balances };
  }

  // Which white label an account belongs to never changes: remembered after the first check.
  const owners = new LRUCache<number, { merchantId: number; member: boolean }>({ max: 200_000 });
  async function checkOwners(db: Executor, merchantId: number, ids: number[]): Promise<void> {
    const unknown = ids.filter((id) => owners.get(id) === undefined);
    if (unknown.length > 0) {
      for (const row of await repo.accountOwners(db, unknown)) {
        owners.set(row.id, { merchantId: row.merchantId, member: row.memberId !== null });
      }
    }
    if (ids.some((id) => owners.get(id)?.merchantId !== merchantId)) {
      throw new Error('a movement may only touch existing accounts of its own white label');
    }
  }

  // Account ids never change once created: cache them so a movement costs no lookups.
  const accountIds = new LRUCache<string, number>({ max: 200_000 });
  async function accountId(
    merchantId: number,
    memberId: number | null,
    kind: string,
    currency: string,
    db: Executor,
  ): Promise<number> {
    const key = `${merchantId}:${memberId ?? '-'}:${kind}`;
    const cached = accountIds.get(key);
    if (cached !== undefined) return cached;
    const { row, created } = await repo.ensureAccountCreated(db, {
      merchantId,
      memberId,
      kind,
      currency,
    });
    // Created inside a caller's transaction, it exists only if that commits: remembered once seen
    // committed (a rolled-back account remembered would send later movements to nothing).
    if (!created || db === deps.db) accountIds.set(key, row.id);
    return row.id;
  }

  return {
    post,
    postIn,
    ensureMemberAccount: (
      merchantId: number,
      memberId: number,
      kind: 'MAIN' | 'HOLD',
      currency: string,
    ) => repo.ensureAccount(deps.db, { merchantId, memberId, kind, currency }),
    ensureHouseAccount: (merchantId: number, kind: string, currency: string) =>
      repo.ensureAccount(deps.db, { merchantId, memberId: null, kind, currency }),
    /**
     * The id of a member wallet (MAIN or HOLD), created on first use (through `db`, which is
     * the caller's transaction when there is one).
     */
    memberAccountId: (
      merchant: { id: number; currency: string },
      memberId: number,
      kind: 'MAIN' | 'HOLD',
      db: Executor = deps.db,
    ) => accountId(merchant.id, memberId, kind, merchant.currency, db),
    /** The id of a house account (CLEARING:BANK, PROVIDER:PG, BONUS_EXPENSE…), created on first use. */
    houseAccountId: (
      merchant: { id: number; currency: string },
      kind: string,
      db: Executor = deps.db,
    ) => accountId(merchant.id, null, kind, merchant.currency, db),
    reconcile: (merchantId: number) => repo.reconcile(deps.db, merchantId),
    /**
     * Pays many members from a house account in one go, inside the caller's transaction (a
     * job's payout): `repo.creditMany`, keyed (source, row's external id, operation).
     */
    creditManyIn: async (
      db: Executor,
      input: {
        merchant: { id: number; currency: string };
        kind: string;
        source: string;
        operation: string;
        fromHouse: string;
        rows: repo.CreditRows;
      },
    ) =>
      repo.creditMany(db, {
        merchantId: input.merchant.id,
        currency: input.merchant.currency,
        kind: input.kind,
        source: input.source,
        operation: input.operation,
        houseAccountId: await accountId(
          input.merchant.id,
          null,
          input.fromHouse,
          input.merchant.currency,
          db,
        ),
        rows: input.rows,
      }),
    /** The member's main wallet balance in minor units. */
    mainBalance: (memberId: number) => repo.memberBalance(deps.db, memberId, 'MAIN'),
    /** What is held for the member's withdrawals in progress. */
    holdBalance: (memberId: number) => repo.memberBalance(deps.db, memberId, 'HOLD'),
    /** The member's balance in one wallet, read inside a transaction after its lock. */
    balanceIn: (db: Executor, memberId: number, kind: 'MAIN' | 'HOLD') =>
      repo.memberBalance(db, memberId, kind),
    /** Locks the member's main wallet row (FOR NO KEY UPDATE) inside the caller's transaction. */
    lockAccounts: (db: Executor, ids: number[]) => repo.lockMemberBalances(db, ids),
  };
}
