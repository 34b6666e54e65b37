import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, members, merchants } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, freshIp, login } from '../../../test/account-client.ts';
import { addOperator, adminCall, signIn } from '../../../test/operator-client.ts';

let t: TestApp;
let owner: string;
let support: string;
let content: string;
let finance: string;
let novaOwner: string;

const memberId = async (merchantCode: string, username: string) => {
  const [row] = await t.database.db
    .select({ id: members.id })
    .from(members)
    .innerJoin(merchants, eq(merchants.id, members.merchantId))
    .where(and(eq(merchants.code, merchantCode), eq(members.usernameKey, username)));
  return row!.id;
};

beforeAll(async () => {
  t = await buildTestApp();
  await addOperator(t.database.db, 'demo', 'content1', 'Content#2026', 'content');
  await addOperator(t.database.db, 'nova', 'novaowner', 'Nova#2026', 'owner');
  owner = (await signIn(t.app, 'owner', 'Owner#2026')).token;
  support = (await signIn(t.app, 'support1', 'Support#2026')).token;
  content = (await signIn(t.app, 'content1', 'Content#2026')).token;
  finance = (await signIn(t.app, 'finance1', 'Finance#2026')).token;
  novaOwner = (await signIn(t.app, 'novaowner', 'Nova#2026', undefined, 'nova')).token;
});
afterAll(() => t.app.close());

describe('member search', () => {
  it('finds by username prefix within the white label only, newest first, with no secrets', async () => {
    const res = await adminCall(t.app, 'GET', '/wps/admin/members?username=PLAY', owner);
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ total: 1, pageNo: 1, pageSize: 20 });
    expect(res.body.value.list[0]).toMatchObject({
      id: await memberId('demo', 'player01'),
      username: 'player01',
      status: 'ACTIVE',
      mobile: '+8801711000001',
    });
    const all = await adminCall(t.app, 'GET', '/wps/admin/members', owner);
    const created = all.body.value.list.map((m: { createdAt: string }) => m.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(JSON.stringify(all.body)).not.toMatch(/argon2|passwordHash|totpSecret/);
    expect(all.body.value.list.every((m: { id: number }) => m.id !== 0)).toBe(true);
  });

  it('finds by mobile in any common spelling and by part of the email', async () => {
    for (const mobile of ['01711000002', '+880 1711-000002', '1711000002']) {
      const res = await adminCall(
        t.app,
        'GET',
        `/wps/admin/members?mobile=${encodeURIComponent(mobile)}`,
        owner,
      );
      expect(
        res.body.value.list.map((m: { username: string }) => m.username),
        mobile,
      ).toEqual(['agent01']);
    }
    const byEmail = await adminCall(t.app, 'GET', '/wps/admin/members?email=PLAYER01%40', owner);
    expect(byEmail.body.value.list.map((m: { username: string }) => m.username)).toEqual([
      'player01',
    ]);
    const wildcard = await adminCall(t.app, 'GET', '/wps/admin/members?username=%25', owner);
    expect(wildcard.body.value.total).toBe(0);
  });

  it('pages with pageNo and pageSize up to 100, and refuses anything else', async () => {
    const all = await adminCall(t.app, 'GET', '/wps/admin/members?pageSize=100', owner);
    const total = all.body.value.total as number;
    expect(total).toBeGreaterThanOrEqual(3);
    const second = await adminCall(t.app, 'GET', '/wps/admin/members?pageNo=2&pageSize=1', owner);
    expect(second.body.value).toMatchObject({ total, pageNo: 2, pageSize: 1 });
    expect(second.body.value.list[0].id).toBe(all.body.value.list[1].id);
    for (const q of ['pageSize=101', 'pageNo=0', 'pageNo=abc']) {
      const res = await adminCall(t.app, 'GET', `/wps/admin/members?${q}`, owner);
      expect(res, q).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    }
  });

  it("keeps each white label's members to its own operators", async () => {
    const nova = await adminCall(
      t.app,
      'GET',
      '/wps/admin/members?username=player01',
      novaOwner,
      undefined,
      {
        merchant: 'nova',
      },
    );
    expect(nova.body.value.list.map((m: { id: number }) => m.id)).toEqual([
      await memberId('nova', 'player01'),
    ]);
    const novaId = await memberId('nova', 'player01');
    for (const path of ['', '/sessions', '/logins']) {
      const res = await adminCall(t.app, 'GET', `/wps/admin/members/${novaId}${path}`, owner);
      expect(res, path).toMatchObject({ status: 404, body: { code: 'MEMBER_NOT_FOUND' } });
    }
    const lock = await adminCall(t.app, 'POST', `/wps/admin/members/${novaId}/lock`, owner);
    expect(lock.status).toBe(404);
    const [row] = await t.database.db.select().from(members).where(eq(members.id, novaId));
    expect(row!.status).toBe('ACTIVE');
  });

  it('follows the role: content reads no members, finance reads but cannot lock', async () => {
    const id = await memberId('demo', 'player01');
    const denied = await adminCall(t.app, 'GET', '/wps/admin/members', content);
    expect(denied).toMatchObject({ status: 403, body: { code: 'ADMIN_FORBIDDEN' } });
    expect((await adminCall(t.app, 'GET', `/wps/admin/members/${id}`, finance)).status).toBe(200);
    for (const action of ['lock', 'unlock', 'force-reset']) {
      const res = await adminCall(t.app, 'POST', `/wps/admin/members/${id}/${action}`, finance);
      expect(res, action).toMatchObject({ status: 403, body: { code: 'ADMIN_FORBIDDEN' } });
    }
  });
});

describe("a member's record", () => {
  it('shows the profile without hashes or the authenticator secret', async () => {
    const id = await memberId('demo', 'player01');
    await t.database.db
      .update(members)
      .set({ totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', totpConfirmedAt: new Date() })
      .where(eq(members.id, id));
    const res = await adminCall(t.app, 'GET', `/wps/admin/members/${id}`, support);
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      username: 'player01',
      payeeName: 'Rahim Uddin',
      email: 'player01@shapla.example',
      totpBound: true,
      mustChangePassword: false,
    });
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/argon2|JBSWY3DP|passwordHash|totpSecret|paymentPassword/);
    expect((await adminCall(t.app, 'GET', '/wps/admin/members/abc', owner)).status).toBe(400);
  });

  it('lists sessions and login history', async () => {
    const ip = freshIp();
    await login(t.app, 'agent01', 'nope-nope', {}, { remoteAddress: ip });
    const ok = await login(
      t.app,
      'agent01',
      'Agent#2026',
      {},
      {
        remoteAddress: ip,
        headers: { 'user-agent': 'TestBrowser/1.0' },
      },
    );
    expect(ok.status).toBe(200);
    const id = await memberId('demo', 'agent01');
    const sessions = await adminCall(t.app, 'GET', `/wps/admin/members/${id}/sessions`, owner);
    expect(sessions.body.value[0]).toMatchObject({
      ip,
      userAgent: 'TestBrowser/1.0',
      revokedAt: null,
      revokedReason: null,
    });
    const history = await adminCall(t.app, 'GET', `/wps/admin/members/${id}/logins`, owner);
    expect(
      history.body.value
        .slice(0, 2)
        .map((a: { success: boolean; reason: string | null }) => [a.success, a.reason]),
    ).toEqual([
      [true, null],
      [false, 'password'],
    ]);
  });

  it('locks: the member is signed out and refused, until unlocked', async () => {
    const ip = freshIp();
    const before = await login(t.app, 'player01', 'Player#2026', {}, { remoteAddress: ip });
    const token = before.body.value.token as string;
    expect(
      (await t.app.inject({ url: '/wps/member/info', headers: bearer(token) })).statusCode,
    ).toBe(200);

    const id = await memberId('demo', 'player01');
    const lock = await adminCall(t.app, 'POST', `/wps/admin/members/${id}/lock`, support);
    expect(lock.status).toBe(200);
    expect(lock.body.value.status).toBe('LOCKED');
    expect(lock.body.value.sessionsEnded).toBeGreaterThanOrEqual(1);

    const info = await t.app.inject({ url: '/wps/member/info', headers: bearer(token) });
    expect(info.statusCode).toBe(401);
    const refused = await login(t.app, 'player01', 'Player#2026', {}, { remoteAddress: ip });
    expect(refused).toMatchObject({ status: 403, body: { code: 'AUTH_ACCOUNT_LOCKED' } });
    const sessions = await adminCall(t.app, 'GET', `/wps/admin/members/${id}/sessions`, support);
    expect(sessions.body.value.every((s: { revokedAt: string | null }) => s.revokedAt)).toBe(true);
    expect(sessions.body.value[0].revokedReason).toBe('locked-by-operator');

    const unlock = await adminCall(t.app, 'POST', `/wps/admin/members/${id}/unlock`, support);
    expect(unlock.body.value.status).toBe('ACTIVE');
    const again = await login(t.app, 'player01', 'Player#2026', {}, { remoteAddress: ip });
    expect(again.status).toBe(200);

    const audit = await t.database.db.select().from(auditLog);
    const lockRow = audit.find((r) => r.action === 'member.lock');
    expect(lockRow).toMatchObject({ targetType: 'member', targetId: String(id) });
    expect(lockRow!.details).toMatchObject({ username: 'player01', previousStatus: 'ACTIVE' });
    expect(audit.some((r) => r.action === 'member.unlock' && r.targetId === String(id))).toBe(true);
  });

  it('forces a password reset: sessions end and the next login must change the password', async () => {
    const ip = freshIp();
    const before = await login(t.app, 'agent01', 'Agent#2026', {}, { remoteAddress: ip });
    expect(before.body.value.mustChangePassword).toBe(false);
    const id = await memberId('demo', 'agent01');
    const reset = await adminCall(t.app, 'POST', `/wps/admin/members/${id}/force-reset`, owner);
    expect(reset.body.value).toMatchObject({ mustChangePassword: true, status: 'ACTIVE' });
    const info = await t.app.inject({
      url: '/wps/member/info',
      headers: bearer(before.body.value.token),
    });
    expect(info.statusCode).toBe(401);
    const next = await login(t.app, 'agent01', 'Agent#2026', {}, { remoteAddress: ip });
    expect(next.body.value.mustChangePassword).toBe(true);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'member.force_reset'));
    expect(rows).toHaveLength(1);
  });
});
