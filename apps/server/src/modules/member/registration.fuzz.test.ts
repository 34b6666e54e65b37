import fc from 'fast-check';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTER_FIELDS } from '@portal/contracts/auth';
import { members } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { freshIp, sendEncrypted, solveBotcheck } from '../../../test/account-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ botcheckMaxNumber: 20 });
});
afterAll(() => t.app.close());

const hostile = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    "' OR 1=1 --",
    '"; DROP TABLE members; --',
    '<img src=x onerror=alert(1)>',
    '\u202Egnp.exe',
    '\u0000',
    '\uD800',
    'ǅ'.repeat(5000),
    '𝓊𝓃𝒾𝒸ℴ𝒹ℯ',
  ),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
);

describe('registration under hostile input', () => {
  it('answers every field with any value by a 4xx envelope or a real account, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...REGISTER_FIELDS), hostile, async (field, value) => {
        const before = (await t.database.db.select({ n: count() }).from(members))[0]!.n;
        const res = await sendEncrypted(
          t.app,
          'PUT',
          '/wps/member/register',
          {
            username: 'fuzzuser',
            password: 'Secret#123',
            confirmPassword: 'Secret#123',
            termsAccepted: true,
            botcheck: await solveBotcheck(t.app),
            [field]: value,
          },
          { remoteAddress: freshIp() },
        );
        const body = res.json();
        expect(res.statusCode).toBeLessThan(500);
        const after = (await t.database.db.select({ n: count() }).from(members))[0]!.n;
        if (res.statusCode >= 400) {
          expect(body).toMatchObject({
            success: false,
            code: expect.any(String),
            message: expect.any(String),
          });
          expect(after).toBe(before);
        } else {
          // A value that passed every rule: remove the account so the next run can reuse the name.
          expect(after).toBe(before + 1);
          await t.database.db.delete(members).where(eq(members.usernameKey, 'fuzzuser'));
        }
      }),
      { numRuns: 60 },
    );
  });
});
