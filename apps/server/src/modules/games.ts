import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { AdminAction } from '@portal/contracts/admin';
import { DEMO_PROVIDER_SEED, vendorSecretResolver } from '@portal/contracts/provider-signing';
import type { Db } from '../db/client.ts';
import type { AuditTrail } from './admin/admin.audit.ts';
import { artRoutes } from './games/art.routes.ts';
import { createCatalogService } from './games/catalog.service.ts';
import { catalogConsoleRoutes } from './games/console/catalog-console.routes.ts';
import { createCatalogConsoleService } from './games/console/catalog-console.service.ts';
import { gamesRoutes } from './games/games.routes.ts';
import { inhouseRoutes } from './inhouse/inhouse.routes.ts';
import { crashRoutes, crashSocket } from './inhouse/crash.routes.ts';
import { createCrashService } from './inhouse/crash.service.ts';
import { startJobs } from '../lib/jobs.ts';
import { createInhouseService } from './inhouse/inhouse.service.ts';
import { createLaunchService } from './games/launch.service.ts';
import type { MemberService } from './member/member.service.ts';
import { seamlessRoutes } from './vendors/seamless.routes.ts';
import { createSeamlessService, type Merchant } from './vendors/seamless.service.ts';
import { createVendorClient } from './vendors/vendor-client.ts';
import type { GuardOptions } from './session/session.guard.ts';
import type { SystemService } from './system/system.service.ts';
import type { LedgerService } from './wallet/ledger.service.ts';
import type { TurnoverService } from './wallet/turnover.service.ts';

export interface GamesOptions {
  db: Db;
  system: SystemService;
  ledger: LedgerService;
  members: MemberService;
  turnover: TurnoverService;
  guard: (options?: GuardOptions) => preHandlerAsyncHookHandler;
  /** The console's guard and audit log (the catalog console routes). */
  operatorGuard: (action?: AdminAction) => preHandlerAsyncHookHandler;
  audit: AuditTrail;
  publishBalance: (merchant: Merchant, memberId: number, balance?: bigint) => void;
  /** Base URL of the game vendor service (apps/demo-provider). */
  providerUrl: string;
  /** Seed the vendors' shared secrets derive from (contracts/provider-signing.ts). */
  providerSeed: string;
  /** Vendors' own secrets by variable name (VENDOR_SECRET_<CODE>), before the seed. */
  vendorSecrets?: Readonly<Record<string, string>> | undefined;
  /** This portal's base URL as vendors reach it (the seamless wallet). */
  walletUrl: string;
  catalogTtlMs?: number | undefined;
  /** Moves a member's money to where a game plays from before its launch (game wallets). */
  prepareWallet?: (merchant: Merchant, memberId: number, vendor: string) => Promise<void>;
  /** Milliseconds between steps of the crash rounds job; 0 turns it off (tests step it). */
  crashEveryMs?: number | undefined;
}

/** Wires the games: catalog and lists, favourites, launch, the vendors' seamless wallet, art. */
export async function registerGames(api: FastifyInstance, opts: GamesOptions) {
  const { db, ledger } = opts;
  const secretOf = vendorSecretResolver(opts.providerSeed, opts.vendorSecrets);
  const catalog = createCatalogService({ db, ttlMs: opts.catalogTtlMs });
  const vendors = createVendorClient({ baseUrl: opts.providerUrl, secretOf });
  const launcher = createLaunchService({
    db,
    catalog,
    vendors,
    walletUrl: opts.walletUrl,
    prepareWallet: opts.prepareWallet,
  });
  const seamless = createSeamlessService({
    db,
    ledger,
    catalog,
    turnover: opts.turnover,
    merchantById: (id) => opts.system.merchantById(id),
    memberStatus: (id) => opts.members.findStatus(id),
    onBalanceChange: opts.publishBalance,
  });
  const inhouse = createInhouseService({
    db,
    ledger,
    catalog,
    turnover: opts.turnover,
    onBalanceChange: opts.publishBalance,
  });
  await api.register(gamesRoutes, { catalog, launcher, guard: opts.guard });
  await api.register(inhouseRoutes, { inhouse, guard: opts.guard });
  const crash = createCrashService({
    db,
    ledger,
    catalog,
    turnover: opts.turnover,
    onBalanceChange: opts.publishBalance,
  });
  await api.register(crashRoutes, { crash, guard: opts.guard });
  await crashSocket(api, { crash });
  if (opts.crashEveryMs !== 0) {
    const job = { ...crash.job, everyMs: opts.crashEveryMs ?? crash.job.everyMs };
    let stop: (() => void) | undefined;
    api.addHook('onReady', async () => {
      stop = startJobs(api, db, [job]);
    });
    api.addHook('onClose', async () => stop?.());
  }
  await api.register(artRoutes, { catalog });
  await api.register(catalogConsoleRoutes, {
    guard: opts.operatorGuard,
    service: createCatalogConsoleService({ db, catalog, audit: opts.audit }),
  });
  await api.register(seamlessRoutes, { seamless, secretOf });
  return { catalog, launcher, seamless, vendors, secretOf, inhouse, crash };
}

/** The demo vendor's default seed (apps/demo-provider uses the same); set PROVIDER_SEED in production. */
export const DEFAULT_PROVIDER_SEED = DEMO_PROVIDER_SEED;
