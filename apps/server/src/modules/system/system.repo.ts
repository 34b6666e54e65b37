import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  customerServices,
  domainRoutes,
  merchantModules,
  merchants,
  regionRules,
  siteResources,
} from '../../db/schema/index.ts';

export type MerchantRow = typeof merchants.$inferSelect;
export type ModuleRow = typeof merchantModules.$inferSelect;

export async function findMerchantByCode(
  db: Executor,
  code: string,
): Promise<MerchantRow | undefined> {
  const rows = await db.select().from(merchants).where(eq(merchants.code, code)).limit(1);
  return rows[0];
}

export async function findMerchantById(db: Executor, id: number): Promise<MerchantRow | undefined> {
  const rows = await db.select().from(merchants).where(eq(merchants.id, id)).limit(1);
  return rows[0];
}

export async function findMerchantByDomain(
  db: Executor,
  host: string,
): Promise<MerchantRow | undefined> {
  const rows = await db
    .select({ merchant: merchants })
    .from(domainRoutes)
    .innerJoin(merchants, eq(domainRoutes.merchantId, merchants.id))
    .where(eq(domainRoutes.domain, host))
    .limit(1);
  return rows[0]?.merchant;
}

export function listModules(db: Executor, merchantId: number): Promise<ModuleRow[]> {
  return db
    .select()
    .from(merchantModules)
    .where(eq(merchantModules.merchantId, merchantId))
    .orderBy(asc(merchantModules.sortOrder), asc(merchantModules.modId));
}

export function listCustomerServices(db: Executor, merchantId: number) {
  return db
    .select({
      csType: customerServices.csType,
      title: customerServices.title,
      path: customerServices.path,
    })
    .from(customerServices)
    .where(eq(customerServices.merchantId, merchantId))
    .orderBy(asc(customerServices.sortOrder), asc(customerServices.id));
}

export function listResources(db: Executor, merchantId: number) {
  return db
    .select({ resourceType: siteResources.resourceType, url: siteResources.url })
    .from(siteResources)
    .where(eq(siteResources.merchantId, merchantId))
    .orderBy(asc(siteResources.resourceType));
}

export function listDomainRoutes(db: Executor, merchantId: number) {
  return db
    .select({ domain: domainRoutes.domain, type: domainRoutes.type, sort: domainRoutes.sortOrder })
    .from(domainRoutes)
    .where(eq(domainRoutes.merchantId, merchantId))
    .orderBy(asc(domainRoutes.sortOrder), asc(domainRoutes.domain));
}

export function listRegionRules(db: Executor, merchantId: number) {
  return db
    .select({ kind: regionRules.kind, value: regionRules.value })
    .from(regionRules)
    .where(eq(regionRules.merchantId, merchantId));
}

/** Switches one module flag; false when the white label has no such module. */
export async function setModuleEnabled(
  db: Executor,
  merchantId: number,
  modId: string,
  enabled: boolean,
): Promise<boolean> {
  const rows = await db
    .update(merchantModules)
    .set({ enabled })
    .where(and(eq(merchantModules.merchantId, merchantId), eq(merchantModules.modId, modId)))
    .returning({ modId: merchantModules.modId });
  return rows.length === 1;
}
