import closeWithGrace from 'close-with-grace';
import { loadEnv } from './config/env.ts';
import { assertSafeForProduction } from './config/production-secrets.ts';
import { createDatabase } from './db/client.ts';
import { prepareDatabase } from './db/prepare.ts';
import { openCountryLookup } from './lib/geoip.ts';
import { buildApp } from './app.ts';

const env = loadEnv();
// Before anything is opened: a production start with a public default stops here, naming it.
assertSafeForProduction(env);
const database = await createDatabase({ url: env.DATABASE_URL, pglitePath: env.PGLITE_PATH });
const prepared = await prepareDatabase(database, { seed: env.SEED, fixtures: env.SEED_FIXTURES });
const geoip = env.GEOIP_DB ? await openCountryLookup(env.GEOIP_DB) : undefined;

const app = await buildApp({
  database,
  defaultMerchantCode: env.DEFAULT_MERCHANT,
  trustedProxies: env.TRUSTED_PROXIES,
  webDist: env.WEB_DIST,
  adminDist: env.ADMIN_DIST,
  geoip,
  bodyLimit: env.BODY_LIMIT,
  redisUrl: env.REDIS_URL,
  gateways: env.gateways,
  providerUrl: env.PROVIDER_URL,
  providerSeed: env.PROVIDER_SEED,
  vendorSecrets: env.vendorSecrets,
  walletUrl: env.PUBLIC_URL ?? `http://127.0.0.1:${env.PORT}`,
  e2eFixtures: env.SEED_FIXTURES === 'e2e',
  betsKeepMonths: env.BETS_KEEP_MONTHS,
  smsGateway: {
    url: env.SMS_GATEWAY_URL,
    keyId: env.SMS_GATEWAY_KEY_ID,
    secret: env.SMS_GATEWAY_SECRET,
  },
  logger: { level: env.LOG_LEVEL },
});

// A stray rejected promise (a lost connection under some fire-and-forget work) is logged; it must
// not take the whole portal down. An uncaught exception still closes gracefully.
process.on('unhandledRejection', (err) => app.log.error({ err }, 'unhandled rejection'));

// SIGTERM/SIGINT: stop accepting, let in-flight requests finish, then close the database.
closeWithGrace(
  { delay: env.SHUTDOWN_GRACE_MS, skip: ['unhandledRejection'] },
  async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an uncaught error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  },
);

const address = await app.listen({ port: env.PORT, host: env.HOST });
app.log.info(
  { address, database: database.kind, ...prepared, geoip: Boolean(geoip) },
  `portal listening on ${address}`,
);
