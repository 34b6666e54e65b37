import { eq } from 'drizzle-orm';
import { parseAmount } from '@portal/contracts/money';
import type { Db } from './client.ts';
import { gameVendors, games, merchants } from './schema/index.ts';
import { GAMES, VENDORS } from '../modules/games/catalog/catalog-data.ts';

/**
 * Gives every white label the demo catalog (modules/games/catalog/catalog-data.ts). Existing
 * rows are kept, so an operator's changes survive; new catalog entries are added.
 *
 * Every external vendor is played through the seamless wallet here: the demo vendor service
 * (apps/demo-provider) serves them all that way. The transfer-wallet adapter exists for vendors
 * that need it (modules/vendors/vendor-client.ts).
 */
export async function seedGames(db: Db): Promise<void> {
  const rows = await db.select({ id: merchants.id }).from(merchants);
  for (const { id: merchantId } of rows) {
    await db
      .insert(gameVendors)
      .values(
        VENDORS.map((v) => ({
          merchantId,
          code: v.code,
          nameEn: v.name.en,
          nameBn: v.name.bn,
          wallet: v.wallet === 'INHOUSE' ? 'INHOUSE' : 'SEAMLESS',
          brandColor: v.brandColor,
          sort: v.sort,
          maintenance: v.maintenance !== undefined,
          maintenanceEndsAt: v.maintenance?.endsAt ? new Date(v.maintenance.endsAt) : null,
        })),
      )
      .onConflictDoNothing();
    await db
      .insert(games)
      .values(
        GAMES.map((g) => ({
          merchantId,
          vendor: g.vendor,
          code: g.code,
          category: g.category,
          nameEn: g.name.en,
          nameBn: g.name.bn,
          isHot: g.hot === true,
          isNew: g.isNew === true,
          groups: [...(g.groups ?? [])],
          vassalage: g.vassalage === true,
          sort: g.sort,
          minBet: parseAmount(g.minBet)!,
          maxBet: parseAmount(g.maxBet)!,
        })),
      )
      .onConflictDoNothing();
  }
}

/** True when some white label has no games yet (a database from before the catalog). */
export async function gamesMissing(db: Db): Promise<boolean> {
  const [merchant] = await db.select({ id: merchants.id }).from(merchants).limit(1);
  if (!merchant) return false;
  const [game] = await db
    .select({ id: games.id })
    .from(games)
    .where(eq(games.merchantId, merchant.id))
    .limit(1);
  return game === undefined;
}
