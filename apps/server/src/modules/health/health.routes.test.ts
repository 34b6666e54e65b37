import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';

describe('health and readiness', () => {
  it('answers /healthz and /readyz while running', async () => {
    const { app, database } = await buildTestApp();
    try {
      expect((await app.inject('/healthz')).json()).toEqual({
        success: true,
        value: { status: 'ok' },
      });
      const ready = await app.inject('/readyz');
      expect(ready.statusCode).toBe(200);
      expect(ready.json().value).toEqual({ status: 'ready', database: database.kind });
    } finally {
      await app.close();
    }
  });

  it('reports not ready (503) when the database is gone', async () => {
    const { app, database } = await buildTestApp({ closeDatabase: false });
    await database.close();
    const res = await app.inject('/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('SERVICE_UNAVAILABLE');
    await app.close();
  });

  it('lets an in-flight request finish on close, then closes the database', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    let draining!: () => void;
    const drainStarted = new Promise<void>((resolve) => (draining = resolve));
    const { app, database } = await buildTestApp({
      extraRoutes: async (api) => {
        api.addHook('preClose', (done) => {
          draining();
          done();
        });
        api.get('/wps/test/slow', async () => {
          entered();
          await gate;
          await database.ping();
          return { success: true, value: 'finished' };
        });
      },
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const inFlight = fetch(`${address}/wps/test/slow`, { headers: { merchant: 'demo' } });
    await inside;
    const closing = app.close();
    await drainStarted;
    release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(res.headers.get('connection')).toBe('close');
    expect(await res.json()).toEqual({ success: true, value: 'finished' });
    await closing;
    await expect(database.ping()).rejects.toThrow();
  });
});
