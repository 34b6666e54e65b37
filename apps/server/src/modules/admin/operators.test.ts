import { eq, sql } from 'drizzle-orm';
import { merchants } from '../../db/schema/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { addOperator, adminCall, adminLogin, signIn } from '../../../test/operator-client.ts';
import { createAuditTrail } from './admin.audit.ts';
import {
  createOperatorsService,
  generatePassword,
  isStrongOperatorPassword,
} from './operators.service.ts';

let t: TestApp;
let owner: string;
let support: string;
let novaOwner: string;
beforeAll(async () => {
  t = await buildTestApp();
  await addOperator(t.database.db, 'nova', 'novaowner', 'Nova#2026ab', 'owner');
  owner = (await signIn(t.app, 'owner', 'Owner#2026')).token;
  support = (await signIn(t.app, 'support1', 'Support#2026')).token;
  novaOwner = (await signIn(t.app, 'novaowner', 'Nova#2026ab', undefined, 'nova')).token;
});
afterAll(() => t.app.close());

type Row = { id: number; username: string; role: string; status: string; totpBound: boolean };

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  token = owner,
  merchant = 'demo',
) => adminCall(t.app, method, url, token, payload, { merchant });

async function operatorsOf(token = owner, merchant = 'demo'): Promise<Row[]> {
  const res = await call('GET', '/wps/admin/operators', undefined, token, merchant);
  expect(res.status).toBe(200);
  return res.body.value as Row[];
}
const idOf = async (username: string) =>
  (await operatorsOf()).find((o) => o.username === username)!.id;

async function auditRows(action: string) {
  const res = await t.database.db.execute<{ details: Record<string, unknown>; target_id: string }>(
    sql`select details, target_id from audit_log where action = ${action} order by id`,
  );
  return (res as { rows: { details: Record<string, unknown>; target_id: string }[] }).rows;
}

describe('password policy', () => {
  it('generated passwords meet it; weak ones do not', () => {
    for (let i = 0; i < 50; i += 1) expect(isStrongOperatorPassword(generatePassword())).toBe(true);
    for (const weak of [
      'short#A1',
      'alllowercase#1',
      'NoDigitsHere#',
      'NoSymbol12345',
      'Sp ace#12345A',
    ]) {
      expect(isStrongOperatorPassword(weak), weak).toBe(false);
    }
  });
});

describe('operator accounts', () => {
  it('is the owner’s alone: other roles get 403', async () => {
    for (const [method, url, body] of [
      ['GET', '/wps/admin/operators'],
      ['POST', '/wps/admin/operators', { username: 'sneaky', role: 'owner' }],
      ['PUT', '/wps/admin/operators/1/status', { status: 'DISABLED' }],
      ['PUT', '/wps/admin/operators/1/role', { role: 'support' }],
      ['POST', '/wps/admin/operators/1/password', {}],
      ['POST', '/wps/admin/operators/1/totp-reset'],
    ] as const) {
      const res = await call(method, url, body, support);
      expect(res.status, url).toBe(403);
    }
    expect((await operatorsOf()).map((o) => o.username)).not.toContain('sneaky');
  });

  it('creates operators with a set or a generated password; weak passwords and taken names refused', async () => {
    const weak = await call('POST', '/wps/admin/operators', {
      username: 'cashier2',
      role: 'finance',
      password: 'password',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.code).toBe('AUTH_PASSWORD_WEAK');
    const badRole = await call('POST', '/wps/admin/operators', {
      username: 'cashier2',
      role: 'root',
    });
    expect(badRole.status).toBe(400);
    const badName = await call('POST', '/wps/admin/operators', {
      username: '<b>x</b>',
      role: 'support',
    });
    expect(badName.status).toBe(400);

    const set = await call('POST', '/wps/admin/operators', {
      username: 'Cashier2',
      role: 'finance',
      password: 'Cashier#20261',
    });
    expect(set.status).toBe(200);
    expect(set.body.value.password).toBeNull();
    expect(set.body.value.operator).toMatchObject({
      username: 'Cashier2',
      role: 'finance',
      status: 'ACTIVE',
      totpBound: false,
    });
    const taken = await call('POST', '/wps/admin/operators', {
      username: 'cashier2',
      role: 'support',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('OPERATOR_USERNAME_TAKEN');

    const generated = await call('POST', '/wps/admin/operators', {
      username: 'writer1',
      role: 'content',
    });
    const password = generated.body.value.password as string;
    expect(isStrongOperatorPassword(password)).toBe(true);
    // The new operator signs in with it and enrols an authenticator; the role's reach applies.
    const session = await signIn(t.app, 'writer1', password);
    expect((await call('GET', '/wps/admin/operators', undefined, session.token)).status).toBe(403);
    const rows = await auditRows('operator.create');
    expect(rows.map((r) => r.target_id)).toEqual(['cashier2', 'writer1']);
    expect(rows[1]!.details).toEqual({ role: 'content', passwordGenerated: true });
    expect(JSON.stringify(rows)).not.toContain(password);
    // The same name is free on another white label.
    const nova = await call(
      'POST',
      '/wps/admin/operators',
      { username: 'writer1', role: 'content' },
      novaOwner,
      'nova',
    );
    expect(nova.status).toBe(200);
  });

  it('disabling ends the operator’s sessions at once and blocks sign-in; enabling lets them back', async () => {
    await addOperator(t.database.db, 'demo', 'agentmgr', 'Agent#2026mgr', 'agent_manager');
    const session = await signIn(t.app, 'agentmgr', 'Agent#2026mgr');
    expect((await call('GET', '/wps/admin/session', undefined, session.token)).status).toBe(200);
    const id = await idOf('agentmgr');
    const off = await call('PUT', `/wps/admin/operators/${id}/status`, { status: 'DISABLED' });
    expect(off.status).toBe(200);
    expect(off.body.value.status).toBe('DISABLED');
    // Its existing session is refused on its next call.
    const next = await call('GET', '/wps/admin/session', undefined, session.token);
    expect(next.status).toBe(401);
    const again = await adminLogin(t.app, 'agentmgr', 'Agent#2026mgr');
    expect(again.status).toBe(403);
    expect(again.body.code).toBe('AUTH_ACCOUNT_LOCKED');
    expect((await auditRows('operator.disable')).at(-1)!.details).toMatchObject({
      before: 'ACTIVE',
      after: 'DISABLED',
      sessionsEnded: 1,
    });

    const on = await call('PUT', `/wps/admin/operators/${id}/status`, { status: 'ACTIVE' });
    expect(on.body.value.status).toBe('ACTIVE');
    expect((await adminLogin(t.app, 'agentmgr', 'Agent#2026mgr')).status).toBe(200);
  });

  it('resets a password (sessions end, old password refused) and an authenticator (next sign-in enrols)', async () => {
    const first = await signIn(t.app, 'finance1', 'Finance#2026');
    const id = await idOf('finance1');
    const weak = await call('POST', `/wps/admin/operators/${id}/password`, { password: 'weak' });
    expect(weak.body.code).toBe('AUTH_PASSWORD_WEAK');
    const reset = await call('POST', `/wps/admin/operators/${id}/password`, {});
    expect(reset.status).toBe(200);
    const password = reset.body.value.password as string;
    expect(isStrongOperatorPassword(password)).toBe(true);
    expect((await call('GET', '/wps/admin/session', undefined, first.token)).status).toBe(401);
    expect((await adminLogin(t.app, 'finance1', 'Finance#2026')).status).toBe(401);
    const second = await signIn(t.app, 'finance1', password, first.secret);
    expect(second.secret).toBe(first.secret);

    const totp = await call('POST', `/wps/admin/operators/${id}/totp-reset`);
    expect(totp.status).toBe(200);
    expect(totp.body.value.totpBound).toBe(false);
    expect((await call('GET', '/wps/admin/session', undefined, second.token)).status).toBe(401);
    const enrol = await adminLogin(t.app, 'finance1', password);
    expect(enrol.body.value.enrollment.secret).toBeTruthy();
    expect(enrol.body.value.enrollment.secret).not.toBe(first.secret);
    const rows = await auditRows('operator.totp_reset');
    expect(rows.at(-1)).toMatchObject({
      target_id: 'finance1',
      details: { wasBound: true, sessionsEnded: 1 },
    });
    expect(JSON.stringify(await auditRows('operator.password_reset'))).not.toContain(password);
  });

  it('changes roles at once; never the caller’s own account', async () => {
    const ownerId = await idOf('owner');
    for (const [method, url, body] of [
      ['PUT', `/wps/admin/operators/${ownerId}/status`, { status: 'DISABLED' }],
      ['PUT', `/wps/admin/operators/${ownerId}/role`, { role: 'support' }],
      ['POST', `/wps/admin/operators/${ownerId}/password`, {}],
      ['POST', `/wps/admin/operators/${ownerId}/totp-reset`],
    ] as const) {
      const res = await call(method, url, body);
      expect(res.status, url).toBe(409);
      expect(res.body.code).toBe('OPERATOR_SELF_FORBIDDEN');
    }
    const supportId = await idOf('support1');
    const promoted = await call('PUT', `/wps/admin/operators/${supportId}/role`, { role: 'owner' });
    expect(promoted.body.value.role).toBe('owner');
    // The role applies to the promoted operator's open session at once.
    expect((await call('GET', '/wps/admin/operators', undefined, support)).status).toBe(200);
    expect((await auditRows('operator.role')).at(-1)!.details).toEqual({
      before: 'support',
      after: 'owner',
    });
    const back = await call('PUT', `/wps/admin/operators/${supportId}/role`, { role: 'support' });
    expect(back.body.value.role).toBe('support');
    expect((await call('GET', '/wps/admin/operators', undefined, support)).status).toBe(403);
  });

  it('white labels are apart: an owner of one cannot see or touch the other’s operators', async () => {
    const financeId = await idOf('finance1');
    expect((await operatorsOf(novaOwner, 'nova')).map((o) => o.id)).not.toContain(financeId);
    for (const [method, url, body] of [
      ['PUT', `/wps/admin/operators/${financeId}/status`, { status: 'DISABLED' }],
      ['PUT', `/wps/admin/operators/${financeId}/role`, { role: 'owner' }],
      ['POST', `/wps/admin/operators/${financeId}/password`, { password: 'Hijack#20261' }],
      ['POST', `/wps/admin/operators/${financeId}/totp-reset`],
    ] as const) {
      const res = await call(method, url, body, novaOwner, 'nova');
      expect(res.status, url).toBe(404);
      expect(res.body.code).toBe('OPERATOR_NOT_FOUND');
    }
    expect((await operatorsOf()).find((o) => o.id === financeId)!.status).toBe('ACTIVE');
    // A demo token does not work on nova at all.
    expect((await call('GET', '/wps/admin/operators', undefined, owner, 'nova')).status).toBe(401);
  });

  it('keeps the last active owner: disabling or demoting it is refused and nothing changes', async () => {
    // Through the API an owner can only act on others, so another active owner always remains;
    // the rule is checked on its own too (a future role with operators.manage must not break it).
    const [nova] = await t.database.db
      .select({ id: merchants.id })
      .from(merchants)
      .where(eq(merchants.code, 'nova'));
    const merchantId = nova!.id;
    const service = createOperatorsService({
      db: t.database.db,
      audit: createAuditTrail({ db: t.database.db }),
    });
    const actor = { operatorId: 0, merchantId, username: 'system', role: 'owner', ip: '127.0.0.1' };
    const novaOwnerId = (await operatorsOf(novaOwner, 'nova')).find(
      (o) => o.username === 'novaowner',
    )!.id;
    await expect(service.setStatus(actor, novaOwnerId, 'DISABLED')).rejects.toMatchObject({
      code: 'OPERATOR_LAST_OWNER',
    });
    await expect(service.setRole(actor, novaOwnerId, 'finance')).rejects.toMatchObject({
      code: 'OPERATOR_LAST_OWNER',
    });
    const after = (await operatorsOf(novaOwner, 'nova')).find((o) => o.id === novaOwnerId)!;
    expect(after).toMatchObject({ role: 'owner', status: 'ACTIVE' });
    // With a second active owner, the same change goes through.
    const writerId = (await operatorsOf(novaOwner, 'nova')).find(
      (o) => o.username === 'writer1',
    )!.id;
    await service.setRole(actor, writerId, 'owner');
    await expect(service.setRole(actor, novaOwnerId, 'finance')).resolves.toMatchObject({
      role: 'finance',
    });
    await expect(service.setRole(actor, writerId, 'support')).rejects.toMatchObject({
      code: 'OPERATOR_LAST_OWNER',
    });
  });
});
