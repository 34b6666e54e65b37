import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  bets,
  gameFavourites,
  gameRecents,
  gameSessions,
  gameVendors,
  games,
  members,
} from '../../db/schema/index.ts';

export type VendorRow = typeof gameVendors.$inferSelect;
export type GameRow = typeof games.$inferSelect;

export function listVendors(db: Executor, merchantId: number) {
  return db
    .select()
    .from(gameVendors)
    .where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.enabled, true)))
    .orderBy(gameVendors.sort, gameVendors.id);
}

export function listGames(db: Executor, merchantId: number) {
  return db
    .select()
    .from(games)
    .where(and(eq(games.merchantId, merchantId), eq(games.enabled, true)))
    .orderBy(games.sort, games.id);
}

export async function favouriteIds(db: Executor, memberId: number): Promise<number[]> {
  const rows = await db
    .select({ id: gameFavourites.gameId })
    .from(gameFavourites)
    .where(eq(gameFavourites.memberId, memberId))
    .orderBy(desc(gameFavourites.createdAt));
  return rows.map((r) => r.id);
}

export async function addFavourite(db: Executor, memberId: number, gameId: number) {
  await db.insert(gameFavourites).values({ memberId, gameId }).onConflictDoNothing();
}

export async function removeFavourite(db: Executor, memberId: number, gameId: number) {
  await db
    .delete(gameFavourites)
    .where(and(eq(gameFavourites.memberId, memberId), eq(gameFavourites.gameId, gameId)));
}

/** The member's recently played games, newest first. */
export async function recentIds(db: Executor, memberId: number, limit = 100): Promise<number[]> {
  const rows = await db
    .select({ id: gameRecents.gameId })
    .from(gameRecents)
    .where(eq(gameRecents.memberId, memberId))
    .orderBy(desc(gameRecents.playedAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function touchRecent(db: Executor, memberId: number, gameId: number, at: Date) {
  await db
    .insert(gameRecents)
    .values({ memberId, gameId, playedAt: at })
    .onConflictDoUpdate({
      target: [gameRecents.memberId, gameRecents.gameId],
      set: { playedAt: at },
    });
}

export async function insertGameSession(db: Executor, values: typeof gameSessions.$inferInsert) {
  const [row] = await db.insert(gameSessions).values(values).returning({ id: gameSessions.id });
  return row!.id;
}

/** Biggest settled wins since a time, with the winner's username (masked by the caller). */
export function topWins(
  db: Executor,
  merchantId: number,
  since: Date,
  limit: number,
  category?: string,
) {
  return db
    .select({
      username: members.username,
      payout: bets.payout,
      gameCode: bets.gameCode,
      vendor: bets.vendor,
      gameName: bets.gameName,
    })
    .from(bets)
    .innerJoin(members, eq(members.id, bets.memberId))
    .where(
      and(
        eq(bets.merchantId, merchantId),
        eq(bets.status, 'SETTLED'),
        gte(bets.placedAt, since),
        sql`${bets.payout} > ${bets.stake}`,
        category ? eq(bets.category, category) : undefined,
      ),
    )
    .orderBy(desc(bets.payout))
    .limit(limit);
}

/** How many members launched each of these games since a time (PVP room occupancy). */
export async function recentPlayers(db: Executor, gameIds: number[], since: Date) {
  if (gameIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({
      gameId: gameSessions.gameId,
      players: sql<number>`count(distinct ${gameSessions.memberId})::int`,
    })
    .from(gameSessions)
    .where(and(inArray(gameSessions.gameId, gameIds), gte(gameSessions.createdAt, since)))
    .groupBy(gameSessions.gameId);
  return new Map(rows.map((r) => [r.gameId, Number(r.players)]));
}
