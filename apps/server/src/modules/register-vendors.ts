import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { DEMO_PROVIDER_SEED, vendorSecretResolver } from '@portal/contracts/provider-signing';
import type { Db, DbKind } from '../db/client.ts';
import { startJobs } from '../lib/jobs.ts';
import type { CatalogService } from './games/catalog.service.ts';
import type { MemberService } from './member/member.service.ts';
import type { GuardOptions } from './session/session.guard.ts';
import type { SystemService } from './system/system.service.ts';
import { gameWalletRoutes } from './vendors/game-wallet.routes.ts';
import { createGameWalletService } from './vendors/game-wallet.service.ts';
import { seamlessRoutes } from './vendors/seamless.routes.ts';
import type { Merchant } from './vendors/players.service.ts';
import { createSeamlessService } from './vendors/seamless.service.ts';
import { createTransferWalletService } from './vendors/transfer-wallet.service.ts';
import { createVendorClient } from './vendors/vendor-client.ts';
import type { LedgerService } from './wallet/ledger.service.ts';
import type { TurnoverService } from './wallet/turnover.service.ts';

export interface VendorsOptions {
  db: Db;
  /** PGlite runs one statement at a time; PostgreSQL's pool runs several (seamless-calls.ts). */
  dbKind: DbKind;
  system: SystemService;
  ledger: LedgerService;
  members: MemberService;
  turnover: TurnoverService;
  /** The games catalog: which vendors and games a white label has (seamless calls check it). */
  catalog: CatalogService;
  guard: (options?: GuardOptions) => preHandlerAsyncHookHandler;
  publishBalance: (merchant: Merchant, memberId: number, balance?: bigint) => void;
  /** Base URL of the game vendor service (apps/demo-provider). */
  providerUrl: string;
  /** Seed the vendors' shared secrets derive from (contracts/provider-signing.ts). */
  providerSeed: string;
  /** Vendors' own secrets by variable name (VENDOR_SECRET_<CODE>), before the seed. */
  vendorSecrets?: Readonly<Record<string, string>> | undefined;
  /** Milliseconds between passes of the transfer-wallet resolver; 0 turns it off (tests). */
  transferResolveEveryMs?: number | undefined;
}

/**
 * Wires vendor money: the one vendor client (launch, transfer, status, balance), the seamless
 * wallet vendors call, transfer wallets with their resolver job, game wallets and positions.
 */
export async function registerVendors(api: FastifyInstance, opts: VendorsOptions) {
  const { db, ledger, system } = opts;
  const secretOf = vendorSecretResolver(opts.providerSeed, opts.vendorSecrets);
  const client = createVendorClient({ baseUrl: opts.providerUrl, secretOf });
  const transferWallets = createTransferWalletService({
    db,
    ledger,
    vendors: client,
    merchantById: (id) => system.merchantById(id),
    onBalanceChange: opts.publishBalance,
    log: api.log,
  });
  const gameWallets = createGameWalletService({
    db,
    ledger,
    onBalanceChange: opts.publishBalance,
    vendorTransfers: transferWallets,
    log: api.log,
    // Up to 4 of the pool's 10 connections run game transfers at once, 32 a statement.
    lanes: opts.dbKind === 'pglite' ? 1 : 4,
  });
  const seamless = createSeamlessService({
    db,
    ledger,
    catalog: opts.catalog,
    turnover: opts.turnover,
    merchantById: (id) => system.merchantById(id),
    memberStatus: (id) => opts.members.findStatus(id),
    onBalanceChange: opts.publishBalance,
    // Up to 4 of the pool's 10 connections run vendor calls at once, 32 calls a statement.
    lanes: opts.dbKind === 'pglite' ? 1 : 4,
    maxBatch: 32,
  });

  if (opts.transferResolveEveryMs !== 0) {
    const job = {
      ...transferWallets.job,
      everyMs: opts.transferResolveEveryMs ?? transferWallets.job.everyMs,
    };
    let stop: (() => void) | undefined;
    api.addHook('onReady', async () => {
      stop = startJobs(api, db, [job]);
    });
    api.addHook('onClose', async () => stop?.());
  }

  await api.register(gameWalletRoutes, { gameWallets, guard: opts.guard });
  await api.register(seamlessRoutes, { seamless, secretOf });
  return { client, secretOf, seamless, transferWallets, gameWallets };
}

/** The demo vendor's default seed (apps/demo-provider uses the same); set PROVIDER_SEED in production. */
export const DEFAULT_PROVIDER_SEED = DEMO_PROVIDER_SEED;
