import {
  SYSTEM_STATUS,
  type SiteConfig,
  type SystemStatus,
  type WhitelabelNode,
} from '@portal/contracts/system';
import { parseLanguage, DEFAULT_LANGUAGE } from '@portal/contracts/i18n';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CountryLookup } from '../../lib/geoip.ts';
import { isModuleEnabled } from '@portal/contracts/system';
import { LRUCache } from 'lru-cache';
import * as repo from './system.repo.ts';
import { compileRegionPolicy, isRegionBlocked, type RegionPolicy } from './region.ts';
import { policyOf } from './merchant-policy.ts';

export type Merchant = repo.MerchantRow;

export interface SystemServiceDeps {
  db: Db;
  geoip?: CountryLookup | undefined;
  /** Merchant used when neither the Merchant header nor the host names one; '' disables it. */
  defaultMerchantCode: string;
  now?: () => Date;
  /**
   * How long a node may serve a white label's configuration from memory. Operators' changes
   * reach every node within this time; 0 reads the database on every call.
   */
  configTtlMs?: number;
}

/** The parts of a white label's configuration that do not depend on the visitor. */
interface MerchantConfig {
  whitelabel: WhitelabelNode[];
  customerService: SiteConfig['customerService'];
  resources: SiteConfig['resources'];
  domainRoute: SiteConfig['domainRoute'];
  regionPolicy: RegionPolicy;
}

export interface MerchantLookup {
  /** Value of the Merchant header, if sent. */
  code?: string | undefined;
  /** Request host name without port. */
  host?: string | undefined;
}

export type SystemService = ReturnType<typeof createSystemService>;

/** Site configuration, white-label flags, maintenance and region status. */
export function createSystemService(deps: SystemServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const ttl = deps.configTtlMs ?? 5_000;
  // Bounded: host names come from visitors, so the key space is theirs to grow.
  const merchants = ttl > 0 ? new LRUCache<string, Merchant>({ max: 1_000, ttl }) : undefined;
  const configs = ttl > 0 ? new LRUCache<number, MerchantConfig>({ max: 1_000, ttl }) : undefined;

  async function cached<K extends string | number, V extends object>(
    cache: LRUCache<K, V> | undefined,
    key: K,
    load: () => Promise<V | undefined>,
  ): Promise<V | undefined> {
    const hit = cache?.get(key);
    if (hit) return hit;
    const value = await load();
    if (value) cache?.set(key, value);
    return value;
  }

  async function loadConfig(merchantId: number): Promise<MerchantConfig> {
    const config = await cached(configs, merchantId, async () => {
      const [modules, customerService, resources, domainRoute, rules] = await Promise.all([
        repo.listModules(deps.db, merchantId),
        repo.listCustomerServices(deps.db, merchantId),
        repo.listResources(deps.db, merchantId),
        repo.listDomainRoutes(deps.db, merchantId),
        repo.listRegionRules(deps.db, merchantId),
      ]);
      return {
        whitelabel: buildModuleTree(modules),
        customerService: customerService as SiteConfig['customerService'],
        resources: resources as SiteConfig['resources'],
        domainRoute: domainRoute as SiteConfig['domainRoute'],
        regionPolicy: compileRegionPolicy(rules),
      };
    });
    return config!;
  }

  /** The white label a request belongs to: Merchant header, else the host's domain route, else the default. */
  async function resolveMerchant(lookup: MerchantLookup): Promise<Merchant> {
    const code = lookup.code?.trim();
    if (code) {
      const merchant = await cached(merchants, `code:${code}`, () =>
        repo.findMerchantByCode(deps.db, code),
      );
      if (!merchant) throw new AppError('MERCHANT_UNKNOWN');
      return merchant;
    }
    const host = lookup.host ? normaliseHost(lookup.host) : '';
    const merchant = await cached(merchants, `host:${host}`, async () => {
      const byHost = host ? await repo.findMerchantByDomain(deps.db, host) : undefined;
      if (byHost || !deps.defaultMerchantCode) return byHost;
      return repo.findMerchantByCode(deps.db, deps.defaultMerchantCode);
    });
    if (merchant) return merchant;
    throw new AppError(deps.defaultMerchantCode ? 'MERCHANT_UNKNOWN' : 'MERCHANT_REQUIRED');
  }

  /** A white label by id (jobs and gateway notifications, which carry no request host). */
  async function merchantById(id: number): Promise<Merchant> {
    const merchant = await cached(merchants, `id:${id}`, () => repo.findMerchantById(deps.db, id));
    if (!merchant) throw new AppError('MERCHANT_UNKNOWN');
    return merchant;
  }

  /**
   * Maintenance is on when the flag is set, its start (if any) has come and its end (if any) has
   * not: a scheduled window begins and ends by itself, read against the clock on every call.
   */
  function isInMaintenance(merchant: Merchant): boolean {
    if (!merchant.maintenance) return false;
    const t = now().getTime();
    if (merchant.maintenanceStart && merchant.maintenanceStart.getTime() > t) return false;
    return !merchant.maintenanceEnd || merchant.maintenanceEnd.getTime() > t;
  }

  /** Whether a visitor at `ip` would be region-blocked under these rules (console checks). */
  function wouldBlock(rules: readonly { kind: string; value: string }[], ip: string): boolean {
    const country = deps.geoip?.country(ip) ?? null;
    return isRegionBlocked(compileRegionPolicy(rules), ip, country, deps.geoip !== undefined);
  }

  /** Status for one visitor: 0 normal, 1 maintenance, 2 region-blocked (never during maintenance). */
  async function getStatus(merchant: Merchant, ip: string): Promise<SystemStatus> {
    const country = deps.geoip?.country(ip) ?? null;
    const maintenance = isInMaintenance(merchant);
    let blocked = false;
    if (!maintenance && merchant.regionRestriction) {
      const { regionPolicy } = await loadConfig(merchant.id);
      blocked = isRegionBlocked(regionPolicy, ip, country, deps.geoip !== undefined);
    }
    return {
      status: maintenance
        ? SYSTEM_STATUS.maintenance
        : blocked
          ? SYSTEM_STATUS.regionBlocked
          : SYSTEM_STATUS.normal,
      maintenance,
      maintenanceStart: merchant.maintenanceStart?.toISOString() ?? null,
      maintenanceEnd: merchant.maintenanceEnd?.toISOString() ?? null,
      regionRestriction: blocked,
      ip,
      country,
    };
  }

  /** The module tree (modId, enabled, childrenNodes) in configured order. */
  async function getWhitelabel(merchantId: number): Promise<WhitelabelNode[]> {
    return (await loadConfig(merchantId)).whitelabel;
  }

  async function getDomainRoutes(merchantId: number): Promise<SiteConfig['domainRoute']> {
    return (await loadConfig(merchantId)).domainRoute;
  }

  /** Everything the first paint needs, in one round trip. */
  async function getSiteConfig(merchant: Merchant, ip: string): Promise<SiteConfig> {
    const config = await loadConfig(merchant.id);
    const status = await getStatus(merchant, ip);
    const { whitelabel, customerService, resources, domainRoute } = config;
    return {
      merchantCode: merchant.code,
      siteName: merchant.name,
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
      defaultLanguage: parseLanguage(merchant.defaultLanguage) ?? DEFAULT_LANGUAGE,
      bnDigits: policyOf(merchant).bnDigits,
      mainDomain: merchant.mainDomain,
      analytics: { gtagId: merchant.gtagId },
      imageCDNs: merchant.imageCdns,
      launchGameCDNs: merchant.launchGameCdns,
      location: { ip: status.ip, country: status.country },
      maintenance: status.maintenance,
      maintenanceEnd: status.maintenanceEnd,
      regionRestriction: status.regionRestriction,
      status: status.status,
      whitelabel,
      customerService,
      resources,
      domainRoute,
      register: {
        username: isModuleEnabled(whitelabel, 'USERNAMEREG3'),
        mobile: isModuleEnabled(whitelabel, 'MOBILENUMREG3'),
      },
      serverTime: now().toISOString(),
    };
  }

  /** Drops this node's cached configuration so an operator's change is served at once. */
  function invalidate(): void {
    merchants?.clear();
    configs?.clear();
  }

  /** The module tree read from the database, bypassing the cache (for the console). */
  async function readModuleTree(merchantId: number): Promise<WhitelabelNode[]> {
    return buildModuleTree(await repo.listModules(deps.db, merchantId));
  }

  /**
   * Switches a module flag and drops the cache; false when the module does not exist. Inside a
   * caller's transaction (`on`), the caller drops the cache again once it has committed.
   */
  async function setModuleFlag(
    merchantId: number,
    modId: string,
    enabled: boolean,
    on: Executor = deps.db,
  ) {
    const found = await repo.setModuleEnabled(on, merchantId, modId, enabled);
    if (found) invalidate();
    return found;
  }

  return {
    resolveMerchant,
    merchantById,
    getStatus,
    getWhitelabel,
    getDomainRoutes,
    getSiteConfig,
    isInMaintenance,
    wouldBlock,
    hasGeoIp: deps.geoip !== undefined,
    now,
    invalidate,
    readModuleTree,
    setModuleFlag,
  };
}

/** Lower-case host without a trailing dot; the port is already stripped by Fastify. */
export function normaliseHost(host: string): string {
  return host.trim().toLowerCase().replace(/\.$/, '');
}

/** Nests flat module rows under their parents; a row whose parent is missing becomes a root. */
export function buildModuleTree(
  rows: readonly { modId: string; parentModId: string | null; enabled: boolean }[],
): WhitelabelNode[] {
  const nodes = new Map<string, WhitelabelNode>();
  for (const row of rows) {
    nodes.set(row.modId, { modId: row.modId, enabled: row.enabled, childrenNodes: [] });
  }
  const roots: WhitelabelNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.modId)!;
    const parent = row.parentModId ? nodes.get(row.parentModId) : undefined;
    if (parent && parent !== node) parent.childrenNodes.push(node);
    else roots.push(node);
  }
  return roots;
}
