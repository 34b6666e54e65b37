import { and, asc, desc, eq, getTableColumns, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  adjustments,
  bets,
  gameVendors,
  grants,
  games,
  ledgerEntries,
  ledgerTransactions,
  members,
  promotions,
  transferDailyTotals,
  turnoverRequirements,
  walletAccounts,
  walletSettings,
} from '../../db/schema/index.ts';
import { underPath } from '../agents/agents.repo.ts';

// ---------------------------------------------------------------- settings

export async function findSettings(db: Executor, merchantId: number) {
  const [row] = await db
    .select()
    .from(walletSettings)
    .where(eq(walletSettings.merchantId, merchantId));
  return row;
}

export async function saveSettings(db: Executor, values: typeof walletSettings.$inferInsert) {
  const rest: Partial<typeof values> = { ...values };
  delete rest.merchantId;
  await db
    .insert(walletSettings)
    .values(values)
    .onConflictDoUpdate({
      target: walletSettings.merchantId,
      set: { ...rest, updatedAt: sql`now()` },
    });
}

// ---------------------------------------------------------------- members

export async function findMember(db: Executor, merchantId: number, memberId: number) {
  const [row] = await db
    .select({
      id: members.id,
      username: members.username,
      type: members.type,
      uplineId: members.uplineId,
      status: members.status,
    })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.id, memberId)));
  return row;
}

/**
 * The member with this username anywhere under the tree path `path` (any depth, not the path's
 * own member), in the white label: one index range of members_tree_path.
 */
export async function findMemberUnder(
  db: Executor,
  merchantId: number,
  path: string,
  username: string,
) {
  const [row] = await db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(
      and(
        eq(members.merchantId, merchantId),
        eq(members.usernameKey, username.toLowerCase()),
        underPath(path),
      ),
    );
  return row;
}

export async function listDownlines(
  db: Executor,
  merchantId: number,
  uplineId: number,
  limit: number,
) {
  const rows = await db
    .select({ username: members.username })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.uplineId, uplineId)))
    .orderBy(asc(members.usernameKey))
    .limit(limit);
  return rows.map((r) => r.username);
}

// ---------------------------------------------------------------- transfers

/**
 * Adds a transfer to what the member transferred out on `day` and returns the day's total with
 * it. Called after the ledger movement in the same transaction: the payer's wallet is locked by
 * then, so transfers of one payer are counted one after another.
 */
export async function addTransferredOut(
  db: Executor,
  values: { merchantId: number; memberId: number; day: string; amount: bigint },
): Promise<bigint> {
  const [row] = await db
    .insert(transferDailyTotals)
    .values(values)
    .onConflictDoUpdate({
      target: [transferDailyTotals.memberId, transferDailyTotals.day],
      set: { amount: sql`${transferDailyTotals.amount} + excluded.amount` },
    })
    .returning({ amount: transferDailyTotals.amount });
  return row!.amount;
}

// ---------------------------------------------------------------- turnover

export async function insertRequirement(
  db: Executor,
  values: typeof turnoverRequirements.$inferInsert,
) {
  await db.insert(turnoverRequirements).values(values).onConflictDoNothing();
}

export async function outstandingTurnover(db: Executor, memberId: number): Promise<bigint> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${turnoverRequirements.remaining}), 0)` })
    .from(turnoverRequirements)
    .where(
      and(eq(turnoverRequirements.memberId, memberId), gt(turnoverRequirements.remaining, 0n)),
    );
  return BigInt(row?.sum ?? '0');
}

/**
 * Counts `amount` of valid bets against the member's open requirements, oldest first, locking
 * them (so two bets never count the same one twice): the SQL function of migration 0018.
 */
export async function consumeRequirements(
  db: Executor,
  memberId: number,
  amount: bigint,
  category: string | null = null,
) {
  await db.execute(
    sql`select turnover_consume(${memberId}::bigint, ${amount}::bigint, ${category}::text)`,
  );
}

// ---------------------------------------------------------------- records

export interface EntryFilter {
  accountIds: number[];
  kinds?: string[] | undefined;
  sign?: 'in' | 'out' | undefined;
  fromTs?: string | undefined;
  toTs?: string | undefined;
}

function entryWhere(filter: EntryFilter): SQL | undefined {
  return and(
    inArray(ledgerEntries.accountId, filter.accountIds),
    filter.kinds ? inArray(ledgerTransactions.kind, filter.kinds) : undefined,
    filter.sign === 'in' ? sql`${ledgerEntries.amount} > 0` : undefined,
    filter.sign === 'out' ? sql`${ledgerEntries.amount} < 0` : undefined,
    filter.fromTs ? sql`${ledgerEntries.createdAt} >= ${filter.fromTs}::timestamptz` : undefined,
    filter.toTs ? sql`${ledgerEntries.createdAt} < ${filter.toTs}::timestamptz` : undefined,
  );
}

export async function pageEntries(
  db: Executor,
  filter: EntryFilter,
  page: { offset: number; limit: number; sort: 'time' | 'amount'; order: 'asc' | 'desc' },
) {
  const where = entryWhere(filter);
  const dir = page.order === 'asc' ? asc : desc;
  const rows = await db
    .select({
      id: ledgerEntries.id,
      transactionId: ledgerEntries.transactionId,
      accountKind: walletAccounts.kind,
      kind: ledgerTransactions.kind,
      amount: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
      reference: ledgerTransactions.reference,
      createdAt: ledgerEntries.createdAt,
      vendorNameEn: gameVendors.nameEn,
      vendorNameBn: gameVendors.nameBn,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(walletAccounts, eq(walletAccounts.id, ledgerEntries.accountId))
    // Seamless bets and payouts carry their vendor in the source (`VENDOR:<code>`).
    .leftJoin(
      gameVendors,
      and(
        eq(gameVendors.merchantId, ledgerTransactions.merchantId),
        sql`(${ledgerTransactions.source} = 'VENDOR:' || ${gameVendors.code}
          or (${ledgerTransactions.source} = 'GAME_TRANSFER'
            and ${ledgerTransactions.reference} in ('→ ' || ${gameVendors.code}, '← ' || ${gameVendors.code})))`,
      ),
    )
    .where(where)
    .orderBy(
      page.sort === 'amount' ? dir(ledgerEntries.amount) : dir(ledgerEntries.id),
      dir(ledgerEntries.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(where);
  return { rows, total: count?.n ?? 0 };
}

/** Sum of a member's main-wallet entries per transaction kind in a time range. */
export async function sumByKind(db: Executor, filter: EntryFilter) {
  const rows = await db
    .select({
      kind: ledgerTransactions.kind,
      sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(entryWhere(filter))
    .groupBy(ledgerTransactions.kind);
  return new Map(rows.map((r) => [r.kind, BigInt(r.sum)]));
}

export interface BetFilter {
  memberId: number;
  category?: string | undefined;
  fromTs?: string | undefined;
  toTs?: string | undefined;
}

function betWhere(filter: BetFilter): SQL | undefined {
  return and(
    eq(bets.memberId, filter.memberId),
    filter.category ? eq(bets.category, filter.category) : undefined,
    filter.fromTs ? sql`${bets.placedAt} >= ${filter.fromTs}::timestamptz` : undefined,
    filter.toTs ? sql`${bets.placedAt} < ${filter.toTs}::timestamptz` : undefined,
  );
}

/**
 * A page of a member's bets. The page's keys are found first, in bets_member_time alone (member,
 * placed time, id: no table read for the rows skipped), then only its rows are read: a deep page
 * of a busy member costs index entries, not one table page per skipped bet.
 */
export async function pageBets(
  db: Executor,
  filter: BetFilter,
  page: { offset: number; limit: number; sort: 'time' | 'amount'; order: 'asc' | 'desc' },
) {
  const where = betWhere(filter);
  const dir = page.order === 'asc' ? asc : desc;
  const order = () => [page.sort === 'amount' ? dir(bets.stake) : dir(bets.placedAt), dir(bets.id)];
  const keys = db
    .select({ id: bets.id, placedAt: bets.placedAt })
    .from(bets)
    .where(where)
    .orderBy(...order())
    .limit(page.limit)
    .offset(page.offset)
    .as('page');
  // The catalog's names in both languages, joined once for the page (not a lookup per row).
  const rows = await db
    .select({
      ...getTableColumns(bets),
      gameNameEn: games.nameEn,
      gameNameBn: games.nameBn,
      vendorNameEn: gameVendors.nameEn,
      vendorNameBn: gameVendors.nameBn,
    })
    .from(keys)
    .innerJoin(bets, and(eq(bets.id, keys.id), eq(bets.placedAt, keys.placedAt)))
    .leftJoin(
      games,
      and(
        eq(games.merchantId, bets.merchantId),
        eq(games.vendor, bets.vendor),
        eq(games.code, bets.gameCode),
      ),
    )
    .leftJoin(
      gameVendors,
      and(eq(gameVendors.merchantId, bets.merchantId), eq(gameVendors.code, bets.vendor)),
    )
    .orderBy(...order());
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bets)
    .where(where);
  return { rows, total: count?.n ?? 0 };
}

export async function pageBonuses(
  db: Executor,
  filter: EntryFilter,
  page: { offset: number; limit: number; order: 'asc' | 'desc'; sort: 'time' | 'amount' },
) {
  const where = and(entryWhere(filter), sql`${ledgerEntries.amount} > 0`);
  const dir = page.order === 'asc' ? asc : desc;
  const rows = await db
    .select({
      id: ledgerEntries.id,
      transactionId: ledgerEntries.transactionId,
      amount: ledgerEntries.amount,
      reference: ledgerTransactions.reference,
      createdAt: ledgerEntries.createdAt,
      required: turnoverRequirements.required,
      remaining: turnoverRequirements.remaining,
      /** A promotion's bonus: its titles by language. */
      promotionTexts: promotions.texts,
      /** A grant's period and how its amount was reached (rebate lines, cash back loss). */
      grantId: grants.id,
      grantState: grants.state,
      grantExpiresAt: grants.expiresAt,
      grantSource: grants.source,
      grantPeriod: grants.periodKey,
      grantDetail: grants.detail,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .leftJoin(
      turnoverRequirements,
      eq(turnoverRequirements.transactionId, ledgerEntries.transactionId),
    )
    .leftJoin(grants, eq(grants.transactionId, ledgerEntries.transactionId))
    .leftJoin(promotions, eq(promotions.id, grants.promotionId))
    .where(where)
    .orderBy(page.sort === 'amount' ? dir(ledgerEntries.amount) : dir(ledgerEntries.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(where);
  return { rows, total: count?.n ?? 0 };
}

// ---------------------------------------------------------------- adjustments

export type AdjustmentRow = typeof adjustments.$inferSelect;

/** Inserts an adjustment; undefined when its request id was used before by that operator. */
export async function insertAdjustment(db: Executor, values: typeof adjustments.$inferInsert) {
  const [row] = await db.insert(adjustments).values(values).onConflictDoNothing().returning();
  return row;
}

/** The advisory-lock namespace of adjustments (the two-int form, apart from the jobs' keys). */
const ADJUSTMENT_LOCK = 7_270_201;

/**
 * Waits for, and holds until the transaction ends, the lock of one operator's adjustments: their
 * 24-hour sums are read and the new one inserted under it, so two at once cannot both slip under.
 */
export async function lockOperatorAdjustments(
  db: Executor,
  merchantId: number,
  requestedBy: string,
) {
  await db.execute(
    sql`select pg_advisory_xact_lock(${ADJUSTMENT_LOCK}, hashtext(${`${merchantId}:${requestedBy}`}))`,
  );
}

/**
 * What one operator asked for in the last 24 hours (PENDING and APPLIED; REJECTED ones do not
 * count), debits and credits alike: to this member, and to every member.
 */
export async function operatorAdjustmentSums(
  db: Executor,
  merchantId: number,
  requestedBy: string,
  memberId: number,
): Promise<{ member: bigint; total: bigint }> {
  const [row] = await db
    .select({
      member: sql<string>`coalesce(sum(${adjustments.amount}) filter (where ${adjustments.memberId} = ${memberId}), 0)::text`,
      total: sql<string>`coalesce(sum(${adjustments.amount}), 0)::text`,
    })
    .from(adjustments)
    .where(
      and(
        eq(adjustments.merchantId, merchantId),
        eq(adjustments.requestedBy, requestedBy),
        inArray(adjustments.status, ['PENDING', 'APPLIED']),
        gt(adjustments.createdAt, sql`now() - interval '24 hours'`),
      ),
    );
  return { member: BigInt(row?.member ?? '0'), total: BigInt(row?.total ?? '0') };
}

export async function findAdjustmentByRequest(
  db: Executor,
  merchantId: number,
  requestedBy: string,
  requestId: string,
) {
  const [row] = await db
    .select()
    .from(adjustments)
    .where(
      and(
        eq(adjustments.merchantId, merchantId),
        eq(adjustments.requestedBy, requestedBy),
        eq(adjustments.requestId, requestId),
      ),
    );
  return row;
}

/** Moves a PENDING adjustment to its decision; undefined when it was not PENDING any more. */
export async function decideAdjustment(
  db: Executor,
  merchantId: number,
  id: number,
  set: { status: string; decidedBy: string; transactionId?: number | null },
) {
  const [row] = await db
    .update(adjustments)
    .set({ ...set, decidedAt: sql`now()` })
    .where(
      and(
        eq(adjustments.merchantId, merchantId),
        eq(adjustments.id, id),
        eq(adjustments.status, 'PENDING'),
      ),
    )
    .returning();
  return row;
}

export async function setAdjustmentTransaction(db: Executor, id: number, transactionId: number) {
  await db.update(adjustments).set({ transactionId }).where(eq(adjustments.id, id));
}

export async function findAdjustment(db: Executor, merchantId: number, id: number) {
  const [row] = await db
    .select()
    .from(adjustments)
    .where(and(eq(adjustments.merchantId, merchantId), eq(adjustments.id, id)));
  return row;
}

export async function pageAdjustments(
  db: Executor,
  merchantId: number,
  status: string | undefined,
  page: { offset: number; limit: number },
) {
  const where = and(
    eq(adjustments.merchantId, merchantId),
    status ? eq(adjustments.status, status) : undefined,
  );
  const rows = await db
    .select({ adjustment: adjustments, username: members.username })
    .from(adjustments)
    .innerJoin(members, eq(members.id, adjustments.memberId))
    .where(where)
    .orderBy(desc(adjustments.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(adjustments)
    .where(where);
  return { rows, total: count?.n ?? 0 };
}

// ---------------------------------------------------------------- reports

export async function ledgerCounts(db: Executor, merchantId: number) {
  const [row] = await db
    .select({
      transactions: sql<number>`count(distinct ${ledgerTransactions.id})::int`,
      entries: sql<number>`count(${ledgerEntries.id})::int`,
    })
    .from(ledgerTransactions)
    .leftJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .where(eq(ledgerTransactions.merchantId, merchantId));
  return { transactions: row?.transactions ?? 0, entries: row?.entries ?? 0 };
}

/** Balance per account kind: member wallets summed by kind, house accounts from their entries. */
export async function balancesByKind(db: Executor, merchantId: number) {
  const rows = await db
    .select({
      kind: walletAccounts.kind,
      sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)`,
    })
    .from(walletAccounts)
    .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, walletAccounts.id))
    .where(eq(walletAccounts.merchantId, merchantId))
    .groupBy(walletAccounts.kind)
    .orderBy(asc(walletAccounts.kind));
  return rows.map((r) => ({ kind: r.kind, balance: BigInt(r.sum) }));
}

export async function memberAccountIds(db: Executor, memberId: number) {
  return db
    .select({ id: walletAccounts.id, kind: walletAccounts.kind })
    .from(walletAccounts)
    .where(eq(walletAccounts.memberId, memberId));
}
