import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { AdminAction } from '@portal/contracts/admin';
import type { Db } from '../db/client.ts';
import type { AuditTrail } from './admin/admin.audit.ts';
import { artRoutes } from './games/art.routes.ts';
import type { CatalogService } from './games/catalog.service.ts';
import { catalogConsoleRoutes } from './games/console/catalog-console.routes.ts';
import { createCatalogConsoleService } from './games/console/catalog-console.service.ts';
import { gamesRoutes } from './games/games.routes.ts';
import { inhouseRoutes } from './inhouse/inhouse.routes.ts';
import { crashRoutes, crashSocket } from './inhouse/crash.routes.ts';
import { createCrashService } from './inhouse/crash.service.ts';
import { startJobs } from '../lib/jobs.ts';
import { createInhouseService } from './inhouse/inhouse.service.ts';
import { createLaunchService } from './games/launch.service.ts';
import type { Merchant } from './vendors/players.service.ts';
import type { VendorClient } from './vendors/vendor-client.ts';
import type { GuardOptions } from './session/session.guard.ts';
import type { LedgerService } from './wallet/ledger.service.ts';
import type { TurnoverService } from './wallet/turnover.service.ts';

export interface GamesOptions {
  db: Db;
  ledger: LedgerService;
  turnover: TurnoverService;
  guard: (options?: GuardOptions) => preHandlerAsyncHookHandler;
  /** The console's guard and audit log (the catalog console routes). */
  operatorGuard: (action?: AdminAction) => preHandlerAsyncHookHandler;
  audit: AuditTrail;
  publishBalance: (merchant: Merchant, memberId: number, balance?: bigint) => void;
  /** The games catalog (built in app.ts: the vendors' seamless wallet reads it too). */
  catalog: CatalogService;
  /** The vendor client (register-vendors.ts builds the one the portal has). */
  vendors: VendorClient;
  /** This portal's base URL as vendors reach it (the seamless wallet). */
  walletUrl: string;
  /** Moves a member's money to where a game plays from before its launch (game wallets). */
  prepareWallet?: (merchant: Merchant, memberId: number, vendor: string) => Promise<void>;
  /** Milliseconds between steps of the crash rounds job; 0 turns it off (tests step it). */
  crashEveryMs?: number | undefined;
}

/** Wires the games: catalog and lists, favourites, launch, in-house games and crash, art. */
export async function registerGames(api: FastifyInstance, opts: GamesOptions) {
  const { db, ledger, catalog } = opts;
  const launcher = createLaunchService({
    db,
    catalog,
    vendors: opts.vendors,
    walletUrl: opts.walletUrl,
    prepareWallet: opts.prepareWallet,
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
  return { catalog, launcher, inhouse, crash };
}
