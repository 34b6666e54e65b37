import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import { prepareDatabase } from './prepare.ts';
import {
  customerServices,
  domainRoutes,
  merchantModules,
  merchants,
  regionRules,
  siteResources,
} from './schema/index.ts';

describe('seed', () => {
  it('is safe to run twice and keeps operator changes', async () => {
    const database = await createTestDatabase();
    try {
      const tables = [
        merchants,
        merchantModules,
        customerServices,
        siteResources,
        domainRoutes,
        regionRules,
      ];
      const counts = async () =>
        Promise.all(
          tables.map(async (table) => (await database.db.select({ n: count() }).from(table))[0]!.n),
        );
      await prepareDatabase(database, { seed: 'always', fixtures: 'e2e' });
      const first = await counts();
      expect(first[0]).toBe(4);
      await database.db.update(merchants).set({ name: 'Renamed by operator' });
      await prepareDatabase(database, { seed: 'always', fixtures: 'e2e' });
      expect(await counts()).toEqual(first);
      const names = await database.db.select({ name: merchants.name }).from(merchants);
      expect(names.every((n) => n.name === 'Renamed by operator')).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('seeds on a first start only in auto mode', async () => {
    const database = await createTestDatabase();
    try {
      expect((await prepareDatabase(database, { seed: 'auto' })).seeded).toBe(true);
      expect((await prepareDatabase(database, { seed: 'auto' })).seeded).toBe(false);
    } finally {
      await database.close();
    }
  });
});
