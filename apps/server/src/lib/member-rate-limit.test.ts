import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { freshIp, login } from '../../test/account-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

/** PUT /wps/member/payment-password (10 a minute) with a wrong login password: cheap, no change. */
const call = (authorization: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/wps/member/payment-password',
    headers: { merchant: 'demo', language: 'EN', authorization },
    payload: { loginPassword: 'not-it', newPaymentPassword: '135790' },
    remoteAddress: freshIp(),
  });

describe('rate limits on signed-in calls', () => {
  it('count the member, not the spelling of the Authorization header nor the session', async () => {
    const token = (await login(t.app, 'player01', 'Player#2026')).body.value.token as string;
    for (let i = 0; i < 10; i++) {
      const res = await call(`Bearer ${token}`);
      expect(res.json().code).toBe('AUTH_OLD_PASSWORD_WRONG');
    }
    for (const spelling of [`bearer ${token}`, `Bearer   ${token}  `, `BEARER ${token}`, token]) {
      const res = await call(spelling);
      expect(res.statusCode, spelling).toBe(429);
      expect(res.json().code).toBe('RATE_LIMITED');
    }
    // A second session of the same member shares the bucket too.
    const other = (await login(t.app, 'player01', 'Player#2026')).body.value.token as string;
    expect((await call(`Bearer ${other}`)).statusCode).toBe(429);
    // Another member is not throttled by the first.
    const agent = (await login(t.app, 'agent01', 'Agent#2026', {}, { remoteAddress: freshIp() }))
      .body.value.token as string;
    expect((await call(`Bearer ${agent}`)).json().code).toBe('AUTH_OLD_PASSWORD_WRONG');
  });
});
