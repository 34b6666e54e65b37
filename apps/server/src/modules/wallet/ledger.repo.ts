import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ledgerEntries, ledgerTransactions, walletAccounts } from '../../db/schema/index.ts';

export type AccountRow = typeof walletAccounts.$inferSelect;

/** Creates the account if missing and returns it (member wallets start at zero). */
export async function ensureAccount(
  db: Executor,
  values: { merchantId: number; memberId: number | null; kind: string; currency: string },
): Promise<AccountRow> {
  return (await ensureAccountCreated(db, values)).row;
}

/** The account, and whether this call created it (so it exists only once `db` commits). */
export async function ensureAccountCreated(
  db: Executor,
  values: { merchantId: number; memberId: number | null; kind: string; currency: string },
): Promise<{ row: AccountRow; created: boolean }> {
  const [inserted] = await db
    .insert(walletAccounts)
    .values({ ...values, balance: values.memberId === null ? null : 0n })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { row: inserted, created: true };
  const [row] = await db
    .select()
    .from(walletAccounts)
    .where(
      and(
        eq(walletAccounts.merchantId, values.merchantId),
        eq(walletAccounts.kind, values.kind),
        values.memberId === null
          ? isNull(walletAccounts.memberId)
          : eq(walletAccounts.memberId, values.memberId),
      ),
    );
  return { row: row!, created: false };
}

export interface PostRow {
  transactionId: number;
  replayed: boolean;
  requestHash: string;
  /** Balances of the moved member wallets, in the order they were given (null for a replay). */
  balances: bigint[] | null;
}

/** A PostgreSQL array literal of integers. */
const intArray = (xs: readonly (number | bigint)[]) => `{${xs.join(',')}}`;

/**
 * One movement in one statement, the SQL function `ledger_post` (migration 0007): claims the
 * key, moves the member wallets in the order given, appends the entries. A wallet that would go
 * below zero raises SQLSTATE LD001.
 */
export async function postMovement(
  db: Executor,
  values: {
    merchantId: number;
    kind: string;
    source: string;
    externalId: string;
    operation: string;
    memberId: number | null;
    reference: string | null;
    requestHash: string;
    wallets: { accountId: number; delta: bigint }[];
    lines: { accountId: number; amount: bigint; slot: number }[];
  },
): Promise<PostRow> {
  const result = await db.execute(sql`
    select transaction_id, replayed, request_hash, balances::text as balances
    from ledger_post(
      ${values.merchantId}::integer, ${values.kind}, ${values.source}, ${values.externalId},
      ${values.operation}, ${values.memberId}::bigint, ${values.reference}::text,
      ${values.requestHash},
      ${intArray(values.wallets.map((w) => w.accountId))}::bigint[],
      ${intArray(values.wallets.map((w) => w.delta))}::bigint[],
      ${intArray(values.lines.map((l) => l.accountId))}::bigint[],
      ${intArray(values.lines.map((l) => l.amount))}::bigint[],
      ${intArray(values.lines.map((l) => l.slot))}::integer[])`);
  const row = (
    result as {
      rows: {
        transaction_id: string | number;
        replayed: boolean;
        request_hash: string;
        balances: string | null;
      }[];
    }
  ).rows[0]!;
  return {
    transactionId: Number(row.transaction_id),
    replayed: row.replayed,
    requestHash: row.request_hash,
    balances:
      row.balances === null
        ? null
        : row.balances
            .slice(1, -1)
            .split(',')
            .filter((x) => x !== '')
            .map((x) => BigInt(x)),
  };
}

/** The owners of these accounts, read without locking. */
export function accountOwners(db: Executor, accountIds: number[]) {
  return db
    .select({
      id: walletAccounts.id,
      merchantId: walletAccounts.merchantId,
      memberId: walletAccounts.memberId,
    })
    .from(walletAccounts)
    .where(inArray(walletAccounts.id, accountIds));
}

/**
 * Locks the member balance rows among these accounts, in id order (the fixed order that avoids
 * deadlocks). House accounts are never locked: they keep no running balance.
 */
export function lockMemberBalances(db: Executor, accountIds: number[]) {
  return db
    .select({ id: walletAccounts.id, balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(and(inArray(walletAccounts.id, accountIds), sql`${walletAccounts.memberId} is not null`))
    .orderBy(walletAccounts.id)
    .for('no key update');
}

/** Reconciliation: transactions whose entries do not sum to zero, and wallets off their entries. */
export async function reconcile(db: Executor, merchantId: number) {
  const unbalanced = await db
    .select({
      transactionId: ledgerEntries.transactionId,
      sum: sql<string>`sum(${ledgerEntries.amount})`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(eq(ledgerTransactions.merchantId, merchantId))
    .groupBy(ledgerEntries.transactionId)
    .having(sql`sum(${ledgerEntries.amount}) <> 0`);
  const drift = await db
    .select({
      accountId: walletAccounts.id,
      balance: walletAccounts.balance,
      entries: sql<string>`coalesce((select sum(e.amount) from ledger_entries e where e.account_id = ${walletAccounts.id}), 0)`,
    })
    .from(walletAccounts)
    .where(
      and(
        eq(walletAccounts.merchantId, merchantId),
        sql`${walletAccounts.memberId} is not null`,
        sql`${walletAccounts.balance} <> coalesce((select sum(e.amount) from ledger_entries e where e.account_id = ${walletAccounts.id}), 0)`,
      ),
    );
  const [total] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(eq(ledgerTransactions.merchantId, merchantId));
  return { unbalanced, drift, total: BigInt(total?.sum ?? '0') };
}

/** Every white label that has ledger accounts. */
export async function listMerchantIds(db: Executor): Promise<number[]> {
  const rows = await db.selectDistinct({ id: walletAccounts.merchantId }).from(walletAccounts);
  return rows.map((r) => r.id);
}

/** A member's balance in one of their wallets (0 when the wallet does not exist yet). */
export async function memberBalance(db: Executor, memberId: number, kind: string): Promise<bigint> {
  const [row] = await db
    .select({ balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.memberId, memberId), eq(walletAccounts.kind, kind)));
  return row?.balance ?? 0n;
}
