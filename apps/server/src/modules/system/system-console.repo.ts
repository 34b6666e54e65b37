import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  customerServices,
  domainRoutes,
  merchants,
  regionRules,
  siteResources,
} from '../../db/schema/index.ts';

/** SQL of the console's site operations; every statement is scoped to one white label. */

export type RegionRuleRow = typeof regionRules.$inferSelect;
export type CustomerServiceRow = typeof customerServices.$inferSelect;
export type DomainRouteRow = typeof domainRoutes.$inferSelect;

/** The merchant row locked for a change, so two operators' edits of it queue. */
export async function lockMerchant(db: Executor, merchantId: number) {
  const [row] = await db.select().from(merchants).where(eq(merchants.id, merchantId)).for('update');
  return row;
}

/** Writes the white label's policy JSON (the caller merges the keys it keeps). */
export async function setPolicyValue(
  db: Executor,
  merchantId: number,
  policy: Record<string, unknown>,
  at: Date,
): Promise<void> {
  await db.update(merchants).set({ policy, updatedAt: at }).where(eq(merchants.id, merchantId));
}

export async function setMaintenance(
  db: Executor,
  merchantId: number,
  values: { maintenance: boolean; maintenanceStart: Date | null; maintenanceEnd: Date | null },
  at: Date,
): Promise<void> {
  await db
    .update(merchants)
    .set({ ...values, updatedAt: at })
    .where(eq(merchants.id, merchantId));
}

export async function setRegionRestriction(
  db: Executor,
  merchantId: number,
  enabled: boolean,
  at: Date,
): Promise<void> {
  await db
    .update(merchants)
    .set({ regionRestriction: enabled, updatedAt: at })
    .where(eq(merchants.id, merchantId));
}

export function listRegionRules(db: Executor, merchantId: number): Promise<RegionRuleRow[]> {
  return db
    .select()
    .from(regionRules)
    .where(eq(regionRules.merchantId, merchantId))
    .orderBy(asc(regionRules.kind), asc(regionRules.id));
}

/** Inserts a rule; undefined when the same kind and value exist already. */
export async function insertRegionRule(
  db: Executor,
  values: typeof regionRules.$inferInsert,
): Promise<RegionRuleRow | undefined> {
  const [row] = await db.insert(regionRules).values(values).onConflictDoNothing().returning();
  return row;
}

export async function deleteRegionRule(
  db: Executor,
  merchantId: number,
  id: number,
): Promise<RegionRuleRow | undefined> {
  const [row] = await db
    .delete(regionRules)
    .where(and(eq(regionRules.merchantId, merchantId), eq(regionRules.id, id)))
    .returning();
  return row;
}

export function listCustomerServices(
  db: Executor,
  merchantId: number,
): Promise<CustomerServiceRow[]> {
  return db
    .select()
    .from(customerServices)
    .where(eq(customerServices.merchantId, merchantId))
    .orderBy(asc(customerServices.sortOrder), asc(customerServices.id));
}

export async function findCustomerService(db: Executor, merchantId: number, id: number) {
  const [row] = await db
    .select()
    .from(customerServices)
    .where(and(eq(customerServices.merchantId, merchantId), eq(customerServices.id, id)));
  return row;
}

export async function insertCustomerService(
  db: Executor,
  values: typeof customerServices.$inferInsert,
): Promise<CustomerServiceRow | undefined> {
  const [row] = await db.insert(customerServices).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateCustomerService(
  db: Executor,
  merchantId: number,
  id: number,
  values: Pick<CustomerServiceRow, 'csType' | 'title' | 'path' | 'sortOrder'>,
): Promise<CustomerServiceRow | undefined> {
  const [row] = await db
    .update(customerServices)
    .set(values)
    .where(and(eq(customerServices.merchantId, merchantId), eq(customerServices.id, id)))
    .returning();
  return row;
}

export async function deleteCustomerService(db: Executor, merchantId: number, id: number) {
  const [row] = await db
    .delete(customerServices)
    .where(and(eq(customerServices.merchantId, merchantId), eq(customerServices.id, id)))
    .returning();
  return row;
}

export function listResources(db: Executor, merchantId: number) {
  return db
    .select({ resourceType: siteResources.resourceType, url: siteResources.url })
    .from(siteResources)
    .where(eq(siteResources.merchantId, merchantId))
    .orderBy(asc(siteResources.resourceType));
}

/** Sets a resource's link; answers the link it had before (null when it is new). */
export async function upsertResource(
  db: Executor,
  merchantId: number,
  resourceType: string,
  url: string,
): Promise<string | null> {
  const [before] = await db
    .select({ url: siteResources.url })
    .from(siteResources)
    .where(
      and(eq(siteResources.merchantId, merchantId), eq(siteResources.resourceType, resourceType)),
    );
  await db
    .insert(siteResources)
    .values({ merchantId, resourceType, url })
    .onConflictDoUpdate({
      target: [siteResources.merchantId, siteResources.resourceType],
      set: { url: sql`excluded.url` },
    });
  return before?.url ?? null;
}

export async function deleteResource(db: Executor, merchantId: number, resourceType: string) {
  const [row] = await db
    .delete(siteResources)
    .where(
      and(eq(siteResources.merchantId, merchantId), eq(siteResources.resourceType, resourceType)),
    )
    .returning();
  return row;
}

export function listDomainRoutes(db: Executor, merchantId: number): Promise<DomainRouteRow[]> {
  return db
    .select()
    .from(domainRoutes)
    .where(eq(domainRoutes.merchantId, merchantId))
    .orderBy(asc(domainRoutes.sortOrder), asc(domainRoutes.domain));
}

/** Inserts a host; undefined when any white label already has it (hosts are unique). */
export async function insertDomainRoute(
  db: Executor,
  values: typeof domainRoutes.$inferInsert,
): Promise<DomainRouteRow | undefined> {
  const [row] = await db.insert(domainRoutes).values(values).onConflictDoNothing().returning();
  return row;
}

export async function deleteDomainRoute(db: Executor, merchantId: number, id: number) {
  const [row] = await db
    .delete(domainRoutes)
    .where(and(eq(domainRoutes.merchantId, merchantId), eq(domainRoutes.id, id)))
    .returning();
  return row;
}

export async function setMainDomain(db: Executor, merchantId: number, domain: string) {
  await db.update(merchants).set({ mainDomain: domain }).where(eq(merchants.id, merchantId));
}
