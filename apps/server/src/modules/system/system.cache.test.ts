import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { merchants } from '../../db/schema/index.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';

describe('site configuration cache', () => {
  it.each([
    { ttl: 60_000, after: 0, what: 'serves a white label from memory within the TTL' },
    { ttl: 0, after: 1, what: 'reads every change at once when the TTL is 0' },
  ])('$what', async ({ ttl, after }) => {
    const { app, database } = await buildTestApp({ configTtlMs: ttl });
    const status = async () =>
      (await app.inject({ url: '/wps/system/status', headers: { merchant: 'nova' } })).json().value
        .status as number;
    try {
      expect(await status()).toBe(0);
      await database.db
        .update(merchants)
        .set({ maintenance: true })
        .where(eq(merchants.code, 'nova'));
      expect(await status()).toBe(after);
    } finally {
      await app.close();
    }
  });
});
