import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, merchantModules } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  bearer,
  freshIp,
  login,
  sendEncrypted,
  solveBotcheck,
} from '../../../test/account-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

const memberCount = async () => (await t.database.db.select({ n: count() }).from(members))[0]!.n;

async function register(
  body: Record<string, unknown>,
  url = '/wps/member/register',
  language = 'EN',
) {
  const res = await sendEncrypted(
    t.app,
    'PUT',
    url,
    {
      termsAccepted: true,
      login: true,
      registerMethod: 'WEB',
      botcheck: await solveBotcheck(t.app),
      ...body,
    },
    { remoteAddress: freshIp(), headers: { language } },
  );
  return { status: res.statusCode, body: res.json() };
}

async function outboxCode(recipient: string): Promise<string> {
  const res = await t.app.inject({
    url: `/wps/test/outbox?recipient=${encodeURIComponent(recipient)}`,
    headers: { merchant: 'demo' },
  });
  const body = res.json().value[0].body as string;
  return /\b(\d{6})\b/.exec(body)![1]!;
}

describe('registration settings', () => {
  it('describes every field with its pattern, and which tabs are open', async () => {
    const res = await t.app.inject({
      url: '/wps/system/setting/register',
      headers: { merchant: 'demo' },
    });
    const value = res.json().value;
    expect(value).toMatchObject({
      usernameRegistration: true,
      mobileRegistration: true,
      smsVerification: true,
      minimumAge: 18,
      countryDialingCode: '880',
    });
    expect(value.fields.username).toMatchObject({
      enabled: true,
      required: true,
      patternId: 'LETTER_FIRST_ALNUM',
      minLength: 4,
      maxLength: 16,
    });
    expect(value.fields.qqNum.enabled).toBe(false);
    expect(Object.keys(value.fields)).toHaveLength(20);
  });
});

describe('register by username', () => {
  it('creates the account and logs in', async () => {
    const { status, body } = await register({
      username: 'newbie01',
      password: 'Secret#123',
      confirmPassword: 'Secret#123',
      email: 'NewBie@Example.com',
    });
    expect(status).toBe(200);
    expect(body.value.user).toMatchObject({ userName: 'newbie01', type: 0 });
    const info = await t.app.inject({ url: '/wps/member/info', headers: bearer(body.value.token) });
    expect(info.json().value).toMatchObject({
      account: 'newbie01',
      maskedEmail: 'n****e@example.com',
    });
  });

  it('refuses a taken username in any case with 409', async () => {
    const { status, body } = await register({
      username: 'NEWBIE01',
      password: 'Secret#123',
      confirmPassword: 'Secret#123',
    });
    expect(status).toBe(409);
    expect(body.code).toBe('MEMBER_USERNAME_TAKEN');
  });

  it('checks every field against its pattern and says why, translated, storing nothing', async () => {
    const before = await memberCount();
    const { status, body } = await register(
      {
        username: '9lives',
        password: 'short',
        confirmPassword: 'different',
        email: 'not-an-email',
      },
      '/wps/member/register',
      'BN',
    );
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    const paths = body.details.map((d: { path: string }) => d.path).sort();
    expect(paths).toEqual(
      ['body.confirmPassword', 'body.email', 'body.password', 'body.username'].sort(),
    );
    expect(body.details.every((d: { message: string }) => /[\u0980-\u09FF]/.test(d.message))).toBe(
      true,
    );
    expect(await memberCount()).toBe(before);
  });

  it.each([
    ["Robert'); DROP TABLE members;--"],
    ['<script>alert(1)</script>'],
    ['abc\u0000def'],
    ['user\u202Ename'],
    ['a'.repeat(300)],
    ['ᄀᄀᄀᄀ'],
  ])('refuses the username %j with a 4xx and stores nothing', async (username) => {
    const before = await memberCount();
    const { status, body } = await register({
      username,
      password: 'Secret#123',
      confirmPassword: 'Secret#123',
    });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(typeof body.code).toBe('string');
    expect(await memberCount()).toBe(before);
  });

  it('refuses wrong types with field paths', async () => {
    const res = await sendEncrypted(t.app, 'PUT', '/wps/member/register', {
      username: 42,
      password: ['x'],
      termsAccepted: 'yes',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { path: string }) => d.path)).toEqual(
      expect.arrayContaining(['body.username', 'body.password', 'body.termsAccepted']),
    );
  });

  it('requires the terms and age box', async () => {
    const { body } = await register({
      username: 'noterms1',
      password: 'Secret#123',
      confirmPassword: 'Secret#123',
      termsAccepted: false,
    });
    expect(body.code).toBe('MEMBER_TERMS_REQUIRED');
  });

  it('links to the agent of a valid invitation code and refuses an invalid one', async () => {
    const check = await t.app.inject({
      url: '/wps/agent/affiliate?code=DEMOAGENT01&domain=localhost',
      headers: { merchant: 'demo' },
    });
    expect(check.json().value).toEqual({ valid: true });
    const bad = await t.app.inject({
      url: '/wps/agent/affiliate?code=NOPE1234',
      headers: { merchant: 'demo' },
    });
    expect(bad.json().value).toEqual({ valid: false });

    const invalid = await register({
      username: 'invited1',
      password: 'Secret#123',
      confirmPassword: 'Secret#123',
      affiliateCode: 'NOPE1234',
    });
    expect(invalid.body).toMatchObject({
      code: 'AFFILIATE_INVALID',
      message: 'Invalid invitation code.',
    });
    const ok = await register({
      username: 'invited2',
      password: 'Secret#123',
      confirmPassword: 'Secret#123',
      affiliateCode: 'demoagent01',
    });
    expect(ok.status).toBe(200);
    const [agent] = await t.database.db
      .select()
      .from(members)
      .where(eq(members.usernameKey, 'agent01'));
    const [invited] = await t.database.db
      .select()
      .from(members)
      .where(eq(members.usernameKey, 'invited2'));
    expect(invited!.uplineId).toBe(agent!.id);
  });

  it('is refused when the white label switches username registration off', async () => {
    await t.database.db
      .update(merchantModules)
      .set({ enabled: false })
      .where(eq(merchantModules.modId, 'USERNAMEREG3'));
    const { app } = t;
    const fresh = await buildTestApp({ configTtlMs: 0 });
    try {
      await fresh.database.db
        .update(merchantModules)
        .set({ enabled: false })
        .where(eq(merchantModules.modId, 'USERNAMEREG3'));
      const res = await sendEncrypted(fresh.app, 'PUT', '/wps/member/register', {
        username: 'closed01',
        password: 'Secret#123',
        confirmPassword: 'Secret#123',
        termsAccepted: true,
        botcheck: await solveBotcheck(fresh.app),
      });
      expect(res.json().code).toBe('MEMBER_REGISTRATION_DISABLED');
    } finally {
      await fresh.app.close();
      await t.database.db
        .update(merchantModules)
        .set({ enabled: true })
        .where(eq(merchantModules.modId, 'USERNAMEREG3'));
      void app;
    }
  });
});

describe('register by mobile', () => {
  it('needs the sms code from the outbox, then logs in; the code works once', async () => {
    const send = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      headers: { merchant: 'demo' },
      remoteAddress: freshIp(),
      payload: { mobileNo: '01812345678', countryDialingCode: '880' },
    });
    expect(send.json().value).toEqual({ expiredMinutes: 5 });
    const code = await outboxCode('+8801812345678');
    const missing = await register(
      {
        mobileNum: '01812345678',
        countryDialingCode: '880',
        password: 'Secret#123',
        confirmPassword: 'Secret#123',
        verificationCode: '000000',
      },
      '/wps/member/register/mobile',
    );
    expect(missing.body.code).toBe('SMS_CODE_INVALID');
    const ok = await register(
      {
        mobileNum: '01812345678',
        countryDialingCode: '880',
        password: 'Secret#123',
        confirmPassword: 'Secret#123',
        verificationCode: code,
      },
      '/wps/member/register/mobile',
    );
    expect(ok.status).toBe(200);
    expect(ok.body.value.user.userName).toBe('01812345678');
    const again = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      headers: { merchant: 'demo' },
      remoteAddress: freshIp(),
      payload: { mobileNo: '+8801812345678', countryDialingCode: '880' },
    });
    expect(again.json().code).toBe('MEMBER_MOBILE_TAKEN');
    const byMobile = await login(t.app, '01812345678', 'Secret#123');
    expect(byMobile.status).toBe(200);
  });

  it('kills a code after 5 wrong tries and caps sends at 5 per number per hour', async () => {
    const mobileNo = '01912345678';
    const sendOnce = () =>
      t.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/register',
        headers: { merchant: 'demo' },
        remoteAddress: freshIp(),
        payload: { mobileNo, countryDialingCode: '880' },
      });
    await sendOnce();
    const code = await outboxCode('+8801912345678');
    const attempt = (verificationCode: string) =>
      register(
        {
          mobileNum: mobileNo,
          countryDialingCode: '880',
          password: 'Secret#123',
          confirmPassword: 'Secret#123',
          verificationCode,
        },
        '/wps/member/register/mobile',
      );
    for (let i = 0; i < 5; i++) {
      expect((await attempt('123123')).body.code).toBe('SMS_CODE_INVALID');
    }
    expect((await attempt(code)).body.code).toBe('SMS_CODE_EXPIRED');
    for (let i = 0; i < 4; i++) expect((await sendOnce()).statusCode).toBe(200);
    const sixth = await sendOnce();
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('SMS_TOO_MANY');
  });

  it('refuses a number that is not a mobile number', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      headers: { merchant: 'demo', language: 'EN' },
      payload: { mobileNo: '12', countryDialingCode: '880' },
    });
    expect(res.json()).toMatchObject({
      code: 'SMS_INVALID_PHONE',
      message: 'Please enter a valid mobile number.',
    });
  });
});
