import type {
  AdminDigits,
  AdminCustomerService,
  AdminCustomerServiceInput,
  AdminDomainRoute,
  AdminDomainRouteInput,
  AdminMaintenance,
  AdminMaintenanceUpdate,
  AdminRegion,
  AdminRegionRule,
  AdminRegionRuleCreate,
  Resource,
} from '@portal/contracts/system';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { pgErrorCode } from '../../lib/pg-errors.ts';
import type { Actor, AuditTrail } from '../admin/admin.audit.ts';
import * as repo from './system-console.repo.ts';
import { policyOf } from './merchant-policy.ts';
import { findMerchantById } from './system.repo.ts';
import { canonicalCountry, canonicalHost, canonicalIpRule, isSafeLink } from './site-rules.ts';
import type { Merchant, SystemService } from './system.service.ts';

export type SiteConsoleService = ReturnType<typeof createSiteConsoleService>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const ruleOf = (row: repo.RegionRuleRow): AdminRegionRule => ({
  id: row.id,
  kind: row.kind as AdminRegionRule['kind'],
  value: row.value,
  note: row.note,
});

const csOf = (row: repo.CustomerServiceRow): AdminCustomerService => ({
  id: row.id,
  csType: row.csType as AdminCustomerService['csType'],
  title: row.title,
  path: row.path,
  sortOrder: row.sortOrder,
});

const domainOf = (row: repo.DomainRouteRow): AdminDomainRoute => ({
  id: row.id,
  domain: row.domain,
  type: row.type as AdminDomainRoute['type'],
  sort: row.sortOrder,
});

/**
 * The console's site operations for one white label: maintenance window, region and IP rules,
 * customer-service links and resources, domain routes. Each change locks the white label's row,
 * writes its audit row in the same transaction and, once committed, drops the system service's
 * cached configuration so players see it on their next call.
 */
export function createSiteConsoleService(deps: {
  db: Db;
  system: SystemService;
  audit: AuditTrail;
}) {
  const { system, audit } = deps;
  const now = () => system.now();

  /** Runs a change of the actor's white label (row locked) and drops the cache after commit. */
  async function change<T>(
    actor: Actor,
    work: (t: Executor, merchant: Merchant) => Promise<T>,
  ): Promise<T> {
    const result = await deps.db.transaction(async (t) => {
      const merchant = await repo.lockMerchant(t, actor.merchantId);
      if (!merchant) throw new AppError('MERCHANT_UNKNOWN');
      return work(t, merchant);
    });
    system.invalidate();
    return result;
  }

  function maintenanceOf(merchant: Merchant): AdminMaintenance {
    return {
      maintenance: merchant.maintenance,
      maintenanceStart: iso(merchant.maintenanceStart),
      maintenanceEnd: iso(merchant.maintenanceEnd),
      active: system.isInMaintenance(merchant),
      serverTime: now().toISOString(),
    };
  }

  async function maintenance(actor: Actor): Promise<AdminMaintenance> {
    const merchant = await findMerchantById(deps.db, actor.merchantId);
    if (!merchant) throw new AppError('MERCHANT_UNKNOWN');
    return maintenanceOf(merchant);
  }

  /**
   * Switches maintenance on now, schedules a window, or ends it. The end must follow the start
   * and lie in the future; a start in the past means "now".
   */
  async function setMaintenance(
    actor: Actor,
    input: AdminMaintenanceUpdate,
  ): Promise<AdminMaintenance> {
    const t0 = now();
    let values: Pick<Merchant, 'maintenance' | 'maintenanceStart' | 'maintenanceEnd'>;
    if (!input.maintenance) {
      values = { maintenance: false, maintenanceStart: null, maintenanceEnd: null };
    } else {
      const start = input.start ? new Date(input.start) : t0;
      const end = input.end ? new Date(input.end) : null;
      if (end && (end.getTime() <= start.getTime() || end.getTime() <= t0.getTime())) {
        throw new AppError('SITE_MAINTENANCE_WINDOW_INVALID');
      }
      values = { maintenance: true, maintenanceStart: start, maintenanceEnd: end };
    }
    return change(actor, async (t, merchant) => {
      await repo.setMaintenance(t, merchant.id, values, t0);
      await audit.byActor(t, actor, 'site.maintenance', undefined, {
        before: maintenanceDetails(merchant),
        after: maintenanceDetails(values),
      });
      return maintenanceOf({ ...merchant, ...values });
    });
  }

  async function digits(actor: Actor): Promise<AdminDigits> {
    const merchant = await findMerchantById(deps.db, actor.merchantId);
    if (!merchant) throw new AppError('MERCHANT_UNKNOWN');
    return { bnDigits: policyOf(merchant).bnDigits };
  }

  /** Bengali or Latin digits on the white label's Bengali pages (issue 14). */
  async function setDigits(actor: Actor, input: AdminDigits): Promise<AdminDigits> {
    return change(actor, async (t, merchant) => {
      const before = policyOf(merchant).bnDigits;
      await repo.setPolicyValue(
        t,
        merchant.id,
        { ...merchant.policy, bnDigits: input.bnDigits },
        now(),
      );
      await audit.byActor(t, actor, 'site.digits', undefined, {
        before: { bnDigits: before },
        after: { bnDigits: input.bnDigits },
      });
      return { bnDigits: input.bnDigits };
    });
  }

  async function region(actor: Actor): Promise<AdminRegion> {
    const [merchant, rules] = await Promise.all([
      findMerchantById(deps.db, actor.merchantId),
      repo.listRegionRules(deps.db, actor.merchantId),
    ]);
    return {
      enabled: merchant?.regionRestriction ?? false,
      rules: rules.map(ruleOf),
      yourIp: actor.ip,
      geoip: system.hasGeoIp,
    };
  }

  /**
   * Refuses a region change that would block the operator's own address when it was not
   * blocked before (checked inside the change's transaction, so the change rolls back).
   */
  async function refuseSelfLockout(
    t: Executor,
    actor: Actor,
    before: { enabled: boolean; rules: readonly repo.RegionRuleRow[] },
    enabledAfter: boolean,
  ): Promise<void> {
    if (!enabledAfter) return;
    const after = await repo.listRegionRules(t, actor.merchantId);
    const blockedBefore = before.enabled && system.wouldBlock(before.rules, actor.ip);
    if (!blockedBefore && system.wouldBlock(after, actor.ip)) {
      throw new AppError('SITE_RULE_SELF_LOCKOUT', { params: { ip: actor.ip } });
    }
  }

  async function setRegionEnabled(actor: Actor, enabled: boolean): Promise<AdminRegion> {
    await change(actor, async (t, merchant) => {
      const rules = await repo.listRegionRules(t, merchant.id);
      await refuseSelfLockout(t, actor, { enabled: merchant.regionRestriction, rules }, enabled);
      await repo.setRegionRestriction(t, merchant.id, enabled, now());
      await audit.byActor(t, actor, 'site.region_toggle', undefined, {
        before: merchant.regionRestriction,
        after: enabled,
      });
    });
    return region(actor);
  }

  async function addRegionRule(
    actor: Actor,
    input: AdminRegionRuleCreate,
  ): Promise<AdminRegionRule> {
    const isIp = input.kind.endsWith('_IP');
    const value = isIp ? canonicalIpRule(input.value) : canonicalCountry(input.value);
    if (!value) throw new AppError(isIp ? 'SITE_IP_RULE_INVALID' : 'SITE_COUNTRY_INVALID');
    return change(actor, async (t, merchant) => {
      const rules = await repo.listRegionRules(t, merchant.id);
      const row = await repo.insertRegionRule(t, {
        merchantId: merchant.id,
        kind: input.kind,
        value,
        note: input.note || null,
      });
      if (!row) throw new AppError('SITE_ITEM_EXISTS');
      const enabled = merchant.regionRestriction;
      await refuseSelfLockout(t, actor, { enabled, rules }, enabled);
      await audit.byActor(
        t,
        actor,
        'site.region_rule_add',
        { type: 'region_rule', id: row.id },
        {
          kind: row.kind,
          value: row.value,
        },
      );
      return ruleOf(row);
    });
  }

  async function removeRegionRule(actor: Actor, id: number): Promise<void> {
    await change(actor, async (t, merchant) => {
      const rules = await repo.listRegionRules(t, merchant.id);
      const row = await repo.deleteRegionRule(t, merchant.id, id);
      if (!row) throw new AppError('SITE_ITEM_NOT_FOUND');
      const enabled = merchant.regionRestriction;
      await refuseSelfLockout(t, actor, { enabled, rules }, enabled);
      await audit.byActor(
        t,
        actor,
        'site.region_rule_remove',
        { type: 'region_rule', id },
        {
          kind: row.kind,
          value: row.value,
        },
      );
    });
  }

  async function customerServices(actor: Actor): Promise<AdminCustomerService[]> {
    return (await repo.listCustomerServices(deps.db, actor.merchantId)).map(csOf);
  }

  function checkedCs(input: AdminCustomerServiceInput) {
    if (!isSafeLink(input.path, true)) throw new AppError('SITE_LINK_INVALID');
    return {
      csType: input.csType,
      title: input.title.trim(),
      path: input.path.trim(),
      sortOrder: input.sortOrder ?? 0,
    };
  }

  /** A unique-index clash (same type and title) as a clear 409. */
  async function unique<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (pgErrorCode(err) === '23505') throw new AppError('SITE_ITEM_EXISTS');
      throw err;
    }
  }

  async function addCustomerService(
    actor: Actor,
    input: AdminCustomerServiceInput,
  ): Promise<AdminCustomerService> {
    const values = checkedCs(input);
    return change(actor, async (t, merchant) => {
      const row = await repo.insertCustomerService(t, { merchantId: merchant.id, ...values });
      if (!row) throw new AppError('SITE_ITEM_EXISTS');
      await audit.byActor(
        t,
        actor,
        'site.cs_add',
        { type: 'customer_service', id: row.id },
        {
          after: values,
        },
      );
      return csOf(row);
    });
  }

  async function updateCustomerService(
    actor: Actor,
    id: number,
    input: AdminCustomerServiceInput,
  ): Promise<AdminCustomerService> {
    const values = checkedCs(input);
    return unique(() =>
      change(actor, async (t, merchant) => {
        const before = await repo.findCustomerService(t, merchant.id, id);
        if (!before) throw new AppError('SITE_ITEM_NOT_FOUND');
        const row = await repo.updateCustomerService(t, merchant.id, id, values);
        await audit.byActor(
          t,
          actor,
          'site.cs_update',
          { type: 'customer_service', id },
          {
            before: csOf(before),
            after: values,
          },
        );
        return csOf(row!);
      }),
    );
  }

  async function removeCustomerService(actor: Actor, id: number): Promise<void> {
    await change(actor, async (t, merchant) => {
      const row = await repo.deleteCustomerService(t, merchant.id, id);
      if (!row) throw new AppError('SITE_ITEM_NOT_FOUND');
      await audit.byActor(
        t,
        actor,
        'site.cs_remove',
        { type: 'customer_service', id },
        {
          before: csOf(row),
        },
      );
    });
  }

  async function resources(actor: Actor): Promise<Resource[]> {
    return (await repo.listResources(deps.db, actor.merchantId)) as Resource[];
  }

  async function setResource(
    actor: Actor,
    resourceType: Resource['resourceType'],
    url: string,
  ): Promise<Resource> {
    const link = url.trim();
    if (!isSafeLink(link, false)) throw new AppError('SITE_LINK_INVALID');
    return change(actor, async (t, merchant) => {
      const before = await repo.upsertResource(t, merchant.id, resourceType, link);
      await audit.byActor(
        t,
        actor,
        'site.resource_set',
        { type: 'resource', id: resourceType },
        {
          before,
          after: link,
        },
      );
      return { resourceType, url: link };
    });
  }

  async function removeResource(actor: Actor, resourceType: string): Promise<void> {
    await change(actor, async (t, merchant) => {
      const row = await repo.deleteResource(t, merchant.id, resourceType);
      if (!row) throw new AppError('SITE_ITEM_NOT_FOUND');
      await audit.byActor(
        t,
        actor,
        'site.resource_remove',
        { type: 'resource', id: resourceType },
        {
          before: row.url,
        },
      );
    });
  }

  async function domains(actor: Actor): Promise<AdminDomainRoute[]> {
    return (await repo.listDomainRoutes(deps.db, actor.merchantId)).map(domainOf);
  }

  /** Adds a host; a host any white label already serves is a 409. */
  async function addDomain(actor: Actor, input: AdminDomainRouteInput): Promise<AdminDomainRoute> {
    const domain = canonicalHost(input.domain);
    if (!domain) throw new AppError('SITE_DOMAIN_INVALID');
    return change(actor, async (t, merchant) => {
      const existing = await repo.listDomainRoutes(t, merchant.id);
      const sortOrder = existing.reduce((max, r) => Math.max(max, r.sortOrder + 1), 0);
      const row = await repo.insertDomainRoute(t, {
        merchantId: merchant.id,
        domain,
        type: input.type,
        sortOrder,
      });
      if (!row) throw new AppError('SITE_DOMAIN_TAKEN');
      await audit.byActor(
        t,
        actor,
        'site.domain_add',
        { type: 'domain', id: domain },
        {
          type: input.type,
        },
      );
      return domainOf(row);
    });
  }

  /** Removes a host; the white label's last MAIN host stays. */
  async function removeDomain(actor: Actor, id: number): Promise<void> {
    await change(actor, async (t, merchant) => {
      const routes = await repo.listDomainRoutes(t, merchant.id);
      const route = routes.find((r) => r.id === id);
      if (!route) throw new AppError('SITE_ITEM_NOT_FOUND');
      const mains = routes.filter((r) => r.type === 'MAIN' && r.id !== id);
      if (route.type === 'MAIN' && mains.length === 0) {
        throw new AppError('SITE_MAIN_DOMAIN_REQUIRED');
      }
      await repo.deleteDomainRoute(t, merchant.id, id);
      // The site's main domain follows the remaining MAIN host.
      if (route.domain === merchant.mainDomain && mains[0]) {
        await repo.setMainDomain(t, merchant.id, mains[0].domain);
      }
      await audit.byActor(
        t,
        actor,
        'site.domain_remove',
        { type: 'domain', id: route.domain },
        {
          type: route.type,
        },
      );
    });
  }

  return {
    digits,
    setDigits,
    maintenance,
    setMaintenance,
    region,
    setRegionEnabled,
    addRegionRule,
    removeRegionRule,
    customerServices,
    addCustomerService,
    updateCustomerService,
    removeCustomerService,
    resources,
    setResource,
    removeResource,
    domains,
    addDomain,
    removeDomain,
  };
}

function maintenanceDetails(
  m: Pick<Merchant, 'maintenance' | 'maintenanceStart' | 'maintenanceEnd'>,
) {
  return {
    maintenance: m.maintenance,
    start: iso(m.maintenanceStart),
    end: iso(m.maintenanceEnd),
  };
}
