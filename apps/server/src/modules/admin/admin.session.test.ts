import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptCounters, auditLog, operatorSessions, operators } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { freshIp, solveBotcheck } from '../../../test/account-client.ts';
import {
  addOperator,
  adminCall,
  adminLogin,
  signIn,
  totpCode,
} from '../../../test/operator-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

let captchaCounter = 0;
/** What a person at the console gives when asked: a solved captcha and the bot check. */
async function humanProof() {
  captchaCounter += 1;
  const captchaKey = `console-test-${captchaCounter}`;
  await t.app.inject({
    url: `/wps/captcha?key=${captchaKey}`,
    headers: { merchant: 'demo' },
    remoteAddress: freshIp(),
  });
  const captcha = (
    await t.app.inject({
      url: `/wps/test/captcha?key=${captchaKey}`,
      headers: { merchant: 'demo' },
    })
  ).json().value as string;
  return { captcha, captchaKey, botcheck: await solveBotcheck(t.app) };
}

const auditRows = async (action: string) =>
  (await t.database.db.select().from(auditLog)).filter((r) => r.action === action);

describe('operator sign-in', () => {
  it('refuses a wrong password or an unknown name alike, and audits both without the password', async () => {
    const wrong = await adminLogin(t.app, 'owner', 'Owner#2025');
    const unknown = await adminLogin(t.app, 'nobody', 'Owner#2026');
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('AUTH_INVALID_CREDENTIALS');
    }
    const rows = await auditRows('operator.login_failed');
    expect(rows.map((r) => r.targetId).sort()).toEqual(['nobody', 'owner']);
    expect(JSON.stringify(rows)).not.toMatch(/Owner#202/);
  });

  it('enrolls the authenticator at first sign-in, then binds it for good', async () => {
    const first = await adminLogin(t.app, 'owner', 'Owner#2026');
    expect(first.status).toBe(200);
    const value = first.body.value;
    expect(value).toMatchObject({
      stage: 'totp',
      operator: { username: 'owner', role: 'owner', displayName: 'Site Owner' },
      merchantCode: 'demo',
    });
    expect(value.enrollment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(value.enrollment.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    const [session] = await t.database.db
      .select()
      .from(operatorSessions)
      .where(eq(operatorSessions.tokenHash, hashToken(value.token)));
    expect(session!.stage).toBe('totp');

    // A password-only session opens nothing but the authenticator step.
    const early = await adminCall(t.app, 'GET', '/wps/admin/members', value.token);
    expect(early).toMatchObject({ status: 401, body: { code: 'ADMIN_TOTP_REQUIRED' } });

    const missing = await adminCall(t.app, 'POST', '/wps/admin/session/totp', value.token, {});
    expect(missing).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    const bad = await adminCall(t.app, 'POST', '/wps/admin/session/totp', value.token, {
      code: totpCode(value.enrollment.secret, Date.now() - 10 * 60_000),
    });
    expect(bad).toMatchObject({ status: 400, body: { code: 'ADMIN_TOTP_INVALID' } });
    const [pending] = await t.database.db
      .select()
      .from(operators)
      .where(eq(operators.usernameKey, 'owner'));
    expect(pending!.totpConfirmedAt).toBeNull();

    // The secret survives a second password step until it is bound.
    const again = await adminLogin(t.app, 'owner', 'Owner#2026');
    expect(again.body.value.enrollment.secret).toBe(value.enrollment.secret);

    const good = await adminCall(t.app, 'POST', '/wps/admin/session/totp', value.token, {
      code: totpCode(value.enrollment.secret),
    });
    expect(good.status).toBe(200);
    expect(good.body.value).toMatchObject({ stage: 'active', enrollment: null });
    expect(good.body.value.token).not.toBe(value.token);
    expect(good.body.value.permissions).toContain('settings.write');

    // The password-stage token died with the stage change; the new one works.
    const old = await adminCall(t.app, 'GET', '/wps/admin/session', value.token);
    expect(old).toMatchObject({ status: 401, body: { code: 'AUTH_UNAUTHORIZED' } });
    const me = await adminCall(t.app, 'GET', '/wps/admin/session', good.body.value.token);
    expect(me.body.value).toMatchObject({ stage: 'active', token: null });

    // Bound: the next sign-in shows no enrollment, and the old secret still rules.
    const later = await adminLogin(t.app, 'owner', 'Owner#2026');
    expect(later.body.value.enrollment).toBeNull();
    const [bound] = await t.database.db
      .select()
      .from(operators)
      .where(eq(operators.usernameKey, 'owner'));
    expect(bound!.totpConfirmedAt).not.toBeNull();
    expect(bound!.totpSecret).toBe(value.enrollment.secret);
    expect(await auditRows('operator.totp_bind')).toHaveLength(1);
    expect(await auditRows('operator.totp_failed')).toHaveLength(1);
    expect(JSON.stringify(await t.database.db.select().from(auditLog))).not.toContain(
      value.enrollment.secret,
    );
  });

  it('never lets a stage-totp session read data, whatever the role', async () => {
    const first = await adminLogin(t.app, 'support1', 'Support#2026');
    for (const url of ['/wps/admin/members', '/wps/admin/outbox', '/wps/admin/settings/modules']) {
      const res = await adminCall(t.app, 'GET', url, first.body.value.token);
      expect(res.body.code, url).toBe('ADMIN_TOTP_REQUIRED');
    }
  });

  it('asks for a token on every data call', async () => {
    const res = await adminCall(t.app, 'GET', '/wps/admin/members');
    expect(res).toMatchObject({ status: 401, body: { code: 'AUTH_UNAUTHORIZED' } });
  });

  it('never locks an operator out: 120 wrong passwords from 120 addresses only raise a captcha and the bot check', async () => {
    await addOperator(t.database.db, 'demo', 'cashier9', 'Cashier#2026', 'finance');
    for (let batch = 0; batch < 12; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, async () =>
          adminCall(
            t.app,
            'POST',
            '/wps/admin/session/login',
            undefined,
            { username: 'cashier9', password: 'guess-guess', ...(await humanProof()) },
            { remoteAddress: freshIp() },
          ),
        ),
      );
      for (const a of answers) expect(a.body.code).toBe('AUTH_INVALID_CREDENTIALS');
    }
    const asked = await adminLogin(t.app, 'cashier9', 'Cashier#2026', { remoteAddress: freshIp() });
    expect(asked).toMatchObject({ status: 400, body: { code: 'AUTH_CAPTCHA_REQUIRED' } });
    const { captcha, captchaKey } = await humanProof();
    const noBot = await adminCall(
      t.app,
      'POST',
      '/wps/admin/session/login',
      undefined,
      { username: 'cashier9', password: 'Cashier#2026', captcha, captchaKey },
      { remoteAddress: freshIp() },
    );
    expect(noBot.body.code).toBe('AUTH_BOTCHECK_FAILED');
    const ok = await adminCall(
      t.app,
      'POST',
      '/wps/admin/session/login',
      undefined,
      { username: 'cashier9', password: 'Cashier#2026', ...(await humanProof()) },
      { remoteAddress: freshIp() },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.value.stage).toBe('totp');
    // The owner proved it: the next sign-in is plain again.
    const plain = await adminLogin(t.app, 'cashier9', 'Cashier#2026', { remoteAddress: freshIp() });
    expect(plain.status).toBe(200);
  });

  it('compares at most 3 of 10 parallel passwords for an operator name before asking for a captcha', async () => {
    await addOperator(t.database.db, 'demo', 'cashier8', 'Cashier#2026', 'finance');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        adminLogin(t.app, 'cashier8', 'guess-guess', { remoteAddress: freshIp() }),
      ),
    );
    const codes = answers.map((a) => a.body.code as string);
    expect(codes.filter((c) => c === 'AUTH_INVALID_CREDENTIALS')).toHaveLength(3);
    expect(codes.filter((c) => c === 'AUTH_CAPTCHA_REQUIRED')).toHaveLength(7);
  });

  it('blocks an address after 30 failed sign-ins in an hour; other addresses pass', async () => {
    await addOperator(t.database.db, 'demo', 'cashier7', 'Cashier#2026', 'finance');
    const ip = freshIp();
    // 25 failures already (the route limit lets 30 calls a minute through), then 5 more.
    await t.database.db
      .insert(attemptCounters)
      .values({ scope: 'operator-login-ip', key: ip, tries: 25, windowStart: new Date() });
    for (let i = 0; i < 5; i++) {
      const res = await adminLogin(t.app, `nobody${i}`, 'guess-guess', { remoteAddress: ip });
      expect(res.body.code).toBe('AUTH_INVALID_CREDENTIALS');
    }
    const blocked = await adminCall(
      t.app,
      'POST',
      '/wps/admin/session/login',
      undefined,
      { username: 'cashier7', password: 'Cashier#2026', ...(await humanProof()) },
      { remoteAddress: ip },
    );
    expect(blocked).toMatchObject({ status: 429, body: { code: 'AUTH_TOO_MANY_ATTEMPTS' } });
    expect(new Date(blocked.body.details[0].message).getTime()).toBeGreaterThan(
      Date.now() + 59 * 60_000,
    );
    const elsewhere = await adminLogin(t.app, 'cashier7', 'Cashier#2026', {
      remoteAddress: freshIp(),
    });
    expect(elsewhere.status).toBe(200);
  });

  it('compares 10 of 101 parallel authenticator codes, then holds the code step for 15 minutes', async () => {
    await addOperator(t.database.db, 'demo', 'totpguess', 'Totp#2026xx', 'support');
    const { secret } = await signIn(t.app, 'totpguess', 'Totp#2026xx');
    const stage = await adminLogin(t.app, 'totpguess', 'Totp#2026xx', { remoteAddress: freshIp() });
    const token = stage.body.value.token as string;
    const live = new Set([-30_000, 0, 30_000, 60_000].map((d) => totpCode(secret, Date.now() + d)));
    const wrong: string[] = [];
    for (let n = 100_000; wrong.length < 101; n += 7919) {
      if (!live.has(String(n))) wrong.push(String(n));
    }
    const answers = await Promise.all(
      wrong.map((code) =>
        adminCall(
          t.app,
          'POST',
          '/wps/admin/session/totp',
          token,
          { code },
          {
            remoteAddress: freshIp(),
          },
        ),
      ),
    );
    const codes = answers.map((a) => a.body.code as string);
    expect(codes.filter((c) => c === 'ADMIN_TOTP_INVALID')).toHaveLength(10);
    expect(codes.filter((c) => c === 'AUTH_TOO_MANY_ATTEMPTS')).toHaveLength(91);
    const next = totpCode(secret, Date.now() + 30_000);
    const locked = await adminCall(t.app, 'POST', '/wps/admin/session/totp', token, { code: next });
    expect(locked).toMatchObject({ status: 429, body: { code: 'AUTH_TOO_MANY_ATTEMPTS' } });
    const [operator] = await t.database.db
      .select()
      .from(operators)
      .where(eq(operators.usernameKey, 'totpguess'));
    await t.database.db
      .update(attemptCounters)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(
        and(
          eq(attemptCounters.scope, 'operator-totp'),
          eq(attemptCounters.key, String(operator!.id)),
        ),
      );
    const ok = await adminCall(t.app, 'POST', '/wps/admin/session/totp', token, { code: next });
    expect(ok.status).toBe(200);
    expect(ok.body.value.stage).toBe('active');
  });

  it('ends sessions that sat idle 30 minutes or lived 12 hours, and on logout', async () => {
    await addOperator(t.database.db, 'demo', 'agentmgr', 'Agents#2026', 'agent_manager');
    const { token, secret } = await signIn(t.app, 'agentmgr', 'Agents#2026');
    expect((await adminCall(t.app, 'GET', '/wps/admin/members', token)).status).toBe(200);
    await t.database.db
      .update(operatorSessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(operatorSessions.tokenHash, hashToken(token)));
    expect((await adminCall(t.app, 'GET', '/wps/admin/members', token)).status).toBe(401);

    const second = await adminLogin(t.app, 'agentmgr', 'Agents#2026');
    const active = await adminCall(
      t.app,
      'POST',
      '/wps/admin/session/totp',
      second.body.value.token,
      {
        code: totpCode(secret, Date.now() + 30_000),
      },
    );
    const token2 = active.body.value.token as string;
    const [row] = await t.database.db
      .select()
      .from(operatorSessions)
      .where(eq(operatorSessions.tokenHash, hashToken(token2)));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(12 * 3_600_000);
    await t.database.db
      .update(operatorSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(operatorSessions.id, row!.id));
    expect((await adminCall(t.app, 'GET', '/wps/admin/session', token2)).status).toBe(401);

    const third = await signIn(t.app, 'agentmgr', 'Agents#2026', secret);
    const out = await adminCall(t.app, 'DELETE', '/wps/admin/session', third.token);
    expect(out.status).toBe(200);
    expect((await adminCall(t.app, 'GET', '/wps/admin/members', third.token)).status).toBe(401);
    expect((await auditRows('operator.logout')).length).toBe(1);
  });

  it('accepts an authenticator code once, even inside its window', async () => {
    await addOperator(t.database.db, 'demo', 'onceonly', 'Once#2026xx', 'support');
    const { secret } = await signIn(t.app, 'onceonly', 'Once#2026xx');
    const used = totpCode(secret);
    const again = await adminLogin(t.app, 'onceonly', 'Once#2026xx');
    const replay = await adminCall(
      t.app,
      'POST',
      '/wps/admin/session/totp',
      again.body.value.token,
      {
        code: used,
      },
    );
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe('ADMIN_TOTP_INVALID');
    const next = await adminCall(t.app, 'POST', '/wps/admin/session/totp', again.body.value.token, {
      code: totpCode(secret, Date.now() + 30_000),
    });
    expect(next.status).toBe(200);
  });

  it('refuses a session outside its own white label', async () => {
    await addOperator(t.database.db, 'demo', 'content1', 'Content#2026', 'content');
    const { token } = await signIn(t.app, 'content1', 'Content#2026');
    const elsewhere = await adminCall(t.app, 'GET', '/wps/admin/session', token, undefined, {
      merchant: 'nova',
    });
    expect(elsewhere).toMatchObject({ status: 401, body: { code: 'AUTH_UNAUTHORIZED' } });
    const wrongSite = await adminLogin(t.app, 'owner', 'Owner#2026', { merchant: 'nova' });
    expect(wrongSite.status).toBe(401);
  });
});
