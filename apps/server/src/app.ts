import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { parseLanguage } from '@portal/contracts/i18n';
import { HEADER } from '@portal/contracts/headers';
import type { Database } from './db/client.ts';
import type { CountryLookup } from './lib/geoip.ts';
import { requestContextPlugin } from './plugins/request-context.ts';
import { errorHandlerPlugin, sendUnavailable } from './plugins/error-handler.ts';
import { frameworkErrors, safeValidatorCompiler } from './plugins/input-safety.ts';
import { securityPlugin } from './plugins/security.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { siteIconRoutes } from './modules/system/site-icon.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { createSystemService } from './modules/system/system.service.ts';
import { createFirstPaint, type FirstPaintDeps } from './modules/system/first-paint.ts';
import { GameListQuerySchema } from '@portal/contracts/games';
import { policyOf } from './modules/system/merchant-policy.ts';
import { registerAccounts } from './modules/register-accounts.ts';
import type { Member } from './modules/member/member.service.ts';
import { registerAdmin } from './modules/admin/register-admin.ts';
import { registerMoney } from './modules/register-money.ts';
import { registerBets } from './modules/register-bets.ts';
import { registerGames } from './modules/register-games.ts';
import { DEFAULT_PROVIDER_SEED, registerVendors } from './modules/register-vendors.ts';
import { createCatalogService } from './modules/games/catalog.service.ts';
import type { GatewaySettings } from './modules/cashier/gateway-client.ts';
import { DEMO_GATEWAY_SECRET } from '@portal/contracts/payment-gateway';
import { registerMessages } from './modules/register-messages.ts';
import { registerSiteOps } from './modules/register-site-ops.ts';
import { registerFeedback } from './modules/register-feedback.ts';
import { registerAgents } from './modules/register-agents.ts';
import { registerAnnouncements } from './modules/register-announcements.ts';
import { registerChat } from './modules/register-chat.ts';
import { registerContent } from './modules/register-content.ts';
import { createMessagesService } from './modules/messages/messages.service.ts';
import { createAuditTrail } from './modules/admin/admin.audit.ts';
import { createOutbound, DEMO_SMS_GATEWAY, registerOutbound } from './modules/register-outbound.ts';
import type { DeliveryOptions } from './modules/outbound/delivery.ts';
import type { SmsGatewaySettings } from './modules/outbound/providers.ts';
import {
  createLocalWalletEvents,
  createRedisWalletEvents,
} from './modules/wallet/wallet-events.ts';

/** The demo gateway where it starts by default (npm start), with its public demo secret. */
const DEMO_GATEWAYS = { DEMO: { url: 'http://127.0.0.1:3950', secret: DEMO_GATEWAY_SECRET } };

export interface AppOptions {
  database: Database;
  /** Merchant for requests that name none by header or host; '' refuses such requests. */
  defaultMerchantCode?: string;
  /** Proxy addresses or CIDRs whose X-Forwarded-For is believed. */
  trustedProxies?: string[];
  /** Built web app folder; when missing, only the API is served. */
  webDist?: string | undefined;
  /** Built operator console folder, served at /admin/; when missing, not served. */
  adminDist?: string | undefined;
  geoip?: CountryLookup | undefined;
  bodyLimit?: number;
  /** How long site configuration may be served from memory (ms); 0 disables the cache. */
  configTtlMs?: number;
  logger?: FastifyServerOptions['logger'];
  /** Close the database when the app closes (main and tests own the app, so default true). */
  closeDatabase?: boolean;
  /** Redis for rate limits shared by every node; in-process counters without it. */
  redisUrl?: string | undefined;
  /** Upper bound of the bot-check proof of work (tests use a small one). */
  botcheckMaxNumber?: number;
  /** Per-route rate limits (default on); the API fuzz test turns them off to reach every check. */
  rateLimits?: boolean;
  /** Browser-test helpers: read the outbox and captcha answers. Never in production. */
  e2eFixtures?: boolean;
  /**
   * Payment gateways by code: base URL and shared secret. Default: the demo gateway
   * (apps/demo-gateway) as `DEMO` on http://127.0.0.1:3950 with its public demo secret.
   */
  gateways?: Readonly<Record<string, GatewaySettings>> | undefined;
  /** Seconds between runs of the withdrawal auto-confirm job (default 60). */
  autoConfirmEverySeconds?: number | undefined;
  /** Extra plugins registered inside the API scope; tests use it for probe routes. */
  extraRoutes?: (app: FastifyInstance) => Promise<void>;
  /** Base URL of the game vendor service (apps/demo-provider); default http://127.0.0.1:3900. */
  providerUrl?: string | undefined;
  /** Seed of the vendors' shared secrets; the demo default when unset. */
  providerSeed?: string | undefined;
  /** Vendors' own secrets by variable name (VENDOR_SECRET_<CODE>); the seed's for the rest. */
  vendorSecrets?: Readonly<Record<string, string>> | undefined;
  /** This portal's base URL as vendors and gateways reach it; default http://127.0.0.1:3000. */
  walletUrl?: string | undefined;
  /** How long the games catalog is cached per white label (tests use 0). */
  catalogTtlMs?: number | undefined;
  /** Milliseconds between steps of the crash rounds job; 0 turns it off (tests step it). */
  crashEveryMs?: number | undefined;
  /** Milliseconds between passes of the vendor-transfer resolver job; 0 turns it off. */
  transferResolveEveryMs?: number | undefined;
  /** Milliseconds between passes of the loyalty periods job (default 5 minutes); 0 turns it off. */
  loyaltyPeriodsEveryMs?: number | undefined;
  /** Milliseconds between passes of the VIP job (default 5 minutes); 0: off. */
  vipEveryMs?: number | undefined;
  /** Milliseconds between passes of the bonus expiry job (default 5 minutes); 0: off. */
  loyaltyExpiryEveryMs?: number | undefined;
  /** Milliseconds between passes of the agent pay job (default 5 minutes); 0 turns it off. */
  agentPayEveryMs?: number | undefined;
  /** Milliseconds between passes of the bet rollup job (default 5,000); 0 turns it off. */
  betRollupEveryMs?: number | undefined;
  /** Bets per rollup pass (default 5,000). */
  betRollupBatchSize?: number | undefined;
  /** Milliseconds between passes of the transfer-wallet bet-history pull; 0 turns it off. */
  betHistoryEveryMs?: number | undefined;
  /** Whole months bets are kept after their month ends (at least 4; default 24). */
  betsKeepMonths?: number | undefined;
  /** Milliseconds between passes of the bets retention job (daily by default); 0 turns it off. */
  betsRetentionEveryMs?: number | undefined;
  /** The sms gateway of white labels without their own; default the demo gateway; null none. */
  smsGateway?: SmsGatewaySettings | null | undefined;
  /** Outbox delivery worker timing (everyMs 0 turns sending off; tests read the outbox). */
  outboxDelivery?: DeliveryOptions | undefined;
}

/** Composition root: plugins, services and routes. Does not listen. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const trusted = options.trustedProxies ?? [];
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: trusted.length > 0 ? trusted : false,
    bodyLimit: options.bodyLimit ?? 1_048_576,
    genReqId: (req) => {
      const incoming = req.headers[HEADER.requestId];
      return typeof incoming === 'string' && /^[\w.-]{8,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(safeValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // While draining, answer in-flight requests with `Connection: close`, so keep-alive sockets
  // end with their last response instead of holding shutdown open until their idle timeout.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header(HEADER.requestId, request.id);
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  if (options.closeDatabase !== false) {
    app.addHook('onClose', async () => {
      await options.database.close();
    });
  }

  await app.register(requestContextPlugin);
  const health = options.database.health;
  app.decorate('dbHealth', health);
  await app.register(errorHandlerPlugin, { health });
  await app.register(securityPlugin, {
    webDist: options.webDist,
    frameOrigins: [new URL(options.providerUrl ?? 'http://127.0.0.1:3900').origin],
  });
  await app.register(openApiPlugin);

  const system = createSystemService({
    db: options.database.db,
    geoip: options.geoip,
    defaultMerchantCode: options.defaultMerchantCode ?? 'demo',
    configTtlMs: options.configTtlMs,
  });

  await app.register(healthRoutes, {
    ping: () => options.database.ping(),
    health,
    databaseKind: options.database.kind,
  });

  // Set while the API registers: the page's first paint reads the home banners from it.
  let listBanners: FirstPaintDeps['banners'] = async () => [];
  let catalogOf: FirstPaintDeps['games'] | undefined;
  // Set once the money is wired: member info names the member's VIP level.
  let vipOf: (
    member: Member,
    language: string,
  ) => Promise<{ level: number; name: string | null }> = async () => ({ level: 0, name: null });
  // The portal API: every call belongs to a white label.
  await app.register(async (api) => {
    // While the database is unreachable, answer at once instead of queueing on a dead pool.
    api.addHook('onRequest', async (request, reply) => {
      if (health.isDown()) return sendUnavailable(request, reply);
    });
    api.addHook('onRequest', async (request) => {
      const header = request.headers[HEADER.merchant];
      const merchant = await system.resolveMerchant({
        code: Array.isArray(header) ? header[0] : header,
        host: request.hostname,
      });
      request.ctx.merchant = merchant;
      if (!request.ctx.languageFromHeader) {
        request.ctx.language = parseLanguage(merchant.defaultLanguage) ?? request.ctx.language;
      }
    });
    await api.register(systemRoutes, { system });
    await api.register(siteIconRoutes);
    // The member event bus: balance sockets and platform messages publish on it.
    const events = options.redisUrl
      ? createRedisWalletEvents(options.redisUrl)
      : createLocalWalletEvents();
    api.addHook('onClose', async () => events.close());
    // Platform messages: member info shows the unread count, money moves write notices.
    const messages = createMessagesService({
      db: options.database.db,
      audit: createAuditTrail({ db: options.database.db }),
      publishUnread: (memberId, unread) => events.publish(memberId, { type: 'messages', unread }),
      publishBroadcast: (merchantId) => events.publishSite(merchantId, { type: 'messages.new' }),
      bnDigitsOf: async (merchantId) => policyOf(await system.merchantById(merchantId)).bnDigits,
    });
    // Sms and email leave through the outbox; a written row wakes the delivery worker.
    const outbound = createOutbound(api, {
      db: options.database.db,
      audit: createAuditTrail({ db: options.database.db }),
      smsDefault: options.smsGateway === undefined ? DEMO_SMS_GATEWAY : options.smsGateway,
      delivery: options.outboxDelivery,
    });
    const accounts = await registerAccounts(api, {
      onOutboxWritten: outbound.delivery.kick,
      db: options.database.db,
      dbKind: options.database.kind,
      unreadMessages: (member) => messages.unread(member),
      vipOf: (member, language) => vipOf(member, language),
      system,
      redisUrl: options.redisUrl,
      botcheckMaxNumber: options.botcheckMaxNumber,
      e2eFixtures: options.e2eFixtures === true,
      rateLimits: options.rateLimits !== false,
    });
    const admin = await registerAdmin(api, {
      db: options.database.db,
      system,
      sessions: accounts.sessions,
      limits: accounts.limits,
      captcha: accounts.captcha,
      botcheck: accounts.botcheck,
    });
    await registerOutbound(api, outbound, admin.operatorGuard);
    await registerMessages(api, {
      messages,
      guard: accounts.guard,
      operatorGuard: admin.operatorGuard,
    });
    await registerSiteOps(api, { db: options.database.db, system, ...admin });
    await registerFeedback(api, { db: options.database.db, messages, ...accounts, ...admin });
    await registerAnnouncements(api, {
      ...admin,
      db: options.database.db,
      guard: accounts.guard,
      ttlMs: options.configTtlMs,
    });
    const content = await registerContent(api, {
      db: options.database.db,
      audit: admin.audit,
      system,
      operatorGuard: admin.operatorGuard,
      ttlMs: options.catalogTtlMs,
    });
    listBanners = content.banners.list;
    const money = await registerMoney(api, {
      db: options.database.db,
      events,
      messages,
      system,
      ...accounts,
      ...admin,
      redisUrl: options.redisUrl,
      gateways: options.gateways ?? DEMO_GATEWAYS,
      publicUrl: options.walletUrl ?? 'http://127.0.0.1:3000',
      autoConfirmEverySeconds: options.autoConfirmEverySeconds,
      loyaltyPeriodsEveryMs: options.loyaltyPeriodsEveryMs,
      vipEveryMs: options.vipEveryMs,
      loyaltyExpiryEveryMs: options.loyaltyExpiryEveryMs,
    });
    await registerAgents(api, {
      db: options.database.db,
      messages,
      system,
      ...accounts,
      ...admin,
      agentPayEveryMs: options.agentPayEveryMs,
      e2eFixtures: options.e2eFixtures === true,
      tellPaid: money.tellPaid,
    });
    vipOf = (member, language) => money.vip.badge(member.merchantId, member.id, language);
    // Live chat: members and the console's desk, fanned out over the member event bus.
    await registerChat(api, { db: options.database.db, events, ...accounts, ...admin });
    // Games and vendors share the catalog: launches and seamless calls read the same cache.
    const catalog = createCatalogService({
      db: options.database.db,
      ttlMs: options.catalogTtlMs,
    });
    const vendors = await registerVendors(api, {
      db: options.database.db,
      dbKind: options.database.kind,
      system,
      ledger: accounts.ledger,
      members: accounts.members,
      turnover: money.turnover,
      catalog,
      guard: accounts.guard,
      publishBalance: money.publishBalance,
      providerUrl: options.providerUrl ?? 'http://127.0.0.1:3900',
      providerSeed: options.providerSeed ?? DEFAULT_PROVIDER_SEED,
      vendorSecrets: options.vendorSecrets,
      transferResolveEveryMs: options.transferResolveEveryMs,
    });
    await registerBets(api, {
      db: options.database.db,
      rollupEveryMs: options.betRollupEveryMs,
      rollupBatchSize: options.betRollupBatchSize,
      vendors: vendors.client,
      operatorGuard: admin.operatorGuard,
      audit: admin.audit,
      betHistoryEveryMs: options.betHistoryEveryMs,
      betsKeepMonths: options.betsKeepMonths,
      betsRetentionEveryMs: options.betsRetentionEveryMs,
    });
    const games = await registerGames(api, {
      db: options.database.db,
      ledger: accounts.ledger,
      turnover: money.turnover,
      catalog,
      vendors: vendors.client,
      guard: accounts.guard,
      operatorGuard: admin.operatorGuard,
      audit: admin.audit,
      publishBalance: money.publishBalance,
      walletUrl: options.walletUrl ?? 'http://127.0.0.1:3000',
      prepareWallet: vendors.gameWallets.prepareLaunch,
      crashEveryMs: options.crashEveryMs,
    });
    catalogOf = {
      list: (merchantId, language, query) =>
        games.catalog.list(merchantId, undefined, GameListQuerySchema.parse(query), language),
      vendorLanes: (merchantId, language) => games.catalog.vendorLanes(merchantId, language),
    };
    if (options.extraRoutes) await options.extraRoutes(api);
  });

  const firstPaint = createFirstPaint({
    system,
    banners: (merchantId, groups) => listBanners(merchantId, groups),
    games: {
      list: (...args) => catalogOf!.list(...args),
      vendorLanes: (...args) => catalogOf!.vendorLanes(...args),
    },
  });
  await app.register(webAppPlugin, {
    webDist: options.webDist,
    adminDist: options.adminDist,
    renderPage: firstPaint,
  });
  return app;
}
