import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';

const redisUrl = process.env.REDIS_URL;

describe('rate limits across server nodes', () => {
  it.skipIf(!redisUrl)(
    'share one counter through Redis: a captcha per second per address, whichever node answers',
    async () => {
      const a = await buildTestApp({ redisUrl });
      const b = await buildTestApp({ redisUrl });
      try {
        const ip = `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
        const ask = (node: typeof a, key: string) =>
          node.app.inject({
            url: `/wps/captcha?key=${key}`,
            headers: { merchant: 'demo' },
            remoteAddress: ip,
          });
        expect((await ask(a, 'node-a-000001')).statusCode).toBe(200);
        const second = await ask(b, 'node-b-000001');
        expect(second.statusCode).toBe(429);
        expect(second.json().code).toBe('RATE_LIMITED');
      } finally {
        await a.app.close();
        await b.app.close();
      }
    },
  );
});
