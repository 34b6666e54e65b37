import { eq } from 'drizzle-orm';
import type { RegisterSettings } from '@portal/contracts/auth';
import type { SiteConfig } from '@portal/contracts/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, merchants, outbox, registerFieldSettings } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { addOperator, adminCall, signIn } from '../../../test/operator-client.ts';

let t: TestApp;
let owner: string;
let support: string;
let content: string;
let novaOwner: string;

const site = async (merchant = 'demo'): Promise<SiteConfig> =>
  (await t.app.inject({ url: '/wps/system/site', headers: { merchant } })).json()
    .value as SiteConfig;
const registerSettings = async (): Promise<RegisterSettings> =>
  (
    await t.app.inject({ url: '/wps/system/setting/register', headers: { merchant: 'demo' } })
  ).json().value as RegisterSettings;
const flag = (
  tree: { modId: string; enabled: boolean; childrenNodes: unknown[] }[],
  id: string,
) => {
  const walk = (nodes: typeof tree): boolean | undefined => {
    for (const n of nodes) {
      if (n.modId === id) return n.enabled;
      const found = walk(n.childrenNodes as typeof tree);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return walk(tree);
};

beforeAll(async () => {
  // The default 5 s cache is on, so only invalidation can make changes visible at once.
  t = await buildTestApp({ configTtlMs: 60_000 });
  await addOperator(t.database.db, 'demo', 'content1', 'Content#2026', 'content');
  await addOperator(t.database.db, 'nova', 'novaowner', 'Nova#2026', 'owner');
  owner = (await signIn(t.app, 'owner', 'Owner#2026')).token;
  support = (await signIn(t.app, 'support1', 'Support#2026')).token;
  content = (await signIn(t.app, 'content1', 'Content#2026')).token;
  novaOwner = (await signIn(t.app, 'novaowner', 'Nova#2026', undefined, 'nova')).token;
});
afterAll(() => t.app.close());

describe('white-label module flags', () => {
  it('switches a flag and the site serves it at once despite the cache', async () => {
    expect(flag((await site()).whitelabel, 'FREEPLAY3')).toBe(true);
    const tree = await adminCall(t.app, 'GET', '/wps/admin/settings/modules', content);
    expect(flag(tree.body.value, 'FREEPLAY3')).toBe(true);

    const res = await adminCall(t.app, 'PUT', '/wps/admin/settings/modules/FREEPLAY3', owner, {
      enabled: false,
    });
    expect(res.status).toBe(200);
    expect(flag(res.body.value, 'FREEPLAY3')).toBe(false);
    expect(flag((await site()).whitelabel, 'FREEPLAY3')).toBe(false);
    expect(flag((await site('nova')).whitelabel, 'FREEPLAY3')).toBe(true);

    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.module'));
    expect(row).toMatchObject({ targetType: 'module', targetId: 'FREEPLAY3' });
    expect(row!.details).toEqual({ enabled: false });
  });

  it('refuses other roles, unknown modules and bad bodies, changing nothing', async () => {
    const bySupport = await adminCall(t.app, 'PUT', '/wps/admin/settings/modules/LOGIN3', support, {
      enabled: false,
    });
    expect(bySupport).toMatchObject({ status: 403, body: { code: 'ADMIN_FORBIDDEN' } });
    const unknown = await adminCall(t.app, 'PUT', '/wps/admin/settings/modules/NOPE3', owner, {
      enabled: false,
    });
    expect(unknown).toMatchObject({ status: 404, body: { code: 'ADMIN_MODULE_UNKNOWN' } });
    for (const body of [{ enabled: 'no' }, {}, { enabled: 0 }]) {
      const res = await adminCall(t.app, 'PUT', '/wps/admin/settings/modules/LOGIN3', owner, body);
      expect(res, JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_FAILED' },
      });
    }
    expect(flag((await site()).whitelabel, 'LOGIN3')).toBe(true);
  });
});

describe('registration field settings', () => {
  const email = {
    field: 'email',
    enabled: true,
    required: true,
    patternId: 'EMAIL',
    minLength: 6,
    maxLength: 100,
  };

  it('lists every field and saves a change that registration serves at once', async () => {
    const list = await adminCall(t.app, 'GET', '/wps/admin/settings/register-fields', support);
    expect(list.body.value).toHaveLength(20);
    expect(list.body.value[0]).toMatchObject({ field: 'username', enabled: true, required: true });

    const res = await adminCall(t.app, 'PUT', '/wps/admin/settings/register-fields', owner, {
      fields: [email],
    });
    expect(res.status).toBe(200);
    expect(res.body.value.find((r: { field: string }) => r.field === 'email')).toEqual(email);
    expect((await registerSettings()).fields.email).toMatchObject({
      required: true,
      minLength: 6,
      maxLength: 100,
    });

    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.register_fields'));
    expect(row!.details).toMatchObject({
      changes: [{ field: 'email', before: { required: false, minLength: 5 }, after: email }],
    });
  });

  it.each([
    ['an unknown pattern', { ...email, patternId: 'NOPE' }],
    ['min above max', { ...email, minLength: 30, maxLength: 10 }],
    ['a wrong type', { ...email, enabled: 'yes' }],
    ['a fractional length', { ...email, minLength: 1.5 }],
    ['an unknown field', { ...email, field: 'shoeSize' }],
    ['a disabled username', { ...email, field: 'username', patternId: 'ALNUM', enabled: false }],
  ])('refuses %s with 400 and saves nothing of the batch', async (_name, bad) => {
    const before = await t.database.db.select().from(registerFieldSettings);
    const good = { ...email, field: 'nickname', patternId: 'ANY' };
    const res = await adminCall(t.app, 'PUT', '/wps/admin/settings/register-fields', owner, {
      fields: [good, bad],
    });
    expect(res).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect(res.body.details.length).toBeGreaterThan(0);
    expect(await t.database.db.select().from(registerFieldSettings)).toEqual(before);
  });

  it('lets only the owner save', async () => {
    for (const token of [support, content]) {
      const res = await adminCall(t.app, 'PUT', '/wps/admin/settings/register-fields', token, {
        fields: [email],
      });
      expect(res).toMatchObject({ status: 403, body: { code: 'ADMIN_FORBIDDEN' } });
    }
  });
});

describe('outbox', () => {
  it('pages the white label’s own messages, filters by recipient and audits the read', async () => {
    const [demo] = await t.database.db.select().from(merchants).where(eq(merchants.code, 'demo'));
    const [nova] = await t.database.db.select().from(merchants).where(eq(merchants.code, 'nova'));
    await t.database.db.insert(outbox).values([
      { merchantId: demo!.id, channel: 'sms', recipient: '+8801711000001', body: 'code 111111' },
      { merchantId: demo!.id, channel: 'email', recipient: 'a@shapla.example', body: 'code 2' },
      { merchantId: nova!.id, channel: 'sms', recipient: '+919800000000', body: 'nova code' },
    ]);
    const all = await adminCall(t.app, 'GET', '/wps/admin/outbox', support);
    expect(all.status).toBe(200);
    expect(all.body.value.total).toBe(2);
    expect(all.body.value.list[0]).toMatchObject({
      channel: 'email',
      recipient: 'a@shapla.example',
    });
    const one = await adminCall(t.app, 'GET', '/wps/admin/outbox?recipient=1711000001', support);
    expect(one.body.value.list.map((m: { body: string }) => m.body)).toEqual(['code 111111']);
    const novas = await adminCall(t.app, 'GET', '/wps/admin/outbox', novaOwner, undefined, {
      merchant: 'nova',
    });
    expect(novas.body.value.list.map((m: { body: string }) => m.body)).toEqual(['nova code']);
    const denied = await adminCall(t.app, 'GET', '/wps/admin/outbox', content);
    expect(denied).toMatchObject({ status: 403, body: { code: 'ADMIN_FORBIDDEN' } });
    const reads = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'outbox.read'));
    expect(reads.map((r) => r.details.recipient)).toEqual([null, '1711000001', null]);
  });
});

describe('audit log', () => {
  it('is read by the owner only, newest first, and reading it adds no row', async () => {
    const denied = await adminCall(t.app, 'GET', '/wps/admin/audit', support);
    expect(denied).toMatchObject({ status: 403, body: { code: 'ADMIN_FORBIDDEN' } });
    const first = await adminCall(t.app, 'GET', '/wps/admin/audit?pageSize=100', owner);
    const second = await adminCall(t.app, 'GET', '/wps/admin/audit?pageSize=100', owner);
    expect(second.body.value.total).toBe(first.body.value.total);
    const list = first.body.value.list as { id: number; action: string; operator: string }[];
    expect(list.map((e) => e.id)).toEqual([...list.map((e) => e.id)].sort((a, b) => b - a));
    expect(list.some((e) => e.action === 'operator.totp_bind' && e.operator === 'owner')).toBe(
      true,
    );
    // Only this white label's rows: the nova owner's sign-in is not here.
    expect(list.some((e) => e.operator === 'novaowner')).toBe(false);
    const locks = await adminCall(t.app, 'GET', '/wps/admin/audit?action=settings.module', owner);
    expect(locks.body.value.list.map((e: { targetId: string }) => e.targetId)).toEqual([
      'FREEPLAY3',
    ]);
  });
});
