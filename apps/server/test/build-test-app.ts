import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { createTestDatabase } from './test-database.ts';

/** The database behind each test app, for helpers that must reach it (see operator-client.ts). */
export const testDatabaseOf = new WeakMap<FastifyInstance, Database>();

export interface TestApp {
  app: FastifyInstance;
  database: Database;
}

/** The real app on a fresh database with the demo and e2e white labels seeded. */
export async function buildTestApp(
  options: Partial<Omit<AppOptions, 'database'>> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  await prepareDatabase(database, { seed: 'always', fixtures: 'e2e' });
  const app = await buildApp({
    database,
    botcheckMaxNumber: 200,
    e2eFixtures: true,
    // The crash rounds job would hold PGlite's one connection five times a second.
    crashEveryMs: 0,
    // Tests resolve pending vendor transfers themselves (resolvePending).
    transferResolveEveryMs: 0,
    // Tests roll bets up when they read a summary (runBetRollup in bet-rollups.ts).
    betRollupEveryMs: 0,
    // A job that changes rows at a moment of its own would make tests that compare the database
    // before and after a call (the OpenAPI fuzz) flaky: tests that need it turn it on.
    autoConfirmEverySeconds: 0,
    // Tests settle rebate and cash back periods, and run VIP passes, themselves.
    loyaltyPeriodsEveryMs: 0,
    agentPayEveryMs: 0,
    vipEveryMs: 0,
    // Tests pull transfer-wallet bet history themselves (runJobOnce).
    betHistoryEveryMs: 0,
    // Tests run the retention job themselves (retention.test.ts).
    betsRetentionEveryMs: 0,
    // Messages stay pending in the outbox (tests read codes there); outbound tests turn it on.
    outboxDelivery: { everyMs: 0 },
    ...options,
  });
  await app.ready();
  testDatabaseOf.set(app, database);
  return { app, database };
}
