import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  ledgerEntries,
  ledgerTransactions,
  turnoverRequirements,
  walletAccounts,
} from '../../db/schema/index.ts';

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

/**
 * What `creditMany` pays: a query giving, per row, `external_id` (text, unique within the batch
 * and the key's operation), `member_id`, `amount` (> 0 pays the member; < 0 takes back into the
 * house account, never more than the wallet holds: the caller prices it after locking the
 * wallets, as the bonus expiry job does), `reference` and `required` (the valid stake it adds to
 * the member's turnover requirements, 0 for none).
 */
export type CreditRows = SQL;

/**
 * Many movements of one kind in a fixed number of statements (a job's payout: rebates, cash
 * back, salaries), each exactly as `ledger_post` would write it: a transaction claimed by
 * (source, external id, operation) with the same request hash, the house account's debit, the
 * member wallet's credit with its balance after, and a turnover requirement where `required` > 0.
 * Rows whose key was used before are skipped (never paid twice). Member wallets are created where
 * missing and locked in id order (the fixed lock order) before they move. A member may have
 * several rows (a jump over VIP levels): their credits follow one another in transaction order.
 *
 * The batch is first written to a temporary table and analysed, so the planner knows its size:
 * the rows to pay have just been written in this transaction, and estimates from the tables'
 * statistics would pick plans fit for one row (nested loops) for a hundred thousand.
 * Returns, per row paid, the transaction and the member's balance after.
 */
export async function creditMany(
  db: Executor,
  input: {
    merchantId: number;
    currency: string;
    kind: string;
    source: string;
    operation: string;
    houseAccountId: number;
    rows: CreditRows;
  },
): Promise<{ externalId: string; memberId: number; transactionId: number; balance: bigint }[]> {
  const { merchantId, kind, source, operation, houseAccountId: house, rows } = input;
  await db.execute(sql`drop table if exists pg_temp.ledger_credit_batch`);
  await db.execute(sql`
    create temporary table ledger_credit_batch on commit drop as
    select r.external_id::text as external_id, r.member_id::bigint as member_id,
      r.amount::bigint as amount, r.reference::text as reference,
      r.required::bigint as required,
      nextval(pg_get_serial_sequence('ledger_transactions', 'id')) as transaction_id
    from (${rows}) r`);
  await db.execute(sql`analyze pg_temp.ledger_credit_batch`);
  await db.execute(sql`
    delete from ledger_credit_batch b using ${ledgerTransactions} t
    where t.merchant_id = ${merchantId} and t.source = ${source}
      and t.external_id = b.external_id and t.operation = ${operation}`);
  await db.execute(sql`
    insert into ${walletAccounts} (merchant_id, member_id, kind, currency, balance)
    select ${merchantId}, b.member_id, 'MAIN', ${input.currency}, 0 from ledger_credit_batch b
    on conflict do nothing`);
  await db.execute(sql`
    select w.id from ${walletAccounts} w
    where w.merchant_id = ${merchantId} and w.kind = 'MAIN'
      and w.member_id in (select b.member_id from ledger_credit_batch b)
    order by w.id for no key update`);
  // Locked: the balances read here are the ones each credit adds to. The request hash is
  // ledger.service's movementHash: kind|lines sorted by account id.
  const result = (await db.execute(sql`
    with pending as materialized (
      select b.*, w.id as account_id,
        w.balance + sum(b.amount) over (partition by w.id order by b.transaction_id)
          as balance_after
      from ledger_credit_batch b
      join ${walletAccounts} w
        on w.merchant_id = ${merchantId} and w.member_id = b.member_id and w.kind = 'MAIN'
    ),
    tx as (
      insert into ${ledgerTransactions}
        (id, merchant_id, kind, source, external_id, operation, member_id, reference,
         request_hash)
      overriding system value
      select p.transaction_id, ${merchantId}, ${kind}, ${source}, p.external_id, ${operation},
        p.member_id, p.reference,
        encode(sha256(convert_to(${kind} || '|' || case when ${house}::bigint < p.account_id
          then ${house}::bigint || ':' || -p.amount || ',' || p.account_id || ':' || p.amount
          else p.account_id || ':' || p.amount || ',' || ${house}::bigint || ':' || -p.amount
          end, 'UTF8')), 'hex')
      from pending p
    ),
    moved as (
      update ${walletAccounts} w set balance = last.balance_after
      from (
        select distinct on (account_id) account_id, balance_after from pending
        order by account_id, transaction_id desc
      ) last
      where w.id = last.account_id
    ),
    entries as (
      insert into ${ledgerEntries} (transaction_id, account_id, amount, balance_after)
      select p.transaction_id, p.account_id, p.amount, p.balance_after from pending p
      union all
      select p.transaction_id, ${house}::bigint, -p.amount, null from pending p
    ),
    required as (
      insert into ${turnoverRequirements}
        (merchant_id, member_id, source_kind, transaction_id, required, remaining)
      select ${merchantId}, p.member_id, 'BONUS', p.transaction_id, p.required, p.required
      from pending p where p.required > 0
    )
    select p.external_id, p.member_id, p.transaction_id, p.balance_after::text as balance
    from pending p`)) as {
    rows: {
      external_id: string;
      member_id: number | string;
      transaction_id: number | string;
      balance: string;
    }[];
  };
  return result.rows.map((r) => ({
    externalId: r.external_id,
    memberId: Number(r.member_id),
    transactionId: Number(r.transaction_id),
    balance: BigInt(r.balance),
  }));
}
