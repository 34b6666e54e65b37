import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptCounters, members, merchants, sessions } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
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

let captchaCounter = 0;
/** A fresh captcha and its answer, as a person would read it. */
async function solvedCaptcha() {
  captchaCounter += 1;
  const captchaKey = `login-test-${captchaCounter}`;
  await t.app.inject({
    url: `/wps/captcha?key=${captchaKey}`,
    headers: { merchant: 'demo' },
    // Images are throttled per address; which address asked does not matter to the login.
    remoteAddress: freshIp(),
  });
  const captcha = (
    await t.app.inject({
      url: `/wps/test/captcha?key=${captchaKey}`,
      headers: { merchant: 'demo' },
    })
  ).json().value as string;
  return { captcha, captchaKey };
}

async function addMember(username: string, password: string) {
  const [merchant] = await t.database.db.select().from(merchants).where(eq(merchants.code, 'demo'));
  await t.database.db.insert(members).values({
    merchantId: merchant!.id,
    username,
    usernameKey: username,
    passwordHash: await hashPassword(password),
    referralCode: username.toUpperCase(),
  });
}

describe('login', () => {
  it('logs in with username and password and returns an opaque token stored only as a hash', async () => {
    const { status, body } = await login(t.app, 'player01', 'Player#2026');
    expect(status).toBe(200);
    const value = body.value;
    expect(value).toMatchObject({
      firstTimeLogin: true,
      mustChangePassword: false,
      user: { userName: 'player01', type: 0, isAgent: false, isTrial: false },
      verification: null,
    });
    expect(Buffer.from(value.token, 'base64url')).toHaveLength(32);
    const rows = await t.database.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash.equals(hashToken(value.token)))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(value.token);

    const info = await t.app.inject({ url: '/wps/member/info', headers: bearer(value.token) });
    expect(info.json().value).toMatchObject({
      account: 'player01',
      balance: '5000.00',
      currencySymbol: '৳',
      maskedMobile: '171*****01',
    });
  });

  it('issues a new token at every login (rotation) and is case-insensitive on the username', async () => {
    const a = await login(t.app, 'PLAYER01', 'Player#2026');
    const b = await login(t.app, 'player01', 'Player#2026');
    expect(a.body.value.token).not.toBe(b.body.value.token);
    expect(a.body.value.firstTimeLogin).toBe(false);
  });

  it('hashes passwords with argon2id at m=19456, t=2, p=1', async () => {
    const [row] = await t.database.db
      .select()
      .from(members)
      .where(eq(members.usernameKey, 'player01'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });

  it('refuses a wrong password without saying which part was wrong', async () => {
    const ip = freshIp();
    const wrong = await login(t.app, 'player01', 'nope-nope', {}, { remoteAddress: ip });
    const unknown = await login(
      t.app,
      'nobody-here',
      'nope-nope',
      {},
      { remoteAddress: freshIp() },
    );
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({
      code: 'AUTH_INVALID_CREDENTIALS',
      message: 'The username or password is incorrect.',
    });
    expect(unknown.body.code).toBe('AUTH_INVALID_CREDENTIALS');
  });

  it('demands a captcha after 3 failures from an address, and accepts the right one', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) {
      await login(t.app, `ghost${i}`, 'bad-password', {}, { remoteAddress: ip });
    }
    const required = await login(t.app, 'player01', 'Player#2026', {}, { remoteAddress: ip });
    expect(required.body.code).toBe('AUTH_CAPTCHA_REQUIRED');
    // Refused before any password was compared: it does not count towards the address's block.
    const [counter] = await t.database.db
      .select()
      .from(attemptCounters)
      .where(and(eq(attemptCounters.scope, 'login-ip'), eq(attemptCounters.key, ip)));
    expect(counter!.tries).toBe(3);

    const key = 'captcha-key-0001';
    const image = await t.app.inject({
      url: `/wps/captcha?key=${key}`,
      headers: { merchant: 'demo' },
      remoteAddress: ip,
    });
    expect(image.json().value).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    const wrong = await login(
      t.app,
      'player01',
      'Player#2026',
      { captcha: 'zzzz', captchaKey: key },
      { remoteAddress: ip },
    );
    expect(wrong.body.code).toBe('AUTH_CAPTCHA_INVALID');

    const key2 = 'captcha-key-0002';
    await t.app.inject({
      url: `/wps/captcha?key=${key2}`,
      headers: { merchant: 'demo' },
      remoteAddress: freshIp(),
    });
    const answer = (
      await t.app.inject({ url: `/wps/test/captcha?key=${key2}`, headers: { merchant: 'demo' } })
    ).json().value;
    const ok = await login(
      t.app,
      'player01',
      'Player#2026',
      { captcha: answer.toUpperCase(), captchaKey: key2 },
      { remoteAddress: ip },
    );
    expect(ok.status).toBe(200);
    const reuse = await login(
      t.app,
      'player01',
      'Player#2026',
      { captcha: answer, captchaKey: key2 },
      { remoteAddress: ip },
    );
    expect(reuse.body.code).toBe('AUTH_CAPTCHA_INVALID');
  });

  it('throttles captcha images to one per second per address', async () => {
    const ip = freshIp();
    const first = await t.app.inject({
      url: '/wps/captcha?key=throttle-1',
      headers: { merchant: 'demo' },
      remoteAddress: ip,
    });
    const second = await t.app.inject({
      url: '/wps/captcha?key=throttle-2',
      headers: { merchant: 'demo' },
      remoteAddress: ip,
    });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(429);
    expect(second.json().code).toBe('RATE_LIMITED');
  });

  it('never locks the owner out: 120 wrong passwords from 120 addresses only raise a captcha', async () => {
    await addMember('victim01', 'Victim#2026');
    // A determined stranger, solving a captcha and the bot check for every guess.
    for (let batch = 0; batch < 12; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, async () => {
          const ip = freshIp();
          return login(t.app, 'victim01', 'guess-guess', await solvedCaptcha(), {
            remoteAddress: ip,
          });
        }),
      );
      for (const a of answers) expect(a.body.code).toBe('AUTH_INVALID_CREDENTIALS');
    }
    // The owner, from their own address: asked for the captcha, and let in with it.
    const home = freshIp();
    const asked = await login(t.app, 'victim01', 'Victim#2026', {}, { remoteAddress: home });
    expect(asked).toMatchObject({ status: 400, body: { code: 'AUTH_CAPTCHA_REQUIRED' } });
    const ok = await login(t.app, 'victim01', 'Victim#2026', await solvedCaptcha(), {
      remoteAddress: home,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.value.token).toEqual(expect.any(String));
    // Without the bot check, even the right password and captcha are refused.
    const noBot = await login(
      t.app,
      'victim01',
      'Victim#2026',
      { ...(await solvedCaptcha()), botcheck: 'not-a-solution' },
      { remoteAddress: home },
    );
    expect(noBot.body.code).toBe('AUTH_BOTCHECK_FAILED');
  });

  it('lets many members behind one address (a carrier NAT) log in at once without a captcha', async () => {
    const shared = freshIp();
    for (let i = 0; i < 8; i++) await addMember(`natuser${i}`, 'Natuser#2026');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        login(t.app, `natuser${i}`, 'Natuser#2026', {}, { remoteAddress: shared }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 8 }, () => 200));
  });

  it('checks at most 3 of 10 parallel passwords for an account before asking for a captcha', async () => {
    await addMember('victim02', 'Victim#2026');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        login(t.app, 'victim02', 'guess-guess', {}, { remoteAddress: freshIp() }),
      ),
    );
    const codes = answers.map((a) => a.body.code as string);
    expect(codes.filter((c) => c === 'AUTH_INVALID_CREDENTIALS')).toHaveLength(3);
    expect(codes.filter((c) => c === 'AUTH_CAPTCHA_REQUIRED')).toHaveLength(7);
  });

  it('blocks an address after 100 failures in an hour, whatever it sends; other addresses pass', async () => {
    await addMember('victim03', 'Victim#2026');
    const ip = freshIp();
    // 99 failures from this address already (the route limit lets 30 a minute through).
    await t.database.db.insert(attemptCounters).values({
      scope: 'login-ip',
      key: ip,
      tries: 99,
      windowStart: new Date(),
    });
    const last = await login(t.app, 'victim03', 'guess-guess', await solvedCaptcha(), {
      remoteAddress: ip,
    });
    expect(last.body.code).toBe('AUTH_INVALID_CREDENTIALS');
    const blocked = await login(t.app, 'victim03', 'Victim#2026', await solvedCaptcha(), {
      remoteAddress: ip,
    });
    expect(blocked).toMatchObject({
      status: 429,
      body: {
        code: 'AUTH_TOO_MANY_ATTEMPTS',
        message: 'Too many failed attempts from this address. Please try again later.',
      },
    });
    const until = new Date(blocked.body.details[0].message).getTime();
    expect(until - Date.now()).toBeGreaterThan(59 * 60_000);
    const elsewhere = freshIp();
    const ok = await login(t.app, 'victim03', 'Victim#2026', await solvedCaptcha(), {
      remoteAddress: elsewhere,
    });
    expect(ok.status).toBe(200);
  });

  it('requires the bot check, and a solution works once', async () => {
    const missing = await sendEncrypted(
      t.app,
      'POST',
      '/wps/session/login',
      { username: 'player01', password: 'Player#2026' },
      { remoteAddress: freshIp() },
    );
    expect(missing.json().code).toBe('AUTH_BOTCHECK_FAILED');
    const botcheck = await solveBotcheck(t.app);
    const body = { username: 'player01', password: 'Player#2026', botcheck };
    expect(
      (await sendEncrypted(t.app, 'POST', '/wps/session/login', body, { remoteAddress: freshIp() }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await sendEncrypted(t.app, 'POST', '/wps/session/login', body, { remoteAddress: freshIp() })
      ).json().code,
    ).toBe('AUTH_BOTCHECK_FAILED');
  });
});

describe('encrypted payloads', () => {
  it('refuses a plain body on an encrypted call', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { merchant: 'demo' },
      payload: { username: 'player01', password: 'Player#2026' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('CRYPTO_INVALID_PAYLOAD');
  });

  it('refuses a replayed request and a stale timestamp', async () => {
    const data = {
      username: 'player01',
      password: 'Player#2026',
      botcheck: await solveBotcheck(t.app),
    };
    const sealed = await encryptBody(t.app, data);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        headers: { merchant: 'demo', ...sealed.headers },
        payload: sealed.payload,
        remoteAddress: freshIp(),
      });
    expect((await send()).statusCode).toBe(200);
    const replay = await send();
    expect(replay.json().code).toBe('CRYPTO_REPLAY');

    const stale = await encryptBody(t.app, data, { ts: Date.now() - 10 * 60_000 });
    const old = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { merchant: 'demo', ...stale.headers },
      payload: stale.payload,
    });
    expect(old.json().code).toBe('CRYPTO_REPLAY');
  });

  it('refuses a tampered ciphertext', async () => {
    const sealed = await encryptBody(t.app, { username: 'x', password: 'y' });
    const bytes = Buffer.from(sealed.payload.value, 'base64');
    bytes[20]! ^= 0xff;
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { merchant: 'demo', ...sealed.headers },
      payload: { value: bytes.toString('base64') },
    });
    expect(res.json().code).toBe('CRYPTO_INVALID_PAYLOAD');
  });
});

describe('sessions', () => {
  it('ends at logout, and the token no longer works', async () => {
    const { body } = await login(t.app, 'player01', 'Player#2026');
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: bearer(body.value.token),
    });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({
      url: '/wps/member/info',
      headers: bearer(body.value.token),
    });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('AUTH_UNAUTHORIZED');
  });

  it('ends after the idle time and after the absolute lifetime', async () => {
    const idle = (await login(t.app, 'player01', 'Player#2026')).body.value.token;
    const old = (await login(t.app, 'player01', 'Player#2026')).body.value.token;
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '2 hours'` })
      .where(eq(sessions.tokenHash, hashToken(idle)));
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.tokenHash, hashToken(old)));
    expect(
      (await t.app.inject({ url: '/wps/member/info', headers: bearer(idle) })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ url: '/wps/member/info', headers: bearer(old) })).statusCode).toBe(
      401,
    );
  });

  it('belongs to its white label only', async () => {
    const { body } = await login(t.app, 'player01', 'Player#2026');
    const res = await t.app.inject({
      url: '/wps/member/info',
      headers: { ...bearer(body.value.token), merchant: 'nova' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('agents and trial accounts', () => {
  it('lets agents into the agent area and refuses others with AUTH_NOT_AGENT', async () => {
    const agent = await login(
      t.app,
      'agent01',
      'Agent#2026',
      { area: 'agent' },
      { remoteAddress: freshIp() },
    );
    expect(agent.body.value.user).toMatchObject({ isAgent: true, type: 1 });
    const player = await login(
      t.app,
      'player01',
      'Player#2026',
      { area: 'agent' },
      { remoteAddress: freshIp() },
    );
    expect(player.status).toBe(403);
    expect(player.body.code).toBe('AUTH_NOT_AGENT');
  });

  it('gives free play a trial account that cannot use member features', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: { merchant: 'demo', language: 'EN' },
      payload: { platform: 'W' },
    });
    const value = res.json().value;
    expect(value.user).toMatchObject({ type: 4, isTrial: true });
    const info = await t.app.inject({ url: '/wps/member/info', headers: bearer(value.token) });
    expect(info.json().value).toMatchObject({ isTrial: true, type: 4 });
    const totp = await t.app.inject({
      method: 'POST',
      url: '/wps/member/totp/setup',
      headers: bearer(value.token),
    });
    expect(totp.statusCode).toBe(403);
    expect(totp.json().code).toBe('AUTH_TRIAL_FORBIDDEN');
  });
});
