import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerEntries, ledgerTransactions, walletAccounts } from '../../db/schema/index.ts';

export type AccountRow = typeof walletAccounts.$inferSelect;

/** Creates the account if missing and returns it (member wallets start at zero). */
export async function ensureAccount(
  db: Db,
  values: { merchantId: number; memberId: number | null; kind: string; currency: string },
): Promise<AccountRow> {
  await db
    .insert(walletAccounts)
    .values({ ...values, balance: values.memberId === null ? null : 0n })
    .onConflictDoNothing();
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
  return row!;
}

/** Claims an idempotency key; the new transaction id, or undefined when it was claimed before. */
export async function claimTransaction(db: Db, values: typeof ledgerTransactions.$inferInsert) {
  const rows = await db
    .insert(ledgerTransactions)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: ledgerTransactions.id });
  return rows[0]?.id;
}

export async function findTransaction(
  db: Db,
  key: { merchantId: number; source: string; externalId: string; operation: string },
) {
  const [row] = await db
    .select()
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.merchantId, key.merchantId),
        eq(ledgerTransactions.source, key.source),
        eq(ledgerTransactions.externalId, key.externalId),
        eq(ledgerTransactions.operation, key.operation),
      ),
    );
  return row;
}

/** The owners of these accounts, read without locking. */
export function accountOwners(db: Db, accountIds: number[]) {
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
export function lockMemberBalances(db: Db, accountIds: number[]) {
  return db
    .select({ id: walletAccounts.id, balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(and(inArray(walletAccounts.id, accountIds), sql`${walletAccounts.memberId} is not null`))
    .orderBy(walletAccounts.id)
    .for('no key update');
}

/**
 * Adds to a member wallet unless that would take it below zero; the new balance, or undefined
 * when refused. The update takes the row lock itself.
 */
export async function applyDelta(db: Db, accountId: number, delta: bigint) {
  const [row] = await db
    .update(walletAccounts)
    .set({ balance: sql`${walletAccounts.balance} + ${delta}` })
    .where(and(eq(walletAccounts.id, accountId), sql`${walletAccounts.balance} + ${delta} >= 0`))
    .returning({ balance: walletAccounts.balance });
  return row?.balance ?? undefined;
}

export async function insertEntries(db: Db, rows: (typeof ledgerEntries.$inferInsert)[]) {
  await db.insert(ledgerEntries).values(rows);
}

/** Reconciliation: transactions whose entries do not sum to zero, and wallets off their entries. */
export async function reconcile(db: Db, merchantId: number) {
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
export async function listMerchantIds(db: Db): Promise<number[]> {
  const rows = await db.selectDistinct({ id: walletAccounts.merchantId }).from(walletAccounts);
  return rows.map((r) => r.id);
}

/** A member's balance in one of their wallets (0 when the wallet does not exist yet). */
export async function memberBalance(db: Db, memberId: number, kind: string): Promise<bigint> {
  const [row] = await db
    .select({ balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.memberId, memberId), eq(walletAccounts.kind, kind)));
  return row?.balance ?? 0n;
}
