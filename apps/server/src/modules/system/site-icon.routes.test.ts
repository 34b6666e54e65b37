import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMerchant } from '../../db/seed.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { siteInitial } from './site-icon.ts';

let t: TestApp;
beforeAll(async () => {
  // A built web app with its own static icon: the white label's icon must win over it.
  const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await buildTestApp({ webDist: dist });
  await seedMerchant(t.database.db, {
    code: 'icons',
    name: 'Zeta <Games> & Co',
    currency: 'BDT',
    currencySymbol: '৳',
    defaultLanguage: 'EN',
    mainDomain: 'zeta.localhost',
    domains: [{ domain: 'zeta.localhost', type: 'MAIN' }],
    customerService: [],
    resources: [],
  });
});
afterAll(() => t.app.close());

describe('GET /favicon.svg', () => {
  it("answers the white label of the request's host with its own icon", async () => {
    const res = await t.app.inject({ url: '/favicon.svg', headers: { host: 'zeta.localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers.vary).toMatch(/Host/);
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(res.body).toContain('>Z</text>');
  });

  it('differs between white labels (Merchant header or host) and escapes the name', async () => {
    const demo = await t.app.inject({ url: '/favicon.svg', headers: { merchant: 'demo' } });
    const zeta = await t.app.inject({ url: '/favicon.svg', headers: { merchant: 'icons' } });
    expect(demo.statusCode).toBe(200);
    expect(demo.body).not.toBe(zeta.body);
    expect(demo.body).not.toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(zeta.body).not.toContain('<Games>');
  });

  it('draws a whole grapheme as the initial and a star when the name has no letter', () => {
    expect(siteInitial('  shapla')).toBe('S');
    expect(siteInitial('ক্ষ খেলা')).toBe('ক্ষ');
    expect(siteInitial('---')).toBe('★');
  });
});

describe('GET /manifest.webmanifest', () => {
  it('names the white label and points at its icon', async () => {
    const res = await t.app.inject({
      url: '/manifest.webmanifest',
      headers: { host: 'zeta.localhost' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.json()).toMatchObject({
      name: 'Zeta <Games> & Co',
      start_url: '/',
      icons: [{ src: '/favicon.svg', type: 'image/svg+xml' }],
    });
  });
});
