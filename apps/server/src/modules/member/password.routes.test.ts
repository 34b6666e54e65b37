import sharp from 'sharp';
import { TOTP, Secret } from 'otpauth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTickets, members, verificationCodes } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  bearer,
  encryptBody,
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

async function outbox(recipient: string): Promise<string> {
  const res = await t.app.inject({
    url: `/wps/test/outbox?recipient=${encodeURIComponent(recipient)}`,
    headers: { merchant: 'demo' },
  });
  return res.json().value[0].body as string;
}
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;

async function newMember(username: string, extra: Record<string, unknown> = {}) {
  const res = await sendEncrypted(
    t.app,
    'PUT',
    '/wps/member/register',
    {
      username,
      password: 'Secret#123',
      confirmPassword: 'Secret#123',
      termsAccepted: true,
      botcheck: await solveBotcheck(t.app),
      ...extra,
    },
    { remoteAddress: freshIp() },
  );
  expect(res.statusCode).toBe(200);
  return res.json().value.token as string;
}

describe('forced password change', () => {
  it('holds an account on the default weak password until it is changed', async () => {
    const { body } = await login(t.app, 'weakuser', '{secret}');
    expect(body.value.mustChangePassword).toBe(true);
    const token = body.value.token as string;
    const info = await t.app.inject({ url: '/wps/member/info', headers: bearer(token) });
    expect(info.statusCode).toBe(403);
    expect(info.json().code).toBe('AUTH_PASSWORD_CHANGE_REQUIRED');

    const mismatch = await sendEncrypted(
      t.app,
      'POST',
      '/wps/member/password',
      { oldPassword: '{secret}', newPassword: 'Better#2026', confirmNewPassword: 'Other#2026' },
      { headers: bearer(token) },
    );
    expect(mismatch.json()).toMatchObject({
      code: 'AUTH_PASSWORD_MISMATCH',
      message: 'Confirmation password is not correct.',
    });
    const wrongOld = await sendEncrypted(
      t.app,
      'POST',
      '/wps/member/password',
      { oldPassword: 'guess', newPassword: 'Better#2026', confirmNewPassword: 'Better#2026' },
      { headers: bearer(token) },
    );
    expect(wrongOld.json().code).toBe('AUTH_OLD_PASSWORD_WRONG');
    const changed = await sendEncrypted(
      t.app,
      'POST',
      '/wps/member/password',
      { oldPassword: '{secret}', newPassword: 'Better#2026', confirmNewPassword: 'Better#2026' },
      { headers: bearer(token) },
    );
    expect(changed.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/wps/member/info', headers: bearer(token) })).statusCode,
    ).toBe(200);
  });

  it('ends every other session on a password change', async () => {
    const token = await newMember('changer01');
    const other = (await login(t.app, 'changer01', 'Secret#123')).body.value.token as string;
    const res = await sendEncrypted(
      t.app,
      'POST',
      '/wps/member/password',
      { oldPassword: 'Secret#123', newPassword: 'Fresh#2026', confirmNewPassword: 'Fresh#2026' },
      { headers: bearer(token) },
    );
    expect(res.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/wps/member/info', headers: bearer(token) })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ url: '/wps/member/info', headers: bearer(other) })).statusCode,
    ).toBe(401);
    expect((await login(t.app, 'changer01', 'Secret#123')).status).toBe(401);
  });
});

describe('forgot password', () => {
  it('by phone: code, new password, then logged in; other sessions end', async () => {
    await newMember('phoneuser1', { mobileNum: '01611111111', countryDialingCode: '880' });
    const old = (await login(t.app, 'phoneuser1', 'Secret#123')).body.value.token as string;
    const send = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      headers: { merchant: 'demo' },
      remoteAddress: freshIp(),
      payload: {
        mobileNum: '01611111111',
        countryDialingCode: '880',
        purpose: 'forgot',
        botcheck: await solveBotcheck(t.app),
      },
    });
    expect(send.statusCode).toBe(200);
    const code = codeIn(await outbox('+8801611111111'));
    const res = await sendEncrypted(t.app, 'POST', '/wps/member/password/verification', {
      mobileNum: '01611111111',
      countryDialingCode: '880',
      verificationCode: code,
      newPassword: 'Phone#2026',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.token).toEqual(expect.any(String));
    expect((await t.app.inject({ url: '/wps/member/info', headers: bearer(old) })).statusCode).toBe(
      401,
    );
    expect((await login(t.app, 'phoneuser1', 'Phone#2026')).status).toBe(200);
  });

  it('by phone: of 101 parallel guesses at a code, exactly 5 are checked, the right one included or not', async () => {
    await newMember('phoneuser2', { mobileNum: '01622222222', countryDialingCode: '880' });
    const send = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      headers: { merchant: 'demo' },
      remoteAddress: freshIp(),
      payload: {
        mobileNum: '01622222222',
        countryDialingCode: '880',
        purpose: 'forgot',
        botcheck: await solveBotcheck(t.app),
      },
    });
    expect(send.statusCode).toBe(200);
    const right = codeIn(await outbox('+8801622222222'));
    const wrong = Array.from({ length: 100 }, (_, i) =>
      String((Number(right) + 1 + i * 7919) % 1_000_000).padStart(6, '0'),
    );
    const guesses = [...wrong.slice(0, 50), right, ...wrong.slice(50)];
    // Encrypt first, so the requests really leave together.
    const sealed = await Promise.all(
      guesses.map((code) =>
        encryptBody(t.app, {
          mobileNum: '01622222222',
          countryDialingCode: '880',
          verificationCode: code,
          newPassword: 'Guessed#2026',
        }),
      ),
    );
    const answers = await Promise.all(
      sealed.map((s) =>
        t.app.inject({
          method: 'POST',
          url: '/wps/member/password/verification',
          headers: { merchant: 'demo', language: 'EN', ...s.headers },
          payload: s.payload,
          remoteAddress: freshIp(),
        }),
      ),
    );
    const codes = answers.map((a) => (a.statusCode === 200 ? 'OK' : (a.json().code as string)));
    const checked = codes.filter((c) => c === 'OK' || c === 'SMS_CODE_INVALID');
    expect(checked).toHaveLength(5);
    expect(codes.filter((c) => c === 'SMS_CODE_EXPIRED')).toHaveLength(96);
    const [row] = await t.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, '+8801622222222'));
    expect(row!.attempts).toBe(5);
    // Once the tries are spent, the right code is refused too.
    const late = await sendEncrypted(
      t.app,
      'POST',
      '/wps/member/password/verification',
      {
        mobileNum: '01622222222',
        countryDialingCode: '880',
        verificationCode: right,
        newPassword: 'Guessed#2026',
      },
      { remoteAddress: freshIp() },
    );
    expect(late.statusCode).toBe(400);
    const accepted = codes.includes('OK');
    expect(late.json().code).toBe(accepted ? 'SMS_CODE_INVALID' : 'SMS_CODE_EXPIRED');
    expect((await login(t.app, 'phoneuser2', 'Secret#123')).status).toBe(accepted ? 401 : 200);
  });

  it('by phone: an unknown number gets the same answer and no sms', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      headers: { merchant: 'demo' },
      remoteAddress: freshIp(),
      payload: {
        mobileNum: '01722222222',
        countryDialingCode: '880',
        purpose: 'forgot',
        botcheck: await solveBotcheck(t.app),
      },
    });
    expect(res.json().value).toEqual({ expiredMinutes: 5 });
    const box = await t.app.inject({
      url: '/wps/test/outbox?recipient=%2B8801722222222',
      headers: { merchant: 'demo' },
    });
    expect(box.json().value).toEqual([]);
  });

  it('by email: a reset link that works once (when the white label enables it)', async () => {
    const fresh = await buildTestApp({ configTtlMs: 0 });
    try {
      const { merchantModules } = await import('../../db/schema/index.ts');
      await fresh.database.db
        .update(merchantModules)
        .set({ enabled: true })
        .where(eq(merchantModules.modId, 'FORGOTPASSEMAIL3'));
      const notFound = await fresh.app.inject({
        method: 'POST',
        url: '/wps/member/password/email',
        headers: {
          merchant: 'demo',
          language: 'EN',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: 'username=player01&email=wrong%40example.com',
      });
      expect(notFound.json()).toMatchObject({
        code: 'MEMBER_NOT_FOUND',
        message: 'Username/Email does not exist.',
      });
      const sent = await fresh.app.inject({
        method: 'POST',
        url: '/wps/member/password/email',
        headers: {
          merchant: 'demo',
          host: 'localhost:3000',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: 'username=player01&email=player01%40shapla.example',
      });
      expect(sent.statusCode).toBe(200);
      const mail = (
        await fresh.app.inject({
          url: '/wps/test/outbox?recipient=player01%40shapla.example',
          headers: { merchant: 'demo' },
        })
      ).json().value[0].body as string;
      // The token is in the fragment: never sent to a server, so never in a log.
      const link = /(http:\/\/localhost:3000\/resetPassword#token=[\w-]+)/.exec(mail)![1]!;
      const token = new URLSearchParams(new URL(link).hash.slice(1)).get('token')!;
      const reset = () =>
        sendEncrypted(fresh.app, 'POST', '/wps/member/password/reset', {
          token,
          newPassword: 'Mailed#2026',
          confirmNewPassword: 'Mailed#2026',
        });
      expect((await reset()).statusCode).toBe(200);
      expect((await reset()).json().code).toBe('AUTH_RESET_INVALID');
      expect((await login(fresh.app, 'player01', 'Mailed#2026')).status).toBe(200);
    } finally {
      await fresh.app.close();
    }
  });

  it('never puts a forged Host into a reset link', async () => {
    const fresh = await buildTestApp({ configTtlMs: 0 });
    try {
      const { merchantModules } = await import('../../db/schema/index.ts');
      await fresh.database.db
        .update(merchantModules)
        .set({ enabled: true })
        .where(eq(merchantModules.modId, 'FORGOTPASSEMAIL3'));
      await fresh.app.inject({
        method: 'POST',
        url: '/wps/member/password/email',
        headers: {
          merchant: 'demo',
          host: 'evil.example',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: 'username=player01&email=player01%40shapla.example',
      });
      const mail = (
        await fresh.app.inject({
          url: '/wps/test/outbox?recipient=player01%40shapla.example',
          headers: { merchant: 'demo' },
        })
      ).json().value[0].body as string;
      expect(mail).not.toContain('evil.example');
      expect(mail).toContain('https://localhost/resetPassword#token=');
    } finally {
      await fresh.app.close();
    }
  });
});

describe('login from a new address', () => {
  it('asks for an sms code and the bank account name, then issues a fresh session', async () => {
    const home = freshIp();
    await login(t.app, 'agent01', 'Agent#2026', {}, { remoteAddress: home });
    const away = freshIp();
    const first = await login(t.app, 'agent01', 'Agent#2026', {}, { remoteAddress: away });
    expect(first.body.value.token).toBeNull();
    const challenge = first.body.value.verification;
    expect(challenge).toMatchObject({
      methods: ['sms', 'email'],
      needsPayeeName: true,
      maskedMobile: '***0002',
    });

    const send = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/verify/send',
      headers: { merchant: 'demo' },
      remoteAddress: away,
      payload: { ticket: challenge.ticket, method: 'sms' },
    });
    expect(send.statusCode).toBe(200);
    const code = codeIn(await outbox('+8801711000002'));
    const verify = (payeeName: string, from = away) =>
      sendEncrypted(
        t.app,
        'POST',
        '/wps/session/login/verify',
        { ticket: challenge.ticket, method: 'sms', code, payeeName },
        { remoteAddress: from },
      );
    expect((await verify('Karim Ahmed', freshIp())).json().code).toBe('AUTH_TICKET_EXPIRED');
    expect((await verify('Someone Else')).json().code).toBe('AUTH_VERIFICATION_INVALID');
    const ok = await verify('  karim   ahmed ');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value).toMatchObject({ token: expect.any(String), verification: null });
    expect((await verify('Karim Ahmed')).json().code).toBe('AUTH_TICKET_EXPIRED');
  });

  it('accepts the authenticator once bound, and the binding cannot be changed', async () => {
    const token = await newMember('totpuser1', { payeeName: 'Totp User' });
    const setup = await t.app.inject({
      method: 'POST',
      url: '/wps/member/totp/setup',
      headers: bearer(token),
    });
    const { secret } = setup.json().value;
    const totp = new TOTP({ secret: Secret.fromBase32(secret) });
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/wps/member/totp/confirm',
      headers: bearer(token),
      payload: { code: totp.generate() },
    });
    expect(confirm.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/wps/member/totp/setup',
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('TOTP_ALREADY_BOUND');

    const away = freshIp();
    const first = await login(t.app, 'totpuser1', 'Secret#123', {}, { remoteAddress: away });
    expect(first.body.value.verification.methods).toEqual(['totp']);
    const ticket = first.body.value.verification.ticket as string;
    const verify = (code: string) =>
      sendEncrypted(
        t.app,
        'POST',
        '/wps/session/login/verify',
        { ticket, method: 'totp', code, payeeName: 'totp user' },
        { remoteAddress: away },
      );
    // The code used to confirm the binding is spent: a code works once, even inside its window.
    expect((await verify(totp.generate())).json().code).toBe('AUTH_VERIFICATION_INVALID');
    const nextCode = totp.generate({ timestamp: Date.now() + 30_000 });
    const ok = await verify(nextCode);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value.token).toEqual(expect.any(String));
    expect((await verify(nextCode)).json().code).toBe('AUTH_TICKET_EXPIRED');
  });
});

describe('new-address verification under parallel guesses', () => {
  // The ticket is bound to its address, whose route limit lets 10 calls a minute through: all
  // 10 arrive together, and only 5 may be compared.
  it('compares at most 5 of 10 parallel authenticator codes on one ticket, then it is spent', async () => {
    const token = await newMember('totpuser2');
    const setup = await t.app.inject({
      method: 'POST',
      url: '/wps/member/totp/setup',
      headers: bearer(token),
    });
    const totp = new TOTP({ secret: Secret.fromBase32(setup.json().value.secret) });
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/wps/member/totp/confirm',
      headers: bearer(token),
      payload: { code: totp.generate({ timestamp: Date.now() - 30_000 }) },
    });
    expect(confirm.statusCode).toBe(200);
    const away = freshIp();
    const first = await login(t.app, 'totpuser2', 'Secret#123', {}, { remoteAddress: away });
    const ticket = first.body.value.verification.ticket as string;
    const live = new Set(
      [-30_000, 0, 30_000].map((d) => totp.generate({ timestamp: Date.now() + d })),
    );
    const wrong: string[] = [];
    for (let n = 100_000; wrong.length < 9; n += 7919) {
      if (!live.has(String(n))) wrong.push(String(n));
    }
    const guesses = [...wrong.slice(0, 3), totp.generate(), ...wrong.slice(3)];
    const sealed = await Promise.all(
      guesses.map((code) => encryptBody(t.app, { ticket, method: 'totp', code })),
    );
    const answers = await Promise.all(
      sealed.map((s) =>
        t.app.inject({
          method: 'POST',
          url: '/wps/session/login/verify',
          headers: { merchant: 'demo', language: 'EN', ...s.headers },
          payload: s.payload,
          remoteAddress: away,
        }),
      ),
    );
    const codes = answers.map((a) => (a.statusCode === 200 ? 'OK' : (a.json().code as string)));
    const checked = codes.filter((c) => c === 'OK' || c === 'AUTH_VERIFICATION_INVALID');
    // Five tries are counted; the right code, when among them, spends the ticket at once.
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 'OK').length).toBeLessThanOrEqual(1);
    expect(codes.filter((c) => c === 'AUTH_TICKET_EXPIRED')).toHaveLength(10 - checked.length);
    const [row] = await t.database.db
      .select()
      .from(authTickets)
      .where(eq(authTickets.tokenHash, hashToken(ticket)));
    expect(row!.attempts).toBe(checked.length);
    // Spent: either used by the right code or out of tries.
    expect(row!.consumedAt !== null || row!.attempts === 5).toBe(true);
  });
});

describe('profile', () => {
  it('takes a PNG or JPEG icon, re-encodes it, and refuses anything else by content', async () => {
    const token = await newMember('iconuser1');
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const upload = (data: Buffer, filename: string, type: string) => {
      const boundary = '----portal-test';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/wps/member/info/icon',
        headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
    };
    const ok = await upload(png, 'me.png', 'image/png');
    expect(ok.statusCode).toBe(200);
    const icon = await t.app.inject({
      url: ok.json().value.iconUrl,
      headers: { merchant: 'demo' },
    });
    expect(icon.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(icon.rawPayload).metadata()).width).toBe(256);
    const fake = await upload(
      Buffer.from('<svg onload="alert(1)"></svg>'),
      'evil.png',
      'image/png',
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json().code).toBe('UPLOAD_INVALID_IMAGE');
    const big = await upload(Buffer.alloc(3 * 1024 * 1024, 1), 'big.png', 'image/png');
    expect(big.statusCode).toBe(413);
  });

  it('remembers the language', async () => {
    const token = await newMember('languser1');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/language',
      headers: bearer(token),
      payload: { language: 'en' },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(members)
      .where(eq(members.usernameKey, 'languser1'));
    expect(row!.language).toBe('EN');
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/language',
      headers: bearer(token),
      payload: { language: 'xx' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
