import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteConfigSchema, MODULE_KEYS, type WhitelabelNode } from '@portal/contracts/system';
import { seedMerchant } from '../../db/seed.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // A white label both in maintenance and region-restricted: maintenance must win.
  await seedMerchant(t.database.db, {
    code: 'both',
    name: 'Both',
    currency: 'BDT',
    currencySymbol: '৳',
    defaultLanguage: 'EN',
    mainDomain: 'both.localhost',
    maintenance: { endsInMinutes: 30 },
    regionRestriction: true,
    domains: [{ domain: 'both.localhost', type: 'MAIN' }],
    customerService: [],
    resources: [],
    regionRules: [{ kind: 'DENY_IP', value: '0.0.0.0/0' }],
  });
});
afterAll(() => t.app.close());

function flatten(nodes: WhitelabelNode[]): WhitelabelNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.childrenNodes)]);
}

describe('GET /wps/system/status', () => {
  it('is 0 (normal) for the demo site and reports the visitor IP', async () => {
    const res = await t.app.inject({ url: '/wps/system/status', headers: { merchant: 'demo' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      value: { status: 0, maintenance: false, regionRestriction: false, ip: '127.0.0.1' },
    });
  });

  it('is 1 with the end time while the site is in maintenance', async () => {
    const res = await t.app.inject({
      url: '/wps/system/status',
      headers: { host: 'maint.localhost:3000' },
    });
    const { value } = res.json();
    expect(value.status).toBe(1);
    expect(value.maintenance).toBe(true);
    expect(Date.parse(value.maintenanceEnd)).toBeGreaterThan(Date.now());
  });

  it('is 2 for a blocked visitor and 0 for one outside the denied range', async () => {
    const blocked = await t.app.inject({
      url: '/wps/system/status',
      headers: { merchant: 'blocked' },
    });
    expect(blocked.json().value).toMatchObject({
      status: 2,
      regionRestriction: true,
      ip: '127.0.0.1',
    });
    const other = await t.app.inject({
      url: '/wps/system/status',
      headers: { merchant: 'blocked' },
      remoteAddress: '203.0.113.9',
    });
    expect(other.json().value).toMatchObject({
      status: 0,
      regionRestriction: false,
      ip: '203.0.113.9',
    });
  });

  it('never reports region-blocked during maintenance', async () => {
    const res = await t.app.inject({ url: '/wps/system/status', headers: { merchant: 'both' } });
    expect(res.json().value).toMatchObject({ status: 1, regionRestriction: false });
  });
});

describe('merchant resolution', () => {
  it('picks the white label from the host when no Merchant header is sent', async () => {
    const res = await t.app.inject({
      url: '/wps/system/site',
      headers: { host: 'nova.localhost' },
    });
    expect(res.json().value).toMatchObject({
      merchantCode: 'nova',
      currency: 'INR',
      defaultLanguage: 'EN',
    });
  });

  it('lets the Merchant header override the host', async () => {
    const res = await t.app.inject({
      url: '/wps/system/site',
      headers: { host: 'nova.localhost', merchant: 'demo' },
    });
    expect(res.json().value.merchantCode).toBe('demo');
  });

  it('falls back to the default white label for an unknown host', async () => {
    const res = await t.app.inject({
      url: '/wps/system/site',
      headers: { host: 'unknown.example' },
    });
    expect(res.json().value.merchantCode).toBe('demo');
  });

  it('answers an unknown Merchant header with a clear, translated 400', async () => {
    const en = await t.app.inject({
      url: '/wps/system/status',
      headers: { merchant: 'nope', language: 'EN' },
    });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      success: false,
      code: 'MERCHANT_UNKNOWN',
      message: 'Invalid site (domain check failed), please contact customer service.',
    });
    const bn = await t.app.inject({
      url: '/wps/system/status',
      headers: { merchant: 'nope', language: 'bn' },
    });
    expect(bn.json().message).toMatch(/গ্রাহক সেবা/);
  });
});

describe('GET /wps/system/whitelabel', () => {
  it('returns the module tree with every key the spec names', async () => {
    const res = await t.app.inject({
      url: '/wps/system/whitelabel',
      headers: { merchant: 'demo' },
    });
    const nodes = flatten(res.json().value);
    const ids = nodes.map((n) => n.modId);
    for (const key of [
      'USERNAMEREG3',
      'MOBILENUMREG3',
      'MOBILENUMPASSREG3',
      'REGMOBVERF3',
      'CHNGPASSVERIF3',
      'AGENTPOLICY3',
    ]) {
      expect(ids).toContain(key);
    }
    expect(new Set(ids)).toEqual(new Set(MODULE_KEYS));
    const register = res.json().value.find((n: WhitelabelNode) => n.modId === 'REGISTER3');
    expect(register.childrenNodes.map((n: WhitelabelNode) => n.modId)).toEqual([
      'USERNAMEREG3',
      'MOBILENUMREG3',
      'MOBILENUMPASSREG3',
      'REGMOBVERF3',
    ]);
  });

  it('is per white label', async () => {
    const res = await t.app.inject({
      url: '/wps/system/whitelabel',
      headers: { merchant: 'nova' },
    });
    const mobile = flatten(res.json().value).find((n) => n.modId === 'MOBILENUMREG3');
    expect(mobile?.enabled).toBe(false);
  });
});

describe('GET /wps/system/domainRoute and /wps/system/site', () => {
  it('lists the domains of the white label only', async () => {
    const res = await t.app.inject({
      url: '/wps/system/domainRoute',
      headers: { merchant: 'demo' },
    });
    const domains = res.json().value.map((d: { domain: string }) => d.domain);
    expect(domains).toContain('localhost');
    expect(domains).not.toContain('nova.localhost');
  });

  it('returns the consolidated first-paint configuration matching the contract', async () => {
    const res = await t.app.inject({ url: '/wps/system/site', headers: { merchant: 'demo' } });
    const site = SiteConfigSchema.parse(res.json().value);
    expect(site).toMatchObject({
      merchantCode: 'demo',
      currencySymbol: '৳',
      defaultLanguage: 'BN',
      status: 0,
      register: { username: true, mobile: true },
      location: { ip: '127.0.0.1' },
    });
    expect(site.customerService.map((c) => c.csType)).toEqual([
      'LIVECHAT',
      'FACEBOOK',
      'TELEGRAM',
      'WHATSAPP',
    ]);
    expect(site.resources.map((r) => r.resourceType).sort()).toEqual(
      ['ANDROID', 'IOS', 'TELEGRAM', 'TELEGRAM1', 'WHATSAPP'].sort(),
    );
  });

  it('answers an unknown /wps path with a 404 envelope', async () => {
    const res = await t.app.inject({ url: '/wps/system/nothing', headers: { merchant: 'nova' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
