import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { addOperator, adminCall, signIn } from '../../../test/operator-client.ts';
import { canonicalCountry, canonicalHost, canonicalIpRule, isSafeLink } from './site-rules.ts';

let t: TestApp;
let owner: string;
let support: string;
let novaOwner: string;
beforeAll(async () => {
  // No cache TTL override: the real 5-second configuration cache is on, so a change reaching
  // players at once proves the invalidation.
  t = await buildTestApp();
  await addOperator(t.database.db, 'nova', 'novaowner', 'Nova#2026ab', 'owner');
  owner = (await signIn(t.app, 'owner', 'Owner#2026')).token;
  support = (await signIn(t.app, 'support1', 'Support#2026')).token;
  novaOwner = (await signIn(t.app, 'novaowner', 'Nova#2026ab', undefined, 'nova')).token;
});
afterAll(() => t.app.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  token = owner,
  merchant = 'demo',
) => adminCall(t.app, method, url, token, payload, { merchant });

async function playerStatus(ip = '198.51.100.7', merchant = 'demo') {
  const res = await t.app.inject({
    method: 'GET',
    url: '/wps/system/status',
    headers: { merchant, language: 'EN' },
    remoteAddress: ip,
  });
  expect(res.statusCode).toBe(200);
  return res.json().value as { status: number; maintenance: boolean };
}

async function auditRows(action: string) {
  const res = await t.database.db.execute<{ details: Record<string, unknown>; target_id: string }>(
    sql`select details, target_id from audit_log where action = ${action} order by id`,
  );
  return (res as { rows: { details: Record<string, unknown>; target_id: string }[] }).rows;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('site rules (pure checks)', () => {
  it('canonicalises IPs, CIDRs, countries and hosts and refuses the rest', () => {
    expect(canonicalIpRule('203.0.113.9')).toBe('203.0.113.9');
    expect(canonicalIpRule('10.1.2.3/8')).toBe('10.0.0.0/8');
    expect(canonicalIpRule('2001:DB8::1/32')).toBe('2001:db8::/32');
    expect(canonicalIpRule('::1')).toBe('::1');
    for (const bad of [
      '10.1',
      '300.1.1.1',
      '1.2.3.4/33',
      '2001:db8::/129',
      'abc',
      '1.2.3.4/',
      '0x0a.0.0.1',
    ]) {
      expect(canonicalIpRule(bad), bad).toBeUndefined();
    }
    expect(canonicalCountry('bd')).toBe('BD');
    expect(canonicalCountry('XX')).toBeUndefined();
    expect(canonicalCountry('BGD')).toBeUndefined();
    expect(canonicalHost('WWW.Example.com.')).toBe('www.example.com');
    expect(canonicalHost('[::1]')).toBe('[::1]');
    for (const bad of [
      'https://x.com',
      'x.com:8080',
      'a..b',
      '-a.com',
      'x.com/path',
      'a b.com',
      '1.2.3',
    ]) {
      expect(canonicalHost(bad), bad).toBeUndefined();
    }
    expect(isSafeLink('https://wa.me/8801711000001', true)).toBe(true);
    expect(isSafeLink('tg://resolve?domain=shapla', true)).toBe(true);
    expect(isSafeLink('/help/contact', true)).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'http://x.com',
      'data:text/html,x',
      '//evil.com',
      'https://u:p@x.com',
      ' https://x.com/a b',
    ]) {
      expect(isSafeLink(bad, true), bad).toBe(false);
    }
    expect(isSafeLink('/internal', false)).toBe(false);
  });
});

describe('console site operations', () => {
  it('digits on Bengali pages: Bengali by default, switched to Latin for players at once, audited', async () => {
    const site = async () =>
      (await t.app.inject({ url: '/wps/system/site', headers: { merchant: 'demo' } })).json()
        .value as { bnDigits: string };
    expect((await call('GET', '/wps/admin/site/digits')).body.value).toEqual({
      bnDigits: 'bengali',
    });
    expect((await site()).bnDigits).toBe('bengali');

    const latin = await call('PUT', '/wps/admin/site/digits', { bnDigits: 'latin' });
    expect(latin.body.value).toEqual({ bnDigits: 'latin' });
    expect((await site()).bnDigits).toBe('latin');
    expect((await auditRows('site.digits')).at(-1)!.details).toEqual({
      before: { bnDigits: 'bengali' },
      after: { bnDigits: 'latin' },
    });
    // Another white label keeps its own choice.
    const nova = await call('GET', '/wps/admin/site/digits', undefined, novaOwner, 'nova');
    expect(nova.body.value.bnDigits).toBe('bengali');

    expect((await call('PUT', '/wps/admin/site/digits', { bnDigits: 'arabic' })).status).toBe(400);
    await call('PUT', '/wps/admin/site/digits', { bnDigits: 'bengali' });
    expect((await site()).bnDigits).toBe('bengali');
  });

  it('is the owner’s alone: support gets 403 on every call', async () => {
    // Valid bodies: the role is what is refused, not the input.
    for (const [method, url, body] of [
      ['GET', '/wps/admin/site/maintenance'],
      ['PUT', '/wps/admin/site/maintenance', { maintenance: true }],
      ['GET', '/wps/admin/site/digits'],
      ['PUT', '/wps/admin/site/digits', { bnDigits: 'latin' }],
      ['GET', '/wps/admin/site/region'],
      ['PUT', '/wps/admin/site/region', { enabled: true }],
      ['POST', '/wps/admin/site/region/rules', { kind: 'DENY_IP', value: '198.51.100.1' }],
      ['GET', '/wps/admin/site/customer-services'],
      [
        'POST',
        '/wps/admin/site/customer-services',
        { csType: 'LIVECHAT', title: 'x', path: 'https://x.example/' },
      ],
      ['PUT', '/wps/admin/site/resources/ANDROID', { url: 'https://x.example/' }],
      ['GET', '/wps/admin/site/domains'],
      ['POST', '/wps/admin/site/domains', { domain: 'x.example', type: 'BACKUP' }],
      ['DELETE', '/wps/admin/site/domains/1'],
    ] as const) {
      const res = await call(method, url, body, support);
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.code).toBe('ADMIN_FORBIDDEN');
    }
    expect((await playerStatus()).status).toBe(0);
    expect(
      (await call('GET', '/wps/admin/site/maintenance', undefined, 'x'.repeat(43))).status,
    ).toBe(401);
  });

  it('switches maintenance on and off at once; the player sees it on the next call; operators keep working', async () => {
    expect((await playerStatus()).status).toBe(0);
    const on = await call('PUT', '/wps/admin/site/maintenance', { maintenance: true });
    expect(on.status).toBe(200);
    expect(on.body.value).toMatchObject({ maintenance: true, active: true, maintenanceEnd: null });
    expect((await playerStatus()).status).toBe(1);
    // The console still answers during maintenance.
    expect((await call('GET', '/wps/admin/session')).status).toBe(200);
    expect((await call('GET', '/wps/admin/site/maintenance')).body.value.active).toBe(true);
    const off = await call('PUT', '/wps/admin/site/maintenance', { maintenance: false });
    expect(off.body.value).toMatchObject({
      maintenance: false,
      active: false,
      maintenanceStart: null,
    });
    expect((await playerStatus()).status).toBe(0);
    const rows = await auditRows('site.maintenance');
    expect(rows.at(-1)!.details).toMatchObject({
      before: { maintenance: true },
      after: { maintenance: false, start: null, end: null },
    });
  });

  it('refuses a window whose end is before its start or in the past, and stores nothing', async () => {
    const before = (await auditRows('site.maintenance')).length;
    const nowMs = Date.now();
    const backwards = await call('PUT', '/wps/admin/site/maintenance', {
      maintenance: true,
      start: new Date(nowMs + 3_600_000).toISOString(),
      end: new Date(nowMs + 1_800_000).toISOString(),
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.code).toBe('SITE_MAINTENANCE_WINDOW_INVALID');
    const past = await call('PUT', '/wps/admin/site/maintenance', {
      maintenance: true,
      start: new Date(nowMs - 7_200_000).toISOString(),
      end: new Date(nowMs - 3_600_000).toISOString(),
    });
    expect(past.body.code).toBe('SITE_MAINTENANCE_WINDOW_INVALID');
    const garbage = await call('PUT', '/wps/admin/site/maintenance', {
      maintenance: true,
      end: 'soon',
    });
    expect(garbage.status).toBe(400);
    expect((await auditRows('site.maintenance')).length).toBe(before);
    expect((await call('GET', '/wps/admin/site/maintenance')).body.value.maintenance).toBe(false);
  });

  it('a scheduled window turns the player’s status to maintenance at its start and back at its end', async () => {
    const start = Date.now() + 1_500;
    const end = start + 1_500;
    const res = await call('PUT', '/wps/admin/site/maintenance', {
      maintenance: true,
      start: new Date(start).toISOString(),
      end: new Date(end).toISOString(),
    });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ maintenance: true, active: false });
    expect((await playerStatus()).status).toBe(0);
    await sleep(Math.max(0, start - Date.now()) + 100);
    expect((await playerStatus()).status).toBe(1);
    await sleep(Math.max(0, end - Date.now()) + 100);
    const after = await playerStatus();
    expect(after.status).toBe(0);
    expect(after.maintenance).toBe(false);
    await call('PUT', '/wps/admin/site/maintenance', { maintenance: false });
  });

  it('region and IP rules: validated, effective at once, audited; a rule locking the caller out is refused', async () => {
    for (const [kind, value, code] of [
      ['DENY_IP', '10.0.0.0/33', 'SITE_IP_RULE_INVALID'],
      ['ALLOW_IP', 'not-an-ip', 'SITE_IP_RULE_INVALID'],
      ['DENY_IP', 'fe80::/200', 'SITE_IP_RULE_INVALID'],
      ['DENY_COUNTRY', 'XX', 'SITE_COUNTRY_INVALID'],
      ['ALLOW_COUNTRY', 'Bangladesh', 'SITE_COUNTRY_INVALID'],
    ] as const) {
      const bad = await call('POST', '/wps/admin/site/region/rules', { kind, value });
      expect(bad.status, value).toBe(400);
      expect(bad.body.code).toBe(code);
    }
    const region0 = await call('GET', '/wps/admin/site/region');
    expect(region0.body.value).toMatchObject({ enabled: false, yourIp: '127.0.0.1' });
    const ruleCount = region0.body.value.rules.length;

    const deny = await call('POST', '/wps/admin/site/region/rules', {
      kind: 'DENY_IP',
      value: '198.51.100.0/24',
      note: 'abuse',
    });
    expect(deny.status).toBe(200);
    const v6 = await call('POST', '/wps/admin/site/region/rules', {
      kind: 'DENY_IP',
      value: '2001:DB8::/32',
    });
    expect(v6.body.value.value).toBe('2001:db8::/32');
    const bd = await call('POST', '/wps/admin/site/region/rules', {
      kind: 'DENY_COUNTRY',
      value: 'bd',
    });
    expect(bd.body.value.value).toBe('BD');
    const dup = await call('POST', '/wps/admin/site/region/rules', {
      kind: 'DENY_COUNTRY',
      value: 'BD',
    });
    expect(dup.status).toBe(409);

    // Rules only apply once the restriction is on.
    expect((await playerStatus('198.51.100.7')).status).toBe(0);
    const on = await call('PUT', '/wps/admin/site/region', { enabled: true });
    expect(on.body.value.enabled).toBe(true);
    expect((await playerStatus('198.51.100.7')).status).toBe(2);
    expect((await playerStatus('2001:db8::5')).status).toBe(2);
    expect((await playerStatus('203.0.113.1')).status).toBe(0);

    // A DENY_IP covering the operator's own address is refused and not stored.
    const self = await call('POST', '/wps/admin/site/region/rules', {
      kind: 'DENY_IP',
      value: '127.0.0.0/8',
    });
    expect(self.status).toBe(409);
    expect(self.body.code).toBe('SITE_RULE_SELF_LOCKOUT');
    expect(self.body.message).toContain('127.0.0.1');
    // With an ALLOW_IP for the office first, the same rule is fine.
    const office = await call('POST', '/wps/admin/site/region/rules', {
      kind: 'ALLOW_IP',
      value: '127.0.0.1',
    });
    expect(office.status).toBe(200);
    const wide = await call('POST', '/wps/admin/site/region/rules', {
      kind: 'DENY_IP',
      value: '127.0.0.0/8',
    });
    expect(wide.status).toBe(200);
    // ... and removing the office rule now would lock the caller out.
    const unlock = await call('DELETE', `/wps/admin/site/region/rules/${office.body.value.id}`);
    expect(unlock.body.code).toBe('SITE_RULE_SELF_LOCKOUT');

    // Removal takes effect at once.
    expect(
      (await call('DELETE', `/wps/admin/site/region/rules/${deny.body.value.id}`)).status,
    ).toBe(200);
    expect((await playerStatus('198.51.100.7')).status).toBe(0);
    const region = await call('GET', '/wps/admin/site/region');
    expect(region.body.value.rules).toHaveLength(ruleCount + 4);

    // Another white label's owner cannot see or remove these rules.
    const foreign = await call(
      'DELETE',
      `/wps/admin/site/region/rules/${v6.body.value.id}`,
      undefined,
      novaOwner,
      'nova',
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('SITE_ITEM_NOT_FOUND');
    const novaRegion = await call('GET', '/wps/admin/site/region', undefined, novaOwner, 'nova');
    expect(novaRegion.body.value.rules.map((r: { id: number }) => r.id)).not.toContain(
      v6.body.value.id,
    );

    await call('PUT', '/wps/admin/site/region', { enabled: false });
    expect((await playerStatus('2001:db8::5')).status).toBe(0);
    const adds = await auditRows('site.region_rule_add');
    expect(adds.map((r) => r.details.value)).toEqual([
      '198.51.100.0/24',
      '2001:db8::/32',
      'BD',
      '127.0.0.1',
      '127.0.0.0/8',
    ]);
    expect((await auditRows('site.region_toggle')).map((r) => r.details.after)).toEqual([
      true,
      false,
    ]);
    expect(await auditRows('site.region_rule_remove')).toHaveLength(1);
  });

  it('customer-service links: safe links only, edit and remove audited, players see them at once', async () => {
    const bad = await call('POST', '/wps/admin/site/customer-services', {
      csType: 'LIVECHAT',
      title: 'Evil',
      path: 'javascript:alert(document.cookie)',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('SITE_LINK_INVALID');
    expect(bad.body.message).toContain('https://');
    const badType = await call('POST', '/wps/admin/site/customer-services', {
      csType: 'SKYPE',
      title: 'x',
      path: 'https://x.com',
    });
    expect(badType.status).toBe(400);

    const added = await call('POST', '/wps/admin/site/customer-services', {
      csType: 'WHATSAPP',
      title: 'WhatsApp night desk',
      path: 'https://wa.me/8801711000001',
      sortOrder: 9,
    });
    expect(added.status).toBe(200);
    const id = added.body.value.id as number;
    const again = await call('POST', '/wps/admin/site/customer-services', {
      csType: 'WHATSAPP',
      title: 'WhatsApp night desk',
      path: 'https://wa.me/1',
    });
    expect(again.status).toBe(409);
    const site = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/wps/system/site',
          headers: { merchant: 'demo' },
        })
      ).json().value as {
        customerService: { title: string; path: string }[];
        resources: { resourceType: string; url: string }[];
        domainRoute: { domain: string }[];
      };
    expect((await site()).customerService).toContainEqual(
      expect.objectContaining({
        title: 'WhatsApp night desk',
        path: 'https://wa.me/8801711000001',
      }),
    );

    const edited = await call('PUT', `/wps/admin/site/customer-services/${id}`, {
      csType: 'TELEGRAM',
      title: 'Telegram desk',
      path: 'tg://resolve?domain=shapla_help',
    });
    expect(edited.body.value).toMatchObject({
      csType: 'TELEGRAM',
      path: 'tg://resolve?domain=shapla_help',
    });
    const upd = (await auditRows('site.cs_update')).at(-1)!;
    expect(upd.details).toMatchObject({
      before: { title: 'WhatsApp night desk' },
      after: { title: 'Telegram desk' },
    });
    const badEdit = await call('PUT', `/wps/admin/site/customer-services/${id}`, {
      csType: 'TELEGRAM',
      title: 'Telegram desk',
      path: 'data:text/html,<script>x</script>',
    });
    expect(badEdit.body.code).toBe('SITE_LINK_INVALID');

    const foreign = await call(
      'PUT',
      `/wps/admin/site/customer-services/${id}`,
      {
        csType: 'TELEGRAM',
        title: 'Hijacked',
        path: 'https://nova.example/',
      },
      novaOwner,
      'nova',
    );
    expect(foreign.status).toBe(404);

    expect((await call('DELETE', `/wps/admin/site/customer-services/${id}`)).status).toBe(200);
    expect((await site()).customerService.map((c) => c.title)).not.toContain('Telegram desk');
    expect((await call('DELETE', `/wps/admin/site/customer-services/${id}`)).status).toBe(404);

    // Resources.
    const badRes = await call('PUT', '/wps/admin/site/resources/ANDROID', {
      url: 'http://insecure.example/app.apk',
    });
    expect(badRes.body.code).toBe('SITE_LINK_INVALID');
    const unknownType = await call('PUT', '/wps/admin/site/resources/DESKTOP', {
      url: 'https://x.example/',
    });
    expect(unknownType.status).toBe(400);
    const res = await call('PUT', '/wps/admin/site/resources/ANDROID', {
      url: 'https://cdn.example/app.apk',
    });
    expect(res.status).toBe(200);
    expect((await site()).resources).toContainEqual({
      resourceType: 'ANDROID',
      url: 'https://cdn.example/app.apk',
    });
    expect((await auditRows('site.resource_set')).at(-1)!.details).toMatchObject({
      before: 'https://download.shapla.example/android',
      after: 'https://cdn.example/app.apk',
    });
    expect((await call('DELETE', '/wps/admin/site/resources/TELEGRAM1')).status).toBe(200);
    expect((await site()).resources.map((r) => r.resourceType)).not.toContain('TELEGRAM1');
  });

  it('domain routes: validated, unique across white labels (409), the last MAIN stays', async () => {
    const bad = await call('POST', '/wps/admin/site/domains', {
      domain: 'https://x.example/',
      type: 'MOBILE',
    });
    expect(bad.body.code).toBe('SITE_DOMAIN_INVALID');
    const taken = await call('POST', '/wps/admin/site/domains', {
      domain: 'NOVA.localhost',
      type: 'BACKUP',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('SITE_DOMAIN_TAKEN');
    const added = await call('POST', '/wps/admin/site/domains', {
      domain: 'Play.Shapla.Example',
      type: 'BACKUP',
    });
    expect(added.status).toBe(200);
    expect(added.body.value.domain).toBe('play.shapla.example');
    // The new host serves the white label at once.
    const byHost = await t.app.inject({
      method: 'GET',
      url: '/wps/system/site',
      headers: { host: 'play.shapla.example' },
    });
    expect(byHost.json().value.merchantCode).toBe('demo');
    // Nova's owner cannot remove it.
    const foreign = await call(
      'DELETE',
      `/wps/admin/site/domains/${added.body.value.id}`,
      undefined,
      novaOwner,
      'nova',
    );
    expect(foreign.status).toBe(404);

    const novaDomains = await call('GET', '/wps/admin/site/domains', undefined, novaOwner, 'nova');
    expect(novaDomains.body.value).toHaveLength(1);
    const lastMain = await call(
      'DELETE',
      `/wps/admin/site/domains/${novaDomains.body.value[0].id}`,
      undefined,
      novaOwner,
      'nova',
    );
    expect(lastMain.status).toBe(409);
    expect(lastMain.body.code).toBe('SITE_MAIN_DOMAIN_REQUIRED');

    expect((await call('DELETE', `/wps/admin/site/domains/${added.body.value.id}`)).status).toBe(
      200,
    );
    const gone = await t.app.inject({
      method: 'GET',
      url: '/wps/system/site',
      headers: { host: 'play.shapla.example' },
    });
    // An unknown host falls back to the default white label; it is no longer a route of demo.
    expect(gone.json().value.domainRoute.map((d: { domain: string }) => d.domain)).not.toContain(
      'play.shapla.example',
    );
    expect((await auditRows('site.domain_add')).map((r) => r.target_id)).toEqual([
      'play.shapla.example',
    ]);
    expect((await auditRows('site.domain_remove')).map((r) => r.target_id)).toEqual([
      'play.shapla.example',
    ]);
  });
});
