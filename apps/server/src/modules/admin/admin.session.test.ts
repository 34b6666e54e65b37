import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, operatorSessions, operators } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { freshIp } from '../../../test/account-client.ts';
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

  it('locks an operator name out after 10 failures in 15 minutes, even with the right password', async () => {
    await addOperator(t.database.db, 'demo', 'cashier9', 'Cashier#2026', 'finance');
    for (let i = 0; i < 10; i++) {
      const res = await adminLogin(t.app, 'cashier9', `wrong-${i}`, { remoteAddress: freshIp() });
      expect(res.status).toBe(401);
    }
    const locked = await adminLogin(t.app, 'cashier9', 'Cashier#2026', {
      remoteAddress: freshIp(),
    });
    expect(locked).toMatchObject({ status: 429, body: { code: 'AUTH_TOO_MANY_ATTEMPTS' } });
    // Failures older than the window no longer count.
    await t.database.db
      .update(auditLog)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(auditLog.targetId, 'cashier9'));
    const after = await adminLogin(t.app, 'cashier9', 'Cashier#2026', {
      remoteAddress: freshIp(),
    });
    expect(after.status).toBe(200);
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
