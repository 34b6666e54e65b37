import { and, asc, desc, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  deposits,
  members,
  merchants,
  payeeAccounts,
  paymentMethods,
  withdrawalProofs,
  withdrawals,
} from '../../db/schema/index.ts';
import { likeLiteral } from '../../lib/sql-like.ts';

export type MethodRow = typeof paymentMethods.$inferSelect;
export type DepositRow = typeof deposits.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type PayeeRow = typeof payeeAccounts.$inferSelect;

// ---------------------------------------------------------------- payment methods

export function listMethods(db: Executor, merchantId: number, onlyEnabled: boolean) {
  return db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.merchantId, merchantId),
        onlyEnabled ? eq(paymentMethods.enabled, true) : undefined,
      ),
    )
    .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.id));
}

export async function findMethodByCode(db: Executor, merchantId: number, code: string) {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.merchantId, merchantId), eq(paymentMethods.code, code)));
  return row;
}

export async function findMethod(db: Executor, id: number) {
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, id));
  return row;
}

export async function insertMethod(db: Executor, values: typeof paymentMethods.$inferInsert) {
  const rows = await db.insert(paymentMethods).values(values).onConflictDoNothing().returning();
  return rows[0];
}

export async function updateMethod(
  db: Executor,
  merchantId: number,
  id: number,
  values: Partial<typeof paymentMethods.$inferInsert>,
) {
  const [row] = await db
    .update(paymentMethods)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(paymentMethods.merchantId, merchantId), eq(paymentMethods.id, id)))
    .returning();
  return row;
}

// ---------------------------------------------------------------- deposits

export async function insertDeposit(db: Executor, values: typeof deposits.$inferInsert) {
  const rows = await db.insert(deposits).values(values).onConflictDoNothing().returning();
  return rows[0];
}

export async function findDepositByRequest(
  db: Executor,
  merchantId: number,
  memberId: number,
  requestId: string,
) {
  const [row] = await db
    .select()
    .from(deposits)
    .where(
      and(
        eq(deposits.merchantId, merchantId),
        eq(deposits.memberId, memberId),
        eq(deposits.requestId, requestId),
      ),
    );
  return row;
}

export async function findDeposit(db: Executor, merchantId: number, id: number) {
  const [row] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.merchantId, merchantId), eq(deposits.id, id)));
  return row;
}

export async function findDepositByOrder(db: Executor, orderNo: string) {
  const [row] = await db.select().from(deposits).where(eq(deposits.orderNo, orderNo));
  return row;
}

export async function setDepositProof(db: Executor, id: number, proof: Buffer, proofType: string) {
  await db.update(deposits).set({ proof, proofType }).where(eq(deposits.id, id));
}

/** PENDING → a decision; undefined when the deposit was not PENDING any more. */
export async function decideDeposit(
  db: Executor,
  id: number,
  set: {
    status: 'APPROVED' | 'REJECTED';
    reason?: string | null;
    decidedBy: string;
    gatewayTxnId?: string | null;
  },
) {
  const [row] = await db
    .update(deposits)
    .set({ ...set, decidedAt: sql`now()` })
    .where(and(eq(deposits.id, id), eq(deposits.status, 'PENDING')))
    .returning();
  return row;
}

/** Stores the gateway's pay page once (a concurrent retry keeps the first). */
export async function setDepositPayUrl(db: Executor, id: number, payUrl: string) {
  await db
    .update(deposits)
    .set({ payUrl })
    .where(and(eq(deposits.id, id), isNull(deposits.payUrl)));
}

export async function setDepositTransaction(db: Executor, id: number, transactionId: number) {
  await db.update(deposits).set({ transactionId }).where(eq(deposits.id, id));
}

const depositColumns = {
  deposit: {
    id: deposits.id,
    merchantId: deposits.merchantId,
    memberId: deposits.memberId,
    orderNo: deposits.orderNo,
    methodId: deposits.methodId,
    amount: deposits.amount,
    reference: deposits.reference,
    hasProof: sql<boolean>`${deposits.proof} is not null`,
    status: deposits.status,
    reason: deposits.reason,
    gatewayTxnId: deposits.gatewayTxnId,
    payUrl: deposits.payUrl,
    decidedBy: deposits.decidedBy,
    decidedAt: deposits.decidedAt,
    createdAt: deposits.createdAt,
  },
  method: {
    code: paymentMethods.code,
    type: paymentMethods.type,
    nameEn: paymentMethods.nameEn,
    nameBn: paymentMethods.nameBn,
  },
  username: members.username,
};

export async function pageDeposits(
  db: Executor,
  filter: { merchantId: number; memberId?: number | undefined; status?: string | undefined },
  page: { offset: number; limit: number },
) {
  const where = and(
    eq(deposits.merchantId, filter.merchantId),
    filter.memberId !== undefined ? eq(deposits.memberId, filter.memberId) : undefined,
    filter.status ? eq(deposits.status, filter.status) : undefined,
  );
  const rows = await db
    .select(depositColumns)
    .from(deposits)
    .innerJoin(paymentMethods, eq(paymentMethods.id, deposits.methodId))
    .innerJoin(members, eq(members.id, deposits.memberId))
    .where(where)
    .orderBy(desc(deposits.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(deposits)
    .where(where);
  return { rows, total: count?.n ?? 0 };
}

export async function depositView(db: Executor, id: number) {
  const [row] = await db
    .select(depositColumns)
    .from(deposits)
    .innerJoin(paymentMethods, eq(paymentMethods.id, deposits.methodId))
    .innerJoin(members, eq(members.id, deposits.memberId))
    .where(eq(deposits.id, id));
  return row;
}

export async function depositProof(db: Executor, merchantId: number, id: number) {
  const [row] = await db
    .select({ proof: deposits.proof, proofType: deposits.proofType })
    .from(deposits)
    .where(and(eq(deposits.merchantId, merchantId), eq(deposits.id, id)));
  return row;
}

// ---------------------------------------------------------------- payee accounts

export function listPayees(db: Executor, memberId: number) {
  return db
    .select()
    .from(payeeAccounts)
    .where(and(eq(payeeAccounts.memberId, memberId), isNull(payeeAccounts.deletedAt)))
    .orderBy(asc(payeeAccounts.id));
}

export async function insertPayee(db: Executor, values: typeof payeeAccounts.$inferInsert) {
  const rows = await db.insert(payeeAccounts).values(values).onConflictDoNothing().returning();
  return rows[0];
}

export async function findPayee(db: Executor, memberId: number, id: number) {
  const [row] = await db
    .select()
    .from(payeeAccounts)
    .where(
      and(
        eq(payeeAccounts.memberId, memberId),
        eq(payeeAccounts.id, id),
        isNull(payeeAccounts.deletedAt),
      ),
    );
  return row;
}

export async function deletePayee(db: Executor, memberId: number, id: number) {
  const rows = await db
    .update(payeeAccounts)
    .set({ deletedAt: sql`now()` })
    .where(
      and(
        eq(payeeAccounts.memberId, memberId),
        eq(payeeAccounts.id, id),
        isNull(payeeAccounts.deletedAt),
      ),
    )
    .returning({ id: payeeAccounts.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------- withdrawals

export async function insertWithdrawal(db: Executor, values: typeof withdrawals.$inferInsert) {
  const rows = await db.insert(withdrawals).values(values).onConflictDoNothing().returning();
  return rows[0];
}

export async function findWithdrawalByRequest(
  db: Executor,
  merchantId: number,
  memberId: number,
  requestId: string,
) {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.merchantId, merchantId),
        eq(withdrawals.memberId, memberId),
        eq(withdrawals.requestId, requestId),
      ),
    );
  return row;
}

export async function findWithdrawal(db: Executor, merchantId: number, id: number) {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.id, id)));
  return row;
}

/** Moves a withdrawal from one of `from` to a new state; undefined when it was elsewhere. */
export async function moveWithdrawal(
  db: Executor,
  id: number,
  from: string[],
  set: Partial<typeof withdrawals.$inferInsert>,
) {
  const [row] = await db
    .update(withdrawals)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(withdrawals.id, id), inArray(withdrawals.status, from)))
    .returning();
  return row;
}

/** Withdrawals asked for since an instant (the daily count). */
export async function countWithdrawalsSince(db: Executor, memberId: number, sinceIso: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.memberId, memberId),
        sql`${withdrawals.createdAt} >= ${sinceIso}::timestamptz`,
        sql`${withdrawals.status} not in ('REJECTED')`,
      ),
    );
  return row?.n ?? 0;
}

interface WithdrawalFilter {
  merchantId: number;
  memberId?: number | undefined;
  status?: string | undefined;
  /** Part of the order number or of the member's username. */
  search?: string | undefined;
}

function searchWhere(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const like = `%${likeLiteral(search)}%`;
  return sql`(${withdrawals.orderNo} ilike ${like} or ${members.username} ilike ${like})`;
}

function withdrawalWhere(filter: WithdrawalFilter): SQL | undefined {
  return and(
    eq(withdrawals.merchantId, filter.merchantId),
    filter.memberId !== undefined ? eq(withdrawals.memberId, filter.memberId) : undefined,
    filter.status ? eq(withdrawals.status, filter.status) : undefined,
    searchWhere(filter.search),
  );
}

/** Withdrawals per status for the console's tabs (one grouped count). */
export async function countWithdrawalsByStatus(
  db: Executor,
  filter: Omit<WithdrawalFilter, 'status'>,
) {
  return db
    .select({ status: withdrawals.status, n: sql<number>`count(*)::int` })
    .from(withdrawals)
    .innerJoin(members, eq(members.id, withdrawals.memberId))
    .where(withdrawalWhere(filter))
    .groupBy(withdrawals.status);
}

export async function pageWithdrawals(
  db: Executor,
  filter: WithdrawalFilter,
  page: { offset: number; limit: number },
) {
  const where = withdrawalWhere(filter);
  const rows = await db
    .select({
      withdrawal: withdrawals,
      username: members.username,
      proofIds: sql<
        number[]
      >`coalesce((select array_agg(p.id order by p.id) from withdrawal_proofs p where p.withdrawal_id = ${withdrawals.id}), '{}')`,
    })
    .from(withdrawals)
    .innerJoin(members, eq(members.id, withdrawals.memberId))
    .where(where)
    .orderBy(desc(withdrawals.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(withdrawals)
    .innerJoin(members, eq(members.id, withdrawals.memberId))
    .where(where);
  return { rows, total: count?.n ?? 0 };
}

export async function withdrawalsAwaiting(db: Executor, memberId: number) {
  return db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), eq(withdrawals.status, 'PAYMENT_ISSUED')))
    .orderBy(asc(withdrawals.id));
}

/** Payment issued and unconfirmed past the deadline: they count as received. */
export async function overdueWithdrawals(db: Executor, limit: number) {
  return db
    .select({
      id: withdrawals.id,
      merchantId: withdrawals.merchantId,
      currency: merchants.currency,
      currencySymbol: merchants.currencySymbol,
    })
    .from(withdrawals)
    .innerJoin(merchants, eq(merchants.id, withdrawals.merchantId))
    .where(
      and(eq(withdrawals.status, 'PAYMENT_ISSUED'), lte(withdrawals.confirmDeadline, sql`now()`)),
    )
    .orderBy(asc(withdrawals.confirmDeadline))
    .limit(limit);
}

export async function insertProofs(
  db: Executor,
  withdrawalId: number,
  files: { content: Buffer; contentType: string }[],
) {
  if (files.length === 0) return;
  await db.insert(withdrawalProofs).values(files.map((f) => ({ withdrawalId, ...f })));
}

export async function countProofs(db: Executor, withdrawalIds: number[]) {
  if (withdrawalIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: withdrawalProofs.withdrawalId, n: sql<number>`count(*)::int` })
    .from(withdrawalProofs)
    .where(inArray(withdrawalProofs.withdrawalId, withdrawalIds))
    .groupBy(withdrawalProofs.withdrawalId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

export async function findProof(db: Executor, merchantId: number, proofId: number) {
  const [row] = await db
    .select({ content: withdrawalProofs.content, contentType: withdrawalProofs.contentType })
    .from(withdrawalProofs)
    .innerJoin(withdrawals, eq(withdrawals.id, withdrawalProofs.withdrawalId))
    .where(and(eq(withdrawalProofs.id, proofId), eq(withdrawals.merchantId, merchantId)));
  return row;
}
