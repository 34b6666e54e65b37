import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { adminCall, signIn } from '../../../test/operator-client.ts';
import { freshIp, sendEncrypted, solveBotcheck } from '../../../test/account-client.ts';
import { memberCall, newPlayer } from '../../../test/wallet-client.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await buildTestApp();
  owner = (await signIn(t.app, 'owner', 'Owner#2026')).token;
});
afterAll(() => t.app.close());

async function signUpWith(referralCode: string, username: string) {
  const res = await sendEncrypted(
    t.app,
    'PUT',
    '/wps/member/register',
    {
      termsAccepted: true,
      login: true,
      registerMethod: 'WEB',
      botcheck: await solveBotcheck(t.app),
      username,
      password: 'Secret#123',
      confirmPassword: 'Secret#123',
      referralCode,
    },
    { remoteAddress: freshIp() },
  );
  expect(res.statusCode).toBe(200);
  return res.json().value.user as { userName: string };
}

/** The operator's REFERRAL switch, through the console as an owner flips it. */
async function setReferral(enabled: boolean) {
  const res = await adminCall(t.app, 'PUT', '/wps/admin/settings/modules/REFERRAL3', owner, {
    enabled,
  });
  expect(res.status).toBe(200);
}

describe('invite friends (GET /wps/member/referral)', () => {
  it('shows my code and link, and the friends who signed up with it, masked, newest first', async () => {
    const me = await newPlayer(t.app, t.database.db);
    const stranger = await newPlayer(t.app, t.database.db);
    const code = (
      (await t.database.db.execute(sql`select referral_code from members where id = ${me.id}`)) as {
        rows: { referral_code: string }[];
      }
    ).rows[0]!.referral_code;

    // The code works in any case, as the sign-up link carries it.
    await signUpWith(code.toLowerCase(), 'friendone1');
    await signUpWith(code, 'friendtwo2');
    await signUpWith('NOSUCHCODE', 'loner3333');
    await t.database.db.execute(sql`
      insert into deposits (merchant_id, member_id, order_no, method_id, amount, currency, status, request_id)
      select m.merchant_id, m.id, 'REF-' || m.id, (select id from payment_methods limit 1), 50000, 'BDT', 'APPROVED', 'ref-' || m.id
      from members m where m.username = 'friendone1'`);

    const res = await memberCall(t.app, me.token, 'GET', '/wps/member/referral?pageSize=10');
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      referralCode: code,
      registerPath: `/register?referralCode=${code}`,
      invited: 2,
      deposited: 1,
      pageNo: 1,
      pageSize: 10,
    });
    expect(res.body.value.list).toEqual([
      { account: 'fr******o2', registeredAt: expect.any(String), deposited: false },
      { account: 'fr******e1', registeredAt: expect.any(String), deposited: true },
    ]);

    // Another member's friends are theirs alone.
    const other = await memberCall(t.app, stranger.token, 'GET', '/wps/member/referral');
    expect(other.body.value).toMatchObject({ invited: 0, deposited: 0, list: [] });
  });

  it('needs a session, and answers REFERRAL_DISABLED when the operator has switched it off', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/wps/member/referral' });
    expect(anonymous.statusCode).toBe(401);

    const me = await newPlayer(t.app, t.database.db);
    await setReferral(false);
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/wps/member/referral',
        headers: { authorization: `Bearer ${me.token}`, language: 'BN' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'REFERRAL_DISABLED',
        message: 'আপনার অ্যাকাউন্টে বন্ধুদের আমন্ত্রণ চালু নেই।',
      });
    } finally {
      await setReferral(true);
    }
  });

  it('refuses a page size above 50 with a validation error', async () => {
    const me = await newPlayer(t.app, t.database.db);
    const res = await memberCall(t.app, me.token, 'GET', '/wps/member/referral?pageSize=500');
    expect(res.status).toBe(400);
  });
});
