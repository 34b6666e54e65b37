import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCountryLookup } from '../../lib/geoip.ts';
import { seedMerchant } from '../../db/seed.ts';
import type { MerchantSeed } from '../../db/seed-data.ts';
import { buildCountryMmdb } from '../../../test/mmdb-writer.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { compileRegionPolicy, isRegionBlocked } from './region.ts';

describe('isRegionBlocked', () => {
  const policy = compileRegionPolicy([
    { kind: 'DENY_IP', value: '10.0.0.0/8' },
    { kind: 'DENY_IP', value: '2001:db8::/32' },
    { kind: 'ALLOW_IP', value: '10.1.2.3' },
    { kind: 'DENY_IP', value: 'not-an-ip' },
    { kind: 'DENY_COUNTRY', value: 'us' },
  ]);

  it('blocks addresses in a denied CIDR, IPv4 and IPv6, including IPv4-mapped IPv6', () => {
    expect(isRegionBlocked(policy, '10.9.9.9', null, false)).toBe(true);
    expect(isRegionBlocked(policy, '::ffff:10.9.9.9', null, false)).toBe(true);
    expect(isRegionBlocked(policy, '2001:db8::1', null, false)).toBe(true);
    expect(isRegionBlocked(policy, '11.0.0.1', null, false)).toBe(false);
  });

  it('lets an allowed address through even inside a denied range', () => {
    expect(isRegionBlocked(policy, '10.1.2.3', null, false)).toBe(false);
  });

  it('applies country rules only when a GeoIP database is configured', () => {
    expect(isRegionBlocked(policy, '8.8.8.8', 'US', true)).toBe(true);
    expect(isRegionBlocked(policy, '8.8.8.8', 'US', false)).toBe(false);
  });

  it('with an allow list, blocks other and unknown countries', () => {
    const allowOnly = compileRegionPolicy([{ kind: 'ALLOW_COUNTRY', value: 'BD' }]);
    expect(isRegionBlocked(allowOnly, '8.8.8.8', 'BD', true)).toBe(false);
    expect(isRegionBlocked(allowOnly, '8.8.8.8', 'IN', true)).toBe(true);
    expect(isRegionBlocked(allowOnly, '8.8.8.8', null, true)).toBe(true);
  });
});

const restricted = (code: string, rules: MerchantSeed['regionRules']): MerchantSeed => ({
  code,
  name: code,
  currency: 'BDT',
  currencySymbol: '৳',
  defaultLanguage: 'EN',
  mainDomain: `${code}.localhost`,
  regionRestriction: true,
  domains: [],
  customerService: [],
  resources: [],
  regionRules: rules,
});

describe('region restriction through the API with a MaxMind database and a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'geoip-'));
    const file = path.join(dir, 'country.mmdb');
    writeFileSync(
      file,
      buildCountryMmdb([
        { cidr: '203.0.113.0/24', country: 'BD' },
        { cidr: '198.51.100.0/24', country: 'IN' },
      ]),
    );
    t = await buildTestApp({ geoip: await openCountryLookup(file), trustedProxies: ['127.0.0.1'] });
    await seedMerchant(
      t.database.db,
      restricted('bdonly', [{ kind: 'ALLOW_COUNTRY', value: 'BD' }]),
    );
    await seedMerchant(
      t.database.db,
      restricted('noindia', [{ kind: 'DENY_COUNTRY', value: 'IN' }]),
    );
  });
  afterAll(() => t.app.close());

  const status = (merchant: string, forwardedFor: string, remoteAddress = '127.0.0.1') =>
    t.app
      .inject({
        url: '/wps/system/status',
        headers: { merchant, 'x-forwarded-for': forwardedFor },
        remoteAddress,
      })
      .then((r) => r.json().value as { status: number; ip: string; country: string | null });

  it('reports the country and blocks by the allow list', async () => {
    expect(await status('bdonly', '203.0.113.50')).toMatchObject({
      status: 0,
      country: 'BD',
      ip: '203.0.113.50',
    });
    expect(await status('bdonly', '198.51.100.7')).toMatchObject({ status: 2, country: 'IN' });
  });

  it('blocks a denied country only', async () => {
    expect(await status('noindia', '198.51.100.7')).toMatchObject({ status: 2 });
    expect(await status('noindia', '203.0.113.50')).toMatchObject({ status: 0 });
  });

  it('ignores X-Forwarded-For from an untrusted peer', async () => {
    const result = await status('noindia', '198.51.100.7', '203.0.113.77');
    expect(result).toMatchObject({ ip: '203.0.113.77', country: 'BD', status: 0 });
  });

  it('site config carries the visitor location', async () => {
    const res = await t.app.inject({
      url: '/wps/system/site',
      headers: { merchant: 'demo', 'x-forwarded-for': '203.0.113.50' },
    });
    expect(res.json().value.location).toEqual({ ip: '203.0.113.50', country: 'BD' });
  });
});

describe('without trusted proxies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.app.close());

  it('never believes X-Forwarded-For', async () => {
    const res = await t.app.inject({
      url: '/wps/system/status',
      headers: { merchant: 'blocked', 'x-forwarded-for': '203.0.113.50' },
    });
    expect(res.json().value).toMatchObject({ ip: '127.0.0.1', status: 2 });
  });
});
