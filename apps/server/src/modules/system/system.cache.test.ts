import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { merchants } from '../../db/schema/index.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';

const statusOf = async (app: Awaited<ReturnType<typeof buildTestApp>>['app']) =>
  (await app.inject({ url: '/wps/system/status', headers: { merchant: 'nova' } })).json().value
    .status as number;

describe('site configuration cache', () => {
  it('serves a white label from memory within the TTL', async () => {
    const { app, database } = await buildTestApp({ configTtlMs: 60_000 });
    try {
      expect(await statusOf(app)).toBe(0);
      await database.db
        .update(merchants)
        .set({ maintenance: true })
        .where(eq(merchants.code, 'nova'));
      expect(await statusOf(app)).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('reads every change at once when the TTL is 0', async () => {
    const { app, database } = await buildTestApp({ configTtlMs: 0 });
    try {
      expect(await statusOf(app)).toBe(0);
      await database.db
        .update(merchants)
        .set({ maintenance: true })
        .where(eq(merchants.code, 'nova'));
      expect(await statusOf(app)).toBe(1);
    } finally {
      await app.close();
    }
  });
});
