import { and, asc, count, eq, gt, ilike, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { AdminGameFlag } from '@portal/contracts/admin-games';
import type { Executor } from '../../../db/client.ts';
import { gameVendors, games } from '../../../db/schema/index.ts';
import { likeLiteral } from '../../../lib/sql-like.ts';

export type VendorRow = typeof gameVendors.$inferSelect;
export type GameRow = typeof games.$inferSelect;
export type VendorChanges = Partial<
  Pick<VendorRow, 'maintenance' | 'maintenanceEndsAt' | 'sort' | 'enabled'>
>;
export type GameChanges = Partial<
  Pick<
    GameRow,
    'isHot' | 'isNew' | 'groups' | 'sort' | 'enabled' | 'maintenance' | 'nameEn' | 'nameBn'
  >
>;

/** Every vendor of a white label, hidden ones included, in the order players see them. */
export function listVendors(db: Executor, merchantId: number) {
  return db
    .select()
    .from(gameVendors)
    .where(eq(gameVendors.merchantId, merchantId))
    .orderBy(asc(gameVendors.sort), asc(gameVendors.id));
}

/** Per vendor: how many games, how many shown, how many under their own maintenance, categories. */
export function gameCountsByVendor(db: Executor, merchantId: number) {
  return db
    .select({
      vendor: games.vendor,
      total: count(),
      shown: sql<number>`(count(*) filter (where ${games.enabled}))::int`,
      maintenance: sql<number>`(count(*) filter (where ${games.maintenance}))::int`,
      categories: sql<string[]>`array_agg(distinct ${games.category})`,
    })
    .from(games)
    .where(eq(games.merchantId, merchantId))
    .groupBy(games.vendor);
}

export async function findVendor(db: Executor, merchantId: number, code: string) {
  const [row] = await db
    .select()
    .from(gameVendors)
    .where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.code, code)));
  return row;
}

/** The vendor row, locked until the transaction ends (read-modify-write of its settings). */
export async function lockVendor(tx: Executor, merchantId: number, code: string) {
  const [row] = await tx
    .select()
    .from(gameVendors)
    .where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.code, code)))
    .for('update');
  return row;
}

export async function updateVendor(tx: Executor, id: number, changes: VendorChanges) {
  const [row] = await tx.update(gameVendors).set(changes).where(eq(gameVendors.id, id)).returning();
  return row!;
}

/** The game row, locked until the transaction ends. */
export async function lockGame(tx: Executor, merchantId: number, id: number) {
  const [row] = await tx
    .select()
    .from(games)
    .where(and(eq(games.merchantId, merchantId), eq(games.id, id)))
    .for('update');
  return row;
}

export async function updateGame(tx: Executor, id: number, changes: GameChanges) {
  const [row] = await tx.update(games).set(changes).where(eq(games.id, id)).returning();
  return row!;
}

/** Escapes LIKE wildcards so a search term matches literally. */

export interface GameFilter {
  category?: string | undefined;
  vendor?: string | undefined;
  name?: string | undefined;
  flag?: AdminGameFlag | undefined;
}

/** A vendor is down while its flag is on and its end time (if any) has not come. */
const vendorDownSql = (at: Date) =>
  and(
    eq(gameVendors.maintenance, true),
    or(isNull(gameVendors.maintenanceEndsAt), gt(gameVendors.maintenanceEndsAt, at)),
  );

function flagCondition(flag: AdminGameFlag, at: Date): SQL | undefined {
  switch (flag) {
    case 'HOT':
      return eq(games.isHot, true);
    case 'NEW':
      return eq(games.isNew, true);
    case 'MAINTENANCE':
      return or(eq(games.maintenance, true), vendorDownSql(at));
    case 'HIDDEN':
      return or(not(games.enabled), not(sql`coalesce(${gameVendors.enabled}, false)`));
  }
}

/**
 * One page of a white label's games in the order players see them (sort, then id), with the
 * state of each game's vendor, and the number matching.
 */
export async function pageGames(
  db: Executor,
  merchantId: number,
  filter: GameFilter,
  at: Date,
  offset: number,
  limit: number,
) {
  const conditions: (SQL | undefined)[] = [eq(games.merchantId, merchantId)];
  if (filter.category) conditions.push(eq(games.category, filter.category));
  if (filter.vendor) conditions.push(eq(games.vendor, filter.vendor));
  if (filter.name) {
    const pattern = `%${likeLiteral(filter.name)}%`;
    conditions.push(
      or(ilike(games.nameEn, pattern), ilike(games.nameBn, pattern), ilike(games.code, pattern)),
    );
  }
  if (filter.flag) conditions.push(flagCondition(filter.flag, at));
  const where = and(...conditions);
  const vendorOfGame = and(
    eq(gameVendors.merchantId, games.merchantId),
    eq(gameVendors.code, games.vendor),
  );
  // One query after the other: on PGlite's single connection they would queue anyway.
  const rows = await db
    .select({
      game: games,
      vendorEnabled: gameVendors.enabled,
      vendorMaintenance: gameVendors.maintenance,
      vendorEndsAt: gameVendors.maintenanceEndsAt,
    })
    .from(games)
    .leftJoin(gameVendors, vendorOfGame)
    .where(where)
    .orderBy(asc(games.sort), asc(games.id))
    .offset(offset)
    .limit(limit);
  const [total] = await db
    .select({ n: count() })
    .from(games)
    .leftJoin(gameVendors, vendorOfGame)
    .where(where);
  return { rows, total: total?.n ?? 0 };
}
