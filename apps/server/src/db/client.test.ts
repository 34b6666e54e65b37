import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import { createDatabase } from './client.ts';
import { isEmpty } from './seed.ts';

describe('database client', () => {
  it('migrates idempotently', async () => {
    const database = await createTestDatabase();
    try {
      await database.migrate();
      expect(await isEmpty(database.db)).toBe(true);
    } finally {
      await database.close();
    }
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'lets nodes that start together migrate one at a time',
    async () => {
      const first = await createTestDatabase({ migrate: false });
      // A second pool on the same fresh database, as a second API node would open.
      const url = new URL(process.env.DATABASE_URL!);
      const row = await first.db.execute('select current_database() as name');
      url.pathname = `/${(row as { rows: { name: string }[] }).rows[0]!.name}`;
      const second = await createDatabase({ url: url.toString() });
      try {
        await Promise.all([first.migrate(), second.migrate(), first.migrate()]);
        expect(await isEmpty(second.db)).toBe(true);
      } finally {
        await second.close();
        await first.close();
      }
    },
  );
});
