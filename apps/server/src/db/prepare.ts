import { gamesMissing, seedGames } from './seed-games.ts';
import {
  DEMO_ANNOUNCEMENTS,
  E2E_ANNOUNCEMENT_OPERATORS,
  seedAnnouncements,
} from './seed-announcements.ts';
import { seedContent } from '../modules/content/content.seed.ts';
import type { Database } from './client.ts';
import { isEmpty, seedMembers, seedMerchants, seedOperators, seedWallets } from './seed.ts';
import {
  DEMO_MEMBERS,
  DEMO_MERCHANTS,
  DEMO_OPERATORS,
  DEMO_PAYMENT_METHODS,
  E2E_FIXTURE_MEMBERS,
  E2E_FIXTURE_MERCHANTS,
} from './seed-data.ts';

export interface PrepareOptions {
  /** auto: seed demo data on a first start only; always: every start; never: not at all. */
  seed: 'auto' | 'always' | 'never';
  /** Extra white labels for browser tests. */
  fixtures?: 'e2e' | undefined;
}

/** Migrates, then seeds per configuration. Returns what was done, for the start-up log. */
export async function prepareDatabase(database: Database, options: PrepareOptions) {
  await database.migrate();
  const shouldSeed =
    options.seed === 'always' || (options.seed === 'auto' && (await isEmpty(database.db)));
  if (shouldSeed) {
    await seedMerchants(database.db, DEMO_MERCHANTS);
    await seedMembers(database.db, DEMO_MEMBERS);
    await seedOperators(database.db, DEMO_OPERATORS);
    await seedWallets(database.db, DEMO_MEMBERS, DEMO_PAYMENT_METHODS);
    await seedAnnouncements(database.db, DEMO_ANNOUNCEMENTS, {
      popups: options.fixtures !== 'e2e',
    });
    await seedContent(
      database.db,
      DEMO_MERCHANTS.map((m) => m.code),
    );
  }
  if (options.fixtures === 'e2e') {
    await seedMerchants(database.db, E2E_FIXTURE_MERCHANTS);
    await seedMembers(database.db, E2E_FIXTURE_MEMBERS);
    await seedWallets(database.db, E2E_FIXTURE_MEMBERS, []);
    await seedOperators(database.db, E2E_ANNOUNCEMENT_OPERATORS);
    await seedContent(
      database.db,
      E2E_FIXTURE_MERCHANTS.map((m) => m.code),
    );
  }
  if (
    options.seed !== 'never' &&
    (shouldSeed || options.fixtures || (await gamesMissing(database.db)))
  ) {
    await seedGames(database.db);
  }
  return { seeded: shouldSeed, fixtures: options.fixtures ?? null };
}
